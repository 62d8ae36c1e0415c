// The lines of an EPD file that hold a position: the four fields and the
// operations after them. One reader for the tournament's openings and the
// test suites alike.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::chess {

struct EpdLine {
  int number = 0;          // the line in the file, from 1
  size_t offset = 0;       // where the line begins in the text
  std::string fields[4];   // placement, side, castling, en passant ("" where the line ends early)
  std::string operations;  // the rest of the line
  bool complete() const { return !fields[3].empty(); }
  std::string fen() const { return fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + " 0 1"; }
};

// Blank lines and lines starting with '#' are skipped; a CR before the newline is dropped.
std::vector<EpdLine> epd_lines(const std::string& text);
// The same a line at a time (a file of a million lines costs one line).
void for_each_epd_line(std::string_view text, const std::function<void(const EpdLine&)>& each);

}  // namespace veteran::chess
