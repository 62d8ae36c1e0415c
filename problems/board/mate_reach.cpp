#include "problems/board/mate_reach.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace veteran::problems {
namespace {

constexpr Bitboard kAll = ~Bitboard{0};
constexpr Bitboard kFileA = 0x0101010101010101ull, kFileB = kFileA << 1, kFileG = kFileA << 6, kFileH = kFileA << 7;
constexpr Bitboard kRank2 = kRank1 << 8, kRank7 = kRank1 << 48;
// Either side's moves counted at most; with more, the bound says yes.
constexpr int kMostSteps = 15;
static_assert(std::tuple_size_v<decltype(BlockingSquares::within)> == kMostSteps + 1);

constexpr Bitboard king_step(Bitboard b) {
  const Bitboard sides = ((b << 1) & ~kFileA) | ((b >> 1) & ~kFileH), row = b | sides;
  return sides | (row << 8) | (row >> 8);
}

constexpr Bitboard knight_step(Bitboard b) {
  const Bitboard one = ((b >> 1) & ~kFileH) | ((b << 1) & ~kFileA);
  const Bitboard two = ((b >> 2) & ~(kFileG | kFileH)) | ((b << 2) & ~(kFileA | kFileB));
  return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

constexpr Bitboard pawn_captures(Bitboard b, Side side) {
  if (side == WhiteSide) return ((b << 7) & ~kFileH) | ((b << 9) & ~kFileA);
  return ((b >> 9) & ~kFileH) | ((b >> 7) & ~kFileA);
}

// One pawn move from each of the squares: pushes, the double step from the
// second rank, captures (whatever stands there on the real board).
constexpr Bitboard pawn_step(Bitboard b, Side side) {
  if (side == WhiteSide) return (b << 8) | ((b & kRank2) << 16) | pawn_captures(b, side);
  return (b >> 8) | ((b & kRank7) >> 16) | pawn_captures(b, side);
}

// The squares from which a pawn of `side` reaches one of `b` in one move.
Bitboard pawn_before(Bitboard b, Side side) {
  if (side == WhiteSide) return (b >> 8) | ((b & (kRank1 << 24)) >> 16) | pawn_captures(b, BlackSide);
  return (b << 8) | ((b & (kRank1 << 32)) << 16) | pawn_captures(b, WhiteSide);
}

constexpr Bitboard colour_of(Sq s) { return (kLightSquares & bit(s)) ? kLightSquares : ~kLightSquares; }

// What a piece attacks on an empty board: the attack table's answer, or,
// while the compiler works out the pawns' table (pawn_reach), its rays
// walked square by square.
constexpr Bitboard empty_board_attacks(Kind k, Sq from) {
  if (!std::is_constant_evaluated()) return attacks_of(k, from, 0);
  if (k == KnightKind) return knight_step(bit(from));
  if (k == KingKind) return king_step(bit(from));
  Bitboard r = 0;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const bool diagonal = df != 0 && dr != 0, straight = (df == 0) != (dr == 0);
      if (!(diagonal && k != RookKind) && !(straight && k != BishopKind)) continue;
      for (int f = file_of(from) + df, rk = rank_of(from) + dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f += df, rk += dr)
        r |= bit(make_sq(f, rk));
    }
  return r;
}

static_assert(empty_board_attacks(RookKind, 0) == 0x01010101010101FEull);    // a1: the a-file and the first rank
static_assert(empty_board_attacks(BishopKind, 0) == 0x8040201008040200ull);  // a1: the long diagonal
static_assert(std::popcount(empty_board_attacks(QueenKind, 27)) == 27);      // d4
static_assert(empty_board_attacks(KnightKind, 0) == 0x0000000000020400ull);  // a1: b3, c2

// Where a piece (not a pawn) from `from` may stand after at most `moves`
// moves: a rook or queen anywhere after two, a bishop on its colour.
constexpr Bitboard piece_reach(Kind k, Sq from, int moves) {
  Bitboard r = bit(from);
  if (k == KnightKind || k == KingKind) {
    for (int i = 0; i < moves; ++i) r |= k == KnightKind ? knight_step(r) : king_step(r);
    return r;
  }
  if (moves == 0) return r;
  if (moves == 1) return r | empty_board_attacks(k, from);
  return k == BishopKind ? colour_of(from) : kAll;
}

// What a piece from `from` may attack after at most `moves` moves: a rook
// or queen every square after one (it steps onto the target's file or
// rank), a bishop every square of its colour.
constexpr Bitboard piece_cover(Kind k, Sq from, int moves) {
  if (k == KnightKind) return knight_step(piece_reach(k, from, moves));
  if (k == KingKind) return king_step(piece_reach(k, from, moves));
  if (moves == 0) return empty_board_attacks(k, from);
  return k == BishopKind ? colour_of(from) : kAll;
}

// A pawn of `side` from `from` after at most `moves` moves, on an empty
// board: where it may stand still a pawn (at), what it may attack as a pawn
// or, promoted on the way, as any piece with the moves left (cover), where
// it may stand either way (stand), and whether it may promote at all.
struct PawnReach {
  Bitboard at = 0, cover = 0, stand = 0;
  bool promotes = false;
};
constexpr PawnReach work_out_pawn_reach(Sq from, Side side, int moves) {
  const Bitboard last = side == WhiteSide ? kRank8 : kRank1;
  PawnReach r;
  Bitboard reach = bit(from), promoted = 0;
  for (int i = 0;; ++i) {
    for (Bitboard fresh = reach & last & ~promoted; fresh;) {
      const Sq s = pop_lowest(fresh);
      promoted |= bit(s);
      r.promotes = true;
      r.cover |= piece_cover(QueenKind, s, moves - i) | piece_cover(KnightKind, s, moves - i);
      r.stand |= piece_reach(QueenKind, s, moves - i) | piece_reach(KnightKind, s, moves - i);
    }
    if (i == moves) break;
    reach |= pawn_step(reach & ~last, side);
  }
  r.at = reach & ~last;
  r.cover |= pawn_captures(r.at, side);
  r.stand |= r.at;
  return r;
}
// Worked out for every square, side and number of moves the bound counts
// when veteran is built: asked for every pawn and every number of moves at
// every position, it was a tenth of a helpmate's time; worked out at
// start-up, 85 microseconds of every helpmate's process (220 K cycles).
// Each square's row is a constant expression of its own: the whole table
// as one takes clang past the steps it allows one (1,048,576).
using PawnReachRow = std::array<PawnReach, kMostSteps + 1>;
template <Sq From, Side S>
constexpr PawnReachRow kPawnReachRow = [] {
  PawnReachRow row{};
  for (int i = 0; i <= kMostSteps; ++i) row[i] = work_out_pawn_reach(From, S, i);
  return row;
}();
template <Side S, Sq... From>
constexpr std::array<PawnReachRow, 64> pawn_reach_rows(std::integer_sequence<Sq, From...>) {
  return {kPawnReachRow<From, S>...};
}
constexpr std::array<std::array<PawnReachRow, 64>, 2> kPawnReach = {
    pawn_reach_rows<WhiteSide>(std::make_integer_sequence<Sq, 64>{}),
    pawn_reach_rows<BlackSide>(std::make_integer_sequence<Sq, 64>{})};
PawnReach pawn_reach(Sq from, Side side, int moves) {
  return moves <= kMostSteps ? kPawnReach[side][from][moves] : work_out_pawn_reach(from, side, moves);
}

struct Cover {
  Bitboard by_men = 0;  // by the men but the king: the squares a check can come to
  Bitboard by_king = 0;
};

// What `side` may attack after at most `moves` of its moves, on an empty board.
Cover cover(const Board& b, Side side, int moves) {
  Cover c;
  c.by_king = piece_cover(KingKind, b.king(side), moves);
  for (Kind k : {QueenKind, RookKind, BishopKind, KnightKind})
    for (Bitboard men = b.pieces(side, k); men;) {
      c.by_men |= piece_cover(k, pop_lowest(men), moves);
      if (c.by_men == kAll) return c;
    }
  for (Bitboard men = b.pieces(side, PawnKind); men;) c.by_men |= pawn_reach(pop_lowest(men), side, moves).cover;
  return c;
}

// Where a man of `side` of kind k from s may stand after at most i moves.
Bitboard stand_within(Kind k, Sq s, Side side, int i) {
  return k == PawnKind ? pawn_reach(s, side, i).stand : piece_reach(k, s, i);
}

// The men of `side` but its king: where each may stand after at most i
// moves (up to `limit`), on an empty board, and where any of them may.
struct Blockers {
  int n = 0, limit = 0;
  std::array<Kind, 15> kind;
  std::array<bool, 15> promotes;  // a pawn that may promote within `limit`
  std::array<std::array<Bitboard, kMostSteps + 1>, 15> within;
  std::array<Bitboard, kMostSteps + 1> any;
  int steps(int j, Sq y, int most) const {
    for (int i = 0; i <= most; ++i)
      if (within[j][i] & bit(y)) return i;
    return 255;
  }
  // The fewest moves after which one of them may stand on y (255: more
  // than `limit`).
  int fewest(Sq y) const {
    for (int i = 0; i <= limit; ++i)
      if (any[i] & bit(y)) return i;
    return 255;
  }
};
Blockers blockers_of(const Board& b, Side side, int limit) {
  Blockers r;
  r.limit = limit;
  for (Kind k : {QueenKind, RookKind, BishopKind, KnightKind, PawnKind})
    for (Bitboard men = b.pieces(side, k); men;) {
      const Sq s = pop_lowest(men);
      r.kind[r.n] = k;
      r.promotes[r.n] = k == PawnKind && pawn_reach(s, side, std::min(limit, kMostSteps)).promotes;
      for (int i = 0; i <= limit; ++i)
        r.within[r.n][i] = k == KnightKind && i > 0 ? r.within[r.n][i - 1] | knight_step(r.within[r.n][i - 1])
                                                    : stand_within(k, s, side, i);
      ++r.n;
    }
  for (int i = 0; i <= limit; ++i) {
    r.any[i] = 0;
    for (int j = 0; j < r.n; ++j) r.any[i] |= r.within[j][i];
  }
  return r;
}

// A pawn of `side` takes a man of the other side with each step aside:
// for a square t of `reach` (where it may stand, still a pawn, from
// `from`), the fewest of the other side's moves that bring a man to each
// square it takes on, its cheapest way there (255: none), the other side's
// men being `victims`. An en passant capture is taken as free. Worked back
// from t, only the squares on its ways asked (asked for every square of
// the reach, rank by rank, it was a tenth of a helpmate's time), each kept
// in `out` and marked in `known`.
int supply_cost(Sq from, Side side, Bitboard reach, const Blockers& victims, std::array<uint8_t, 64>& out,
                Bitboard& known, Sq t) {
  // On its own file it may get there by its steps alone (t is within its
  // reach, and so are the squares on the way).
  if (file_of(t) == file_of(from)) return 0;
  if (known & bit(t)) return out[t];
  const bool white = side == WhiteSide;
  // The squares it may come from: a step or a capture (its first two steps
  // cost what the double step does).
  int best = 255;
  if (const Bitboard step = (white ? bit(t) >> 8 : bit(t) << 8) & reach)
    best = supply_cost(from, side, reach, victims, out, known, lowest(step));
  const Bitboard passing = white ? kRank1 << 40 : kRank1 << 16;
  const int cost = (bit(t) & passing) ? 0 : victims.fewest(t);
  for (Bitboard ps = cost < 255 ? pawn_captures(bit(t), flip(side)) & reach : 0; ps;)
    best = std::min(best, supply_cost(from, side, reach, victims, out, known, pop_lowest(ps)) + cost);
  out[t] = static_cast<uint8_t>(std::min(best, 255));
  known |= bit(t);
  return out[t];
}

// A man's ways of covering the ring of squares round z: each set of them
// it may attack from one square, with the fewest moves that takes, none
// kept that another covers with as few moves (when there would be more
// than there is room for, the last two merged into one covering both).
struct Way {
  Bitboard ring, held;  // held: the square of the ring it stands on
  int moves, supply;    // supply: the mated side's moves its captures need
  Bitboard on;          // the checker's square (the two merged when there is no room: both)
  Bitboard from;        // a checker's: its square, and those of the ways it does better than
};
struct Ways {
  std::array<Way, 64> way;
  int n = 0;
  static bool better(const Way& a, const Way& b) {
    return (a.ring & b.ring) == b.ring && (a.held & b.held) == a.held && a.moves <= b.moves && a.supply <= b.supply &&
           (a.on & b.on) == a.on;
  }
  void add(Bitboard ring, int moves, Bitboard held = 0, int supply = 0, Bitboard on = 0, Bitboard from = 0) {
    Way fresh{ring, held, moves, supply, on, from};
    for (int i = 0; i < n; ++i)
      if (better(way[i], fresh)) {
        way[i].from |= from;
        return;
      }
    int kept = 0;
    for (int i = 0; i < n; ++i)
      if (!better(fresh, way[i]))
        way[kept++] = way[i];
      else
        fresh.from |= way[i].from;
    n = kept;
    if (n == static_cast<int>(way.size()))
      way[n - 1] = {way[n - 1].ring | ring,
                    way[n - 1].held & held,
                    std::min(way[n - 1].moves, moves),
                    std::min(way[n - 1].supply, supply),
                    way[n - 1].on | on,
                    way[n - 1].from | from};
    else
      way[n++] = fresh;
  }
};

// A piece's ways round z and of checking z (not a pawn's: its captures
// need the other side's men) depend on nothing but its kind, its square, z
// and the moves: kept, a thread's own table, and copied out when asked
// again. Worked out afresh in every position they were a tenth of a
// helpmate's time: Arnold 2009's h#5 0.045 -> 0.040 s, Arnold 2008's h#3
// 0.51 -> 0.41 s.
constexpr int kKeptWays = 16;
struct KeptWays {
  uint32_t key;  // 0: nothing kept
  int n;
  std::array<Way, kKeptWays> way;
};
struct KeptWaysTable {
  static constexpr int kBits = 10;  // half a megabyte a thread: more, and a two-mover pays for the pages
  std::array<KeptWays, 1 << kBits> entries;
  // role: 0 the piece's ways round z; 1 its ways of checking z, 2 the
  // same where the checker's square is kept apart.
  static uint32_t key_of(int role, Kind k, Sq from, Sq z, int moves) {
    return 1 + static_cast<uint32_t>((((role * 8 + k) * 64 + from) * 64 + z) * (kMostSteps + 1) + moves);
  }
  // Copies what is kept for `key` into w, if anything is.
  bool find(uint32_t key, Ways& w) {
    const KeptWays& kept = slot(key);
    if (kept.key != key) return false;
    w.n = kept.n;
    std::copy_n(kept.way.begin(), kept.n, w.way.begin());
    return true;
  }
  void keep(uint32_t key, const Ways& w) {
    if (w.n > kKeptWays) return;
    KeptWays& kept = slot(key);
    kept.key = key;
    kept.n = w.n;
    std::copy_n(w.way.begin(), w.n, kept.way.begin());
  }
  KeptWays& slot(uint32_t key) { return entries[(key * 0x9E3779B1u) >> (32 - kBits)]; }
};
// Zeroed by calloc, not by a constructor: a large block comes straight
// from the kernel's zero pages, so only the pages of the entries a search
// uses are ever touched. Written zero by make_unique, the table was 0.25 ms
// of every helpmate's start (655 K cycles, Arnold 2009's h#5).
KeptWaysTable& kept_ways() {
  static_assert(std::is_trivially_default_constructible_v<KeptWaysTable>);
  struct Free {
    void operator()(KeptWaysTable* t) const { std::free(t); }
  };
  thread_local const std::unique_ptr<KeptWaysTable, Free> table{
      static_cast<KeptWaysTable*>(std::calloc(1, sizeof(KeptWaysTable)))};
  if (!table) throw std::bad_alloc();
  return *table;
}

bool may_castle(const Board& b, Side side) {
  return (b.castling() & (side == WhiteSide ? (WhiteShort | WhiteLong) : (BlackShort | BlackLong))) != 0;
}

// The squares the king of `side` may stand on after at most `moves` steps.
Bitboard king_zone(const Board& b, Side side, int moves) { return piece_reach(KingKind, b.king(side), moves); }

int king_distance(Sq a, Sq b) { return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b))); }

}  // namespace

