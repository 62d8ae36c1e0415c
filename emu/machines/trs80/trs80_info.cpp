// The TRS-80 Model I with Level II BASIC as veteran declares it (emu/machine_info.hpp).
#include "emu/formats/trs80_tape.hpp"
#include "emu/machines/trs80/trs80.hpp"

namespace veteran::emu {
namespace {

// The keyboard matrix: the address line that selects the row (A0-A7) and the
// data bit that reads the key, as the code row * 8 + bit. A key that types
// a character is pressed by the host key of that name.
Input key(const char* name, int row, int bit, std::vector<std::string> host = {}) {
  const char character = name[1] ? (std::string(name) == "SPACE" ? ' ' : '\0') : name[0];
  if (host.empty()) host = {name};
  return {name, character, std::move(host), row * 8 + bit};
}

std::vector<Input> inputs() {
  std::vector<Input> keys = {key("@", 0, 0)};
  for (int i = 0; i < 26; ++i) {
    const char letter[2] = {static_cast<char>('A' + i), 0};
    keys.push_back(key(letter, (i + 1) / 8, (i + 1) % 8));
  }
  for (int i = 0; i < 10; ++i) {
    const char digit[2] = {static_cast<char>('0' + i), 0};
    keys.push_back(key(digit, 4 + i / 8, i % 8));
  }
  const char* punctuation[] = {":", ";", ",", "-", ".", "/"};
  for (int i = 0; i < 6; ++i) keys.push_back(key(punctuation[i], 5, 2 + i));
  // The Model I's shifted characters (as printed on its keys, and as MAME's natural keyboard has them).
  const std::pair<const char*, char> shifted[] = {{"1", '!'}, {"2", '"'},  {"3", '#'}, {"4", '$'}, {"5", '%'},
                                                  {"6", '&'}, {"7", '\''}, {"8", '('}, {"9", ')'}, {":", '*'},
                                                  {";", '+'}, {",", '<'},  {"-", '='}, {".", '>'}, {"/", '?'}};
  for (auto& k : keys)
    for (const auto& [name, character] : shifted)
      if (k.name == name) k.shifted = character;
  keys.insert(keys.end(), {key("ENTER", 6, 0, {"Return", "Keypad Enter"}), key("CLEAR", 6, 1, {"Home"}),
                           key("BREAK", 6, 2, {"Escape"}), key("UP", 6, 3, {"Up"}), key("DOWN", 6, 4, {"Down"}),
                           key("LEFT", 6, 5, {"Left", "Backspace"}), key("RIGHT", 6, 6, {"Right"}),
                           key("SPACE", 6, 7, {"Space"}), key("SHIFT", 7, 0, {"Left Shift", "Right Shift"})});
  return keys;
}

std::unique_ptr<Machine> make(const MachineInfo&, RomSource& roms) {
  auto trs = std::make_unique<Trs80>();
  std::vector<uint8_t> level2;
  for (const char* part : {"rom-a.z1", "rom-b.z2", "rom-c.z3"}) {
    auto data = roms.rom("trs80l2", part);
    level2.insert(level2.end(), data.begin(), data.end());
  }
  trs->load_rom(level2);
  // The character generator only draws the screen's characters: without it
  // the machine runs, and the GUI draws characters with a font instead.
  if (auto chargen = roms.optional_rom("trs80l2", "mcm6670p.z29")) trs->load_chargen(*chargen);
  trs->reset();
  return trs;
}

}  // namespace

const MachineInfo& trs80_info() {
  static const MachineInfo info{
      .name = "trs80",
      .aliases = {"trs80l2"},  // MAME's name for the Level II machine
      .title = "TRS-80 Model I (Level II BASIC)",
      .cpu = "Z80",
      .clock_hz = Trs80::kClockHz,
      .rom_sets = {"trs80l2"},
      .screen = MachineInfo::Screen::text,
      .slots = {{Slot::memory,
                 {&files::kTrs80SystemTape, &files::kTrs80Command, &files::kIntelHex, &files::kRawBinary}},
                {Slot::tape, {&files::kTrs80SystemTape, &files::kTrs80Recording}}},
      .inputs = inputs(),
      .shift_key = "SHIFT",
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
