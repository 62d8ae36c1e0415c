#include "problems/solve/move_order.hpp"

#include <algorithm>

namespace veteran::problems {

int promote(MoveList& list, int front, uint16_t bits) {
  if (!bits) return front;
  for (int i = front; i < list.size; ++i)
    if (list.moves[i].bits == bits) {
      std::swap(list.moves[i], list.moves[front]);
      return front + 1;
    }
  return front;
}

int killers_first(MoveList& list, int front, const Move* killers) {
  for (int k = 0; k < 2; ++k) front = promote(list, front, killers[k].bits);
  return front;
}

// Found by the check generator's squares, not by playing every move (that
// cost a tenth of the solver's time at the attacker's nodes).
int checks_first(const Board& b, MoveList& list, int front) {
  MoveList checks;
  b.checking_moves(checks);
  if (checks.size == 0) return front;
  return to_front(list, front, [&](Move m) { return std::find(checks.begin(), checks.end(), m) != checks.end(); });
}

int captures_and_king_moves_first(const Board& b, MoveList& list, int front) {
  const Bitboard theirs = b.pieces(flip(b.to_move()));
  const Sq king = b.king(b.to_move());
  return to_front(list, front, [&](Move m) { return (theirs & bit(m.to())) || m.from() == king; });
}

// Each of these strengthens the defence for the rest of the play, so that
// the attacker's moves after it are refuted by short proofs: a checking
// defence leaves the attacker a few replies, a new queen or a man taken
// away refutes most of its moves at once. Order among the rest as generated.
int strongest_defences_first(const Board& b, MoveList& list, int front) {
  front = checks_first(b, list, front);
  front = to_front(list, front, [](Move m) { return m.is_promotion() && m.promoted() == QueenKind; });
  for (Kind taken : {QueenKind, RookKind, BishopKind, KnightKind, PawnKind})
    front = to_front(list, front, [&](Move m) { return b.kind_at(m.to()) == taken; });
  const Sq king = b.king(b.to_move());
  return to_front(list, front, [&](Move m) { return m.from() == king; });
}

}  // namespace veteran::problems
