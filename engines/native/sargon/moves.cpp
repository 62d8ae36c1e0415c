// SARGON's move generator: GENMOV walks the board a1..h8 and MPIECE adds each
// piece's moves to the linked list in direction-table order, pawns with their
// promotion flag, en passant (ENPSNT) and castling (CASTLE) as double moves
// whose second half is linked around (ADJPTR).
#include "native/sargon/program.hpp"

#include <stdexcept>

namespace veteran::engines::sargon {

void Program::genmov() {
  ckflg_ = inchk(color_);
  // This ply's pair in PLYIX: where its moves start, then the chain's head.
  uint16_t pair = static_cast<uint16_t>(mlptri_ + 2);
  set_word(pair, mlnxt_);
  mlptri_ = static_cast<uint16_t>(pair + 2);
  mllst_ = mlptri_;
  for (uint8_t at = 21; at != 99; ++at) {
    m1_ = at;
    uint8_t piece = square(m1_);
    if (piece == 0 || piece == kBorder) continue;
    p1_ = piece;
    if (((piece ^ color_) & kBlack) == 0) mpiece();
    at = m1_;
  }
}

void Program::mpiece() {
  uint8_t kind = p1_ & 0x87;
  if (kind == (Pawn | kBlack)) --kind;  // a black pawn uses table entry 0
  t1_ = kind & 7;
  uint8_t b = ram_[kDCount + t1_];
  uint8_t i = ram_[kDPoint + t1_];
  uint8_t dir = 0;
  bool empty = false;
  auto next_direction = [&] { ++i; return --b != 0; };
  for (;;) {
    // MP5
    dir = direction(i);
    m2_ = m1_;
    for (;;) {
      // MP10
      uint8_t found = path(dir);
      if (found >= 2) break;
      empty = found == 0;
      if (t1_ >= 2) {
        admove();
        if (!empty || t1_ == King || t1_ < Bishop) break;
        continue;  // bishops, rooks and queens slide on
      }
      // Pawns: b = 4 one step, 3 two steps, 2 and 1 the captures.
      if (b >= 4) {
        if (!empty) break;
        if (m2_ >= 91 || m2_ < 29) p2_ |= 0x20;
        admove();
        ++i, --b;  // past the two-step direction
        if (!(p1_ & kMoved)) continue;  // a pawn not yet moved tries the second step
        break;
      }
      if (b == 3) {
        if (empty) admove();
        break;
      }
      if (empty) {
        enpsnt();
      } else {
        if (m2_ >= 91 || m2_ < 29) p2_ |= 0x20;
        admove();
      }
      break;
    }
    // MP15
    if (!next_direction()) break;
  }
  if (t1_ == King) castle();
}

// A pawn on its fifth rank next to the pawn that has just made its first
// move (the move MLPTRJ points to), that move ten squares from the capture
// square: the capture and the removal of the taken pawn as a double move.
void Program::enpsnt() {
  uint8_t at = m1_;
  if (p1_ & kBlack) at = static_cast<uint8_t>(at + 10);
  if (at < 61 || at >= 69) return;
  if (!(ram_[mlptrj_ + kMLFlg] & 0x10)) return;
  m4_ = ram_[mlptrj_ + kMLTop];
  p3_ = square(m4_);
  if ((p3_ & 7) != Pawn) return;
  uint8_t distance = static_cast<uint8_t>(m4_ - m2_);
  if (distance & 0x80) distance = static_cast<uint8_t>(-distance);
  if (distance != 10) return;
  p2_ |= 0x40;
  admove();
  m3_ = m1_;
  m1_ = m2_ = m4_;
  p2_ = p3_;
  admove();
  m1_ = m3_;
  adjptr();
}

// The chain ends at the first half of a double move; the next move added
// links after the second half.
void Program::adjptr() {
  mllst_ = static_cast<uint16_t>(mllst_ - 6);
  set_word(mllst_, 0);
}

// Both sides, king's first: king and rook unmoved, the king not in check,
// the squares between empty and, but for the knight's square on the queen's
// side, not attacked.
void Program::castle() {
  if (p1_ & kMoved) return;
  if (ckflg_) return;
  uint8_t b = 0xFF, c = 3;
  for (;;) {
    // CA5
    c = static_cast<uint8_t>(m1_ + c);
    m3_ = c;
    bool ok = (square(m3_) & 0x7F) == Rook;
    if (ok) {
      uint8_t at = c;
      for (;;) {
        at = static_cast<uint8_t>(at + b);  // CA15
        m3_ = at;
        if (at == m1_) break;
        // CA10
        if (square(m3_) != 0) {
          ok = false;
          break;
        }
        if (m3_ != 22 && m3_ != 92 && attack() != 0) {
          ok = false;
          break;
        }
        at = m3_;
      }
    }
    if (ok) {
      m2_ = static_cast<uint8_t>(m3_ - b - b);
      p2_ = 0x40;
      admove();
      uint8_t king = m1_;
      m1_ = c;
      m2_ = static_cast<uint8_t>(king - b);
      p2_ = 0;
      admove();
      adjptr();
      m1_ = m3_;
    }
    // CA20
    if (b == 1) return;
    b = 1, c = 0xFC;
  }
}

void Program::admove() {
  uint16_t entry = mlnxt_;
  if (entry > kMLEnd) throw std::logic_error("SARGON's move list is full (more than 2040 bytes of moves)");
  set_word(mllst_, entry);
  mllst_ = entry;
  if (!(p1_ & kMoved)) p2_ |= 0x10;
  set_word(entry, 0);
  ram_[entry + kMLFrp] = m1_;
  ram_[entry + kMLTop] = m2_;
  ram_[entry + kMLFlg] = p2_;
  ram_[entry + kMLVal] = 0;
  mlnxt_ = static_cast<uint16_t>(entry + 6);
}

}  // namespace veteran::engines::sargon
