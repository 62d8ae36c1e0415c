// The order the solver tries moves in (problems/solve/move_order): every
// move kept, and the ones a node should try first in front, in the order
// promised.
#include "problems/solve/move_order.hpp"
#include "problems/board/board.hpp"
#include "tests/problems/random_positions.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

using namespace veteran::problems;

namespace {
// Where strongest_defences_first promises to put a move: checks, a queen
// made, captures by the man taken (queen, rook, bishop, knight, pawn), king
// moves, the rest.
int defence_rank(const Board& b, Move m) {
  if (b.gives_check(m)) return 0;
  if (m.is_promotion() && m.promoted() == QueenKind) return 1;
  switch (b.kind_at(m.to())) {
    case QueenKind: return 2;
    case RookKind: return 3;
    case BishopKind: return 4;
    case KnightKind: return 5;
    case PawnKind: return 6;
    default: break;
  }
  return m.from() == b.king(b.to_move()) ? 7 : 8;
}

std::vector<uint16_t> sorted_bits(const MoveList& l) {
  std::vector<uint16_t> v;
  for (Move m : l) v.push_back(m.bits);
  std::sort(v.begin(), v.end());
  return v;
}

// Over `count` random positions from `seed`: the legal moves put in order by
// order(b, list) (which returns its front), every one of them kept; then
// check(b, ordered, front).
template <class Order, class Check>
void over_orderings(unsigned seed, int count, Order&& order, Check&& check) {
  testing::for_random_positions(seed, count, [&](const Board& b, std::mt19937&) {
    INFO(b.fen());
    MoveList legal;
    b.legal_moves(legal);
    MoveList ordered = legal;
    const int front = order(b, ordered);
    REQUIRE(sorted_bits(ordered) == sorted_bits(legal));
    check(b, ordered, front);
  });
}
}  // namespace

TEST_CASE("the strongest defences come first and every move is kept", "[problems]") {
  int ranked = 0, promotions = 0, checks = 0;
  over_orderings(
      20261129, 20000, [](const Board& b, MoveList& l) { return strongest_defences_first(b, l, 0); },
      [&](const Board& b, const MoveList& ordered, int front) {
        int last = 0, in_front = 0;
        for (Move m : ordered) {
          const int rank = defence_rank(b, m);
          INFO(m.uci());
          REQUIRE(rank >= last);
          last = rank;
          in_front += rank < 8;
          promotions += rank == 1;
          checks += rank == 0;
        }
        REQUIRE(front == in_front);
        ranked += in_front;
      });
  CHECK(ranked > 50000);
  CHECK(promotions > 100);
  CHECK(checks > 10000);
}

TEST_CASE("the side to move's checks come first and every move is kept", "[problems]") {
  over_orderings(
      20261130, 5000, [](const Board& b, MoveList& l) { return checks_first(b, l, 0); },
      [](const Board& b, const MoveList& ordered, int front) {
        for (int i = 0; i < ordered.size; ++i) REQUIRE(b.gives_check(ordered.moves[i]) == (i < front));
      });
}
