// The MITS Altair 8800 with its 2SIO terminal as veteran declares it (emu/machine_info.hpp).
#include "veteran/emu/formats/mits_tape.hpp"
#include "veteran/emu/machines/altair8800/altair8800.hpp"

namespace veteran::emu {
namespace {

// The terminal's keys are ASCII; the front panel's sense switches SW8-SW15
// (address switches A8-A15) flip with each press, their code the port bit.
std::vector<Input> switches() {
  std::vector<Input> keys;
  for (int bit = 0; bit < 8; ++bit) keys.push_back({"SW" + std::to_string(Altair8800::kFirstSwitch + bit), 0, {}, bit});
  return keys;
}

std::unique_ptr<Machine> make(const MachineInfo&, RomSource&) {
  return std::make_unique<Altair8800>();  // no ROM: programs are deposited
}

}  // namespace

const MachineInfo& altair8800_info() {
  static const MachineInfo info{
      .name = "altair8800",
      .aliases = {"altair"},  // as the programs name it (microchess@altair)
      .title = "MITS Altair 8800 with an 88-2SIO and a terminal",
      .cpu = "8080",
      .clock_hz = Altair8800::kClockHz,
      .screen = MachineInfo::Screen::text,
      .slots = {{Slot::memory, {&files::kMitsTape, &files::kIntelHex, &files::kPaperTape, &files::kRawBinary}}},
      .ascii_keyboard = true,
      .inputs = switches(),
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
