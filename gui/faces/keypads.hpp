// How a person presses each machine's keys, as the machine declares them
// (emu/machine_info.hpp): the keypad drawn beside its face (the KIM-1's 23
// keys as laid out on the board), the host keys that stand for machine keys,
// and whether it takes typed text (an ASCII keyboard).
#pragma once

#include "emu/machine_info.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace veteran::gui {

// Rows top to bottom; empty for machines with a keyboard instead.
const std::vector<std::vector<emu::KeypadKey>>& keypad_of(const std::string& machine);

// The machine key a host key stands for ("" for none). Machines with an
// ASCII keyboard (the Jupiter III) take typed text too: typed_keys().
std::string host_key(const std::string& machine, SDL_Keycode key);
// Whether the machine reads characters (SDL text input) rather than key positions.
bool typed_keys(const std::string& machine);
// The machine key for one typed character ("A", "SPACE"); "" for none.
std::string typed_key(const std::string& machine, const std::string& utf8);
// Text as the machine's keys would type it, MAME's natural keyboard: each
// character the chord that types it (its key, with the shift key for a
// shifted one; a letter the machine has only in capitals by its capital;
// a new line as ENTER), for any machine with a keyboard. Characters no key
// types are passed over and named in `missing`.
std::vector<std::vector<std::string>> natural_chords(const std::string& machine, const std::string& text,
                                                     std::string* missing = nullptr);
// The host keys, for the window's help line.
std::string host_key_help(const std::string& machine);
// Host key names the machines declare that SDL does not know (for a test: none).
std::vector<std::string> unknown_host_keys();

}  // namespace veteran::gui
