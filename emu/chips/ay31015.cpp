#include "emu/chips/ay31015.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::emu {

void Ay31015::configure(double clock_hz, int baud, int bits) {
  char_cycles_ = std::max<uint64_t>(1, static_cast<uint64_t>(std::llround(clock_hz * bits / baud)));
}

void Ay31015::power_on() {
  holding_full_ = dav_ = overrun_ = false;
  line_free_at_ = next_arrival_ = 0;
  waiting_.clear();
}

void Ay31015::sync_line(uint64_t now) {
  if (holding_full_ && now >= line_free_at_) {  // the shift register takes the waiting byte
    const uint64_t start = line_free_at_;
    line_free_at_ = start + char_cycles_;
    holding_full_ = false;
    if (sent) sent(holding_, start);
  }
  if (!dav_ && !waiting_.empty() && now >= next_arrival_) {
    received_ = waiting_.front();
    waiting_.pop_front();
    dav_ = true;
  }
}

bool Ay31015::tbmt(uint64_t now) {
  sync(now);
  return !holding_full_;
}

bool Ay31015::dav(uint64_t now) {
  sync(now);
  return dav_;
}

bool Ay31015::overrun(uint64_t now) {
  sync(now);
  return overrun_;
}

uint8_t Ay31015::read_data(uint64_t now) {
  sync(now);
  if (dav_) next_arrival_ = now + char_cycles_;  // the sender goes on after this one
  dav_ = overrun_ = false;
  return received_;
}

void Ay31015::write_data(uint8_t value, uint64_t now) {
  sync(now);
  if (!holding_full_ && now >= line_free_at_) {  // an idle line: straight out
    line_free_at_ = now + char_cycles_;
    if (sent) sent(value, now);
    return;
  }
  holding_ = value;  // over a byte not yet sent it replaces it, as the chip does
  holding_full_ = true;
}

void Ay31015::arrive(uint8_t byte) {
  overrun_ = overrun_ || dav_;
  received_ = byte;
  dav_ = true;
}

void Ay31015::give(uint8_t byte, uint64_t now) {
  if (waiting_.empty() && !dav_) next_arrival_ = std::max(next_arrival_, now + char_cycles_);
  waiting_.push_back(byte);
}

}  // namespace veteran::emu
