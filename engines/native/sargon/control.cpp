// Board control counted from the pieces' side. POINTS, as the listing does
// it, runs ATTACK on each of the 64 squares and adds how many white and
// black attackers it filed; here each piece walks its own lines once and
// counts the squares it would be filed for, with ATTACK's rules:
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
// to its scan.
#include "native/sargon/program.hpp"

namespace veteran::engines::sargon {

namespace {
struct Moves {
  int8_t offsets[8];
  uint8_t count;
  bool slides;
};
// By kind (1-6) for White; a black pawn's offsets are the negatives.
constexpr Moves kMoves[7] = {
    {{}, 0, false},
    {{9, 11}, 2, false},
    {{-21, -12, 8, 19, 21, 12, -8, -19}, 8, false},
    {{9, 11, -11, -9}, 4, true},
    {{10, -10, 1, -1}, 4, true},
    {{9, 11, -11, -9, 10, -10, 1, -1}, 8, true},
    {{9, 11, -11, -9, 10, -10, 1, -1}, 8, false},
};

constexpr bool is_diagonal(int offset) { return offset == 9 || offset == 11 || offset == -9 || offset == -11; }
}  // namespace

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

bool Program::count_control() {
  const uint8_t* board = &ram_[kBoardA];
  hits_[0].fill(0);
  hits_[1].fill(0);
  slots_[0].fill(0);
  slots_[1].fill(0);
  bool overflow = false;
  uint8_t kings[2] = {0, 0};
  uint8_t total[2] = {0, 0};
  const bool pins = npins_ != 0;
  for (uint8_t q = 21; q != 99; ++q) {
    const uint8_t piece = board[q];
    const uint8_t kind = piece & 7;
    if (kind == 0 || piece == kBorder) continue;
    const int side = piece >> 7;
    uint8_t* hits = hits_[static_cast<size_t>(side)].data();
    uint8_t* slots = slots_[static_cast<size_t>(side)].data();
    // `queen_slot`: ATKSAV files this attacker in the queen's slot.
    auto hit = [&](int t, bool queen_slot) {
      ++hits[t];
      ++total[side];
      if (queen_slot)
        ++slots[t];
      else if (kind == King)
        slots[t] |= 0x80;
      overflow |= slots[t] >= 0x84;
    };
    if (kind == King) overflow |= ++kings[side] > 1;
    const Moves& moves = kMoves[kind];
    for (uint8_t k = 0; k < moves.count; ++k) {
      const int dir = (kind == Pawn && side) ? -moves.offsets[k] : moves.offsets[k];
      if (pins && !pin_allows(q, static_cast<uint8_t>(dir))) continue;
      int t = q + dir;
      // With pins, ATKSAV's queen test reads the direction from the attacked
      // square: negative when the piece is found by a positive step from it.
      const bool queen_slot = pins ? dir > 0 || kind == Queen : kind == Queen;
      if (!moves.slides) {
        if (board[t] != kBorder) hit(t, queen_slot);
        continue;
      }
      const bool diagonal = is_diagonal(dir);
      const uint8_t same_line_slider = diagonal ? Bishop : Rook;
      bool behind_queen = queen_slot;  // without pins: a queen met on the scan before this piece
      for (;;) {
        const uint8_t x = board[t];
        if (x == kBorder) break;
        hit(t, behind_queen);
        const uint8_t x_kind = x & 7;
        if (x_kind == 0) {
          t += dir;
          continue;
        }
        if ((x ^ piece) & kBlack) break;  // a colour change ends the line
        if (x_kind == Queen || x_kind == same_line_slider) {
          if (x_kind == Queen && !pins) behind_queen = true;
          t += dir;
          continue;
        }
        // A pawn of the walker's colour passes it on to the one square it attacks.
        if (x_kind == Pawn && diagonal && ((x & kBlack) ? dir < 0 : dir > 0) && board[t + dir] != kBorder)
          hit(t + dir, behind_queen);
        break;
      }
    }
  }
  control_ = static_cast<uint8_t>(total[0] - total[1]);
  return !overflow;
}

}  // namespace veteran::engines::sargon
