// The KIM-1 as veteran declares it (emu/machine_info.hpp).
#include "emu/formats/kim1_tape.hpp"
#include "emu/machines/kim1/kim1.hpp"

namespace veteran::emu {
namespace {

// The keypad matrix: row (74145 output 0-2, from PB1-PB3) and the PA bit the
// key pulls low, as the code row * 8 + bit; ST and RS are outside it.
Input key(const char* name, int row, int bit, std::vector<std::string> host) {
  return {name, name[1] ? '\0' : name[0], std::move(host), row * 8 + bit};
}
Input digit(const char* name, int row, int bit) {
  std::vector<std::string> host = {name};
  if (name[0] <= '9') host.push_back(std::string("Keypad ") + name);
  return key(name, row, bit, host);
}

std::vector<Input> inputs() {
  return {
      digit("6", 0, 0),
      digit("5", 0, 1),
      digit("4", 0, 2),
      digit("3", 0, 3),
      digit("2", 0, 4),
      digit("1", 0, 5),
      digit("0", 0, 6),
      digit("D", 1, 0),
      digit("C", 1, 1),
      digit("B", 1, 2),
      digit("A", 1, 3),
      digit("9", 1, 4),
      digit("8", 1, 5),
      digit("7", 1, 6),
      key("PC", 2, 0, {"F3", "P"}),
      key("GO", 2, 1, {"Return", "Keypad Enter", "G"}),
      key("+", 2, 2, {"+", "Keypad +", "="}),
      key("DA", 2, 3, {"F2"}),
      key("AD", 2, 4, {"F1"}),
      digit("F", 2, 5),
      digit("E", 2, 6),
      {"ST", 0, {"F4", "Escape"}, Kim1::kStopKey},
      {"RS", 0, {"F5"}, Kim1::kResetKey},
      {Kim1::kSingleStepName, 0, {"F6"}, Kim1::kSingleStepSwitch},
  };
}

std::unique_ptr<Machine> make(const MachineInfo&, RomSource& roms) {
  auto kim = std::make_unique<Kim1>();
  kim->load_roms(roms.rom("kim1", "6530-002.bin"), roms.rom("kim1", "6530-003.bin"));
  kim->reset();
  return kim;
}

}  // namespace

const MachineInfo& kim1_info() {
  static const MachineInfo info{
      .name = "kim1",
      .title = "MOS KIM-1",
      .cpu = "6502",
      .clock_hz = Kim1::kClockHz,
      .rom_sets = {"kim1"},
      .screen = MachineInfo::Screen::leds,
      .slots = {{Slot::memory, {&files::kPaperTape, &files::kIntelHex, &files::kKim1Cassette, &files::kRawBinary}}},
      .inputs = inputs(),
      // The keypad as the board has it: the monitor keys above the hex keys.
      .keypad = {{{"GO", "GO"}, {"ST", "ST"}, {"RS", "RS"}, {Kim1::kSingleStepName, Kim1::kSingleStepName}},
                 {{"AD", "AD"}, {"DA", "DA"}, {"PC", "PC"}, {"+", "+"}},
                 {{"C", "C"}, {"D", "D"}, {"E", "E"}, {"F", "F"}},
                 {{"8", "8"}, {"9", "9"}, {"A", "A"}, {"B", "B"}},
                 {{"4", "4"}, {"5", "5"}, {"6", "6"}, {"7", "7"}},
                 {{"0", "0"}, {"1", "1"}, {"2", "2"}, {"3", "3"}}},
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
