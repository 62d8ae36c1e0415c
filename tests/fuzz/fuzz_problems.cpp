// Problem files (veteran mate FILE.epd): any text is a list of problems or an
// error naming the line; each problem's position is accepted or refused with a
// reason; its published keys and lines are read as SAN against the diagram;
// one-move problems are solved (longer ones would make the run a search).
#include "problems/board/board.hpp"
#include "problems/solve/notation.hpp"
#include "problems/solve/solver.hpp"
#include "problems/suite/problem_file.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

using namespace veteran::problems;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The reader that says and skips bad lines (veteran mate's) must never throw.
  std::vector<std::string> refused;
  std::vector<Problem> problems = read_problems(text, "fuzz.epd", &refused);
  try {
    (void)read_problems(text, "fuzz.epd");
  } catch (const ProblemError&) {}
  for (const auto& p : problems) {
    try {
      Board board(p.fen);
      Move m;
      for (const auto& k : p.keys)
        if (!find_san(board, k, m)) (void)san_refusal(board, k);
      std::vector<Move> moves;
      std::string why;
      for (const auto& line : p.solutions) (void)read_san_line(board, line, moves, why);
      if (p.stipulation.moves == 1 && !p.stipulation.half) {
        Solution s = solve(board, p.stipulation, SolveOptions{});
        solution_text(board, s);
      }
    } catch (const BoardError&) {}
  }
  return 0;
}
