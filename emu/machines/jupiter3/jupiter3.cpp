#include "emu/machines/jupiter3/jupiter3.hpp"

#include "emu/terminal/ascii_keys.hpp"
#include "emu/video/text_cells.hpp"

#include <stdexcept>

namespace veteran::emu {

Jupiter3::Jupiter3() { reset(); }

void Jupiter3::reset() {
  cpu_.reset();
  key_.reset();
  jove_.reset(memory_);
  cpu_.r.pc = JoveServices::kCommandLoop;
  cpu_.r.sp = 0xF000;
}

void Jupiter3::run(uint64_t n) { cpu_.run_until(cpu_.cycles + n); }

uint8_t Jupiter3::in(uint16_t port) {
  switch (port & 0xFF) {
    case 0xB0: return key_ ? 0x80 : 0x00;
    case 0xB2: {
      uint8_t v = key_ ? static_cast<uint8_t>(*key_ ^ 0x80) : 0;
      key_.reset();
      return v;
    }
    default: return 0xFF;
  }
}

void Jupiter3::out(uint16_t port, uint8_t) {
  auto p = static_cast<uint8_t>(port & 0xFF);
  if (p == JoveServices::kServicePort || p == JoveServices::kCommandPort)
    cpu_.cycles += jove_.service(p, cpu_.r, memory_, key_);
}

// The keyboard sends a character when a key goes down; the latch holds it
// until the program reads it (a newer key replaces an unread one).
void Jupiter3::set_key(const std::string& key, bool down) {
  auto code = ascii_key_code(key);
  if (!code) throw std::invalid_argument(info().unknown_key(key));
  if (down) key_ = *code;
}

int Jupiter3::block_cells(uint8_t code) {
  if (code < 0x80 || code >= 0xC0) return -1;
  // The Jupiter's blocks run from the bottom up: bits 5/4 the top row (right,
  // left), 3/2 the middle, 1/0 the bottom, as SARGON's piece drawings show
  // (the character generator itself has not been dumped).
  return (code >> 4 & 1) | (code >> 4 & 2) | (code & 0x0C) | (code << 4 & 0x30);
}

std::string Jupiter3::cell_text(uint8_t code) {
  if (int cells = block_cells(code); cells >= 0) return video::sextant(static_cast<uint8_t>(cells));
  // Code 0 is cleared video memory, blank on the screen (SARGON's bishop
  // drawing has one among its blocks); other codes without a known glyph show
  // as a middle dot.
  if (code == 0) return " ";
  if (code < 0x20 || code >= 0x7F) return "·";
  return std::string(1, static_cast<char>(code));
}

std::string Jupiter3::display_text() {
  std::string out;
  for (int line = 0; line < JoveServices::kRows; ++line) {
    std::string text;
    for (int column = 0; column < JoveServices::kColumns; ++column)
      text += cell_text(memory_[static_cast<size_t>(JoveServices::kVideo + line * JoveServices::kColumns + column)]);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out += text + "\n";
  }
  return out;
}

Face Jupiter3::face() {
  ScreenFace f;
  f.columns = JoveServices::kColumns;
  f.rows = JoveServices::kRows;
  for (int i = 0; i < f.columns * f.rows; ++i) {
    uint8_t code = memory_[static_cast<size_t>(JoveServices::kVideo + i)];
    f.cells.push_back({code, static_cast<int8_t>(block_cells(code)), cell_text(code)});
  }
  return f;
}

}  // namespace veteran::emu
