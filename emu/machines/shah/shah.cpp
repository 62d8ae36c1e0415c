#include "emu/machines/shah/shah.hpp"

#include <stdexcept>

namespace veteran::emu {

Shah::Shah() {
  wire();
  reset();
}

void Shah::wire() {
  mcu_.port_c.changed = [this] { display_changed(); };
  mcu_.port_d.changed = [this] { display_changed(); };
  // A pressed key pulls its column low while its line is driven low.
  mcu_.port_b.pulled_low = [this] {
    const uint8_t lines = mcu_.port_c.driving_low() & 0x0F;
    uint8_t low = 0;
    for (int line = 0; line < 4; ++line)
      if (lines & (1 << line))
        for (int column = 0; column < 3; ++column)
          if (keys_[static_cast<size_t>(line * 3 + column)]) low = static_cast<uint8_t>(low | 1 << column);
    return low;
  };
}

void Shah::display_changed() {
  digits_.show(mcu_.port_c.driving_low() & 0x0F, mcu_.port_d.driving_low(), mcu_.cycles());
}

void Shah::reset() {
  mcu_.reset();
  display_changed();
}

void Shah::run(uint64_t n) { mcu_.run_until(mcu_.cycles() + n); }

void Shah::set_key(const std::string& key, bool down) {
  const Input* input = info().input(key);
  if (!input) throw std::invalid_argument(info().unknown_key(key));
  keys_[static_cast<size_t>(input->code)] = down;
}

void Shah::poke(uint16_t address, uint8_t value) { mcu_.cpu().write_data(address, value); }

void Shah::load_program(uint32_t address, uint8_t byte) {
  if (address >= Atmega88::kFlashWords * 2)
    throw std::runtime_error("the SHAH's ATmega88 has 8 KiB of flash; the image reaches past it");
  uint16_t& word = mcu_.flash[address / 2];
  word =
      address % 2 ? static_cast<uint16_t>((word & 0x00FF) | byte << 8) : static_cast<uint16_t>((word & 0xFF00) | byte);
}

char Shah::glyph(uint8_t s) {
  // The letters and digits the SHAH's words and moves use ("SHAH", "ZUG", "MATT", "E2E4", levels), as
  // AVR-Max draws them: S is 5 and Z is 2 (one pattern each), M is an n with a bar (a, b, c, e, f).
  struct Glyph {
    uint8_t segments;
    char c;
  };
  static constexpr Glyph kGlyphs[] = {
      {0x3F, '0'}, {0x06, '1'}, {0x5B, '2'}, {0x4F, '3'}, {0x66, '4'}, {0x6D, '5'}, {0x7D, '6'}, {0x07, '7'},
      {0x7F, '8'}, {0x6F, '9'}, {0x77, 'A'}, {0x7C, 'b'}, {0x39, 'C'}, {0x5E, 'd'}, {0x79, 'E'}, {0x71, 'F'},
      {0x3D, 'G'}, {0x76, 'H'}, {0x38, 'L'}, {0x54, 'n'}, {0x5C, 'o'}, {0x73, 'P'}, {0x50, 'r'}, {0x78, 't'},
      {0x3E, 'U'}, {0x1C, 'u'}, {0x40, '-'}, {0x00, ' '}, {0x6E, 'y'}, {0x37, 'M'}, {0x58, 'c'}, {0x74, 'h'},
  };
  for (const auto& g : kGlyphs)
    if (g.segments == (s & 0x7F)) return g.c;
  return '?';
}

std::string Shah::display_text() {
  std::string out;
  for (uint8_t segments : digits_.lit(mcu_.cycles())) {
    out += glyph(segments);
    if (segments & 0x80) out += '.';
  }
  return out;
}

Face Shah::face() {
  SegmentFace f;
  const auto level = digits_.brightness(mcu_.cycles());
  for (int d = 0; d < kDigits; ++d) {
    std::array<float, 7> segments{};
    for (int s = 0; s < 7; ++s) segments[static_cast<size_t>(s)] = level[static_cast<size_t>(d * 8 + s)];
    f.digits.push_back(segments);
  }
  return f;
}

}  // namespace veteran::emu
