// SARGON's move generator: GENMOV walks the board a1..h8 and MPIECE adds each
// piece's moves to the linked list in direction-table order, pawns with their
// promotion flag, en passant (ENPSNT) and castling (CASTLE) as double moves
// whose second half is linked around (ADJPTR).
#include "engines/native/sargon/program.hpp"

#include "engines/native/sargon/bitboards.hpp"

#include <bit>

#include <stdexcept>

namespace veteran::engines::sargon {

// GENMOV's start: whether the side to move is in check, and this ply's
// pair in PLYIX: where its moves start, then the chain's head.
void Program::begin_ply() {
  ckflg_ = inchk(color_);
  uint16_t pair = static_cast<uint16_t>(mlptri_ + 2);
  set_word(pair, mlnxt_);
  mlptri_ = static_cast<uint16_t>(pair + 2);
  mllst_ = mlptri_;
}

void Program::genmov() {
  begin_ply();
  // The pieces of the side to move, a1..h8.
  for (uint64_t set = colour_[color_ ? 1 : 0]; set; set &= set - 1) {
    m1_ = static_cast<uint8_t>(bitboards::index_of(std::countr_zero(set)));
    p1_ = square(m1_);
    mpiece();
  }
}

// At the last ply (and the check extension's) FNDMOV takes the moves in the
// order GENMOV links them and stops at the first cut-off, so the rest of the
// list is never read: there GENMOV's work is done a piece at a time, when
// the search reaches the end of what is linked. The entries, their order,
// their addresses and what the search reads are GENMOV's; what changes is
// only that moves after a cut-off are not written.
void Program::genmov_lazily() {
  begin_ply();
  // What MPIECE reads and the search changes meanwhile: the move that led
  // here (ENPSNT), whether the side is in check (CASTLE). The chain's head
  // reads as its end until a move is linked; GENMOV leaves it as it was
  // when the side has no move at all, and so does more_moves().
  pending_[nply_] = {colour_[color_ ? 1 : 0], mlptrj_, ckflg_, word(mlptri_), false};
  set_word(mlptri_, 0);
}

// The next pieces' moves linked after MLPTRJ, the last entry; false when
// no piece is left. MLNXT is this ply's end (deeper plies ascend to it).
bool Program::more_moves() {
  Pending& p = pending_[nply_];
  const uint16_t last = mlptrj_;
  const uint8_t check = ckflg_;
  mlptrj_ = p.previous_move;
  ckflg_ = p.in_check;
  mllst_ = last;
  bool added = false;
  while (p.pieces && !added) {
    m1_ = static_cast<uint8_t>(bitboards::index_of(std::countr_zero(p.pieces)));
    p.pieces &= p.pieces - 1;
    p1_ = square(m1_);
    mpiece();
    added = word(last) >> 8 != 0;
  }
  mlptrj_ = last;
  ckflg_ = check;
  p.linked |= added;
  if (!p.linked && !p.pieces) {
    set_word(mlptri_, p.head);  // no move at all: the head as GENMOV left it, read once
    p.linked = true;
    return true;
  }
  return added;
}

// Before a check at the last ply extends the search, the rest of that ply's
// moves are linked (with the move in hand taken back meanwhile, as they are
// moves of the position before it), so that MLNXT, where the extension's
// moves go, is where GENMOV leaves it; the tests compare the ply index and
// the lists. Checks are rare at the last ply, so the saving stays.
void Program::complete_lazy_ply() {
  Pending& p = pending_[nply_];
  if (!p.pieces) return;
  const uint16_t current = mlptrj_;
  unmove();
  while (p.pieces) {
    uint16_t end = mlptrj_;
    while (word(end) >> 8) end = word(end);  // the chain's end, where more_moves() links
    mlptrj_ = end;
    more_moves();
  }
  mlptrj_ = current;
  move();
}

// MPIECE on locals (PATH and ADMOVE inlined; the program's variables are
// written back around ENPSNT and CASTLE, which use them, and at the end).
void Program::mpiece() {
  uint8_t* const ram = ram_.data();
  const uint8_t* const board = ram + kBoardA;
  const uint8_t p1 = p1_, m1 = m1_;
  uint8_t kind = p1 & 0x87;
  if (kind == (Pawn | kBlack)) --kind;  // a black pawn uses table entry 0
  const uint8_t t1 = kind & 7;
  t1_ = t1;
  uint8_t b = ram[kDCount + t1];
  uint8_t i = ram[kDPoint + t1];
  uint16_t next = mlnxt_, last = mllst_;
  const uint8_t unmoved = (p1 & kMoved) ? 0 : kFirstMove;
  uint8_t m2 = m1, p2 = 0;
  auto add = [&](uint8_t flags) { link_move(ram, next, last, m1, m2, static_cast<uint8_t>(flags | unmoved)); };
  auto promotion = [&] { return (m2 >= 91 || m2 < 29) ? kPromotion : 0; };
  for (;;) {
    // MP5
    const uint8_t dir = ram[kDirect + i];
    m2 = m1;
    for (;;) {
      // MP10 (PATH)
      m2 = static_cast<uint8_t>(m2 + dir);
      p2 = board[m2];
      if (p2 == kBorder) break;
      const bool empty = (p2 & 7) == 0;
      if (!empty && !((p2 ^ p1) & kBlack)) break;  // one of its own
      if (t1 >= 2) {
        add(p2);
        if (!empty || t1 == King || t1 < Bishop) break;
        continue;  // bishops, rooks and queens slide on
      }
      // Pawns: b = 4 one step, 3 two steps, 2 and 1 the captures.
      if (b >= 4) {
        if (!empty) break;
        add(static_cast<uint8_t>(p2 | promotion()));
        ++i, --b;                      // past the two-step direction
        if (!(p1 & kMoved)) continue;  // a pawn not yet moved tries the second step
        break;
      }
      if (b == 3) {
        if (empty) add(p2);
        break;
      }
      if (empty) {
        m2_ = m2, p2_ = p2, t2_ = 0, mlnxt_ = next, mllst_ = last;
        enpsnt();
        next = mlnxt_, last = mllst_;
      } else {
        add(static_cast<uint8_t>(p2 | promotion()));
      }
      break;
    }
    // MP15
    ++i;
    if (--b == 0) break;
  }
  m2_ = m2, p2_ = p2, t2_ = p2 & 7, mlnxt_ = next, mllst_ = last;
  if (t1 == King) castle();
}

// A pawn on its fifth rank next to the pawn that has just made its first
// move (the move MLPTRJ points to), that move ten squares from the capture
// square: the capture and the removal of the taken pawn as a double move.
void Program::enpsnt() {
  uint8_t at = m1_;
  if (p1_ & kBlack) at = static_cast<uint8_t>(at + 10);
  if (at < 61 || at >= 69) return;
  if (!(ram_[mlptrj_ + kMLFlg] & kFirstMove)) return;
  m4_ = ram_[mlptrj_ + kMLTop];
  p3_ = square(m4_);
  if ((p3_ & 7) != Pawn) return;
  uint8_t distance = static_cast<uint8_t>(m4_ - m2_);
  if (distance & 0x80) distance = static_cast<uint8_t>(-distance);
  if (distance != 10) return;
  p2_ |= kDoubleMove;
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
      p2_ = kDoubleMove;
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

// ADMOVE's work on locals: the entry (FROM, TO, FLAGS, value 0) written at
// NEXT and linked after LAST, which it becomes; NEXT moves past it.
void Program::link_move(uint8_t* ram, uint16_t& next, uint16_t& last, uint8_t from, uint8_t to, uint8_t flags) {
  if (next > kMLEnd) throw std::logic_error("SARGON's move list is full (more than 2040 bytes of moves)");
  ram[last] = static_cast<uint8_t>(next);
  ram[last + 1u] = static_cast<uint8_t>(next >> 8);
  last = next;
  ram[next] = 0, ram[next + 1u] = 0;
  ram[next + kMLFrp] = from, ram[next + kMLTop] = to, ram[next + kMLFlg] = flags, ram[next + kMLVal] = 0;
  next = static_cast<uint16_t>(next + 6);
}

void Program::admove() {
  if (!(p1_ & kMoved)) p2_ |= kFirstMove;
  link_move(ram_.data(), mlnxt_, mllst_, m1_, m2_, p2_);
}

}  // namespace veteran::engines::sargon
