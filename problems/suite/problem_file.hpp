// Problems as EPD lines: the four FEN fields, then operations. Standard EPD
// gives `dm N` (directmate in N), `id` (the problem's name), `bm` (the key in
// SAN; several for a cooked problem) and `c0` (a comment: here, the source).
// For the other genres veteran adds `stip` ("s#2", "h#2", "h#2.5") and, for
// helpmates, `sol` (every solution, SAN lines separated by " | ").
// Unknown operations are kept out of the way, as EPD readers do.
#pragma once

#include "problems/solve/stipulation.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::problems {

struct Problem {
  std::string file;
  int line = 0;
  std::string id, source, fen;
  Stipulation stipulation;
  std::vector<std::string> keys;       // published keys (SAN)
  std::vector<std::string> solutions;  // published helpmate lines (SAN, move numbers optional)
  std::string where() const;           // "FILE:LINE (id)"
};

// A line the reader refuses: "FILE:LINE: reason".
struct ProblemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Every problem in an EPD text; blank lines and lines starting with '#' are skipped. A line it
// cannot read throws ProblemError, or with `refused` is left out and its error kept there, so
// that the rest of a file is solved.
std::vector<Problem> read_problems(const std::string& text, const std::string& file,
                                   std::vector<std::string>* refused = nullptr);

}  // namespace veteran::problems
