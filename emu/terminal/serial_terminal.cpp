#include "emu/terminal/serial_terminal.hpp"

#include <algorithm>

namespace veteran::emu {

void SerialTerminal::clear() {
  screen_.assign(static_cast<size_t>(kColumns * kRows), ' ');
  row_ = column_ = 0;
  stream_.clear();
  dropped_ = 0;
}

void SerialTerminal::new_line() {
  if (row_ < kRows - 1) {
    ++row_;
    return;
  }
  std::copy(screen_.begin() + kColumns, screen_.end(), screen_.begin());
  std::fill(screen_.end() - kColumns, screen_.end(), ' ');
}

void SerialTerminal::receive(uint8_t byte) {
  const auto c = static_cast<char>(byte & 0x7F);  // terminals of the time ignored the parity bit
  stream_ += c;
  if (stream_.size() >= 2 * kStreamKept) {  // drop the older half: a copy every kStreamKept bytes
    dropped_ += stream_.size() - kStreamKept;
    stream_.erase(0, stream_.size() - kStreamKept);
  }
  switch (c) {
    case '\r': column_ = 0; return;
    case '\n': new_line(); return;
    case '\b': column_ = std::max(0, column_ - 1); return;
    case '\t': column_ = std::min(kColumns - 1, (column_ / 8 + 1) * 8); return;
    default: break;
  }
  if (c < 0x20 || c == 0x7F) return;  // bell, nulls (padding), rubout: nothing on the screen
  if (column_ >= kColumns) {          // past the last column: the line wraps
    column_ = 0;
    new_line();
  }
  screen_[static_cast<size_t>(row_ * kColumns + column_)] = c;
  ++column_;
}

std::string SerialTerminal::text() const {
  std::string out;
  for (int r = 0; r < kRows; ++r) {
    std::string line(screen_.begin() + r * kColumns, screen_.begin() + (r + 1) * kColumns);
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + "\n";
  }
  return out;
}

}  // namespace veteran::emu
