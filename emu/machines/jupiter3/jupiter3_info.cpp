// The Wave Mate Jupiter III as veteran declares it (emu/machine_info.hpp).
#include "emu/formats/memory_image.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"

namespace veteran::emu {
namespace {

std::unique_ptr<Machine> make(const MachineInfo&, RomSource&) {
  return std::make_unique<Jupiter3>();  // its monitor is modelled: no ROM to load
}

}  // namespace

const MachineInfo& jupiter3_info() {
  static const MachineInfo info{
      .name = "jupiter3",
      .title = "Wave Mate Jupiter III",
      .cpu = "Z80",
      .clock_hz = Jupiter3::kClockHz,
      .screen = MachineInfo::Screen::text,
      .slots = {{Slot::memory, {&files::kIntelHex, &files::kPaperTape, &files::kRawBinary}}},
      .ascii_keyboard = true,
      .first_steps =
          "veteran's command line for the Jove monitor prints no prompt: type G and a program's "
          "address in hexadecimal, then Return, to run it (G2A00 starts SARGON). Put a program in "
          "memory with --image FILE@ADDR (SARGON's image: docs/jupiter3.md).",
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