BlockingSquares blocking_squares(const Board& b, int mating_moves, int mated_moves, Bitboard where) {
  const Side side = b.to_move(), other = flip(side);
  BlockingSquares r;
  r.within.fill(~Bitboard{0});
  r.mating = ~Bitboard{0};
  if (mated_moves > kMostSteps || mating_moves > kMostSteps) return r;
  r.within.fill(0);
  r.mating = where;
  // Where a pawn of the other side may take a man on its way to a square
  // from which it attacks one round the squares its king may be mated on,
  // or the king, or stands on one.
  const Bitboard zone = king_zone(b, side, mated_moves) & where;
  Bitboard taken_on = 0;
  if (Bitboard pawns = b.pieces(other, PawnKind)) {
    const Bitboard flights = king_step(zone);
    Bitboard useful = flights | pawn_captures(flights | zone, side);
    for (int i = 1; i < mating_moves; ++i) useful |= pawn_before(useful, other);
    for (; pawns;) taken_on |= pawn_captures(pawn_reach(pop_lowest(pawns), other, mating_moves - 1).at, other) & useful;
  }
  // A man that comes in i moves counts with the king's steps: it matters
  // only round a square the king reaches with the moves left after those i.
  for (int i = 0; i <= mated_moves; ++i)
    if (const Bitboard near = king_zone(b, side, mated_moves - i) & where) r.within[i] = king_step(near) | taken_on;
  return r;
}

