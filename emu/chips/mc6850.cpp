#include "emu/chips/mc6850.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::emu {
namespace {

// Bits a character takes on the line for control bits 2-4 (word select):
// start + data + parity + stop, as the data sheet's table has them.
constexpr int kFrameBits[8] = {1 + 7 + 1 + 2, 1 + 7 + 1 + 2, 1 + 7 + 1 + 1, 1 + 7 + 1 + 1,
                               1 + 8 + 0 + 2, 1 + 8 + 0 + 1, 1 + 8 + 1 + 1, 1 + 8 + 1 + 1};
constexpr uint8_t kMasterReset = 0x03;

}  // namespace

void Mc6850::power_on() {
  status_ = TDRE;
  tdr_full_ = false;
  typed_.clear();
  line_free_at_ = next_arrival_ = 0;
  idle_polls_ = 0;
  in_reset_ = false;
  configure(0x11);  // 8 bits, no parity, 2 stop bits, divide by 16
}

void Mc6850::configure(uint8_t control) {
  control_ = control;
  char_cycles_ = static_cast<uint64_t>(std::llround(clock_hz_ * kFrameBits[control >> 2 & 7] / baud_));
}

void Mc6850::transmit(uint8_t value, uint64_t at) {
  line_free_at_ = at + char_cycles_;
  if (sent) sent(value);
}

void Mc6850::type(uint8_t c, uint64_t now) {
  // On an idle line the character arrives one character time after the key.
  if (typed_.empty() && !(status_ & RDRF)) next_arrival_ = std::max(next_arrival_, now + char_cycles_);
  typed_.push_back(c);
  idle_polls_ = 0;
}

void Mc6850::sync(uint64_t now) {
  if (tdr_full_ && now >= line_free_at_) {  // the shift register took the waiting byte
    transmit(tdr_, line_free_at_);
    tdr_full_ = false;
    status_ |= TDRE;
  }
  if (!(status_ & RDRF) && !typed_.empty() && !in_reset_ && now >= next_arrival_) {
    rdr_ = typed_.front();
    typed_.pop_front();
    status_ |= RDRF;
  }
}

uint8_t Mc6850::read_status(uint64_t now) {
  sync(now);
  if (!(status_ & RDRF) && (status_ & TDRE) && typed_.empty() && idle_polls_ < 2) ++idle_polls_;  // two say enough
  return status_;
}

uint8_t Mc6850::read_data(uint64_t now) {
  sync(now);
  idle_polls_ = 0;
  if (status_ & RDRF) next_arrival_ = now + char_cycles_;  // the terminal sends the next one after this
  status_ &= static_cast<uint8_t>(~(RDRF | OVRN));
  return rdr_;
}

void Mc6850::write_control(uint8_t value, uint64_t now) {
  sync(now);
  if ((value & 3) == kMasterReset) {
    in_reset_ = true;
    status_ &= (DCD | CTS);  // the data sheet: everything but the modem inputs cleared
    tdr_full_ = false;
    return;
  }
  if (in_reset_) status_ |= TDRE;  // out of reset, the transmitter is empty
  in_reset_ = false;
  configure(value);
}

void Mc6850::write_data(uint8_t value, uint64_t now) {
  sync(now);
  idle_polls_ = 0;
  if (in_reset_) return;  // the transmitter is held in reset
  if (now >= line_free_at_ && !tdr_full_) {
    transmit(value, now);  // straight into the empty shift register: TDRE stays set
    return;
  }
  tdr_ = value;  // a byte over an unsent one replaces it, as the chip does
  tdr_full_ = true;
  status_ &= static_cast<uint8_t>(~TDRE);
}

}  // namespace veteran::emu
