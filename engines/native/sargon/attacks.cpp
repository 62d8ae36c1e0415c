// Who attacks a square: INCHK (the king of a colour), ATTACK (scanning out
// from M3 in the 16 line and 8 knight directions, through pieces that
// attack along the same line), ATKSAV and PNCK (the attack lists, minus
// pinned pieces that would leave their line), PINFND (the pin list).
#include "engines/native/sargon/program.hpp"

#include "engines/native/sargon/bitboards.hpp"

#include <bit>

namespace veteran::engines::sargon {

uint8_t Program::inchk(uint8_t colour) {
  m3_ = ram_[kPosK + (colour ? 1 : 0)];
  p1_ = square(m3_);
  t1_ = p1_ & 7;
  return attack();
}

// With T1 = 7 (called from POINTS or PINFND) every attacker and defender of
// M3 goes to the attack lists, in the listing's direction order and, along
// each line, in the order the scan meets them (the square sets only skip the
// empty squares between). Otherwise (INCHK, CASTLE) the answer is whether a
// piece opposing P1 attacks M3: the scan stops at the first such piece and
// returns 1, and a piece of P1's colour met first ends a line, so only the
// first piece on each line and the knights count.
uint8_t Program::attack() {
  using namespace bitboards;
  const uint8_t* board = &ram_[kBoardA];
  const uint8_t p1 = p1_;
  const size_t s = static_cast<size_t>(square_of(m3_));
  const auto& white = pieces_[0];
  const auto& black = pieces_[1];
  if (t1_ != 7) {
    const auto& them = pieces_[(p1 & kBlack) ? 0 : 1];
    if ((kTables.knight[s] & them[Knight]) || (kTables.king[s] & them[King])) return 1;
    if (kTables.pawn[(p1 & kBlack) ? 1 : 0][s] & them[Pawn]) return 1;  // from the squares its pawns attack from
    const uint64_t sliders[2] = {them[Rook] | them[Queen], them[Bishop] | them[Queen]};
    for (int i = 0; i < 8; ++i) {
      const uint64_t ray = kTables.ray[static_cast<size_t>(i)][s], slider = sliders[is_diagonal(i)];
      if ((ray & slider) && (slider & bit(nearest(i, ray & occupied_)))) return 1;
    }
    return 0;
  }
  // Who can attack along a line at all: queens and the line's slider at any
  // distance, kings and pawns next to M3.
  const uint64_t queens = white[Queen] | black[Queen];
  const uint64_t near = white[King] | black[King] | white[Pawn] | black[Pawn];
  const uint64_t far[2] = {queens | white[Rook] | black[Rook], queens | white[Bishop] | black[Bishop]};
  for (int i = 0; i < 8; ++i) {
    const uint64_t next = kTables.step[static_cast<size_t>(i)][s];
    if (!((kTables.ray[static_cast<size_t>(i)][s] & far[is_diagonal(i)]) | (next & near))) continue;
    // AT5: what this scan has met (register D).
    uint8_t d = 0;
    for (uint64_t on = kTables.ray[static_cast<size_t>(i)][s] & occupied_; on;) {
      const int at = nearest(i, on);
      const uint8_t index = static_cast<uint8_t>(index_of(at)), piece = board[index], kind = piece & 7;
      if ((piece ^ p1) & kBlack) {
        if (d & kMetOwn) break;
        d |= kMetOpposing;
      } else {
        if (d & kMetOpposing) break;
        d |= kMetOwn;
      }
      // AT14: does the piece met attack along this direction?
      const bool adjacent = next == bit(at);
      bool attacks = false;
      if (kind == Queen) {
        d |= kMetQueen;
        attacks = true;
      } else if (adjacent && kind == King) {
        attacks = true;
      } else if (!is_diagonal(i)) {
        attacks = kind == Rook;
      } else if (kind == Bishop) {
        attacks = true;
      } else if (adjacent && kind == Pawn) {
        // A white pawn attacks from below (directions -11, -9), a black one from above.
        attacks = (piece & kBlack) ? i < 2 : i >= 2;
      }
      if (!attacks) break;
      // AT30
      atksav(index, piece, static_cast<uint8_t>(kOffsets[i]), d);
      // AT32: kings and knights do not let a piece behind them join in.
      if (kind == King) break;
      on &= kTables.ray[static_cast<size_t>(i)][static_cast<size_t>(at)];
    }
  }
  // The knight's moves: only a knight there attacks.
  const uint64_t knights = white[Knight] | black[Knight];
  if (!(kTables.knight[s] & knights)) return 0;
  for (int i = 8; i < 16; ++i) {
    const uint64_t there = kTables.step[static_cast<size_t>(i)][s];
    if (!(there & knights)) continue;
    const uint8_t index = static_cast<uint8_t>(index_of(std::countr_zero(there))), piece = board[index];
    atksav(index, piece, static_cast<uint8_t>(kOffsets[i]), ((piece ^ p1) & kBlack) ? kMetOpposing : kMetOwn);
  }
  return 0;
}

// ATKSAV: the attacker `piece` on `at` (M2, P2) into its colour's list: the
// count, then its value in the nibble slots of its kind (the queen's when a
// queen was met on this scan), two values a slot, a third into the next
// slot. With pins on the board, PNCK first (which sets D to the direction).
void Program::atksav(uint8_t at, uint8_t piece, uint8_t c, uint8_t d) {
  if (npins_ != 0) {
    d = c;
    if (!pin_allows(at, c)) return;
  }
  uint8_t* const list = ram_.data() + kAtkList + ((piece & kBlack) ? 7 : 0);
  const uint8_t kind = piece & 7;
  ++list[0];
  uint8_t* slot = list + ((d & kMetQueen) ? static_cast<uint8_t>(Queen) : kind);
  const uint8_t value = piece_value(kind) & 0x0F;
  const uint8_t held = *slot;
  if ((held & 0x0F) != 0 && (held & 0xF0) == 0) {
    // AS19: the second value into the upper nibble.
    *slot = static_cast<uint8_t>(value << 4 | held);
    return;
  }
  if ((held & 0x0F) != 0) ++slot;  // both nibbles taken
  // AS20 (RLD): what was in the lower nibble moves up, the value goes in below.
  *slot = static_cast<uint8_t>(*slot << 4 | value);
}

// For each king and queen (POSK, POSQ), the pieces of its colour standing
// between it and an opposing rook, bishop or queen on that line: pinned. A
// piece in front of a queen counts only if the queen has no more defenders
// than attackers.
void Program::pinfnd() {
  using namespace bitboards;
  npins_ = 0;
  for (uint16_t royal = kPosK;; ++royal) {
    uint8_t at = ram_[royal];
    if (at == 0) continue;
    if (at == 0xFF) return;
    m3_ = at;
    const uint8_t p1 = p1_ = square(m3_);
    if (!on_board(at)) continue;  // (POSK and POSQ hold board squares)
    const size_t s = static_cast<size_t>(square_of(at));
    const size_t theirs = (p1 & kBlack) ? 0 : 1;
    // Who could pin along a rank or file [0], along a diagonal [1].
    const uint64_t pinners[2] = {pieces_[theirs][Rook] | pieces_[theirs][Queen],
                                 pieces_[theirs][Bishop] | pieces_[theirs][Queen]};
    const bool diagonals = kTables.lines[1][s] & pinners[1], ranks_and_files = kTables.lines[0][s] & pinners[0];
    for (int i = diagonals ? 0 : 4; i < (ranks_and_files ? 8 : 4); ++i) {
      // PF2: the first piece on the line must be of P1's colour, the second an opposing one.
      const uint64_t ray = kTables.ray[static_cast<size_t>(i)][s];
      if (!(ray & pinners[is_diagonal(i)])) continue;
      const uint64_t on = ray & occupied_;
      const int first = nearest(i, on);
      const uint8_t front = static_cast<uint8_t>(index_of(first));
      if ((square(front) ^ p1) & kBlack) continue;
      const uint64_t beyond = on & kTables.ray[static_cast<size_t>(i)][static_cast<size_t>(first)];
      if (!beyond) continue;
      const uint8_t second = square(static_cast<uint8_t>(index_of(nearest(i, beyond)))), kind = second & 7;
      if (!((second ^ p1) & kBlack)) continue;
      bool pin = false;
      if (kind == Queen) {
        if ((p1 & 7) != Queen) {
          pin = true;
        } else {
          for (int k = 0; k < 14; ++k) ram_[kAtkList + k] = 0;
          t1_ = 7;
          attack();
          bool white = !(p1 & kBlack);
          uint8_t defenders = ram_[white ? kWAct : kBAct], attackers = ram_[white ? kBAct : kWAct];
          pin = (static_cast<uint8_t>(defenders - attackers - 1) & 0x80) != 0;
        }
      } else {
        pin = is_diagonal(i) ? kind == Bishop : kind == Rook;
      }
      if (pin) {
        ++npins_;
        ram_[kPListA - 1 + npins_ + 10] = static_cast<uint8_t>(kOffsets[i]);
        ram_[kPListA - 1 + npins_] = front;
      }
    }
  }
}

}  // namespace veteran::engines::sargon
