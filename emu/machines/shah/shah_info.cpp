// The SHAH as veteran declares it (emu/machine_info.hpp); MAME names the
// machine `avrmax`, an alias here.
#include "emu/formats/elf_image.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/machines/shah/shah.hpp"

namespace veteran::emu {
namespace {

std::unique_ptr<Machine> make(const MachineInfo&, RomSource&) {
  return std::make_unique<Shah>();  // the program comes on --load: no ROM of its own
}

}  // namespace

const MachineInfo& shah_info() {
  // Codes: line x 3 + column (PB0-PB2), lines on PC0-PC3, as MAME's avrmax input map.
  static const MachineInfo info{
      .name = "shah",
      .aliases = {"avrmax"},
      .title = "SHAH (Andre Adrian's chess computer: ATmega88, four LED digits, 11 keys)",
      .cpu = "AVR (ATmega88)",
      .clock_hz = Shah::kClockHz,
      .screen = MachineInfo::Screen::leds,
      .slots = {{Slot::memory, {&files::kIntelHex, &files::kElf}}},
      .inputs = {{"A1", 0, {"1", "A"}, 0},
                 {"E5", 0, {"5", "E"}, 1},
                 {"FN", 0, {"Tab"}, 2},
                 {"B2", 0, {"2", "B"}, 3},
                 {"F6", 0, {"6", "F"}, 4},
                 {"CL", 0, {"Backspace", "Delete"}, 5},
                 {"C3", 0, {"3", "C"}, 6},
                 {"G7", 0, {"7", "G"}, 7},
                 {"GO", 0, {"Return"}, 8},
                 {"D4", 0, {"4", "D"}, 9},
                 {"H8", 0, {"8", "H"}, 10}},
      // The debounce waits 100 ms after a release; a key held 150 ms is seen once.
      .key_hold_seconds = 0.15,
      .keypad = {{{"A1", "A1"}, {"B2", "B2"}, {"C3", "C3"}, {"D4", "D4"}},
                 {{"E5", "E5"}, {"F6", "F6"}, {"G7", "G7"}, {"H8", "H8"}},
                 // The seed's photographs: FN red, CL yellow, GO green.
                 {{"FN", "FN", 0xC0281E}, {"CL", "CL", 0xE8C020}, {"GO", "GO", 0x28A046}}},
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
