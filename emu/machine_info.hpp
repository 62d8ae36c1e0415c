// What a machine is, as one declaration: its names, CPU and clock, the ROM
// sets it needs, the media it takes in which formats, its keys (the
// character each types, the host keys that stand for it) and its keypad's
// layout, and how to build it. Each machine's folder holds its row
// (machines/NAME/NAME_info.cpp); the registry lists the rows, and
// everything else is derived from them: `veteran run`'s help and errors, the
// loaders' choice of decoder, `veteran roms`, the GUI's keypads and keys
// (MAME's driver and device declarations have the same job).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::files {
struct ImageFormat;  // emu/formats/memory_image.hpp
}

namespace veteran::emu {

class Machine;

// Where a file goes into a machine.
enum class Slot {
  memory,     // decoded into memory after reset (`--load`)
  tape,       // a cassette the program reads as it runs (`--tape`)
  tape_out,   // a cassette the program writes (`--save-tape`)
  cartridge,  // a cartridge in the console (`--cart`)
};
const char* slot_option(Slot slot);  // "--load"
const char* slot_title(Slot slot);   // "memory"

struct MediaSlot {
  Slot slot = Slot::memory;
  std::vector<const files::ImageFormat*> formats{};  // the first is the one a bare extension does not pick
};

// A key: its name (Machine::set_key), the character it types (0: none), the
// host keys that press it in the GUI (SDL key names, SDL_GetKeyFromName),
// and the machine's own code for it (its place in a key matrix, a bit of a
// port: what the machine's class makes of it).
struct Input {
  std::string name{};
  char character = 0;  // what the key types alone
  std::vector<std::string> host_keys{};
  int code = 0;
  char shifted = 0;  // what it types with the machine's shift key (MachineInfo::shift_key)
};

// A key of a keypad drawn beside the machine's face.
struct KeypadKey {
  std::string label;  // as printed on the key
  std::string key;    // its Input's name
  uint32_t cap = 0;   // the key cap's colour as 0xRRGGBB where the machine's photographs show one; 0: plain
};

// The ROMs a machine is built with, found by the registry in the user's
// rompath (emu/machines/registry.cpp), and the ones it found recorded.
class RomSource {
 public:
  // The file of a set, checked; throws std::runtime_error with the audit's words.
  virtual std::vector<uint8_t> rom(const std::string& set, const std::string& file) = 0;
  // An optional file: nothing when it is missing or unusable.
  virtual std::optional<std::vector<uint8_t>> optional_rom(const std::string& set, const std::string& file) = 0;

 protected:
  ~RomSource() = default;
};

struct MachineInfo {
  std::string name{};                  // as MAME names its driver
  std::string parent{};                // a clone's parent, whose ROM sets it shares (MAME's sense)
  std::vector<std::string> aliases{};  // other names users type ("altair")
  std::string title{};                 // "MOS KIM-1"
  std::string cpu{};                   // "6502"
  double clock_hz = 0;
  std::vector<std::string> rom_sets{};  // roms-manifest sets it needs
  enum class Screen { leds, text, bitmap } screen = Screen::text;
  std::vector<MediaSlot> slots{};
  // Whether its keyboard sends characters (an ASCII keyboard or terminal:
  // every printable character and the keys of emu/terminal/ascii_keys.hpp are
  // keys, typed as text in the GUI) rather than reporting key positions.
  bool ascii_keyboard = false;
  std::vector<Input> inputs{};  // its keys (beyond the ASCII ones)
  std::string shift_key{};      // the key held for an Input's `shifted` character
  // How long a key must stay down, in emulated seconds, for the program's keyboard scan to see
  // it (and as long up between two): how the window times typed text and quick taps.
  double key_hold_seconds = 0.05;
  std::vector<std::vector<KeypadKey>> keypad{};  // rows, top to bottom; none for a keyboard
  // What a person does first with the machine when its screen starts blank (a monitor that
  // prints no prompt, a terminal with nothing running): shown over the blank screen.
  std::string first_steps{};
  std::unique_ptr<Machine> (*make)(const MachineInfo& info, RomSource& roms) = nullptr;

  const MediaSlot* slot(Slot s) const;
  const Input* input(const std::string& key) const;
  std::vector<std::string> key_names() const;
  // "kim1 has no key named 'X' (keys: 0, 1, ...)", for std::invalid_argument.
  std::string unknown_key(const std::string& key) const;
};

}  // namespace veteran::emu
