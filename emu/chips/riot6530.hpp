// MOS 6530 RRIOT: 1 KiB ROM, 64 bytes RAM, two 8-bit ports with direction
// registers, and an interval timer with a 1, 8, 64 or 1024 prescaler. This is
// its I/O and timer; the machine keeps the ROM and RAM in its memory map.
// Register select (A3-A0) as the datasheet gives it:
//   A2 = 0: A1 A0 = 00 port A, 01 DDR A, 10 port B, 11 DDR B
//   A2 = 1, write: start the timer, A1 A0 = prescaler 1/8/64/1024, A3 = interrupt enable
//   A2 = 1, read:  A0 = 0 the timer's count, A0 = 1 the interrupt flag (bit 7)
#pragma once

#include "cores/common/state_archive.hpp"

#include <cstdint>
#include <functional>

namespace veteran::emu {

class Riot6530 {
 public:
  // What the chip's port pins read as inputs; outputs read back what is driven.
  std::function<uint8_t()> read_port_a = [] { return 0xFF; };
  std::function<uint8_t()> read_port_b = [] { return 0xFF; };
  // Called when the driven value of a port may have changed (data or DDR write).
  std::function<void()> ports_changed = [] {};

  uint8_t port_a_out() const { return pa_ & ddra_; }
  uint8_t port_b_out() const { return pb_ & ddrb_; }

  void reset() {
    pa_ = pb_ = ddra_ = ddrb_ = 0;
    irq_enabled_ = false;
    ports_changed();
  }

  uint8_t read_io(unsigned reg, uint64_t now) {
    if (!(reg & 4)) {
      switch (reg & 3) {
        case 0: return static_cast<uint8_t>((pa_ & ddra_) | (read_port_a() & ~ddra_));
        case 1: return ddra_;
        case 2: return static_cast<uint8_t>((pb_ & ddrb_) | (read_port_b() & ~ddrb_));
        default: return ddrb_;
      }
    }
    if (reg & 1) return flag(now) ? 0x80 : 0x00;
    irq_enabled_ = reg & 8;
    uint8_t value = count(now);
    if (now > expiry()) flag_cleared_ = true;  // reading the timer clears its flag
    return value;
  }

  void write_io(unsigned reg, uint8_t v, uint64_t now) {
    if (!(reg & 4)) {
      switch (reg & 3) {
        case 0: pa_ = v; break;
        case 1: ddra_ = v; break;
        case 2: pb_ = v; break;
        default: ddrb_ = v; break;
      }
      ports_changed();
      return;
    }
    static constexpr unsigned kShift[4] = {0, 3, 6, 10};
    shift_ = kShift[reg & 3];
    irq_enabled_ = reg & 8;
    start_ = now;
    start_count_ = v;
    flag_cleared_ = false;
  }

  bool irq(uint64_t now) const { return irq_enabled_ && flag(now); }

  // Save states (cores/common/state_archive.hpp).
  template <class Archive>
  void serialize(Archive& a) {
    a("pa", pa_), a("pb", pb_), a("ddra", ddra_), a("ddrb", ddrb_);
    a(
        "shift", shift_, [](unsigned s) { return s == 0 || s == 3 || s == 6 || s == 10; },
        "a prescaler of 1, 8, 64 or 1024");
    a("timer_start", start_, state::within_cycles, state::kCyclesWhy), a("timer_count", start_count_),
        a("irq_enabled", irq_enabled_);
    a("flag_cleared", flag_cleared_);
  }

 private:
  uint8_t pa_ = 0, pb_ = 0, ddra_ = 0, ddrb_ = 0;
  unsigned shift_ = 0;
  uint64_t start_ = 0;  // the cycle of the write that started the timer
  uint8_t start_count_ = 0;
  bool irq_enabled_ = false;
  bool flag_cleared_ = false;

  // Timing as MAME 0.251's 6530 gives it (tests/machines/kim1/timer_probe.s
  // compares the two): the count first drops one cycle after the write, then
  // once per prescaler period; at start + 2 + N * prescaler the timer expires,
  // sets its flag and counts on from $FF once per clock.
  uint64_t expiry() const { return start_ + 2 + (uint64_t{start_count_} << shift_); }
  bool flag(uint64_t now) const { return now >= expiry() && !flag_cleared_; }
  uint8_t count(uint64_t now) const {
    if (now >= expiry()) return static_cast<uint8_t>(0xFF - (now - expiry()));
    uint64_t since = now > start_ + 1 ? now - start_ - 1 : 0;
    uint64_t periods = (since + (uint64_t{1} << shift_) - 1) >> shift_;  // rounded up
    return static_cast<uint8_t>(start_count_ - periods);
  }
};

}  // namespace veteran::emu
