// MOS 6530 RRIOT: 1 KiB ROM, 64 bytes RAM, two 8-bit ports with direction
// registers, and an interval timer with a 1, 8, 64 or 1024 prescaler.
// Register select (A3-A0) as the datasheet gives it:
//   A2 = 0: A1 A0 = 00 port A, 01 DDR A, 10 port B, 11 DDR B
//   A2 = 1, write: start the timer, A1 A0 = prescaler 1/8/64/1024, A3 = interrupt enable
//   A2 = 1, read:  A0 = 0 the timer's count, A0 = 1 the interrupt flag (bit 7)
#pragma once

#include <array>
#include <cstdint>
#include <functional>

namespace veteran::emu {

class Riot6530 {
 public:
  std::array<uint8_t, 1024> rom{};
  std::array<uint8_t, 64> ram{};

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
    if (reg & 1) return expired(now) ? 0x80 : 0x00;
    irq_enabled_ = reg & 8;
    return count(now);
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
  }

  bool irq(uint64_t now) const { return irq_enabled_ && expired(now); }

 private:
  uint8_t pa_ = 0, pb_ = 0, ddra_ = 0, ddrb_ = 0;
  unsigned shift_ = 0;
  uint64_t start_ = 0;
  uint8_t start_count_ = 0;
  bool irq_enabled_ = false;

  // The count falls by one each prescaler period; past zero it runs on at the
  // clock rate (reads FF, FE, ...), and the flag stays set.
  uint64_t elapsed(uint64_t now) const { return now > start_ ? now - start_ : 0; }
  bool expired(uint64_t now) const { return (elapsed(now) >> shift_) > start_count_; }
  uint8_t count(uint64_t now) const {
    uint64_t periods = elapsed(now) >> shift_;
    if (periods <= start_count_) return static_cast<uint8_t>(start_count_ - periods);
    uint64_t past = elapsed(now) - ((uint64_t{start_count_} + 1) << shift_);
    return static_cast<uint8_t>(0xFF - past);
  }
};

}  // namespace veteran::emu
