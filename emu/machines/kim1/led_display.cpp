#include "emu/machines/kim1/led_display.hpp"

#include <algorithm>

namespace veteran::emu {

void LedDisplay::accumulate(uint64_t now) {
  while (since_ < now) {
    uint64_t frame_end = frame_start_ + frame_cycles_;
    uint64_t until = std::min(now, frame_end);
    if (digit_ >= 0)
      for (int s = 0; s < 7; ++s)
        if (segments_ & (1 << s)) current_[digit_][s] += until - since_;
    since_ = until;
    if (until == frame_end) {  // a frame is complete
      last_ = current_;
      have_last_ = true;
      current_ = {};
      frame_start_ = frame_end;
      // Whole frames in which nothing changes are alike: all but the last are
      // skipped (a display left dark for minutes, a restored save state).
      const uint64_t whole = (now - frame_start_) / frame_cycles_;
      if (whole > 1) since_ = frame_start_ += (whole - 1) * frame_cycles_;
    }
  }
}

void LedDisplay::drive(int digit, uint8_t segments, uint64_t now) {
  accumulate(now);
  digit_ = (digit >= 0 && digit < kDigits) ? digit : -1;
  segments_ = segments & 0x7F;
}

std::array<std::array<float, 7>, LedDisplay::kDigits> LedDisplay::brightness(uint64_t now) {
  accumulate(now);
  const OnTime& t = have_last_ ? last_ : current_;
  uint64_t brightest = 0;
  for (const auto& digit : t)
    for (uint64_t v : digit) brightest = std::max(brightest, v);
  std::array<std::array<float, 7>, kDigits> out{};
  if (brightest == 0) return out;
  for (int d = 0; d < kDigits; ++d)
    for (int s = 0; s < 7; ++s) out[d][s] = static_cast<float>(t[d][s]) / static_cast<float>(brightest);
  return out;
}

std::array<uint8_t, LedDisplay::kDigits> LedDisplay::segments(uint64_t now) {
  // Lit: on for at least a quarter of the brightest segment's time.
  auto level = brightness(now);
  std::array<uint8_t, kDigits> out{};
  for (int d = 0; d < kDigits; ++d)
    for (int s = 0; s < 7; ++s)
      if (level[d][s] >= 0.25f) out[d] |= static_cast<uint8_t>(1 << s);
  return out;
}

char LedDisplay::glyph(uint8_t s) {
  // The 7-segment shapes of 0-F, with the variants of 6, 7 and 9 some fonts use.
  switch (s) {
    case 0x00: return ' ';
    case 0x3F: return '0';
    case 0x06: return '1';
    case 0x5B: return '2';
    case 0x4F: return '3';
    case 0x66: return '4';
    case 0x6D: return '5';
    case 0x7D: return '6';
    case 0x07:
    case 0x27: return '7';
    case 0x7F: return '8';
    case 0x6F:
    case 0x67: return '9';
    case 0x77: return 'A';
    case 0x7C: return 'B';
    case 0x39: return 'C';
    case 0x5E: return 'D';
    case 0x79: return 'E';
    case 0x71: return 'F';
    case 0x40: return '-';
    default: return '?';
  }
}

std::string LedDisplay::text(uint64_t now) {
  auto segs = segments(now);
  std::string out;
  for (int d = 0; d < kDigits; ++d) {
    if (d == 4) out += ' ';
    out += glyph(segs[d]);
  }
  return out;
}

}  // namespace veteran::emu
