// The helpmate search's bound worked back from the goal
// (problems/board/mate_reach): wherever a random game reaches a check, every
// position up to eight plies before it must have been judged able to reach
// it in the moves the game took; and wherever any line of up to four
// half-moves from a random position mates, every position on it must have
// been judged able to reach the mate. A "no" that a line disproves is a
// solution the search would have lost. Then the two promises the search
// leans on, move by move: a mated side's move the filter skips leaves the
// bound saying no, and a move takes none of the mating squares out of reach.
#include "problems/board/mate_reach.hpp"
#include "tests/problems/random_positions.hpp"

#include <catch2/catch.hpp>
#include <deque>
#include <random>
#include <string>

using namespace veteran::problems;
using veteran::problems::testing::Draw;
using veteran::problems::testing::for_random_positions;
using veteran::problems::testing::random_position;

namespace {

// Each legal move with the position after it.
template <class Visit>
void after_each_move(const Board& b, Visit&& visit) {
  MoveList list;
  b.legal_moves(list);
  for (Move m : list) {
    Board next = b;
    next.play(m);
    visit(m, next);
  }
}

struct Seen {
  Board board;
  Side mover;
};

// Plays one random game of `plies` from `fen`; returns how many "no"
// answers it asked for (so that the test knows the bound was put to work).
int walk(const char* fen, unsigned seed, int plies) {
  std::mt19937 rng(seed);
  Board b(fen);
  std::deque<Seen> history;  // the positions before the last eight plies, oldest first
  int refusals = 0;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList list;
    b.legal_moves(list);
    if (list.size == 0) break;
    history.push_back({b, b.to_move()});
    if (history.size() > 8) history.pop_front();
    Move m = list.moves[rng() % static_cast<unsigned>(list.size)];
    const Side checker = b.to_move();
    b.play(m);
    // Moves of each side from each remembered position up to this check.
    int own = 0, other = 0;
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
      (it->mover == checker ? own : other) += 1;
      const bool possible = can_check_within(it->board, checker, own, other);
      if (b.in_check()) {
        INFO("seed " << seed << " from " << it->board.fen() << " to " << b.fen() << ", " << own << " moves against "
                     << other);
        REQUIRE(possible);
      }
      refusals += !possible;
    }
  }
  return refusals;
}

// Whether some line of at most `plies` half-moves from b ends with `mating`
// giving mate, every move tried (no bound, no table); on the way, every
// position with such a line must be judged able to reach it.
bool mate_ahead(const Board& b, Side mating, int plies, unsigned seed, int& refusals) {
  bool found = false;
  if (plies > 0) {
    after_each_move(b, [&](Move, const Board& next) {
      if (b.to_move() == mating && next.in_check() && !next.has_legal_move())
        found = true;
      else if (mate_ahead(next, mating, plies - 1, seed, refusals))
        found = true;
    });
  }
  // The moves each side has before the last mating one, as the search counts them.
  const bool mating_to_move = b.to_move() == mating;
  const int own = mating_to_move ? (plies + 1) / 2 : plies / 2, other = mating_to_move ? own - 1 : own;
  if (own == 0) return found;
  const bool possible = can_mate_within(b, mating, own, other);
  INFO("seed " << seed << " position " << b.fen() << ": " << own << " mating moves, " << other << " others");
  if (found) REQUIRE(possible);
  refusals += !possible;
  return found;
}

// Every line of up to four half-moves from `count` random positions drawn
// as `draw` asks, either side mating; how many "no" answers were given.
int refusals_among(unsigned seed, int count, const Draw& draw) {
  std::mt19937 rng(seed);
  int refusals = 0;
  for (int i = 0; i < count; ++i) {
    Board b = random_position(rng, draw);
    for (Side mating : {WhiteSide, BlackSide}) mate_ahead(b, mating, 4, seed, refusals);
  }
  return refusals;
}

}  // namespace

TEST_CASE("no line that mates within four half-moves starts where the bound says none can", "[problems]") {
  REQUIRE(refusals_among(20261129, 1500, Draw{}) > 1000);
}

TEST_CASE("no line that mates within four half-moves starts where the bound says none can, among pawns", "[problems]") {
  // The bound counts the mated side's moves that bring a man to where a
  // pawn of the mating side takes it: positions with many pawns and men to
  // take round Black's king, so that mates through a pawn's capture come
  // up. (Counting a move more for each man that has to come is caught.)
  REQUIRE(refusals_among(20261201, 2000, Draw{"PPPPPPNBPP", "ppppnbrq", 6, 8, 3}) > 1000);
}

