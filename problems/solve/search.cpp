#include "problems/solve/search.hpp"

#include "problems/board/mate_reach.hpp"
#include "problems/solve/move_order.hpp"

#include <algorithm>
#include <memory>

namespace veteran::problems {

void Search::poll() {
  if ((++polls_ & 0x3FF) != 0) return;  // every 1024th attacker node: well under a millisecond
  if (stop_ && stop_->load(std::memory_order_relaxed)) throw Stopped{};
  if (abandon_ && abandon_->load(std::memory_order_relaxed)) throw Abandoned{};
}

template <class Visit>
bool Search::until(const Board& b, MoveList& list, int child_n, Move skip, Visit&& visit) {
  bool share = busy_ && child_n >= 2;
  int later = 0;  // moves put off, kept at the front of the list (already visited slots)
  for (int i = 0; i < list.size; ++i) {
    Move m = list.moves[i];
    if (m == skip) continue;
    Board next = b;
    next.play(m);
    if (share && i > 0 && busy_->busy(next.key())) {
      list.moves[later++] = m;
      continue;
    }
    if (visit(m, next)) return true;
  }
  for (int i = 0; i < later; ++i) {
    Board next = b;
    next.play(list.moves[i]);
    if (visit(list.moves[i], next)) return true;
  }
  return false;
}

bool Search::attack(const Board& b, int n) { return attack_node(b, n); }
bool Search::defend(const Board& b, int n) { return genre_ == Genre::Self ? defend_self(b, n) : defend_direct(b, n); }

int Search::shortest_attack(const Board& b, int n) {
  for (int m = 1; m <= n; ++m)
    if (attack(b, m)) return m;
  return 0;
}

namespace {
// The answers a thread keeps of the questions asked most often at the
// horizon, each a position's own (a mate in one; every defence allowing
// one), so kept for the thread's life, over the iterations and the
// problems: by key, its last two bits "kept" and the answer (0, an empty
// entry). 64K entries (512 KB); 16K kept Gamnitzer 2167 at 5.1-5.3 s, 64K
// 5.0-5.1 s, 256K 5.2-6.3 s (out of the cache). The table is made once the
// thread has asked kKeptFirst questions: made for every search, it cost a
// two-mover (a few hundred tests) 0.1-0.2 ms of page faults.
constexpr size_t kKept = size_t{1} << 16;
constexpr uint64_t kKeptFirst = 4096;
uint64_t* kept_slot(uint64_t key) {
  thread_local uint64_t asked = 0;
  thread_local std::unique_ptr<uint64_t[]> kept;
  if (!kept) {
    if (++asked < kKeptFirst) return nullptr;
    kept = std::make_unique<uint64_t[]>(kKept);
  }
  return &kept[key & (kKept - 1)];
}

// The kept answer for `key`, else work()'s, kept.
template <class Work>
bool kept_answer(uint64_t key, Work&& work) {
  const uint64_t tag = (key & ~uint64_t{3}) | 2;
  uint64_t* kept = kept_slot(key);
  if (kept && (*kept & ~uint64_t{1}) == tag) return *kept & 1;
  const bool answer = work();
  if (kept) *kept = tag | answer;
  return answer;
}
}  // namespace

// Mate in one: only a checking move can mate, and only one that leaves the
// king no square to step to, which is found before the move is made (on
// Gamnitzer 2167 the checks played at the last depth 101 M -> 1.5 M;
// hard.epd's sixteen directmates of five moves or more 9.6 -> 8.2 s), so
// only those are made. The answers are kept (kept_answer): a fifth of the
// positions at the horizon come again (Gamnitzer 2167, #6: 30.0 M tests,
// 5.8 M answered so), and the proof table is not asked there (its probe a
// cache miss). Gamnitzer 2167 6.90 -> 6.52 s, four runs each, one core
// (6.26 s with the answers kept over the iterations).
bool Search::mate_in_one(const Board& b) {
  return kept_answer(b.key(), [&] {
    MoveList list;
    checks(b, list);
    for (Move m : list) {
      if (b.king_flight_after(m) != kNoSquare) continue;
      Board next = b;
      next.play(m);
      ++counters.made;
      ++counters.evaluated;
      if (!any_move(next)) return true;
    }
    return false;
  });
}

namespace {
// Merges a new result into what the table knew.
void remember(ProofTable& t, uint64_t key, int n, bool success, Move best) {
  Proof p;
  t.probe(key, p);
  if (success) {
    p.succeeds_from = static_cast<uint8_t>(std::min<int>(p.succeeds_from, n));
    p.best = best.bits;
  } else {
    p.fails_up_to = static_cast<uint8_t>(std::max<int>(p.fails_up_to, n));
  }
  t.store(key, p);
}
}  // namespace

// A selfmate's attacker asks the proof table from two moves left up: with
// one left, most of its moves no longer made, the probe (a cache miss in a
// large table) cost more than the node (Gamnitzer 1000 as s#5: 1.18 s
// asked, 0.93 s not).
constexpr int kTableSelfFrom = 2;

// The attacker to move, in either genre: some move after which every defence
// loses within n-1 more attacker moves. A directmate's last move is a mate in one.
bool Search::attack_node(const Board& b, int n) {
  if (genre_ == Genre::Direct && n == 1) return mate_in_one(b);
  Proof p;
  const bool tabled = genre_ != Genre::Self || n >= kTableSelfFrom;
  bool known = tabled && table_.probe(b.key(), p);
  if (known && n <= p.fails_up_to) return false;
  if (known && n >= p.succeeds_from) return true;
  poll();
  auto mark = enter(b, n);
  MoveList list;
  // A selfmate's last attacker move must leave the defender nothing but
  // mates: the moves that leave it one of a few quiet moves as it was are
  // not made (Board::moves_against_quiet_replies, found by squares, not by
  // playing). Gamnitzer 1000 asked as s#5, one core: 47.9 M positions
  // made, 3.04 s -> 12.8 M, 1.95 s; the defender's last question answered
  // without generating its moves in more positions (has_obvious_quiet_move
  // with pawns, 1.80 s, and in check, 1.18 s); with the proof table not
  // asked here (kTableSelfFrom) 0.93 s.
  if (genre_ == Genre::Self && n == 1) {
    b.moves_against_quiet_replies(list);
    counters.generated += static_cast<uint64_t>(list.size);
  } else {
    moves(b, list);
  }
  const int front = killers_first(list, promote(list, 0, known ? p.best : 0), killers_[n]);
  // Then the checks: they leave the defender the fewest replies, and the
  // mates most problems end in begin with them. Not in selfmates: as many
  // positions, a tenth more time.
  if (genre_ == Genre::Direct) checks_first(b, list, front);
  bool found = until(b, list, n - 1, Move(), [&](Move m, const Board& next) {
    ++counters.made;
    if (!(genre_ == Genre::Self ? defend_self(next, n - 1) : defend_direct(next, n - 1))) return false;
    killer(n, m);
    if (tabled) remember(table_, b.key(), n, true, m);
    return true;
  });
  if (!found && tabled) remember(table_, b.key(), n, false, Move());
  return found;
}

// The defender's last move in a directmate (does every defence allow a mate
// in one?) is the position's own answer too, kept the same way: 43 % of
// those positions come again (Gamnitzer 2167: 29.5 M, 16.7 M distinct), half
// of them within a thousand such positions. hard.epd's sixteen directmates
// of five moves or more 8.2 -> 7.2 s. Its key is salted, so that its
// entries are never taken for a mate in one's (a position may be asked
// both in problems with the other side mating).
constexpr uint64_t kDefenceSalt = 0x9E3779B97F4A7C15;
bool Search::defend_direct(const Board& b, int n) {
  if (n != 1) return defend_direct_search(b, n);
  return kept_answer(b.key() ^ kDefenceSalt, [&] { return defend_direct_search(b, 1); });
}

bool Search::defend_direct_search(const Board& b, int n) {
  Proof p;
  bool known = n > 1 && table_.probe(b.key(), p);
  if (known && n <= p.fails_up_to) return false;
  if (known && n >= p.succeeds_from) return true;
  auto mark = enter(b, n);
  // The defence that refuted here before (one move from the horizon, this
  // depth's killer) first, tried before the other moves are generated: when
  // it refutes again, they never are.
  Move tried;
  const Move first = known && p.best ? Move::from_bits(p.best) : n == 1 ? killers_[33][0] : Move();
  if (first.bits) {
    Board next = b;
    if (next.play_if_legal(first)) {
      ++counters.generated;
      ++counters.made;
      if (!attack_node(next, n)) return refuted(b, n, first);
      tried = first;
    }
  }
  MoveList list;
  moves(b, list);
  if (list.size == 0) {
    ++counters.evaluated;
    return b.in_check();  // mate; stalemate fails
  }
  if (n == 0) return false;
  // One move from the horizon: the defender's checks, then this depth's
  // killers, then captures and king moves (a check before the killers: a
  // refutation by check leaves the attacker a few replies to prove hopeless,
  // a quiet one all of its moves; hard.epd's sixteen directmates of five
  // moves or more, one thread: 14.3 -> 12.3 s). Further from it the
  // strongest defences first and no killers: a sibling's refutation may
  // refute here too, but one that strengthens the defender makes every
  // refutation after it short. Those sixteen 7.2 -> 1.3 s (Gamnitzer 2167
  // 5.0 -> 0.40 s, Bluhm 1961 0.87 -> 0.35 s; the queen's promotion first
  // alone 5.1 -> 1.4 s).
  if (n == 1)
    captures_and_king_moves_first(b, list, killers_first(list, checks_first(b, list, 0), killers_[33]));
  else
    strongest_defences_first(b, list, 0);
  Move refutation;
  if (until(b, list, n, tried, [&](Move d, const Board& next) {
        ++counters.made;
        refutation = d;
        return !attack_node(next, n);
      }))
    return refuted(b, n, refutation);
  if (n > 1) remember(table_, b.key(), n, true, Move());
  return true;
}

// A defence that holds: remembered as this depth's killer and, above one
// move from the horizon, in the proof table.
bool Search::refuted(const Board& b, int n, Move d) {
  killer(32 + n, d);
  if (n > 1) {
    Proof q;
    table_.probe(b.key(), q);
    q.fails_up_to = static_cast<uint8_t>(std::max<int>(q.fails_up_to, n));
    q.best = d.bits;
    table_.store(b.key(), q);
  }
  return false;
}

bool Search::full_width_attack(const Board& b, int n) {
  poll();
  MoveList list;
  moves(b, list);
  for (Move m : list) {
    Board next = b;
    next.play(m);
    ++counters.made;
    if (full_width_defend(next, n - 1)) return true;
  }
  return false;
}

bool Search::full_width_defend(const Board& b, int n) {
  MoveList list;
  moves(b, list);
  if (list.size == 0 || n == 0) {
    ++counters.evaluated;
    return list.size == 0 && b.in_check();
  }
  for (Move d : list) {
    Board next = b;
    next.play(d);
    ++counters.made;
    if (!full_width_attack(next, n)) return false;
  }
  return true;
}

// The defender to move after the attacker's move; n attacker moves remain
// after this defence. Every defence must mate the attacker, or lose later.
bool Search::defend_self(const Board& b, int n) {
  // With no attacker move left the defender must be forced to mate: one
  // move that gives no check is enough to refuse, found without generating
  // every move and every check: hard.epd's selfmates over 0.1 s solve 1.9
  // to 2.7 times as fast, the same positions judged.
  if (n == 0 && b.has_obvious_quiet_move()) {
    ++counters.generated;
    ++counters.evaluated;
    return false;
  }
  // The proof table before the moves are generated: a position it knows
  // needs none (Gamnitzer 1000 as s#5, one core: 1.11 -> 0.98 s).
  Proof p;
  bool known = n > 0 && table_.probe(b.key(), p);
  if (known && n <= p.fails_up_to) return false;
  if (known && n >= p.succeeds_from) return true;
  MoveList list;
  moves(b, list);
  if (list.size == 0) {
    ++counters.evaluated;
    return false;  // the attacker mated or stalemated the defender: not the goal
  }
  if (n == 0) {
    // Forced to mate: only possible when every move checks.
    MoveList checks;
    this->checks(b, checks);
    if (checks.size != list.size) {
      ++counters.evaluated;
      return false;
    }
  }
  auto mark = enter(b, n);
  if (reverse_) std::reverse(list.moves.begin(), list.moves.begin() + list.size);
  killers_first(list, promote(list, 0, known ? p.best : 0), killers_[32 + n]);
  Move refutation;
  if (until(b, list, n, Move(), [&](Move d, const Board& next) {
        ++counters.made;
        ++counters.evaluated;
        if (next.in_check() && !any_move(next)) return false;  // the defender mated: the goal
        refutation = d;
        return n == 0 || !attack_node(next, n);
      }))
    return refuted(b, n, refutation);
  if (n > 0) remember(table_, b.key(), n, true, Move());
  return true;
}

// The proof table is asked from two half-moves left up: with one left (the
// mating move) generating the checks and testing each for mate costs less
// than the cache miss of a probe into a large table. Measured on two
// helpmates of ISC 2008/2009 (15 and 12 men), one thread: the h#3 12.7 ->
// 4.4 s, the h#5 195 -> 80 s; asking from three half-moves up made them
// slower again (10.4 s, 115 s): too little is kept.
constexpr int kHelpTableFrom = 2;
// The bound worked back from the goal, from two half-moves left: hard.epd's
// helpmates, seconds (Arnold 2008, Beine, Arnold 2009, the Problemist),
// from two 1.16 0.97 0.93 0.34; from three 2.11 1.19 1.23 0.81; from one
// 1.76 0.94 0.92 0.34 but Petkov's h#3 0.025 -> 0.035 (what it prunes, it
// prunes near the end). It is asked after the proof table and its "no"
// kept there (the bucket was just read), so that a transposition asks the
// table, not the bound, again: 1.24 0.95 0.68 0.28 -> 0.96 0.81 0.70
// 0.31; asked before the table (a probe at two half-moves mostly misses
// the cache) with nothing kept, 1.20 1.07 0.99 0.34.
constexpr int kHelpReachFrom = 2;
// The mated side's moves that bring no man nearer are skipped at two
// half-moves left: positions made on hard.epd's helpmates (Arnold 2008,
// Beine, Arnold 2009), none skipped 10.2 M 0.87 M 0.49 M, at two 3.2 M
// 0.80 M 0.48 M (Arnold's h#3 0.98 -> 0.80 s); at every even number left
// 3.2 M 0.78 M 0.45 M, but Beine's h#6 0.40 -> 0.44 s: the bound asked
// twice where it seldom rules a move out. Since nearer means nearer to
// the squares round the mating squares handed down (not to every square
// the king might reach), at four and six as well: Arnold 2009's h#5 175 K
// -> 119 K positions; the five's seconds (Petkov, Arnold 2008, Beine,
// Arnold 2009, the Problemist), up to two 0.026 0.587 0.193 0.067 0.006,
// four 0.026 0.583 0.190 0.064 0.006, six 0.026 0.577 0.196 0.061 0.006,
// eight 0.026 0.576 0.200 0.064 0.006. A man counted only to the squares
// round those the king reaches with the moves left after the man's own
// (the king's steps and the men's moves share one budget): at six, Arnold
// 2009's 84.7 K -> 66.2 K positions, seconds 0.026 0.533 0.198 0.058 0.006
// -> 0.025 0.518 0.189 0.047 0.006; at eight and ten no faster again.
// The king's moves that bring it nearer none of the squares handed down
// skipped too: Arnold 2009 66.2 K -> 50.0 K positions, 0.039 -> 0.037 s
// (Arnold 2008 0.42 -> 0.41 s, Beine 0.169 -> 0.162 s). With the
// checker's squares handed down as well (kHelpCheckersFrom), at eight:
// Arnold 2009 as one process 36.5 -> 35.8 ms (three times 30 runs,
// alternated), the others alike.
constexpr int kHelpNearerAt = 8;

// From three half-moves left up, the bound finds every square the king may
// be mated on, not only the first, and hands them down: the positions below
// look at no other (mate_reach's promise: a move takes none out of reach).
// The same positions made; pinned, seconds (Petkov, Arnold 2008, Beine,
// Arnold 2009, the Problemist), when the promoting pawn was still counted
// with all it might attack: never 0.024 0.80 0.39 0.32 0.025; from five
// 0.024 0.78 0.28 0.18 0.009; from four 0.027 0.82 0.30 0.19 0.009; from
// three (with two left, nothing below asks the bound) 0.028 0.94 0.31 0.18
// 0.008. With the pawn on one square (32a0c13), from five 0.026 0.74 0.27
// 0.148 0.009, from four 0.024 0.60 0.27 0.146 0.008, from three 0.023
// 0.57 0.28 0.15 0.009. With the pawns' captures counted and the filter
// looking at the squares handed down (ab03222), from four 0.026 0.586
// 0.200 0.064 0.006, from three 0.025 0.553 0.200 0.064 0.006 (three
// alternated runs each); from five 0.029 0.72, from six 0.030 0.78.
constexpr int kHelpWhereFrom = 3;
// From seven half-moves left up, it also hands down the squares the
// checker may give those mates from (every way of every checker asked
// where one is found); below, only checks from those are looked at.
// Seconds (Petkov, Arnold 2008, Beine, Arnold 2009, the Problemist),
// three alternated runs: never 0.021 0.427 0.136 0.038 0.004; from three
// 0.024 0.462 0.145 0.035 0.004 (asking every way costs more than it
// saves near the end); from five 0.024 0.443 0.142 0.034 0.004; from
// seven 0.022 0.438 0.141 0.034 0.004 (the two h#3 never hand them down:
// what they lose is the checker's square kept in every way, 3 %); from
// nine 0.022 0.439 0.143 0.036 0.005.
constexpr int kHelpCheckersFrom = 7;

bool Search::help_narrow(const Board& b, int plies, Bitboard& where, CheckerSquares& checks_from) {
  // Worked backwards from the goal: no mate can be where the mating side
  // cannot check the other king in time, or its flights cannot all be
  // covered or blocked in time (problems/board/mate_reach).
  if (plies < kHelpReachFrom) return true;
  const bool mating_to_move = plies % 2 == 1;
  const Side mating = mating_to_move ? b.to_move() : flip(b.to_move());
  const bool every = plies >= kHelpWhereFrom, checkers = every && plies >= kHelpCheckersFrom;
  CheckerSquares checkers_at;
  const Bitboard mates = mating_squares(b, mating, (plies + 1) / 2, plies / 2, where, every, checks_from,
                                        checkers ? &checkers_at : nullptr);
  if (!mates) return false;
  if (every) where = mates;
  if (checkers) checks_from = checkers_at;
  return true;
}

bool Search::help_exists(const Board& b, int plies, Bitboard where, CheckerSquares checks_from, Bitboard* where_after,
                         CheckerSquares* checks_after) {
  Proof p;
  const bool tabled = plies >= kHelpTableFrom && plies < Proof::kHelpDepths;
  bool known = tabled && table_.probe(b.key(), p);
  if (known && (p.help_empty >> plies & 1)) return false;
  auto no_help = [&] {
    if (tabled) {
      Proof q;
      table_.probe(b.key(), q);
      q.help_empty |= 1u << plies;
      table_.store(b.key(), q);
    }
    return false;
  };
  if (!help_narrow(b, plies, where, checks_from)) return no_help();
  if (where_after) {
    *where_after = where;
    *checks_after = checks_from;
  }
  poll();
  MoveList list;
  if (plies == 1) {
    checks(b, list);
    for (Move m : list) {
      Board next = b;
      next.play(m);
      ++counters.made;
      ++counters.evaluated;
      if (!any_move(next)) return true;
    }
  } else {
    moves(b, list);
    // With an odd number of half-moves left the mating side moves: a mate
    // now is a short solution (Popeye lists those too, they cook a problem).
    bool mating_side = plies % 2 == 1;
    // Where the mate is out of reach with the mated side's move wasted,
    // only its moves that bring a man nearer can keep it in reach.
    const bool any_will_do = mating_side || plies > kHelpNearerAt ||
                             mating_squares(b, flip(b.to_move()), plies / 2, plies / 2 - 1, where, false, checks_from);
    if (!any_will_do) {
      const BlockingSquares counted = blocking_squares(b, plies / 2, plies / 2 - 1, where);
      list.size = to_front(list, 0, [&](Move m) { return brings_blocker_closer(b, m, plies / 2 - 1, counted); });
    }
    // Each position's bucket of the proof table is fetched while the one
    // before it is searched: the probe into a large table misses the cache
    // (a fifth of a helpmate's time). Arnold 2009's h#5 0.154 -> 0.133 s.
    // Tried in the directmate and selfmate searches as well: directmates
    // no faster, selfmates 5 % slower (hard.epd's first eleven).
    const bool tabled_below = plies - 1 >= kHelpTableFrom;
    Board next = b, coming = b;
    if (list.size > 0) next.play(list.moves[0]);
    for (int i = 0; i < list.size; ++i) {
      if (i + 1 < list.size) {
        coming = b;
        coming.play(list.moves[i + 1]);
        if (tabled_below) table_.prefetch(coming.key());
      }
      ++counters.made;
      if (mating_side && next.in_check() && !any_move(next)) return true;
      if (help_exists(next, plies - 1, where, checks_from)) return true;
      next = coming;
    }
  }
  return no_help();
}

void Search::help(const Board& b, int plies, std::vector<Move>& line,
                  const std::function<void(const std::vector<Move>&)>& found, Bitboard where,
                  CheckerSquares checks_from) {
  if (!help_exists(b, plies, where, checks_from, &where, &checks_from)) return;
  MoveList list;
  if (plies == 1)
    checks(b, list);
  else
    moves(b, list);
  for (Move m : list) {
    Board next = b;
    next.play(m);
    line.push_back(m);
    if (plies == 1 || (plies % 2 == 1 && next.in_check())) {
      if (!any_move(next))
        found(line);  // a mate, of full length or short
      else if (plies > 1)
        help(next, plies - 1, line, found, where, checks_from);
    } else {
      help(next, plies - 1, line, found, where, checks_from);
    }
    line.pop_back();
  }
}

}  // namespace veteran::problems