bool brings_blocker_closer(const Board& b, Move m, int mated_moves, const BlockingSquares& counted) {
  const Side side = b.to_move();
  const Kind before = b.kind_at(m.from());
  if (mated_moves > kMostSteps) return true;
  // The king counts by its steps to the mating squares alone.
  if (before == KingKind) {
    for (Bitboard zs = counted.mating; zs;) {
      const Sq z = pop_lowest(zs);
      if (king_distance(m.to(), z) < king_distance(m.from(), z)) return true;
    }
    return m.touches_another_man();
  }
  const Kind after = m.is_promotion() ? m.promoted() : before;
  for (int i = 0; i <= mated_moves; ++i)
    if (stand_within(after, m.to(), side, i) & counted.within[i] & ~stand_within(before, m.from(), side, i))
      return true;
  return false;
}

bool can_check_within(const Board& b, Side checker, int checker_moves, int king_moves) {
  const Side mated = flip(checker);
  if (may_castle(b, mated)) return true;
  return (cover(b, checker, checker_moves).by_men & king_zone(b, mated, king_moves)) != 0;
}

bool can_mate_within(const Board& b, Side mating, int mating_moves, int mated_moves) {
  return mating_squares(b, mating, mating_moves, mated_moves, kAll, false) != 0;
}

