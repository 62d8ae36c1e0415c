#include "emu/machines/kim1/kim1.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::emu {
namespace {

constexpr uint64_t kDisplayFrame = 20'000;  // 20 ms at 1 MHz

}  // namespace

Kim1::Kim1() : display_(kDisplayFrame) {
  // U2's port A reads the keypad columns of the selected row; its PB1-PB4
  // drive the 74145: outputs 0-2 select keypad rows, 4-9 the six digits.
  u2_.read_port_a = [this] { return keypad_columns(); };
  u2_.ports_changed = [this] {
    int select = (u2_.port_b_out() >> 1) & 0x0F;
    int digit = (select >= 4 && select <= 9) ? select - 4 : -1;
    display_.drive(digit, u2_.port_a_out() & 0x7F, cpu_.cycles);
  };
}

void Kim1::load_roms(std::span<const uint8_t> u2_rom, std::span<const uint8_t> u3_rom) {
  if (u2_rom.size() != 1024 || u3_rom.size() != 1024)
    throw std::invalid_argument("KIM-1: each 6530 ROM image must be 1024 bytes");
  std::copy(u2_rom.begin(), u2_rom.end(), memory_.begin() + 0x1C00);
  std::copy(u3_rom.begin(), u3_rom.end(), memory_.begin() + 0x1800);
}

uint8_t Kim1::keypad_columns() {
  int row = (u2_.port_b_out() >> 1) & 0x0F;
  uint8_t columns = 0x7F;
  if (row < 3) columns &= static_cast<uint8_t>(~rows_down_[row]);
  return columns | 0x80;
}

uint8_t Kim1::read_other(uint16_t address) {
  uint16_t a = address & 0x1FFF;
  if (a >= 0x1740 && a < 0x1780) return u2_.read_io(a & 0x0F, cpu_.cycles);
  if (a >= 0x1700 && a < 0x1740) return u3_.read_io(a & 0x0F, cpu_.cycles);
  return static_cast<uint8_t>(address >> 8);  // nothing answers: the bus keeps the address's high byte
}

void Kim1::write_other(uint16_t address, uint8_t value) {
  uint16_t a = address & 0x1FFF;
  if (a >= 0x1740 && a < 0x1780)
    u2_.write_io(a & 0x0F, value, cpu_.cycles);
  else if (a >= 0x1700 && a < 0x1740)
    u3_.write_io(a & 0x0F, value, cpu_.cycles);
}

void Kim1::reset() {
  u2_.reset();
  u3_.reset();
  cpu_.reset();
}

void Kim1::run(uint64_t n) {
  if (!single_step_) return cpu_.run_until(cpu_.cycles + n);
  // An instruction at a time: one fetched outside K7 ends with an NMI, whose entry is the next
  // step (run_until(cycles + 1) is one instruction or one interrupt's entry).
  const uint64_t end = cpu_.cycles + n;
  while (cpu_.cycles < end) {
    const bool fetch_outside = !step_nmi_pending_ && (cpu_.r.pc & 0x1FFF) < 0x1C00;
    cpu_.run_until(cpu_.cycles + 1);
    if (step_nmi_pending_) {
      step_nmi_pending_ = false;  // that step was the NMI's entry
    } else if (fetch_outside) {
      cpu_.nmi();
      step_nmi_pending_ = true;
    }
  }
}

void Kim1::set_key(const std::string& key, bool down) {
  const Input* input = info().input(key);
  if (!input) throw std::invalid_argument(info().unknown_key(key));
  if (input->code == kStopKey) {
    if (down) cpu_.nmi();
  } else if (input->code == kResetKey) {
    if (down) reset();
  } else if (input->code == kSingleStepSwitch) {
    if (down) single_step_ = !single_step_;
  } else {
    const auto bit = static_cast<uint8_t>(1 << (input->code % 8));
    uint8_t& row = rows_down_[input->code / 8];
    row = down ? static_cast<uint8_t>(row | bit) : static_cast<uint8_t>(row & ~bit);
  }
}

uint8_t Kim1::peek(uint16_t address) {
  uint16_t a = address & 0x1FFF;
  if (a >= 0x1700 && a < 0x1780) return 0xFF;  // I/O registers: no side effects from a peek
  return read(address);
}

void Kim1::poke(uint16_t address, uint8_t value) {
  uint16_t a = address & 0x1FFF;
  if (a >= 0x1700 && a < 0x1780) return;
  write(address, value);
}

}  // namespace veteran::emu
