// The proof searches: full width, every legal move, no evaluation but "goal
// reached or not" (G.M.S.'s zero evaluation, seed 001 section 4.3), with
// what was proved kept in a shared table. One Search per thread.
#pragma once

#include "problems/board/board.hpp"
#include "problems/board/mate_reach.hpp"
#include "problems/solve/busy_table.hpp"
#include "problems/solve/proof_table.hpp"
#include "problems/solve/stipulation.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace veteran::problems {

// Counted as G.M.S. counts (seed 001, Table 1, and section 4.1, where its
// generator "generates all legal moves ... into the move list", each a
// position): GEN every position the move generator produces (a legal move it
// lists), EVL every position judged at the horizon (mate or not). MADE
// counts the positions the search actually played into, for comparison.
struct Counters {
  uint64_t generated = 0, evaluated = 0, made = 0;
  Counters& operator+=(const Counters& o) {
    generated += o.generated;
    evaluated += o.evaluated;
    made += o.made;
    return *this;
  }
};

// Thrown out of a search when its stop flag is raised.
struct Stopped {};
// Thrown out of a search whose job another thread finished first.
struct Abandoned {};

class Search {
 public:
  // busy: shared by the threads of a solve (nullptr when one searches alone).
  Search(Genre genre, ProofTable& table, const std::atomic<bool>* stop = nullptr, BusyTable* busy = nullptr)
      : genre_(genre), table_(table), stop_(stop), busy_(busy) {}

  // Direct and selfmates, the attacker to move: can it reach the goal within n moves?
  bool attack(const Board& b, int n);
  // The attacker has just moved: does every defence leave the goal within n more attacker moves?
  // (n = 0: the defender must be mated (#) or forced to mate (s#) now.)
  bool defend(const Board& b, int n);
  // G.M.S.'s own search, for measuring against its Table 1: full width, every
  // legal move of both sides made, no proof table, no check-only horizon;
  // alpha-beta on a zero evaluation (the first mate found, or the first
  // refutation, ends a node). Directmates only.
  bool full_width_attack(const Board& b, int n);
  bool full_width_defend(const Board& b, int n);
  // The smallest m <= n with attack(b, m), or 0.
  int shortest_attack(const Board& b, int n);

  // Helpmates: every line of exactly `plies` half-moves ending in mate, reported one by one
  // (`where` and `checks_from` as below, from the position before).
  void help(const Board& b, int plies, std::vector<Move>& line,
            const std::function<void(const std::vector<Move>&)>& found, Bitboard where = ~Bitboard{0},
            CheckerSquares checks_from = {});
  // The bound asked of b with `plies` half-moves left: false where no mate
  // can be; else `where` and `checks_from` narrowed to what it finds.
  static bool help_narrow(const Board& b, int plies, Bitboard& where, CheckerSquares& checks_from);
  // `where`: the squares the mated king may still be mated on, as the bound
  // worked back from the goal judged them in the positions before;
  // `checks_from`: the squares the checker may give that mate from.
  // With `where_after`, the two narrowed as the positions after b get them.
  bool help_exists(const Board& b, int plies, Bitboard where = ~Bitboard{0}, CheckerSquares checks_from = {},
                   Bitboard* where_after = nullptr, CheckerSquares* checks_after = nullptr);

  // Is the side to move mated?
  static bool mated(const Board& b) { return b.in_check() && !b.has_legal_move(); }

  // The legal moves (or only the checks) and the has-it-a-move test, each
  // produced position counted as generated.
  void moves(const Board& b, MoveList& list) {
    b.legal_moves(list);
    counters.generated += static_cast<uint64_t>(list.size);
  }
  void checks(const Board& b, MoveList& list) {
    b.checking_moves(list);
    counters.generated += static_cast<uint64_t>(list.size);
  }
  bool any_move(const Board& b) {
    int n = 0;
    bool any = b.has_legal_move(&n);
    counters.generated += static_cast<uint64_t>(n);
    return any;
  }

  Counters counters;

  // For a thread that helps with a job another one started: give up when
  // `done` is raised, and try the defences from the other end, so that the
  // two prove different parts first and meet in the proof table.
  void help_with(const std::atomic<bool>* done, bool reverse) {
    abandon_ = done;
    reverse_ = reverse;
  }

 private:
  Genre genre_;
  ProofTable& table_;
  const std::atomic<bool>* stop_;
  BusyTable* busy_;
  const std::atomic<bool>* abandon_ = nullptr;
  bool reverse_ = false;
  uint32_t polls_ = 0;
  Move killers_[64][2];

  bool attack_node(const Board& b, int n);
  bool defend_direct(const Board& b, int n);
  bool defend_direct_search(const Board& b, int n);
  bool defend_self(const Board& b, int n);
  bool mate_in_one(const Board& b);
  bool refuted(const Board& b, int n, Move d);
  // Keeps m first among the two killers of a slot (attacker depth n, defender 32 + n).
  void killer(int slot, Move m) {
    if (killers_[slot][0].bits == m.bits) return;
    killers_[slot][1] = killers_[slot][0];
    killers_[slot][0] = m;
  }
  void poll();
  // Marks b as being searched, n attacker moves deep, for the other threads.
  BusyTable::Mark enter(const Board& b, int n) { return busy_ && n >= 2 ? busy_->enter(b.key()) : BusyTable::Mark(); }
  // Calls visit(move, position after it) for the moves of `list` but `skip`
  // until one returns true (then true). With other threads, a move into a
  // position one of them is searching (child_n attacker moves deep) waits to
  // the end of the list.
  template <class Visit>
  bool until(const Board& b, MoveList& list, int child_n, Move skip, Visit&& visit);
};

}  // namespace veteran::problems