Bitboard mating_squares(const Board& b, Side mating, int mating_moves, int mated_moves, Bitboard only, bool every,
                        const CheckerSquares& checks_from, CheckerSquares* checkers_at) {
  const Side mated = flip(mating);
  if (checkers_at) *checkers_at = CheckerSquares{};
  if (may_castle(b, mated)) return only;
  const int m = mating_moves;
  const Cover c = cover(b, mating, m);
  const Bitboard checkable = c.by_men & king_zone(b, mated, mated_moves) & only;
  if (!checkable) return 0;
  if (m > kMostSteps || mated_moves > kMostSteps) return checkable;
  if (checkers_at) checkers_at->from[4] = 0;

  // Each flight square nobody covers must be taken by a man of the mated
  // side: its moves there, with the king's steps to z, must fit in the
  // mated side's moves (one man a square, at the least).
  const Blockers blockers = blockers_of(b, mated, mated_moves);
  const Sq king = b.king(mated);
  // Without a rook, bishop or queen of the mating side, or a pawn that may
  // promote, its check is a single one (a double check needs a line piece
  // uncovered): a man of the mated side that attacks the checker takes it.
  // A blocker's square is known, so none is put where it would (a knight
  // or pawn, or a piece next to the checker; a pawn that may promote is
  // left out). A pinned blocker needs no exception: its pinner covers its
  // square, which then needs no blocker.
  bool plain = !(b.pieces(mating, QueenKind) | b.pieces(mating, RookKind) | b.pieces(mating, BishopKind));
  for (Bitboard pawns = b.pieces(mating, PawnKind); plain && pawns;)
    plain = !pawn_reach(pop_lowest(pawns), mating, std::min(mating_moves, kMostSteps)).promotes;
  Bitboard checker_on = 0;  // the checker's square, while the sharing is asked about it
  auto takes_checker = [&](int j, Sq y) {
    Bitboard from = 0;
    switch (blockers.kind[j]) {
      case KnightKind: from = tables().knight[y]; break;
      case PawnKind: from = blockers.promotes[j] ? 0 : tables().pawn[mated][y]; break;
      default: from = attacks_of(blockers.kind[j], y, 0) & tables().king[y];
    }
    return (from & checker_on) == checker_on;
  };
  // blockers.fewest(y), kept as asked (the same few squares round z are
  // asked at every step of the sharing).
  std::array<uint8_t, 64> fewest_on;
  Bitboard fewest_known = 0;
  auto fewest = [&](Sq y) -> int {
    if (!(fewest_known & bit(y))) {
      fewest_known |= bit(y);
      fewest_on[y] = static_cast<uint8_t>(blockers.fewest(y));
    }
    return fewest_on[y];
  };
  // Each square in `open` taken by a different man, within `left` moves.
  auto assign = [&](auto& self, Bitboard open, int left, uint32_t used) -> bool {
    if (!open) return true;
    const Sq y = pop_lowest(open);
    int others = 0;  // the fewest the rest could take
    for (Bitboard r = open; r;) others += fewest(pop_lowest(r));
    for (int j = 0; j < blockers.n; ++j) {
      if (used >> j & 1) continue;
      const int cost = blockers.steps(j, y, left - others);
      if (cost <= left - others && !(checker_on && takes_checker(j, y)) &&
          self(self, open, left - cost, used | 1u << j))
        return true;
    }
    return false;
  };
  // `held`: squares round z no man of the mated side may take (a man of
  // the mating side stands there), so they must be covered.
  // `supplied`: the mated side's moves spent bringing men where the mating
  // side's pawns take them.
  auto fits = [&](Sq z, Bitboard covered, Bitboard held = 0, int supplied = 0) {
    if (held & ~covered) return false;
    const Bitboard open = tables().king[z] & ~covered;
    const int budget = mated_moves - supplied;
    // The squares counted in the loop: without -mpopcnt, std::popcount is
    // a library call, a tenth of the bound's time.
    int cost = king_distance(king, z), taken = 0;
    for (Bitboard ys = open; ys && cost <= budget; ++taken) cost += fewest(pop_lowest(ys));
    return cost <= budget && taken <= blockers.n && assign(assign, open, budget - king_distance(king, z), 0);
  };
  // First with all the mating side may attack, each man in every place at once.
  Bitboard candidates = 0;
  for (Bitboard zs = checkable; zs;) {
    const Sq z = pop_lowest(zs);
    if (fits(z, c.by_men | c.by_king)) candidates |= bit(z);
  }
  if (!candidates) return 0;

  // Then each man put on a square. The mating side's men (its king last),
  // each with where it may stand and what it may attack within i moves:
  struct Man {
    Kind kind;
    Sq sq;
    std::array<Bitboard, kMostSteps + 1> at, cover;  // a pawn's at: still a pawn; cover: promoted too
    bool promotes;  // a pawn that may promote in time: where it may stand as a queen or a knight
    std::array<Bitboard, kMostSteps + 1> as_queen, as_knight;  // (a rook or bishop does no more than a queen)
    std::array<uint8_t, 64> supply;  // a pawn: the mated side's moves its captures on the way to each square need
    Bitboard supply_known;           // the squares of `supply` worked out
  };
  std::array<Man, 17> men;
  int count = 0;
  for (Kind k : {QueenKind, RookKind, BishopKind, KnightKind, PawnKind, KingKind})
    for (Bitboard on = b.pieces(mating, k); on;) {
      Man& x = men[count++];
      x.kind = k;
      x.sq = pop_lowest(on);
      x.promotes = false;
      for (int i = 0; i <= m; ++i) {
        if (k == PawnKind) {
          const PawnReach r = pawn_reach(x.sq, mating, i);
          x.at[i] = r.at;
          x.cover[i] = r.cover;
          x.promotes = r.promotes;
        } else if ((k == KnightKind || k == KingKind) && i > 0) {  // a step further than the move before
          const auto step = k == KnightKind ? knight_step : king_step;
          x.at[i] = x.at[i - 1] | step(x.at[i - 1]);
          x.cover[i] = step(x.at[i]);
        } else {
          x.at[i] = piece_reach(k, x.sq, i);
          x.cover[i] = piece_cover(k, x.sq, i);
        }
      }
      if (x.promotes) {
        x.as_queen.fill(0);
        x.as_knight.fill(0);
        const Bitboard last = mating == WhiteSide ? kRank8 : kRank1;
        Bitboard reach = bit(x.sq), promoted = 0;
        for (int step = 0; step <= m; ++step) {
          for (Bitboard fresh = reach & last & ~promoted; fresh;) {
            const Sq p = pop_lowest(fresh);
            promoted |= bit(p);
            for (int i = step; i <= m; ++i) {
              x.as_queen[i] |= piece_reach(QueenKind, p, i - step);
              x.as_knight[i] |= piece_reach(KnightKind, p, i - step);
            }
          }
          reach |= pawn_step(reach & ~last, mating);
        }
      }
    }
  // A man as it stands, and a pawn that may promote as a queen and a knight.
  using Reach = std::array<Bitboard, kMostSteps + 1>;
  struct Form {
    Kind kind;
    const Reach* at;
  };
  auto forms_of = [&](const Man& x, std::array<Form, 3>& f) {
    f[0] = {x.kind, &x.at};
    if (!x.promotes) return 1;
    f[1] = {QueenKind, &x.as_queen};
    f[2] = {KnightKind, &x.as_knight};
    return 3;
  };
  auto attacks_as = [&](Kind k, Sq t) { return k == PawnKind ? tables().pawn[mating][t] : attacks_of(k, t, 0); };
  auto attacks_from = [&](const Man& x, Sq t) { return attacks_as(x.kind, t); };
  auto moves_to = [&](const Reach& at, Sq t) {
    int i = 0;
    while (!(at[i] & bit(t))) ++i;
    return i;
  };

  std::array<Ways, 17> ways;
  // Where a man of the mating side cannot stand at the mate: on z (the
  // king is there; one standing there now may be taken), nor its king next
  // to z (it must move).
  auto banned = [&](Kind k, Sq z) { return k == KingKind ? bit(z) | tables().king[z] : bit(z); };
  // The squares from which a man of kind k attacks z (on an empty board,
  // the squares it attacks from z, but for pawns).
  auto checking_from = [&](Kind k, Sq z) { return k == PawnKind ? tables().pawn[mated][z] : attacks_of(k, z, 0); };
  // ... and some square of `squares`.
  auto attacking = [&](Kind k, Bitboard squares) {
    Bitboard from = 0;
    for (; squares;) from |= checking_from(k, pop_lowest(squares));
    return from;
  };

  // A pawn's supply costs, worked out as asked for.
  uint32_t supply_asked = 0;
  auto supply_to = [&](int q, Sq t) {
    Man& x = men[q];
    if (!(supply_asked >> q & 1)) {
      supply_asked |= 1u << q;
      x.supply_known = 0;
    }
    return supply_cost(x.sq, mating, x.at[m], blockers, x.supply, x.supply_known, t);
  };

  // With checkers_at: the squares the checker gives the mate from, where
  // one is found (every way of every checker asked, but one that gives
  // nothing new).
  Bitboard mated_from = 0;
  auto mates_on = [&](Sq z) {
    mated_from = 0;
    const Bitboard allowed_from = checks_from.of(z);
    const Bitboard ring = tables().king[z];
    uint32_t known = 0;  // the men whose ways round z are worked out
    auto ways_of = [&](int q) -> const Ways& {
      if (!(known >> q & 1)) {
        known |= 1u << q;
        const Man& x = men[q];
        Ways& w = ways[q];
        w.n = 0;
        const uint32_t key = x.kind == PawnKind ? 0 : KeptWaysTable::key_of(0, x.kind, x.sq, z, m);
        if (key && kept_ways().find(key, w)) return w;
        // Taken (by the king, when it stands on z): it covers nothing and
        // stands nowhere, and the bound counts no move for the capture.
        if (x.kind != KingKind) w.add(0, 0);
        std::array<Form, 3> forms;
        for (int f = 0, nf = forms_of(x, forms); f < nf; ++f) {
          const auto [k, at] = forms[f];
          // Only from squares attacking the ring does a man cover any of
          // it, and one standing on the ring must be covered; from the rest
          // it covers nothing, which the king (that cannot be taken) does
          // with the fewest moves to one of them (not every such square
          // looked at).
          const Bitboard allowed = (*at)[m] & ~banned(k, z), near = attacking(k, ring);
          for (Bitboard ts = allowed & (near | ring); ts;) {
            const Sq t = pop_lowest(ts);
            const int supply = f == 0 && k == PawnKind ? supply_to(q, t) : 0;
            if (supply <= mated_moves) w.add(attacks_as(k, t) & ring, moves_to(*at, t), bit(t) & ring, supply);
          }
          for (int i = 0; x.kind == KingKind && i <= m; ++i)
            if ((*at)[i] & allowed & ~near & ~ring) {
              w.add(0, i);
              break;
            }
        }
        if (key) kept_ways().keep(key, w);
      }
      return ways[q];
    };
    // All the men's moves come out of the mating side's one budget: the
    // checker's, then each way of sharing the rest out among the others
    // (one that stays covers from where it stands), a branch dropped once
    // even the most they could cover leaves too much for the mated side.
    std::array<int, 17> others;
    int n = 0;
    uint32_t must_move = 0;  // the men standing where they cannot stay
    auto share = [&](auto& self, int k, int rest, Bitboard so_far, Bitboard held, int supplied) -> bool {
      Bitboard most = so_far;
      for (int r = k; r < n; ++r) most |= men[others[r]].cover[rest] & ring;
      if (!fits(z, most, held, supplied)) return false;
      // Men that could add nothing to what is covered spend nothing.
      while (k < n && !(must_move >> others[k] & 1) && !(men[others[k]].cover[rest] & ring & ~so_far)) ++k;
      if (k == n) return fits(z, so_far, held, supplied);
      const Ways& w = ways_of(others[k]);
      for (int i = 0; i < w.n; ++i)
        if (w.way[i].moves <= rest && self(self, k + 1, rest - w.way[i].moves, so_far | w.way[i].ring,
                                           held | w.way[i].held, supplied + w.way[i].supply))
          return true;
      return false;
    };
    // The checker (not the king), on each square it may check z from; only
    // the last move gives the check, so a knight or pawn standing there
    // already must leave and come back (a slider's may be discovered).
    for (int p = 0; p < count; ++p) {
      const Man& x = men[p];
      if (x.kind == KingKind || !(x.cover[m] & bit(z))) continue;
      n = 0;
      must_move = 0;
      Bitboard staying = 0;  // what the men that cannot do better than stay cover
      for (int q = 0; q < count; ++q) {
        if (q == p) continue;
        const Bitboard stay = men[q].sq == z ? 0 : attacks_from(men[q], men[q].sq) & ring;
        if (men[q].kind == KingKind && (banned(KingKind, z) & bit(men[q].sq))) {
          must_move |= 1u << q;
          others[n++] = q;
        } else if (!men[q].promotes && !(men[q].cover[m] & ring & ~stay)) {
          staying |= stay;
        } else {
          others[n++] = q;
        }
      }
      Ways checks;
      const uint32_t key = x.kind == PawnKind ? 0 : KeptWaysTable::key_of(plain ? 2 : 1, x.kind, x.sq, z, m);
      const bool kept = key && kept_ways().find(key, checks);
      std::array<Form, 3> forms;
      for (int f = 0, nf = kept ? 0 : forms_of(x, forms); f < nf; ++f) {
        const auto [k, at] = forms[f];
        const bool leaper = f == 0 && (k == KnightKind || k == PawnKind);
        for (Bitboard ts = (*at)[m] & checking_from(k, z); ts;) {
          const Sq t = pop_lowest(ts);
          int used = moves_to(*at, t);
          if (t == x.sq && leaper) {
            if (k == PawnKind) continue;
            used = 2;
          }
          const int supply = f == 0 && k == PawnKind ? supply_to(p, t) : 0;
          if (used <= m && supply <= mated_moves)
            checks.add(attacks_as(k, t) & ring, used, bit(t) & ring, supply, plain ? bit(t) : 0, bit(t));
        }
      }
      if (key && !kept) kept_ways().keep(key, checks);
      for (int i = 0; i < checks.n; ++i) {
        if (!(checks.way[i].from & allowed_from) || (checks.way[i].from & ~mated_from) == 0) continue;
        checker_on = plain ? checks.way[i].on : 0;
        const bool mate = share(share, 0, m - checks.way[i].moves, staying | checks.way[i].ring, checks.way[i].held,
                                checks.way[i].supply);
        checker_on = 0;
        if (!mate) continue;
        if (!checkers_at) return true;
        mated_from |= checks.way[i].from;  // and the checker's other ways asked too
      }
    }
    return mated_from != 0;
  };
  Bitboard found = 0;
  for (Bitboard zs = candidates; zs;) {
    const Sq z = pop_lowest(zs);
    if (!mates_on(z)) continue;
    found |= bit(z);
    if (checkers_at) checkers_at->add(z, mated_from);
    if (!every) break;
  }
  return found;
}

}  // namespace veteran::problems
