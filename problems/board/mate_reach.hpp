// A necessary condition for a mate some moves ahead, worked backwards from
// the goal (the idea of Popeye's "intelligent mode", in a simple form). At
// the mate the king stands on some square z it can step to in the moves
// left; z is attacked by a man of the mating side (not its king), whose
// move the last one was or uncovered; and each square next to z is attacked
// by the mating side (its king included) or taken by one of the mated
// side's own men, each on a square of its own. The mating king stands
// nowhere next to z, nor any man of the mating side on z (one there now is
// taken by the king), and any man of the mating side left next to z is
// covered by another (the king could take it; any of them may have been
// taken instead). A pawn of the mating side that steps aside takes a man:
// the mated side's moves that bring one there count with its others. Each
// side's men get there with the moves that side has, counted on an empty
// board, where every man reaches and attacks at least what it does among
// the others: a "no" is a proof, a "yes" proves nothing.
#pragma once

#include <array>

#include "problems/board/board.hpp"

namespace veteran::problems {

// Could `mating` mate the other side with its last of `mating_moves` moves,
// the other side having made at most `mated_moves` moves by then (its king's
// steps and the moves that put its men on the king's flight squares
// together)? Pawns promote on the way; a discovered check is the uncovered
// piece's own, from where it stands. Always true while the mated king may
// still castle.
bool can_mate_within(const Board& b, Side mating, int mating_moves, int mated_moves);

// The squares the bound counts the mated side's men (its side to move) to,
// with `mated_moves` of its moves left after this one and the other side's
// `mating_moves`, by the moves a man takes to get there (within[i]: a man
// that comes in i moves): those next to one of `where` its king could step
// to in the moves left after those i, and those where a pawn of the other
// side may take one of its men on the way to a useful square (every square
// when either count is beyond what the bound counts). Worked out once a
// position.
struct BlockingSquares {
  std::array<Bitboard, 16> within;
  Bitboard mating;  // the squares the king may be mated on (`where`)
};
BlockingSquares blocking_squares(const Board& b, int mating_moves, int mated_moves, Bitboard where = ~Bitboard{0});

// Whether the move m of the side to move (the mated side), with
// `mated_moves` of its moves left after it, brings one of its men nearer,
// on an empty board, to one of the `counted` squares (from
// blocking_squares): where it may stand after i moves takes in one of
// within[i] it did not; its king, nearer to one of the mating squares
// (castling always counts). When mating_squares says no for `where` with
// the same moves left (the move wasted), nothing but such a move can keep
// the mate in reach: the bound counts the mated side's men by how near
// they may come to those squares, and its king by its steps to the mating
// square (the two together), and a move that brings none nearer, or takes
// a man of the mating side, leaves it no better off.
bool brings_blocker_closer(const Board& b, Move m, int mated_moves, const BlockingSquares& counted);

// For each of up to four mating squares, the squares the checker may give
// the mate from (any further mating square's go together in the last).
struct CheckerSquares {
  std::array<Sq, 4> mate{};
  std::array<Bitboard, 5> from{0, 0, 0, 0, ~Bitboard{0}};
  int n = 0;
  Bitboard of(Sq z) const {
    for (int i = 0; i < n; ++i)
      if (mate[i] == z) return from[i];
    return from[4];
  }
  void add(Sq z, Bitboard squares) {
    if (n < 4) {
      mate[n] = z;
      from[n++] = squares;
    } else {
      from[4] |= squares;
    }
  }
};

// The squares of `only` the mated king might be mated on, as
// can_mate_within judges them (every such square, or the first one found
// when not `every`). A move takes none of a position's squares out of
// reach: with the moves after it, its position's are among these.
// Only a check from one of `checks_from`'s squares for its mating square
// is looked at (by default, every square). With `checkers_at` (and
// `every`), the squares the checker may give each of those mates from are
// put there: every way of every checker asked where a mate is found, and
// with a way's square those of the ways it does better than (so some
// more than the checker can use; every square when the bound does not
// count). The same promise holds for them: after any move, asked only
// about checks from a position's checker squares, the bound finds every
// mating square it finds asked about all.
Bitboard mating_squares(const Board& b, Side mating, int mating_moves, int mated_moves, Bitboard only, bool every,
                        const CheckerSquares& checks_from = {}, CheckerSquares* checkers_at = nullptr);

// The first half alone: could `checker` give check with its last of
// `checker_moves` moves, the other king having stepped at most `king_moves`
// times?
bool can_check_within(const Board& b, Side checker, int checker_moves, int king_moves);

}  // namespace veteran::problems
