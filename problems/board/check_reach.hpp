// A necessary condition for a mate some moves ahead, worked backwards from
// the goal (the idea of Popeye's "intelligent mode", in its simplest form):
// a mate is a check, so some man of the mating side must stand, after its
// last move, on a square from which it attacks the square the mated king
// stands on by then. Counted on an empty board, where every man reaches at
// least the squares it reaches among the others, and the king's squares by
// its steps alone: a "no" is a proof, a "yes" proves nothing.
#pragma once

#include "problems/board/board.hpp"

namespace veteran::problems {

// Could `checker` give check with its last of `checker_moves` moves, the other
// king having made at most `king_moves` moves by then? False only when no man
// of `checker` (its pawns promoting on the way) can get to a checking square
// in time; a discovered check is counted as the uncovered piece's own, from
// where it stands. Always true while the other king may still castle.
bool can_check_within(const Board& b, Side checker, int checker_moves, int king_moves);

}  // namespace veteran::problems
