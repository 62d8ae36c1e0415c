// The MITS Altair 8800 with its 2SIO terminal as veteran declares it (emu/machine_info.hpp).
#include "emu/formats/mits_tape.hpp"
#include "emu/machines/altair8800/altair8800.hpp"

namespace veteran::emu {
namespace {

// The terminal's keys are ASCII; the front panel's toggles SW0-SW15 (the
// address switches; SW8-SW15 are the sense switches at port $FF) flip with
// each press, their code the bit; its momentary switches act on a press.
std::vector<Input> switches() {
  std::vector<Input> keys;
  for (int bit = 0; bit < 16; ++bit) keys.push_back({Altair8800::toggle_name(bit), 0, {}, bit});
  for (const auto& [name, code] : Altair8800::kPanelSwitches) keys.push_back({name, 0, {}, code});
  return keys;
}

// The front panel as it is laid out: the toggles high to low, the momentary switches under them.
std::vector<std::vector<KeypadKey>> front_panel() {
  std::vector<std::vector<KeypadKey>> rows(3);
  for (int bit = 15; bit >= 0; --bit)
    rows[bit >= 8 ? 0 : 1].push_back({std::to_string(bit), Altair8800::toggle_name(bit)});
  for (const auto& [name, code] : Altair8800::kPanelSwitches) rows[2].push_back({name, name});
  return rows;
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
      .keypad = front_panel(),
      .first_steps =
          "The terminal shows what a program sends the 88-2SIO; nothing runs yet. Deposit a program "
          "with the front panel's switches (STOP, EXAMINE an address, DEPOSIT each byte), or give one "
          "with --image FILE, then EXAMINE its start and RUN.",
      .make = make,
  };
  return info;
}

}  // namespace veteran::emu
