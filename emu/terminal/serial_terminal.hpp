// A glass teletype on a serial line, as a person at the machine saw what the
// program sent: 80 x 24 characters, a new line scrolling the screen up at the
// bottom, carriage return, line feed, backspace, tab stops every 8 columns;
// the bell and other control codes print nothing. Every byte is also kept as
// it came (`stream`), for referees that read the program's replies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu {

class SerialTerminal {
 public:
  static constexpr int kColumns = 80, kRows = 24;

  SerialTerminal() { clear(); }
  void clear();
  void receive(uint8_t byte);

  // The screen's lines, trailing blanks cut, each ended by a newline.
  std::string text() const;
  char at(int row, int column) const { return screen_[static_cast<size_t>(row * kColumns + column)]; }
  int cursor_row() const { return row_; }
  int cursor_column() const { return column_; }
  // What was received since the last clear(), parity bit stripped: the
  // latest bytes (at least kStreamKept), after stream_dropped() earlier ones,
  // so that a program printing for ever does not fill the host's memory.
  static constexpr size_t kStreamKept = size_t{1} << 20;
  const std::string& stream() const { return stream_; }
  uint64_t stream_dropped() const { return dropped_; }

  // Save states (cores/common/state_archive.hpp).
  template <class Archive>
  void serialize(Archive& a) {
    a(
        "screen", screen_, [](const std::vector<char>& s) { return s.size() == kColumns * kRows; }, "80 x 24 cells");
    a(
        "row", row_, [](int r) { return r >= 0 && r < kRows; }, "a row 0 to 23");
    a(
        "column", column_, [](int c) { return c >= 0 && c <= kColumns; }, "a column 0 to 80");
    a("stream", stream_), a("dropped", dropped_);
  }

 private:
  void new_line();
  std::vector<char> screen_;
  int row_ = 0, column_ = 0;
  std::string stream_;
  uint64_t dropped_ = 0;
};

}  // namespace veteran::emu