TEST_CASE("no line that mates within four half-moves starts where the bound says none can, round the king",
          "[problems]") {
  // Where the mating side has no rook, bishop or queen and no pawn that
  // may promote, the bound puts no blocker where it would take the
  // checker: knights and pawns of both sides and pieces of the mated side
  // drawn round Black's king, so that such blockers and checkers meet.
  // (A blocker's piece taking the checker from afar, or a pawn's capture
  // counted the wrong way, are caught.)
  REQUIRE(refusals_among(20261202, 1000, Draw{"NNNPPPBR", "nnbqppp", 5, 7, 3}) > 1000);
}

// Which squares the mated king may be mated on, as the search hands them
// down: every square, half of them drawn, or one to three drawn round the
// king (as the search's mostly are).
enum class Where { Every, Half, Few };

// brings_blocker_closer's promise, checked move by move on `count`
// positions from `seed`: when the bound says no for `where` with the move
// wasted, a move it calls no nearer must leave a position the bound also
// says no to (so the search may skip it). Returns how many moves were
// skipped.
int skipped_among(unsigned seed, int count, const Draw& draw, Where drawn, unsigned most_after = 2) {
  int skipped = 0;
  for_random_positions(
      seed, count,
      [&](const Board& b, std::mt19937& rng) {
        const Side mating = flip(b.to_move());
        const int own = 1 + static_cast<int>(rng() % 3), after = static_cast<int>(rng() % (most_after + 1));
        Bitboard where = ~Bitboard{0};
        if (drawn == Where::Half) {
          where = rng();
          where = where << 32 | rng();
        } else if (drawn == Where::Few) {
          where = 0;
          const Sq king = b.king(b.to_move());
          for (auto i = 0ul, n = 1 + rng() % 3; i < n; ++i) {
            const int file = file_of(king) + static_cast<int>(rng() % 5) - 2;
            const int rank = rank_of(king) + static_cast<int>(rng() % 5) - 2;
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) where |= bit(static_cast<Sq>(rank * 8 + file));
          }
        }
        if (mating_squares(b, mating, own, after, where, false)) return;
        const BlockingSquares counted = blocking_squares(b, own, after, where);
        after_each_move(b, [&](Move m, const Board& next) {
          if (brings_blocker_closer(b, m, after, counted)) return;
          INFO("position " << b.fen() << " move " << m.uci() << ": " << own << " mating moves, " << after
                           << " after, where " << where);
          REQUIRE(mating_squares(next, mating, own, after, where, false) == 0);
          ++skipped;
        });
      },
      draw);
  return skipped;
}

TEST_CASE("a move of the mated side the filter skips leaves the bound saying no", "[problems]") {
  REQUIRE(skipped_among(20261130, 60000, Draw{}, Where::Every) > 1000);
}

TEST_CASE("a move the filter skips leaves the bound saying no among pawns round the king", "[problems]") {
  // The mated side's men counted to the squares round those its king may
  // be mated on, by the king's steps left (a man that comes in more moves
  // matters nearer the king), and to where the other side's pawns may take
  // them. (Counting a man that comes in i moves only to the squares round
  // those the king reaches in fewer than the moves left after i, or only
  // a man already one move from where a pawn takes it, is caught.)
  REQUIRE(skipped_among(20261203, 30000, Draw{"PPPPPPNBPP", "ppppnbrq", 6, 8, 3}, Where::Every) > 1000);
}

TEST_CASE("a move the filter skips leaves the bound saying no for the squares handed down", "[problems]") {
  // As the search asks it: for some squares only (a position's mating
  // squares, handed down to the positions after it), many pawns of the
  // mating side. (A pawn's victim counted as above is caught.)
  REQUIRE(skipped_among(20261203, 30000, Draw{"PPPPPPPP", "nbrqpp", 8, 8, 0}, Where::Half) > 1000);
}

TEST_CASE("a move the filter skips leaves the bound saying no for a few squares round the king", "[problems]") {
  // The king's own moves count by its steps to those squares alone: one
  // that brings it nearer none of them is skipped. (Skipping every king
  // move, or counting its steps to the squares round them, is caught.)
  REQUIRE(skipped_among(20261204, 30000, Draw{"NNBPPPRQ", "nnbpppq", 5, 7, 3}, Where::Few) > 1000);
  // And with up to three mated moves after the one skipped (the search
  // skips them from eight half-moves left).
  REQUIRE(skipped_among(20261207, 10000, Draw{"NNBPPPRQ", "nnbpppq", 5, 7, 3}, Where::Few, 3) > 1000);
}

