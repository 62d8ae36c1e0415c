// SARGON's search: FNDMOV, a depth-first alpha-beta to PLYMAX plies (one more
// after a check at the last ply) over move lists that SORTM orders by EVAL's
// static score at every ply but the last; scores are bytes around $80 kept
// in the SCORE table two plies apart; ASCEND backs up a ply. BOOK answers the
// first move.
#include "engines/engine.hpp"
#include "engines/native/sargon/program.hpp"

namespace veteran::engines::sargon {

// SORTM: the ply's moves re-linked in increasing order of EVAL's score,
// a move after those with the same score.
void Program::sortm() {
  uint16_t bc = mlptri_, de = 0;
  for (;;) {
    // SR5
    uint16_t hl = bc;
    bc = word(hl);
    set_word(hl, de);
    if ((bc >> 8) == 0) return;
    mlptrj_ = bc;
    eval();
    hl = mlptri_;
    bc = mlptrj_;
    for (;;) {
      // SR15
      de = word(hl);
      if ((de >> 8) == 0 || valm_ < ram_[de + kMLVal]) break;
      hl = de;
    }
    set_word(hl, bc);  // SR25
  }
}

// EVAL: the move made, scored (0 if it leaves its king attacked), unmade.
void Program::eval() {
  move();
  if (inchk(color_) != 0) {
    valm_ = 0;
  } else {
    pinfnd();
    points();
  }
  unmove();
}

void Program::fndmov() {
  if (moveno_ == 1) {
    book();
    return;
  }
  nply_ = 0;
  bestm_ = 0;
  mlnxt_ = kMList;
  mlptri_ = kPlyIx - 2;
  color_ = kolor_;
  scrix_ = kScore;
  uint8_t count = static_cast<uint8_t>(plymax_ + 2);
  uint16_t at = kScore;
  do ram_[at++] = 0;
  while (--count != 0);
  bc0_ = mv0_ = 0;
  pinfnd();
  points();
  bc0_ = brdc_;
  mv0_ = mtrl_;
  uint8_t a = 0;
  uint16_t hl = 0;

fm5:
  if (stop_ && stop_->load(std::memory_order_relaxed))
    throw EngineFailure(EngineFailure::Kind::stopped, "sargon@native was told to stop");
  ++nply_;
  matef_ = 0;
  if (nply_ < plymax_) {
    genmov();
    sortm();
  } else if (lazy_last_ply_) {
    genmov_lazily();
  } else {
    genmov();
  }
  mlptrj_ = mlptri_;

fm15 : {
  uint16_t next = word(mlptrj_);
  if ((next >> 8) == 0 && nply_ >= plymax_ && lazy_last_ply_ && more_moves()) next = word(mlptrj_);
  if ((next >> 8) == 0) goto fm25;
  mlptrj_ = next;
  set_word(mlptri_, next);
  if (nply_ < plymax_) goto fm18;
  move();
  if (inchk(color_) != 0) {
    unmove();
    goto fm15;
  }
  if (nply_ != plymax_) goto fm35;
  if (inchk(color_ ^ kBlack) == 0) goto fm35;
  if (lazy_last_ply_) complete_lazy_ply();
  goto fm19;  // a check at the last ply: one ply more
}

fm18:
  if (ram_[mlptrj_ + kMLVal] == 0) goto fm15;  // EVAL found it illegal
  move();

fm19:
  color_ ^= kBlack;
  if (!(color_ & kBlack)) ++moveno_;
  ram_[scrix_ + 2u] = ram_[scrix_];
  ++scrix_;
  goto fm5;

fm25:
  if (matef_ != 0) goto fm30;
  a = 0x80;  // no legal move: stalemate...
  if (ckflg_ != 0) {
    pmate_ = moveno_;  // ...or mate
    a = 0xFF;
  }
  goto fm36;

fm30:
  if (nply_ == 1) return;
  ascend();
  a = ram_[scrix_ + 2u];
  hl = scrix_;
  goto fm37;

fm35:
  pinfnd();
  points();
  unmove();
  a = valm_;

fm36:
  matef_ |= 1;
  hl = scrix_;

fm37:
  if (a <= ram_[hl]) goto fm40;  // no better than the score two plies up: cut off
  a = static_cast<uint8_t>(-a);
  ++hl;
  if (a <= ram_[hl]) goto fm15;
  ram_[hl] = a;
  if (nply_ != 1) goto fm15;
  bestm_ = mlptrj_;
  if (ram_[kScore + 1] != 0xFF) goto fm15;
  // A forced mate: the rest of the search is not needed.
  plymax_ = static_cast<uint8_t>(plymax_ - 2);
  if (kolor_ & kBlack) --pmate_;
  return;

fm40:
  ascend();
  goto fm15;
}

void Program::ascend() {
  color_ ^= kBlack;
  if (color_ & kBlack) --moveno_;
  --scrix_;
  --nply_;
  mlnxt_ = word(static_cast<uint16_t>(mlptri_ - 2));
  mlptrj_ = word(static_cast<uint16_t>(mlptri_ - 4));
  mlptri_ = static_cast<uint16_t>(mlptri_ - 4);
  unmove();
}

// BOOK: as White P-K4 or P-Q4 (by the refresh register); as Black P-K4
// against a first move of the king's pawn or a pawn on the queen's side,
// P-Q4 against the knights, the queen's pawn and the other king's-side pawns.
void Program::book() {
  ram_[kScore + 1] = 0;
  uint8_t low = static_cast<uint8_t>(kBMoves - 2);
  if (kolor_ == 0) {
    if (refresh_bit_) low = static_cast<uint8_t>(low + 3);
  } else {
    low = static_cast<uint8_t>(low + 6);
    uint8_t from = ram_[mlptrj_ + kMLFrp];
    bool queen_pawn = from == 22 || from == 27 || from == 34 || (from > 35);
    if (queen_pawn) low = static_cast<uint8_t>(low + 3);
  }
  bestm_ = static_cast<uint16_t>(((kBMoves - 2) & 0xFF00) | low);
}

}  // namespace veteran::engines::sargon
