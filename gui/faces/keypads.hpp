// How a person presses each machine's keys: the keypad drawn beside its face
// (the KIM-1's 23 keys, as laid out on the board) and the host keys that stand
// for machine keys. One table per machine; a machine added later adds its
// rows here (or none, and is typed on from the host keyboard).
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

namespace veteran::gui {

struct KeypadKey {
  const char* label;  // as printed on the key
  const char* key;    // the machine's key name (emu::Machine::set_key)
};

// Rows top to bottom; empty for machines with a keyboard instead.
const std::vector<std::vector<KeypadKey>>& keypad_of(const std::string& machine);

// The machine key a host key stands for ("" for none). Machines with an
// ASCII keyboard (the Jupiter III) take typed text instead: typed_keys().
std::string host_key(const std::string& machine, SDL_Keycode key);
// Whether the machine reads characters (SDL text input) rather than key positions.
bool typed_keys(const std::string& machine);
// The machine key for one typed character ("A", "SPACE"); "" for none.
std::string typed_key(const std::string& machine, const std::string& utf8);
// The host keys, for the window's help line.
std::string host_key_help(const std::string& machine);

}  // namespace veteran::gui
