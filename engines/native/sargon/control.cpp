// Board control counted from the pieces' side. POINTS, as the listing does
// it, runs ATTACK on each of the 64 squares and adds how many white and
// black attackers it filed; here each piece's attacked squares are found
// once, as square sets, and counted, with ATTACK's rules:
//
// - a pawn attacks the two squares diagonally ahead; a knight or king its
//   eight; a bishop, rook or queen along its lines up to the first piece,
//   that piece's square included;
// - a line goes on through a piece of the walker's colour that ATTACK would
//   itself file for the squares beyond: a queen, a rook on a rank or file, a
//   bishop on a diagonal, or a pawn for the one square it attacks along that
//   diagonal (ATTACK stops at a colour change, at a king and at anything that
//   does not attack along the line);
// - a pinned piece counts only along its pin line (PNCK, same pin list).
//
// The sum is the same; what the listing also leaves, the attack lists, is
// built by ATTACK for the squares XCHNG needs (a piece an opponent attacks).
// The lists can overflow, though: ATKSAV files two values a slot and a
// third in the next kind's slot, so a king filed when the king's slot is
// full (four attackers filed in the queen's slot before it: queens, pieces
// behind a queen on the scan, or with pins on the board every attacker
// found along a negative direction) writes into the next list's count, or
// for Black into the pin list. Where that can happen, or with two kings of a
// colour, the counts here would not be the listing's, so POINTS falls back
// to its scan. (Spills into the queen's slot from the slots below it need a
// third knight, bishop or rook: promotions; they fall back too.)
#include "engines/native/sargon/program.hpp"

#include "engines/native/sargon/bitboards.hpp"

namespace veteran::engines::sargon {

using namespace bitboards;

// PNCK's answer for the piece on `at` attacking along `dir` (either sign),
// read from the pin list exactly as PNCK reads it.
bool Program::pin_allows(uint8_t at, uint8_t dir) const {
  bool found_before = false;
  uint16_t entry = kPListA;
  uint8_t count = npins_;
  for (;;) {
    bool found = false;
    do {
      found = ram_[entry] == at;
      ++entry, --count;
    } while (!found && count != 0);
    if (!found) return true;
    if (found_before) return false;
    found_before = true;
    uint8_t pin = ram_[entry + 9u];
    if (pin != dir && static_cast<uint8_t>(-pin) != dir) return false;
    if (count == 0) return true;
  }
}

namespace {
// How many attackers ATKSAV files in the queen's slot of each square, as
// three bit planes counting to 4 and staying there.
struct SlotCount {
  uint64_t one = 0, two = 0, four = 0;
  void add(uint64_t squares) {
    const uint64_t carry = one & squares;
    one ^= squares;
    four |= two & carry;
    two ^= carry;
  }
};

constexpr uint64_t kFileA = 0x0101010101010101, kFileH = kFileA << 7;

// One colour's attacks: how many, where, and the queen's-slot bookkeeping.
struct SideCount {
  SideCount(const std::array<uint64_t, 8>& pieces, uint64_t all, bool is_white, bool pins_on_board)
      : own(pieces), occupied(all), white(is_white), pins(pins_on_board) {}
  const std::array<uint64_t, 8>& own;
  uint64_t occupied;
  bool white, pins;
  // Without pins, only queens and the pieces behind them on a line go to
  // the queen's slot: with one queen, at most three (two rooks or bishops
  // behind it), so the slots need counting only with pins or more queens.
  bool track = pins || std::popcount(own[Queen]) > 1;
  uint64_t see_through[2] = {own[Rook] | own[Queen], own[Bishop] | own[Queen]};
  int count = 0;
  uint64_t attacked = 0, twice = 0, king_slot = 0;
  SlotCount queen_slot;

  void add(uint64_t squares, uint64_t in_queen_slot) {
    count += std::popcount(squares);
    twice |= attacked & squares;
    attacked |= squares;
    if (track) queen_slot.add(in_queen_slot);
  }

