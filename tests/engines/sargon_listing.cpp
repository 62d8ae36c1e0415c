// The listing's routines, label by label (names in comments are the book's).
#include "tests/engines/sargon_listing.hpp"

#include <utility>

namespace veteran::test {

using namespace engines::sargon;

namespace {
// LIMIT: the value in B held to plus or minus A.
uint8_t limit_routine(uint8_t a, uint8_t b) {
  if (b & 0x80) {
    a = static_cast<uint8_t>(-a);  // NEG
    return a >= b ? a : b;         // CMP B; RNC
  }
  return a < b ? a : b;  // LIM10: CMP B; RC
}

// RLD and RRD on the byte at `m` with the accumulator `a`.
void rld(uint8_t& m, uint8_t& a) {
  const uint8_t old = m;
  m = static_cast<uint8_t>(old << 4 | (a & 0x0F));
  a = static_cast<uint8_t>((a & 0xF0) | old >> 4);
}
void rrd(uint8_t& m, uint8_t& a) {
  const uint8_t old = m;
  m = static_cast<uint8_t>((a & 0x0F) << 4 | old >> 4);
  a = static_cast<uint8_t>((a & 0xF0) | (old & 0x0F));
}
}  // namespace

uint8_t ListingSargon::path(uint8_t c) {
  m2_ = static_cast<uint8_t>(m2_ + c);
  const uint8_t a = square(m2_);
  if (a == kBorder) return 3;  // PA2
  p2_ = a;
  t2_ = a & 7;
  if (t2_ == 0) return 0;
  return ((p2_ ^ p1_) & kBlack) ? 1 : 2;  // PA1: 2
}

uint8_t ListingSargon::attack() {
  // B counts the 16 directions down, Y indexes them: lines first (B 16-9;
  // diagonals while B >= 13), then the knight's steps (B 8-1).
  uint8_t y = 0;
  for (uint8_t b = 16; b != 0; --b, ++y) {
    // AT5
    const uint8_t c = direction(y);
    uint8_t d = 0;  // scan count in the low nibble; bit 5 opposite colour seen, 6 same colour, 7 a queen
    m2_ = m3_;
    for (;;) {
      // AT10
      ++d;
      const uint8_t a = path(c);
      if (a == 1) {  // AT14A
        if (d & 0x40) break;
        d |= 0x20;
      } else if (a == 2) {  // AT14B
        if (d & 0x20) break;
        d |= 0x40;
      } else if (a == 0) {
        if (b >= 9) continue;  // a line goes on past an empty square; a knight's step does not
        break;
      } else {
        break;  // off the board
      }
      // AT14: does the piece met attack the square?
      const uint8_t e = t2_;
      bool attacks = false;
      if (b < 9) {
        attacks = e == Knight;  // AT25
      } else if (e == Queen) {
        d |= 0x80;
        attacks = true;
      } else if ((d & 0x0F) == 1 && e == King) {  // AT15
        attacks = true;
      } else if (b < 13) {  // AT16: ranks and files -> AT21
        attacks = e == Rook;
      } else if (e == Bishop) {
        attacks = true;
      } else if ((d & 0x0F) != 1 || e != Pawn) {
        attacks = false;
      } else if (p2_ & kBlack) {
        attacks = b >= 15;  // a black pawn attacks down the first two diagonals
      } else {
        attacks = b < 15;  // AT20: a white pawn up the other two
      }
      if (!attacks) break;  // AT12
      // AT30
      if (t1_ != 7) {
        if (d & 0x20) return 1;  // an attacker of the other colour: found
      } else {
        listing_atksav(c, d);  // AT31
      }
      // AT32: a king or a knight lets nothing through
      if (t2_ == King || t2_ == Knight) break;
    }
  }
  return 0;
}

bool ListingSargon::pnck(uint8_t c, uint8_t& d) {
  d = c;  // MOV D,C: the attack direction
  uint8_t e = 0;
  uint16_t bc = npins_;
  uint16_t hl = kPListA;
  const uint8_t a = m2_;
  for (;;) {
    // PC1: CCIR
    bool found = false;
    do {
      found = ram_[hl] == a;
      ++hl, --bc;
    } while (!found && bc != 0);
    if (!found) return true;  // RNZ
    const bool more = bc != 0;
    if (e & 1) return false;  // PC5: pinned, found twice
    e |= 1;
    const uint8_t pin = ram_[hl + 9u];
    if (pin != d && static_cast<uint8_t>(-pin) != d) return false;  // PC5: off its pin line
    if (!more) return true;                                         // PC3
  }
}

void ListingSargon::listing_atksav(uint8_t c, uint8_t d) {
  if (npins_ != 0 && !pnck(c, d)) return;
  uint16_t hl = kAtkList + ((p2_ & kBlack) ? 7 : 0);
  uint8_t e = p2_ & 7;
  if (d & 0x80) e = Queen;  // the queen's slot
  ++ram_[hl];
  hl = static_cast<uint16_t>(hl + e);
  uint8_t a = 0;
  if ((ram_[hl] & 0x0F) != 0) {
    if ((ram_[hl] & 0xF0) == 0) {
      // AS19: the first value up, the new one below it, then swapped round
      a = ram_[hl] & 0xF0;
      rld(ram_[hl], a);
      a = piece_value(t2_);
      rrd(ram_[hl], a);
      return;
    }
    ++hl;  // both nibbles taken: into the next slot
  }
  // AS20
  a = piece_value(t2_);
  rld(ram_[hl], a);
}

void ListingSargon::pinfnd() {
  npins_ = 0;
  for (uint16_t de = kPosK;; ++de) {
    // PF1
    uint8_t a = ram_[de];
    if (a == 0) continue;  // PF26
    if (a == 0xFF) return;
    m3_ = a;
    p1_ = square(m3_);
    uint8_t y = 0;
    for (uint8_t b = 8; b != 0; --b, ++y) {
      // PF2
      m2_ = m3_;
      m4_ = 0;
      const uint8_t c = direction(y);
      for (;;) {
        // PF5
        a = path(c);
        if (a == 0) continue;
        if (a == 3) break;  // PF25
        if (a == 2) {
          // PF15: a first piece of its own colour may be pinned
          if (m4_ != 0) break;
          m4_ = m2_;
          continue;
        }
        if (m4_ == 0) break;  // an opposing piece first: no pin
        bool pin = false;
        if (t2_ == Queen) {
          // PF19: a queen pins anything against a king; against a queen only
          // when the queen has fewer defenders than attackers
          if ((p1_ & 7) != Queen) {
            pin = true;
          } else {
            for (int k = 0; k < 14; ++k) ram_[kAtkList + k] = 0;
            t1_ = 7;
            attack();
            uint16_t own = kWAct, other = kBAct;
            if (p1_ & kBlack) std::swap(own, other);
            pin = (static_cast<uint8_t>(ram_[own] - ram_[other] - 1) & 0x80) != 0;  // JP PF25 when not negative
          }
        } else if (b < 5) {
          pin = t2_ == Rook;  // PF10: ranks and files
        } else {
          pin = t2_ == Bishop;
        }
        if (pin) {
          // PF20
          ++npins_;
          ram_[kPListA - 1 + npins_ + 10] = c;
          ram_[kPListA - 1 + npins_] = m4_;
        }
        break;
      }
    }
  }
}

bool ListingSargon::nextad(Alternate& x, uint8_t& c, uint8_t& a) {
  ++c;  // the side flag
  std::swap(x.b, x.c);
  std::swap(x.hl, x.de);
  a = 0;
  if (x.b == 0) return true;  // NX6: Z
  --x.b;
  do ++x.hl;
  while (ram_[x.hl] == 0);
  rrd(ram_[x.hl], a);
  a = static_cast<uint8_t>(a + a);
  --x.hl;
  return a == 0;
}

void ListingSargon::listing_xchng(uint8_t& d, uint8_t& e) {
  Alternate x;
  x.hl = kWAct, x.de = kBAct;
  if (p1_ & kBlack) std::swap(x.hl, x.de);
  x.b = ram_[x.hl];  // its own side's count (defenders)
  x.c = ram_[x.de];  // the other side's (attackers)
  uint8_t c = 0;
  e = 0;
  d = static_cast<uint8_t>(piece_value(t3_) << 1);
  uint8_t b = d, a = 0, l = 0;
  uint8_t a_alt = 0;  // EXAF's other accumulator and zero flag
  bool z = false, z_alt = false;
  auto exaf = [&] {
    std::swap(a, a_alt);
    std::swap(z, z_alt);
  };
  if (nextad(x, c, a)) return;  // no attacker
xc10:
  l = a;
  z = nextad(x, c, a);
  if (z) goto xc18;
  exaf();  // the defender kept
  a = b;
  if (a >= l) goto xc19;
  exaf();
xc15:
  if (a < l) return;  // the defender is worth less than the attacker
  if (nextad(x, c, a)) return;
  l = a;
  z = nextad(x, c, a);
  if (!z) goto xc15;
xc18:
  exaf();
  a = b;
xc19:
  if (c & 1) a = static_cast<uint8_t>(-a);
  a = static_cast<uint8_t>(a + e);
  e = a;
  exaf();  // the previous defender, and whether there was one
  if (z) return;
  b = l;
  goto xc10;
}

void ListingSargon::points() {
  mtrl_ = brdc_ = ptsl_ = ptsw1_ = ptsw2_ = ptsck_ = 0;
  t1_ = 7;
  for (uint8_t at = 21; at != 99; ++at) {
    // PT5
    m3_ = at;
    const uint8_t piece = square(m3_);
    if (piece == kBorder) continue;
    p1_ = piece;
    t3_ = piece & 7;
    // PT6AA-PT6D: development, into BRDC: castled +6, a 2 point penalty for a
    // knight or bishop at home, a rook or queen out before move 7, or a king
    // moved without castling (signs for White; Black's the other way)
    const bool black = p1_ & kBlack;
    auto penalty = [&] { return black ? uint8_t{2} : static_cast<uint8_t>(-2); };  // PT6C
    uint8_t a = 0;
    if (t3_ < Knight) {
      a = 0;  // a pawn: PT6X
    } else if (t3_ < Rook) {
      a = (p1_ & kMoved) ? 0 : penalty();  // PT6B
    } else if (t3_ != King && moveno_ >= 7) {
      a = 0;
    } else if (t3_ == King && (p1_ & kCastled)) {
      a = black ? static_cast<uint8_t>(-6) : 6;  // PT6AA
    } else {
      a = (p1_ & kMoved) ? penalty() : 0;  // PT6A
    }
    brdc_ = static_cast<uint8_t>(brdc_ + a);  // PT6D
    // PT6X: the attack lists for this square, board control from their counts
    for (int k = 0; k < 14; ++k) ram_[kAtkList + k] = 0;
    attack();
    brdc_ = static_cast<uint8_t>(ram_[kWAct] - ram_[kBAct] + brdc_);
    if (p1_ == 0) continue;
    uint8_t d = 0, e = 0;
    listing_xchng(d, e);
    if (e == 0) goto pt23;
    --d;  // half a pawn less for a piece en prise
    a = e;
    if ((p1_ ^ color_) & kBlack) goto pt20;
    if (a < ptsl_) goto pt23;  // the side that has just moved: its largest loss
    ptsl_ = e;
    if (m3_ == ram_[mlptrj_ + kMLTop]) ptsck_ = m3_;  // the piece that moved is the one lost
    goto pt23;
  pt20:  // the other side: its two largest losses
    if (a >= ptsw1_) std::swap(a, ptsw1_);
    if (a >= ptsw2_) ptsw2_ = a;
  pt23:  // material
    a = d;
    if (p1_ & kBlack) a = static_cast<uint8_t>(-a);
    mtrl_ = static_cast<uint8_t>(a + mtrl_);
  }
  m3_ = 98;  // PT25 counts on in A and stops at 99 without storing it
  if (ptsck_) {
    ptsw1_ = ptsw2_;
    ptsw2_ = 0;
  }
  // PT25A, in the listing's registers
  uint8_t a = ptsl_;
  if (a != 0) --a;
  uint8_t b = a;  // max points lost, less one
  a = ptsw1_;
  if (a != 0) {
    a = ptsw2_;
    if (a != 0) a = static_cast<uint8_t>(static_cast<uint8_t>(a - 1) >> 1);  // DCR, SRLR
  }
  a = static_cast<uint8_t>(a - b);
  if (color_ & kBlack) a = static_cast<uint8_t>(-a);
  a = static_cast<uint8_t>(a + mtrl_);
  a = static_cast<uint8_t>(a - mv0_);
  b = a;
  const uint8_t e = limit_routine(30, b);  // material
  b = static_cast<uint8_t>(brdc_ - bc0_);
  if (ptsck_ != 0) b = 0;
  const uint8_t d = limit_routine(6, b);  // board control
  a = static_cast<uint8_t>(e + e);
  a = static_cast<uint8_t>(a + a + d);
  if (!(color_ & kBlack)) a = static_cast<uint8_t>(-a);
  a = static_cast<uint8_t>(a + 0x80);
  valm_ = a;
  ram_[mlptrj_ + kMLVal] = a;
}

void ListingSargon::genmov() {
  ckflg_ = inchk(color_);
  // The ply's pair in PLYIX: where its moves start, then the chain's head.
  const uint16_t pair = static_cast<uint16_t>(mlptri_ + 2);
  set_word(pair, mlnxt_);
  mlptri_ = static_cast<uint16_t>(pair + 2);
  mllst_ = mlptri_;
  for (uint8_t a = 21; a != 99; ++a) {
    // GM5
    m1_ = a;
    const uint8_t piece = square(m1_);
    if (piece == 0 || piece == kBorder) continue;
    p1_ = piece;
    if (((piece ^ color_) & kBlack) == 0) mpiece();
  }
}

}  // namespace veteran::test