TEST_CASE("a move takes none of a position's mating squares out of reach", "[problems]") {
  // mating_squares' promise, which lets the search hand a position's
  // squares down to the positions after it: with one move fewer for the
  // side that made it, the squares after any move are among those before.
  int shrunk = 0;
  for_random_positions(20261131, 3000, [&](const Board& b, std::mt19937& rng) {
    const Side mating = rng() % 2 ? WhiteSide : BlackSide;
    const bool mating_moves_now = b.to_move() == mating;
    const int own = 1 + mating_moves_now + static_cast<int>(rng() % 3),
              other = !mating_moves_now + static_cast<int>(rng() % 3);
    const Bitboard before = mating_squares(b, mating, own, other, ~Bitboard{0}, true);
    after_each_move(b, [&](Move m, const Board& next) {
      const Bitboard after =
          mating_squares(next, mating, own - mating_moves_now, other - !mating_moves_now, ~Bitboard{0}, true);
      INFO("position " << b.fen() << " move " << m.uci() << ": " << own << " mating moves, " << other << " others");
      REQUIRE((after & ~before) == 0);
      shrunk += after != before;
    });
  });
  REQUIRE(shrunk > 1000);
}

// The same promise for the squares the checker may give each mate from,
// which the search hands down with the mating squares: after any move,
// with one move fewer for the side that made it, the bound asked only
// about checks from those squares (for each mating square its own) finds
// every mating square it finds asked about all. Returns how many moves
// left the checker other squares.
int checkers_kept_among(unsigned seed, int count, const Draw& draw) {
  int shrunk = 0;
  for_random_positions(
      seed, count,
      [&](const Board& b, std::mt19937& rng) {
        const Side mating = rng() % 2 ? WhiteSide : BlackSide;
        const bool mating_moves_now = b.to_move() == mating;
        const int own = 1 + mating_moves_now + static_cast<int>(rng() % 3),
                  other = !mating_moves_now + static_cast<int>(rng() % 3);
        CheckerSquares from_before;
        const Bitboard mates = mating_squares(b, mating, own, other, ~Bitboard{0}, true, {}, &from_before);
        if (!mates) return;
        after_each_move(b, [&](Move m, const Board& next) {
          const int own_after = own - mating_moves_now, other_after = other - !mating_moves_now;
          CheckerSquares from_after;
          const Bitboard all = mating_squares(next, mating, own_after, other_after, ~Bitboard{0}, true);
          const Bitboard asked =
              mating_squares(next, mating, own_after, other_after, ~Bitboard{0}, true, from_before, &from_after);
          INFO("position " << b.fen() << " move " << m.uci() << ": " << own << " mating moves, " << other << " others");
          REQUIRE(asked == all);
          for (Bitboard zs = asked; zs;) {
            const Sq z = pop_lowest(zs);
            if (from_after.of(z) != from_before.of(z)) {
              ++shrunk;
              break;
            }
          }
        });
      },
      draw);
  return shrunk;
}

TEST_CASE("a move takes none of a position's checker squares out of reach", "[problems]") {
  REQUIRE(checkers_kept_among(20261205, 3000, Draw{}) > 1000);
}

TEST_CASE("a move takes none of the checker squares out of reach round the king", "[problems]") {
  // Knights and pawns of both sides round Black's king, where a single
  // check keeps each checker's square apart; a way another does better
  // than hands its square on to that one. (Dropping it, or asking no
  // further once a mate is found, is caught.)
  REQUIRE(checkers_kept_among(20261206, 3000, Draw{"NNNPPPBR", "nnbqppp", 5, 7, 3}) > 1000);
}

