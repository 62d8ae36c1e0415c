#include "emu/machines/altair8800/altair8800.hpp"

#include "emu/terminal/ascii_keys.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::emu {
Altair8800::Altair8800(int ram_kib) {
  if (ram_kib < 1 || ram_kib > 64)
    throw std::invalid_argument("an Altair 8800 holds 1 to 64 KiB of RAM, not " + std::to_string(ram_kib));
  ram_end_ = static_cast<uint32_t>(ram_kib) * 1024;
  std::fill(memory_.begin() + ram_end_, memory_.end(), uint8_t{0xFF});
  terminal_acia_.sent = [this](uint8_t byte) { terminal_.receive(byte); };
  reset();
}

// The front panel's RESET: the 8080 restarts at $0000; memory keeps what was
// deposited; the 2SIO is as its boot loader left it and the terminal clears.
void Altair8800::reset() {
  cpu_.reset();
  terminal_acia_.power_on();
  spare_acia_.power_on();
  terminal_.clear();
}

void Altair8800::run(uint64_t n) {
  if (stopped_) {
    cpu_.cycles += n;  // WAIT: the clock runs, the 8080 does not
    return;
  }
  cpu_.run_until(cpu_.cycles + n);
}

uint8_t Altair8800::in(uint8_t port) {
  const uint64_t now = cpu_.cycles;
  switch (port) {
    case kSioA: return terminal_acia_.read_status(now);
    case kSioA + 1: return terminal_acia_.read_data(now);
    case kSioB: return spare_acia_.read_status(now);
    case kSioB + 1: return spare_acia_.read_data(now);
    case kSenseSwitches: return switches_;
    default: return 0xFF;  // nothing answers: the bus floats high
  }
}

void Altair8800::out(uint8_t port, uint8_t value) {
  const uint64_t now = cpu_.cycles;
  switch (port) {
    case kSioA: terminal_acia_.write_control(value, now); break;
    case kSioA + 1: terminal_acia_.write_data(value, now); break;
    case kSioB: spare_acia_.write_control(value, now); break;
    case kSioB + 1: spare_acia_.write_data(value, now); break;
    default: break;
  }
}

// A key sends its character when it goes down; the terminal holds what the
// program has not read yet and sends it at the line's pace.
void Altair8800::set_key(const std::string& key, bool down) {
  if (const Input* input = info().input(key)) {
    if (!down) return;
    if (input->code >= 8) {
      switches_ ^= static_cast<uint8_t>(1u << (input->code - 8));
    } else if (input->code >= 0) {
      low_switches_ ^= static_cast<uint8_t>(1u << input->code);
    } else {
      panel(input->code);
    }
    return;
  }
  auto code = ascii_key_code(key);
  if (!code) throw std::invalid_argument(info().unknown_key(key));
  if (down) terminal_acia_.type(*code, cpu_.cycles);
}

// The momentary switches: what the panel's logic does with the 8080 held.
void Altair8800::panel(int code) {
  auto& pc = cpu_.r.pc;
  const auto address = static_cast<uint16_t>(switches_ << 8 | low_switches_);
  switch (code) {
    case kStop: stopped_ = true; break;
    case kRun: stopped_ = false; break;
    case kReset: reset(); break;
    default:
      if (!stopped_) break;  // examine, deposit and step work on a stopped machine
      if (code == kSingleStep) cpu_.run_until(cpu_.cycles + 1);
      if (code == kExamine) pc = address;
      if (code == kExamineNext || code == kDepositNext) pc = static_cast<uint16_t>(pc + 1);
      if (code == kDeposit || code == kDepositNext) write(pc, low_switches_);
      break;
  }
}

std::vector<Lamps::Lamp> Altair8800::lamps() const {
  std::vector<Lamp> out;
  // Status: while stopped the bus holds an instruction fetch's memory read (MEMR, M1) in WAIT; WO is
  // lit when not writing (active low). INTE and HLTA from the 8080.
  const bool fetch = stopped_ || !cpu_.r.halted;
  const std::pair<const char*, bool> status[] = {
      {"INTE", cpu_.r.inte},   {"PROT", false},  {"MEMR", fetch}, {"INP", false}, {"M1", fetch},      {"OUT", false},
      {"HLTA", cpu_.r.halted}, {"STACK", false}, {"WO", true},    {"INT", false}, {"WAIT", stopped_}, {"HLDA", false}};
  for (const auto& [name, on] : status) out.push_back({name, on, "status"});
  const uint16_t address = cpu_.r.pc;
  for (int bit = 15; bit >= 0; --bit) out.push_back({"A" + std::to_string(bit), (address >> bit & 1) != 0, "address"});
  const uint8_t data = memory_[address];
  for (int bit = 7; bit >= 0; --bit) out.push_back({"D" + std::to_string(bit), (data >> bit & 1) != 0, "data"});
  return out;
}

std::vector<Switches::Switch> Altair8800::switches() const {
  std::vector<Switch> out;
  for (int bit = 15; bit >= 0; --bit)
    out.push_back({toggle_name(bit), ((bit >= 8 ? switches_ >> (bit - 8) : low_switches_ >> bit) & 1) != 0});
  return out;
}

SerialPort::Output Altair8800::serial_output() {
  terminal_acia_.sync(cpu_.cycles);
  return Output{terminal_.stream(), terminal_.stream_dropped()};
}

std::string Altair8800::display_text() {
  terminal_acia_.sync(cpu_.cycles);
  return terminal_.text();
}

Face Altair8800::face() {
  terminal_acia_.sync(cpu_.cycles);
  ScreenFace f;
  f.columns = SerialTerminal::kColumns;
  f.rows = SerialTerminal::kRows;
  for (int r = 0; r < f.rows; ++r)
    for (int c = 0; c < f.columns; ++c) {
      const char ch = terminal_.at(r, c);
      f.cells.push_back({static_cast<uint8_t>(ch), -1, std::string(1, ch)});
    }
  return f;
}

}  // namespace veteran::emu
