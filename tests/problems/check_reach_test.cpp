// The helpmate search's bound worked back from the goal
// (problems/board/check_reach): wherever a random game reaches a check, every
// position up to eight plies before it must have been judged able to reach
// it in the moves the game took. A "no" that a game disproves is a solution
// the search would have lost.
#include "problems/board/check_reach.hpp"

#include <catch2/catch.hpp>
#include <deque>
#include <random>

using namespace veteran::problems;

namespace {

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

}  // namespace

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
  // A king that may castle is never ruled out.
  Board castles("4k2r/8/8/8/8/8/8/N6K w k - 0 1");
  CHECK(can_check_within(castles, WhiteSide, 1, 0));
}
