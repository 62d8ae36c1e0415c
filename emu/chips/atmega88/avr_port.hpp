// An ATmega88 I/O port (B, C or D): PORTx, DDRx and PINx as the datasheet
// gives them. A pin that is an output reads what it drives; an input reads
// the board's level, high through the pull-up when PORTx's bit is set and
// nothing pulls it low, else what the board says (floating reads 1 here).
// Writing 1 to a PINx bit toggles PORTx's bit.
#pragma once

#include "cores/common/state_archive.hpp"

#include <cstdint>
#include <functional>

namespace veteran::emu {

class AvrPort {
 public:
  // The pins the board pulls low (a pressed key, an open-collector line), asked at each read.
  std::function<uint8_t()> pulled_low = [] { return uint8_t{0}; };
  // Called after PORTx or DDRx changed.
  std::function<void()> changed = [] {};

  uint8_t port() const { return port_; }
  uint8_t ddr() const { return ddr_; }
  // The pins driven low by the chip: outputs at 0.
  uint8_t driving_low() const { return static_cast<uint8_t>(ddr_ & ~port_); }

  void reset() {
    port_ = ddr_ = 0;
    changed();
  }
  // Register 0 PINx, 1 DDRx, 2 PORTx (their order in data space).
  uint8_t read(int reg) const {
    if (reg == 1) return ddr_;
    if (reg == 2) return port_;
    const uint8_t inputs = static_cast<uint8_t>(~pulled_low());
    return static_cast<uint8_t>((port_ & ddr_) | (inputs & ~ddr_));
  }
  void write(int reg, uint8_t v) {
    if (reg == 0)
      port_ ^= v;
    else if (reg == 1)
      ddr_ = v;
    else
      port_ = v;
    changed();
  }

  template <class Archive>
  void serialize(Archive& a) {
    a("port", port_), a("ddr", ddr_);
  }

 private:
  uint8_t port_ = 0, ddr_ = 0;
};

}  // namespace veteran::emu
