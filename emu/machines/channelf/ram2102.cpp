#include "emu/machines/channelf/ram2102.hpp"

namespace veteran::emu {

void Ram2102::reset() {
  latch_ = {};
  address_latch_ = address_ = 0;
  writing_ = false;
}

uint8_t Ram2102::read(int port) {
  if (port != 0) return latch_[1];
  if (writing_) return latch_[0];
  address_ = address_latch_;
  return static_cast<uint8_t>((latch_[0] & 0x7F) | (bits_[address_] & 1) << 7);
}

void Ram2102::write(int port, uint8_t value) {
  auto bit = [value](int n) { return static_cast<uint16_t>(value >> n & 1); };
  if (port == 0) {
    latch_[0] = value;
    writing_ = value & 1;
    // Address lines 2 and 3 come from this port's bits 2 and 1.
    address_latch_ = static_cast<uint16_t>((address_latch_ & 0x3F3) | bit(2) << 2 | bit(1) << 3);
    address_ = address_latch_;
    if (writing_) bits_[address_] = static_cast<uint8_t>(bit(3));
  } else {
    latch_[1] = value;
    // The other lines from this port: bit 0 to line 0, 4 to 1, 1-3 to 4-6, 5-7 to 7-9.
    address_latch_ = static_cast<uint16_t>((address_latch_ & 0x0C) | bit(0) | bit(4) << 1 | bit(1) << 4 | bit(2) << 5 |
                                           bit(3) << 6 | bit(5) << 7 | bit(6) << 8 | bit(7) << 9);
  }
}

}  // namespace veteran::emu
