#include "problems/board/check_reach.hpp"

namespace veteran::problems {
namespace {

constexpr Bitboard kFileA = 0x0101010101010101ull, kFileB = kFileA << 1, kFileG = kFileA << 6, kFileH = kFileA << 7;
constexpr Bitboard kRank2 = kRank1 << 8, kRank7 = kRank1 << 48;
constexpr Bitboard kLight = 0x55AA55AA55AA55AAull;

Bitboard king_step(Bitboard b) {
  const Bitboard sides = ((b << 1) & ~kFileA) | ((b >> 1) & ~kFileH), row = b | sides;
  return sides | (row << 8) | (row >> 8);
}

Bitboard knight_step(Bitboard b) {
  const Bitboard one = ((b >> 1) & ~kFileH) | ((b << 1) & ~kFileA);
  const Bitboard two = ((b >> 2) & ~(kFileG | kFileH)) | ((b << 2) & ~(kFileA | kFileB));
  return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

// One pawn move of `side` from each of the squares: pushes, the double step
// from the second rank, captures (whatever stands there on the real board).
Bitboard pawn_step(Bitboard b, Side side) {
  if (side == WhiteSide) return (b << 8) | ((b & kRank2) << 16) | ((b << 7) & ~kFileH) | ((b << 9) & ~kFileA);
  return (b >> 8) | ((b & kRank7) >> 16) | ((b >> 9) & ~kFileH) | ((b >> 7) & ~kFileA);
}

// Where a piece of kind k from `from` can stand after at most `moves` moves
// on an empty board: a rook or queen anywhere after two, a bishop on any
// square of its colour.
Bitboard piece_reach(Kind k, Sq from, int moves) {
  Bitboard r = bit(from);
  if (moves == 0) return r;
  if (k == KnightKind) {
    for (int i = 0; i < moves; ++i) r |= knight_step(r);
    return r;
  }
  if (moves == 1) return r | attacks_of(k, from, 0);
  if (k == BishopKind) return (kLight & r) ? kLight : ~kLight;
  return ~Bitboard{0};
}

// The squares from which a man of kind k (of `side`, for pawns) attacks some
// square of `zone` on an empty board.
Bitboard checking_squares(Kind k, Side side, Bitboard zone) {
  Bitboard out = 0;
  for (Bitboard z = zone; z;) {
    const Sq s = pop_lowest(z);
    out |= k == PawnKind ? tables().pawn[flip(side)][s] : attacks_of(k, s, 0);
  }
  return out;
}

}  // namespace

bool can_check_within(const Board& b, Side checker, int checker_moves, int king_moves) {
  const Side mated = flip(checker);
  const uint8_t castles = mated == WhiteSide ? (WhiteShort | WhiteLong) : (BlackShort | BlackLong);
  if (b.castling() & castles) return true;
  if (checker_moves >= 2 && (b.pieces(checker, RookKind) | b.pieces(checker, QueenKind))) return true;
  Bitboard zone = bit(b.king(mated));
  for (int i = 0; i < king_moves; ++i) zone |= king_step(zone);

  Bitboard squares[7] = {};
  auto checks_from = [&](Kind k) -> Bitboard {
    if (!squares[k]) squares[k] = checking_squares(k, checker, zone);
    return squares[k];
  };
  for (Kind k : {KnightKind, BishopKind, RookKind, QueenKind})
    for (Bitboard men = b.pieces(checker, k); men;)
      if (piece_reach(k, pop_lowest(men), checker_moves) & checks_from(k)) return true;

  // Pawns, each on its own way: it may promote on the last rank and go on
  // as a new piece with the moves left.
  const Bitboard last = checker == WhiteSide ? kRank8 : kRank1;
  for (Bitboard men = b.pieces(checker, PawnKind); men;) {
    Bitboard reach = bit(pop_lowest(men));
    for (int i = 0;; ++i) {
      if (reach & checks_from(PawnKind)) return true;
      for (Bitboard promoted = reach & last; promoted;) {
        const Sq s = pop_lowest(promoted);
        const int left = checker_moves - i;
        if ((piece_reach(QueenKind, s, left) & checks_from(QueenKind)) ||
            (piece_reach(KnightKind, s, left) & checks_from(KnightKind)))
          return true;
      }
      if (i == checker_moves) break;
      reach |= pawn_step(reach & ~last, checker);
    }
  }
  return false;
}

}  // namespace veteran::problems
