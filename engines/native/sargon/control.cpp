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
#include "native/sargon/program.hpp"

#include "native/sargon/bitboards.hpp"

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
}  // namespace

// Counting is popcount after popcount: built twice, the host's population
// count instruction chosen when the processor has it (x86-64 before 2008 had
// none, and the default build does not assume it).
#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target_clones("popcnt", "default")))
#endif
bool Program::count_control() {
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
  for (int side = 0; side < 2; ++side) {
    const auto& own = pieces_[static_cast<size_t>(side)];
    if (std::popcount(own[King]) > 1 || std::popcount(own[Knight]) > 2 || std::popcount(own[Bishop]) > 2 ||
        std::popcount(own[Rook]) > 2)
      overflow = true;
    // Without pins, only queens and the pieces behind them on a line go to
    // the queen's slot: with one queen, at most three (two rooks or bishops
    // behind it), so the slots need counting only with pins or more queens.
    const bool track = pins || std::popcount(own[Queen]) > 1;
    uint64_t attacked = 0, king_slot = 0;
    SlotCount queen_slot;
    int count = 0;
    auto add = [&](uint64_t squares, uint64_t in_queen_slot) {
      count += std::popcount(squares);
      attacked |= squares;
      if (track) queen_slot.add(in_queen_slot);
    };
    // A line from `from` along d, through pieces of this colour that ATTACK
    // lets a piece behind them join in with.
    const uint64_t see_through[2] = {own[Rook] | own[Queen], own[Bishop] | own[Queen]};
    auto line = [&](int from, int d, bool queen) {
      const uint64_t ray = kTables.ray[static_cast<size_t>(d)][static_cast<size_t>(from)];
      const uint64_t stops = ray & occupied_ & ~see_through[is_diagonal(d)];
      uint64_t squares = ray;
      int end = -1;
      if (stops) {
        end = nearest(d, stops);
        squares &= ~kTables.ray[static_cast<size_t>(d)][static_cast<size_t>(end)];
        // An own pawn passes the line on to the one square it attacks along it.
        if (is_diagonal(d) && (own[Pawn] & bit(end)) && (kOffsets[d] > 0) == (side == 0))
          squares |= kTables.step[static_cast<size_t>(d)][static_cast<size_t>(end)];
      }
      uint64_t in_queen_slot = 0;
      if (!track) {
      } else if (pins) {
        if (queen || kOffsets[d] > 0) in_queen_slot = squares;
      } else if (queen) {
        in_queen_slot = squares;
      } else {
        // Squares behind an own queen on the line, as seen from them: beyond the nearest one passed.
        const uint64_t passed = end < 0 ? ray : ray & ~kTables.ray[static_cast<size_t>(d)][static_cast<size_t>(end)] & ~bit(end);
        if (const uint64_t queens = passed & own[Queen])
          in_queen_slot = squares & kTables.ray[static_cast<size_t>(d)][static_cast<size_t>(nearest(d, queens))];
      }
      add(squares, in_queen_slot);
    };
    // A piece on the pin list, one direction at a time as PNCK allows them.
    auto pinned_piece = [&](int from, uint8_t kind) {
      const uint8_t index = static_cast<uint8_t>(index_of(from));
      const bool slides = kind >= Bishop && kind <= Queen;
      int first = 0, last = 16;
      if (kind == Pawn) first = side ? 2 : 0, last = first + 2;
      if (kind == Knight) first = 8;
      if (kind == Bishop) last = 4;
      if (kind == Rook) first = 4, last = 8;
      if (kind == Queen || kind == King) last = 8;
      for (int d = first; d < last; ++d) {
        if (!pin_allows(index, static_cast<uint8_t>(kOffsets[d]))) continue;
        if (slides) {
          line(from, d, kind == Queen);
          continue;
        }
        const uint64_t square = kTables.step[static_cast<size_t>(d)][static_cast<size_t>(from)];
        add(square, (kind == Queen || kOffsets[d] > 0) ? square : 0);
        if (kind == King && kOffsets[d] < 0) king_slot |= square;
      }
    };
    for (uint8_t kind = Pawn; kind <= King; ++kind) {
      for (uint64_t set = own[kind]; set; set &= set - 1) {
        const int from = std::countr_zero(set);
        if (pinned & bit(from)) {
          pinned_piece(from, kind);
          continue;
        }
        const size_t f = static_cast<size_t>(from);
        switch (kind) {
          case Pawn:
            add(kTables.pawn[static_cast<size_t>(side)][f], pins && side == 0 ? kTables.pawn[0][f] : 0);
            break;
          case Knight:
            add(kTables.knight[f], pins ? kTables.knight_up[f] : 0);
            break;
          case King:
            add(kTables.king[f], pins ? kTables.king_up[f] : 0);
            king_slot |= pins ? kTables.king[f] & ~kTables.king_up[f] : kTables.king[f];
            break;
          default:
            for (int d = kind == Rook ? 4 : 0; d < (kind == Bishop ? 4 : 8); ++d) line(from, d, kind == Queen);
        }
      }
    }
    if (track && (queen_slot.four & king_slot)) overflow = true;
    total[side] = count;
    attacked_[static_cast<size_t>(side)] = attacked;
  }
  control_ = static_cast<uint8_t>(total[0] - total[1]);
  return !overflow;
}

}  // namespace veteran::engines::sargon
