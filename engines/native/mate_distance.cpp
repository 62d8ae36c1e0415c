#include "engines/native/mate_distance.hpp"

#include "problems/board/board.hpp"
#include "problems/solve/solver.hpp"

namespace veteran::engines {

std::optional<int> shortest_mate(const chess::Position& position, int max_moves) {
  if (max_moves < 1 || position.legal_moves().empty()) return std::nullopt;
  problems::Board board(position.fen());
  problems::SolveOptions o;
  o.shortest = true;
  o.tree = false;
  o.hash_megabytes = 4;  // a few plies: a small table
  const auto s = problems::solve(board, problems::Stipulation{problems::Genre::Direct, max_moves, false}, o);
  if (s.solved_depth > 0) return s.solved_depth;
  return std::nullopt;
}

std::optional<int> mate_score_after(const chess::Position& after, int max_moves) {
  if (after.legal_moves().empty()) {
    if (after.in_check()) return 1;  // the move mates
    return std::nullopt;             // stalemate: a draw, not a mate
  }
  // The opponent to move: it mates in N, or cannot escape a mate in N - 1 more of ours.
  if (auto theirs = shortest_mate(after, max_moves)) return -*theirs;
  // Every reply leaves a mate in at most N - 1: the mover mates in N.
  int worst = 0;
  for (const chess::Move& reply : after.legal_moves()) {
    chess::Position next = after;
    next.play(reply);
    const auto ours = shortest_mate(next, max_moves - 1);
    if (!ours) return std::nullopt;
    worst = std::max(worst, *ours);
  }
  return worst + 1;
}

}  // namespace veteran::engines
