// The Processor Technology Sol-20 as veteran declares it (emu/machine_info.hpp).
#include "emu/formats/solos_tape.hpp"
#include "emu/machines/sol20/sol20.hpp"

namespace veteran::emu {
namespace {

// The keyboard is ASCII; the sense switches SENSE0-SENSE7 (port $FF) flip
// with each press, their code the port bit.
std::vector<Input> switches() {
  std::vector<Input> keys;
  for (int bit = 0; bit < 8; ++bit) keys.push_back({"SENSE" + std::to_string(bit), 0, {}, bit});
  return keys;
}

std::unique_ptr<Machine> make(const MachineInfo&, RomSource& roms) {
  auto sol = std::make_unique<Sol20>();
  sol->load_rom(roms.rom("sol20", "solos.bin"));
  sol->reset();
  return sol;
}

}  // namespace

const MachineInfo& sol20_info() {
  static const MachineInfo info{
      .name = "sol20",
      .title = "Processor Technology Sol-20 (SOLOS)",
      .cpu = "8080",
      .clock_hz = Sol20::kClockHz,
      .rom_sets = {"sol20"},
      .screen = MachineInfo::Screen::text,
      .slots = {{Slot::memory, {&files::kIntelHex, &files::kPaperTape, &files::kRawBinary}},
                {Slot::tape, {&files::kSolosRecording}},
                {Slot::tape_out, {&files::kSolosRecording}}},
      .ascii_keyboard = true,
      .inputs = switches(),
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
