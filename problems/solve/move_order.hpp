// The order the searches try moves in: the moves a node should try first
// brought to the front of its list, each function from `front` on, returning
// the new front. Order decides only how much is searched, never an answer.
#pragma once

#include "problems/board/board.hpp"

#include <cstdint>
#include <utility>

namespace veteran::problems {

// Moves list's entries from `front` on that `wanted` accepts to the front, in
// their order.
template <class Wanted>
int to_front(MoveList& list, int front, Wanted&& wanted) {
  for (int i = front; i < list.size; ++i)
    if (wanted(list.moves[i])) std::swap(list.moves[i], list.moves[front++]);
  return front;
}

// The one entry equal to `bits`, if there is one.
int promote(MoveList& list, int front, uint16_t bits);

// The two killers (moves that refuted or succeeded at the same depth before).
int killers_first(MoveList& list, int front, const Move* killers);

// The side to move's checks.
int checks_first(const Board& b, MoveList& list, int front);

// The defender's captures and king moves: after its checks and killers, the
// defences one move from the horizon that most often refute (they remove or
// escape what the mate needs).
int captures_and_king_moves_first(const Board& b, MoveList& list, int front);

// A defender with two or more moves to go: its checks, then a pawn made a
// queen, then its captures by the worth of the man taken (a queen first),
// then its king's moves.
int strongest_defences_first(const Board& b, MoveList& list, int front);

}  // namespace veteran::problems