  // The line from `from` along D, through pieces of this colour that ATTACK
  // lets a piece behind them join in with.
  template <int D>
  void line(int from, bool queen) {
    constexpr bool diagonal = is_diagonal(D), up = kOffsets[D] > 0;
    const uint64_t ray = kTables.ray[D][static_cast<size_t>(from)];
    const uint64_t stops = ray & occupied & ~see_through[diagonal];
    uint64_t squares = ray;
    int end = -1;
    if (stops) {
      end = nearest(D, stops);
      squares &= ~kTables.ray[D][static_cast<size_t>(end)];
      // An own pawn passes the line on to the one square it attacks along it.
      if (diagonal && up == white && (own[Pawn] & bit(end))) squares |= kTables.step[D][static_cast<size_t>(end)];
    }
    uint64_t in_queen_slot = 0;
    if (!track) {
    } else if (pins) {
      if (queen || up) in_queen_slot = squares;
    } else if (queen) {
      in_queen_slot = squares;
    } else {
      // Squares behind an own queen on the line, as seen from them: beyond the nearest one passed.
      const uint64_t passed = end < 0 ? ray : ray & ~kTables.ray[D][static_cast<size_t>(end)] & ~bit(end);
      if (const uint64_t queens = passed & own[Queen])
        in_queen_slot = squares & kTables.ray[D][static_cast<size_t>(nearest(D, queens))];
    }
    add(squares, in_queen_slot);
  }
  void line(int from, int d, bool queen) {
    switch (d) {
      case 0: return line<0>(from, queen);
      case 1: return line<1>(from, queen);
      case 2: return line<2>(from, queen);
      case 3: return line<3>(from, queen);
      case 4: return line<4>(from, queen);
      case 5: return line<5>(from, queen);
      case 6: return line<6>(from, queen);
      default: return line<7>(from, queen);
    }
  }
  void diagonals(int from, bool queen) {
    line<0>(from, queen), line<1>(from, queen), line<2>(from, queen), line<3>(from, queen);
  }
  void ranks_and_files(int from, bool queen) {
    line<4>(from, queen), line<5>(from, queen), line<6>(from, queen), line<7>(from, queen);
  }
  // Pawns, all at once: each of the two diagonals ahead counted apart.
  void pawns(uint64_t set) {
    const uint64_t left = white ? (set & ~kFileA) << 7 : (set & ~kFileA) >> 9;
    const uint64_t right = white ? (set & ~kFileH) << 9 : (set & ~kFileH) >> 7;
    // With pins, White's pawns are found by a negative step from the square (queen's slot).
    add(left, pins && white ? left : 0);
    add(right, pins && white ? right : 0);
  }
  void knight(int from) {
    add(kTables.knight[static_cast<size_t>(from)], pins ? kTables.knight_up[static_cast<size_t>(from)] : 0);
  }
  void king(int from) {
    const size_t f = static_cast<size_t>(from);
    add(kTables.king[f], pins ? kTables.king_up[f] : 0);
    king_slot |= pins ? kTables.king[f] & ~kTables.king_up[f] : kTables.king[f];
  }
  // One step of a piece on the pin list (pins are on the board).
  void step(int from, int d, uint8_t kind) {
    const uint64_t square = kTables.step[static_cast<size_t>(d)][static_cast<size_t>(from)];
    add(square, (kind == Queen || kOffsets[d] > 0) ? square : 0);
    if (kind == King && kOffsets[d] < 0) king_slot |= square;
  }
};
}  // namespace

VETERAN_SARGON_POPCOUNT bool Program::count_control() {
  const bool pins = npins_ != 0;
  // The pieces on the pin list: only these need PNCK's answer per direction.
  uint64_t pinned = 0;
  if (pins)
    for (uint8_t k = 0; k < npins_; ++k) {
      const uint8_t at = ram_[kPListA + k];
      if (on_board(at)) pinned |= bit(square_of(at));
    }
  bool overflow = false;
  int total[2] = {0, 0};
  for (size_t side = 0; side < 2; ++side) {
    const auto& own = pieces_[side];
    if (std::popcount(own[King]) > 1 || std::popcount(own[Knight]) > 2 || std::popcount(own[Bishop]) > 2 ||
        std::popcount(own[Rook]) > 2)
      overflow = true;
    SideCount c{own, occupied_, side == 0, pins};
    c.pawns(own[Pawn] & ~pinned);
    for (uint64_t set = own[Knight] & ~pinned; set; set &= set - 1) c.knight(std::countr_zero(set));
    for (uint64_t set = own[Bishop] & ~pinned; set; set &= set - 1) c.diagonals(std::countr_zero(set), false);
    for (uint64_t set = own[Rook] & ~pinned; set; set &= set - 1) c.ranks_and_files(std::countr_zero(set), false);
    for (uint64_t set = own[Queen] & ~pinned; set; set &= set - 1) {
      c.diagonals(std::countr_zero(set), true);
      c.ranks_and_files(std::countr_zero(set), true);
    }
    for (uint64_t set = own[King] & ~pinned; set; set &= set - 1) c.king(std::countr_zero(set));
    // A piece on the pin list, one direction at a time as PNCK allows them.
    for (uint64_t set = colour_[side] & pinned; set; set &= set - 1) {
      const int from = std::countr_zero(set);
      const uint8_t index = static_cast<uint8_t>(index_of(from)), kind = square(index) & 7;
      int first = 0, last = 8;  // queens and kings
      if (kind == Pawn) first = side ? 2 : 0, last = first + 2;
      if (kind == Knight) first = 8, last = 16;
      if (kind == Bishop) last = 4;
      if (kind == Rook) first = 4;
      for (int d = first; d < last; ++d) {
        if (!pin_allows(index, static_cast<uint8_t>(kOffsets[d]))) continue;
        if (kind >= Bishop && kind <= Queen)
          c.line(from, d, kind == Queen);
        else
          c.step(from, d, kind);
      }
    }
    if (c.track && (c.queen_slot.four & c.king_slot)) overflow = true;
    total[side] = c.count;
    attacked_[side] = c.attacked;
    attacked_twice_[side] = c.twice;
  }
  control_ = static_cast<uint8_t>(total[0] - total[1]);
  return !overflow;
}

}  // namespace veteran::engines::sargon
