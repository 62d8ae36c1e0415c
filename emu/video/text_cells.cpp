#include "emu/video/text_cells.hpp"

namespace veteran::emu::video {

std::string utf8(uint32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | c >> 6), s += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xE0 | c >> 12), s += static_cast<char>(0x80 | (c >> 6 & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | c >> 18), s += static_cast<char>(0x80 | (c >> 12 & 0x3F));
    s += static_cast<char>(0x80 | (c >> 6 & 0x3F)), s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

std::string sextant(uint8_t cells) {
  // Unicode's block sextants (U+1FB00...) run in this same bit order but leave
  // out the empty, full and the two half blocks, which have older code points.
  uint8_t p = cells & 0x3F;
  if (p == 0) return " ";
  if (p == 0x3F) return utf8(0x2588);
  if (p == 0x15) return utf8(0x258C);
  if (p == 0x2A) return utf8(0x2590);
  return utf8(0x1FB00 + p - 1 - (p > 0x15) - (p > 0x2A));
}

}  // namespace veteran::emu::video