TEST_CASE("no position a random game checks from is judged unable to check in time", "[problems]") {
  // Few men, so that the bound says no often: knights, bishops and pawns
  // (promoting), a rook, and the full starting position.
  const char* starts[] = {
      "8/8/8/4k3/8/8/1P6/N3K3 w - - 0 1",    "8/1P4p1/8/2k5/8/5N2/8/1K2B3 w - - 0 1",
      "n7/8/3k4/8/8/2P5/1PK5/6N1 b - - 0 1", "7k/8/8/8/8/8/8/R3K1N1 w Q - 0 1",
      "4k2r/6p1/8/8/8/8/1p6/N3K3 b k - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  };
  int refusals = 0;
  for (const char* fen : starts)
    for (unsigned seed = 1; seed <= 200; ++seed) refusals += walk(fen, seed, 100);
  REQUIRE(refusals > 1000);
}

TEST_CASE("the bound refuses what cannot check and allows what can", "[problems]") {
  // A knight on a1 needs three moves to check a king fixed on h8 ...
  Board far("7k/8/8/8/8/8/8/N6K w - - 0 1");
  CHECK_FALSE(can_check_within(far, WhiteSide, 2, 0));
  CHECK(can_check_within(far, WhiteSide, 5, 0));
  // ... or fewer when the king comes to meet it.
  CHECK(can_check_within(far, WhiteSide, 2, 3));
  // A pawn on the seventh promotes and checks along the rank at once.
  Board pawn("k7/6P1/8/8/8/8/8/7K w - - 0 1");
  CHECK(can_check_within(pawn, WhiteSide, 1, 0));
  Board low("k7/8/8/8/8/8/6P1/7K w - - 0 1");
  CHECK_FALSE(can_check_within(low, WhiteSide, 1, 0));
  // A knight that checks at once cannot mate a king with eight flights and no men to block them ...
  Board open("8/8/8/4k3/8/8/1N6/7K w - - 0 1");
  CHECK(can_check_within(open, WhiteSide, 1, 0));
  CHECK_FALSE(can_mate_within(open, WhiteSide, 1, 0));
  // ... but mates where the king's own men take its flights (a smothered mate), and a rook on the back rank.
  CHECK(can_mate_within(Board("6rk/6pp/8/6N1/8/8/8/7K w - - 0 1"), WhiteSide, 1, 0));
  CHECK(can_mate_within(Board("k7/8/1K6/8/8/8/8/7R w - - 0 1"), WhiteSide, 1, 0));
  // The mating king may not stand next to the mated one: king and bishop
  // would mate on a8 with the king on b7, the one square covering a7 and b8.
  CHECK_FALSE(can_mate_within(Board("k7/8/2K5/8/8/8/8/5B2 w - - 0 1"), WhiteSide, 2, 0));
  // A checker next to the king must be covered, else the king takes it:
  // Qxb7 mates with the king on c6, not on c5 (the knight taken does not
  // block b7).
  CHECK_FALSE(can_mate_within(Board("k7/1n6/8/2K5/8/8/8/1Q6 w - - 0 1"), WhiteSide, 1, 0));
  CHECK(can_mate_within(Board("k7/1n6/2K5/8/8/8/8/1Q6 w - - 0 1"), WhiteSide, 1, 0));
  // Each flight is blocked by a man of its own: the rook on g7 cannot stay
  // there and take h7 too for Ra8 to mate; a pawn on h7 can.
  CHECK_FALSE(can_mate_within(Board("7k/6r1/7p/8/8/8/R7/K7 w - - 0 1"), WhiteSide, 1, 1));
  CHECK(can_mate_within(Board("7k/6rp/8/8/8/8/R7/K7 w - - 0 1"), WhiteSide, 1, 1));
  // A man of the mating side on the square the king goes to is taken, not
  // in the way: 1...Kxa7 2.Qa3#.
  CHECK(can_mate_within(Board("8/B1K5/k7/8/7p/8/P4q2/N1Q5 b - - 0 1"), WhiteSide, 1, 1));
  // A pawn that promotes is one man on one square: c8=Q mates a king in
  // the corner, but no king two steps from g5 (counted with all it might
  // attack from b8, c8 and d8 at once, it did).
  CHECK(can_mate_within(Board("k7/2P5/1K6/8/8/8/8/8 w - - 0 1"), WhiteSide, 1, 0));
  CHECK(can_mate_within(Board("6bn/5P1k/5K1p/8/8/8/8/8 w - - 0 1"), WhiteSide, 1, 0));  // f8=N#
  CHECK_FALSE(can_mate_within(Board("8/2P5/2K5/6k1/8/8/8/8 w - - 0 1"), WhiteSide, 1, 2));
  // A pawn that steps aside takes a man, which the mated side must bring
  // there: the knight checks from f6 or g7, and g6 must be covered, from
  // f5. The pawn on f4 gets there by a step; the one on e4 only by taking
  // on f5, where Black's knight comes with a move.
  CHECK(can_mate_within(Board("4N3/8/7p/6pk/3n1Ppp/8/8/K7 w - - 0 1"), WhiteSide, 2, 0));
  CHECK_FALSE(can_mate_within(Board("4N3/8/7p/6pk/3nP1pp/8/8/K7 w - - 0 1"), WhiteSide, 2, 0));
  CHECK(can_mate_within(Board("4N3/8/7p/6pk/3nP1pp/8/8/K7 w - - 0 1"), WhiteSide, 2, 1));
  // A king that may castle is never ruled out.
  Board castles("4k2r/8/8/8/8/8/8/N6K w k - 0 1");
  CHECK(can_check_within(castles, WhiteSide, 1, 0));
  CHECK(can_mate_within(castles, WhiteSide, 1, 0));
}
