// Who attacks a square: INCHK (the king of a colour), ATTACK (scanning out
// from M3 in the 16 line and 8 knight directions, through pieces that
// attack along the same line), ATKSAV and PNCK (the attack lists, minus
// pinned pieces that would leave their line), PINFND (the pin list).
#include "native/sargon/program.hpp"

namespace veteran::engines::sargon {

uint8_t Program::inchk(uint8_t colour) {
  m3_ = ram_[kPosK + (colour ? 1 : 0)];
  p1_ = square(m3_);
  t1_ = p1_ & 7;
  return attack();
}

// With T1 = 7 (called from POINTS or PINFND) every attacker and defender of
// M3 goes to the attack lists; otherwise the scan stops at the first piece
// of the colour opposing P1 that attacks, and returns 1.
uint8_t Program::attack() {
  // PATH inlined on locals; M2, P2 and T2 are left as PATH would leave them.
  const uint8_t* board = &ram_[kBoardA];
  uint8_t m2 = m2_, p2 = p2_, t2 = t2_;
  const uint8_t p1 = p1_, t1 = t1_;
  uint8_t result = 0;
  for (uint8_t b = 16, i = 0; b != 0; --b, ++i) {
    // AT5
    const uint8_t c = direction(i);
    uint8_t d = 0;  // bits 3-0 the distance, 5 an opposing piece seen, 6 a piece of P1's colour, 7 a queen
    m2 = m3_;
    for (;;) {
      // AT10
      ++d;
      m2 = static_cast<uint8_t>(m2 + c);
      const uint8_t piece = board[m2];
      if (piece == kBorder) break;
      p2 = piece;
      t2 = piece & 7;
      if (t2 == 0) {
        if (b >= 9) continue;  // lines go on; knight directions are one step
        break;
      }
      if ((p2 ^ p1) & kBlack) {
        if (d & 0x40) break;
        d |= 0x20;
      } else {
        if (d & 0x20) break;
        d |= 0x40;
      }
      // AT14: does the piece met attack along this direction?
      bool attacks = false;
      if (b < 9) {
        attacks = t2 == Knight;
      } else if (t2 == Queen) {
        d |= 0x80;
        attacks = true;
      } else if ((d & 0x0F) == 1 && t2 == King) {
        attacks = true;
      } else if (b < 13) {
        attacks = t2 == Rook;
      } else if (t2 == Bishop) {
        attacks = true;
      } else if ((d & 0x0F) == 1 && t2 == Pawn) {
        // A white pawn attacks from below (directions -11, -9), a black one from above.
        attacks = (p2 & kBlack) ? b >= 15 : b < 15;
      }
      if (!attacks) break;
      // AT30
      if (t1 == 7) {
        m2_ = m2, p2_ = p2, t2_ = t2;
        atksav(c, d);
      } else if (d & 0x20) {
        result = 1;
        goto done;
      }
      // AT32: kings and knights do not let a piece behind them join in.
      if (t2 == King || t2 == Knight) break;
    }
  }
done:
  m2_ = m2, p2_ = p2, t2_ = t2;
  return result;
}

// The attacker on M2 (P2, T2) into its colour's list: the count, then its
// value in the nibble slots of its kind (the queen's when a queen was met on
// this scan), two values a slot, a third into the next slot.
void Program::atksav(uint8_t c, uint8_t d) {
  if (npins_ != 0 && !pnck(c, d)) return;
  uint16_t list = kAtkList + ((p2_ & kBlack) ? 7 : 0);
  uint8_t slot_kind = (d & 0x80) ? static_cast<uint8_t>(Queen) : static_cast<uint8_t>(p2_ & 7);
  ++ram_[list];
  uint16_t slot = static_cast<uint16_t>(list + slot_kind);
  uint8_t value = piece_value(t2_);
  uint8_t held = ram_[slot];
  if ((held & 0x0F) != 0 && (held & 0xF0) == 0) {
    // AS19: the second value into the upper nibble.
    ram_[slot] = static_cast<uint8_t>((value & 0x0F) << 4 | (held & 0x0F));
    return;
  }
  if ((held & 0x0F) != 0) ++slot;  // both nibbles taken
  // AS20 (RLD): what was in the lower nibble moves up, the value goes in below.
  ram_[slot] = static_cast<uint8_t>(ram_[slot] << 4 | (value & 0x0F));
}

// PNCK: a pinned piece attacks only along its pin line. Sets D to the
// attack direction, as the listing's register use does (see program.hpp).
bool Program::pnck(uint8_t c, uint8_t& d) {
  d = c;
  return pin_allows(m2_, c);
}

// For each king and queen (POSK, POSQ), the pieces of its colour standing
// between it and an opposing rook, bishop or queen on that line: pinned. A
// piece in front of a queen counts only if the queen has no more defenders
// than attackers.
void Program::pinfnd() {
  npins_ = 0;
  for (uint16_t royal = kPosK;; ++royal) {
    uint8_t at = ram_[royal];
    if (at == 0) continue;
    if (at == 0xFF) return;
    m3_ = at;
    p1_ = square(m3_);
    uint8_t b = 8, i = 0;
    for (;;) {
      // PF2
      m2_ = m3_;
      m4_ = 0;
      uint8_t c = direction(i);
      bool pin = false;
      for (;;) {
        uint8_t found = path(c);
        if (found == 0) continue;
        if (found == 3) break;
        if (found == 2) {
          if (m4_ != 0) break;
          m4_ = m2_;
          continue;
        }
        if (m4_ == 0) break;
        if (t2_ == Queen) {
          if ((p1_ & 7) != Queen) {
            pin = true;
            break;
          }
          for (int k = 0; k < 14; ++k) ram_[kAtkList + k] = 0;
          t1_ = 7;
          attack();
          bool white = !(p1_ & kBlack);
          uint8_t defenders = ram_[white ? kWAct : kBAct], attackers = ram_[white ? kBAct : kWAct];
          pin = (static_cast<uint8_t>(defenders - attackers - 1) & 0x80) != 0;
          break;
        }
        pin = b < 5 ? t2_ == Rook : t2_ == Bishop;
        break;
      }
      if (pin) {
        ++npins_;
        ram_[kPListA - 1 + npins_ + 10] = c;
        ram_[kPListA - 1 + npins_] = m4_;
      }
      ++i;
      if (--b == 0) break;
    }
  }
}

}  // namespace veteran::engines::sargon
