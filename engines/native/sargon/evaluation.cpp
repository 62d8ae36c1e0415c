// SARGON's static evaluation: POINTS scores the position after a move from
// material (with each piece's exchange, XCHNG), board control (attackers
// counted square by square) and development, each limited (LIMIT) and
// relative to the position at the root; $80 is even.
#include "engines/native/sargon/program.hpp"

#include "engines/native/sargon/bitboards.hpp"

#include <array>
#include <bit>
#include <stdexcept>
#include <utility>

namespace veteran::engines::sargon {

namespace {
// LIMIT: `value` held to +-`limit`.
uint8_t limit(uint8_t limit, uint8_t value) {
  if (value & 0x80) {
    uint8_t low = static_cast<uint8_t>(-limit);
    return low >= value ? low : value;
  }
  return limit < value ? limit : value;
}
}  // namespace

// NEXTAD: the next attacker or defender (the lists alternate at each call),
// its value doubled, taken off its list. Returns false (Z) at the list's end.
bool Program::nextad(Exchange& x, uint8_t& a) {
  ++x.side;
  std::swap(x.b, x.c);
  std::swap(x.hl, x.de);
  a = 0;
  if (x.b == 0) return false;
  --x.b;
  do ++x.hl;
  while (ram_[x.hl] == 0);
  uint8_t held = ram_[x.hl];
  a = static_cast<uint8_t>((held & 0x0F) * 2);
  ram_[x.hl] = held >> 4;  // RRD: the upper value moves down
  --x.hl;
  return a != 0;
}

// XCHNG: the exchange on M3 for the piece P1 (kind T3), attackers taking in
// turn. d returns the piece's value doubled, e the points lost.
void Program::xchng(uint8_t& d, uint8_t& e) {
  Exchange x;
  x.hl = kWAct, x.de = kBAct;
  if (p1_ & kBlack) std::swap(x.hl, x.de);
  x.b = ram_[x.hl];
  x.c = ram_[x.de];
  e = 0;
  d = static_cast<uint8_t>(piece_value(t3_) << 1);
  uint8_t b = d, a = 0, l = 0;
  if (!nextad(x, a)) return;
  for (;;) {
    // XC10
    l = a;
    uint8_t defender = 0;
    bool more = false;  // what the alternate flags hold at XC19: another defender to go on with
    if (nextad(x, a)) {
      defender = a;
      if (b >= l) {
        more = true;
        a = b;
      } else {
        a = defender;
        // XC15
        for (;;) {
          if (a < l) return;
          if (!nextad(x, a)) return;
          l = a;
          if (!nextad(x, a)) break;
        }
        a = b;  // XC18
      }
    } else {
      a = b;  // XC18
    }
    // XC19
    if (x.side & 1) a = static_cast<uint8_t>(-a);
    e = static_cast<uint8_t>(a + e);
    if (!more) return;
    b = l;
    a = defender;
  }
}

// POINTS for the square M3: development, board control (unless counted
// already) and what the piece on it stands to lose, found `how`.
void Program::score_square(bool counted, Loss how, uint8_t attacker) {
  const uint8_t piece = square(m3_);
  p1_ = piece;
  t3_ = piece & 7;
  if (!counted) brdc_ = static_cast<uint8_t>(brdc_ + development_of(piece));
  // PT6X: board control, and the lists XCHNG takes its attackers from.
  if (how == Loss::lists) {
    for (int k = 0; k < 14; ++k) ram_[kAtkList + k] = 0;
    attack();
  }
  if (!counted) brdc_ = static_cast<uint8_t>(brdc_ + static_cast<uint8_t>(ram_[kWAct] - ram_[kBAct]));
  if (p1_ == 0) return;
  uint8_t d = static_cast<uint8_t>(piece_value(t3_) << 1), e = 0;
  switch (how) {
    case Loss::nothing: break;
    case Loss::lists: xchng(d, e); break;
    // XCHNG on an undefended piece takes one attacker and counts the piece lost.
    case Loss::whole: e = d; break;
    // With one attacker and a defender, XCHNG counts the piece less the
    // attacker when the attacker is worth no more, else nothing; which
    // defenders stand behind does not enter.
    case Loss::lone_attacker: e = d >= attacker ? static_cast<uint8_t>(d - attacker) : 0; break;
  }
  if (e != 0) {
    --d;  // a piece en prise counts half a pawn less
    if (((p1_ ^ color_) & kBlack) == 0) {
      // The side that has just moved stands to lose e.
      if (e >= ptsl_) {
        ptsl_ = e;
        if (m3_ == ram_[mlptrj_ + kMLTop]) ptsck_ = m3_;
      }
    } else {
      uint8_t a = e;
      if (a >= ptsw1_) {
        a = ptsw1_;
        ptsw1_ = e;
      }
      if (a >= ptsw2_) ptsw2_ = a;
    }
  }
  // PT23: material.
  uint8_t value = (p1_ & kBlack) ? static_cast<uint8_t>(-d) : d;
  mtrl_ = static_cast<uint8_t>(mtrl_ + value);
}

// Development: a knight or bishop at home, a rook or queen out early
// (before move 7) or a king moved without castling cost 2; castling gains 6.
uint8_t Program::development_of(uint8_t piece) const {
  const uint8_t kind = piece & 7;
  bool penalty = false;
  uint8_t bonus = 0;
  if (kind < Knight) {
  } else if (kind < Rook) {
    penalty = !(piece & kMoved);
  } else if (kind == King) {
    if (piece & kCastled)
      bonus = (piece & kBlack) ? static_cast<uint8_t>(-6) : 6;
    else
      penalty = (piece & kMoved) != 0;
  } else if (moveno_ < 7) {
    penalty = (piece & kMoved) != 0;
  }
  if (penalty) bonus = (piece & kBlack) ? 2 : static_cast<uint8_t>(-2);
  return bonus;
}

// The development terms of one colour's pieces (0 White, 1 Black), from the square sets.
VETERAN_SARGON_POPCOUNT uint8_t Program::development(size_t side) const {
  const auto& own = pieces_[side];
  int penalties = std::popcount((own[Knight] | own[Bishop]) & ~moved_);
  if (moveno_ < 7) penalties += std::popcount((own[Rook] | own[Queen]) & moved_);
  int castled = 0;
  for (uint64_t set = own[King]; set; set &= set - 1) {
    const uint8_t king = ram_[kBoardA + bitboards::index_of(std::countr_zero(set))];
    if (king & kCastled)
      ++castled;
    else if (king & kMoved)
      ++penalties;
  }
  // White's terms as they are, Black's the other way round (the caller subtracts them).
  return static_cast<uint8_t>(6 * castled - 2 * penalties);
}

// The doubled value of the one piece of `side` that ATTACK would file for
// square `at`: a knight, pawn or king next to it, or along a line the first
// piece of that colour that attacks along it, through pieces of its colour
// that attack too (as ATTACK scans), whichever PNCK lets count.
uint8_t Program::lone_attacker(int at, size_t side) const {
  using namespace bitboards;
  const auto& them = pieces_[side];
  const size_t s = static_cast<size_t>(at);
  const uint8_t* board = &ram_[kBoardA];
  auto counts = [&](int from, int d) {
    return npins_ == 0 || pin_allows(static_cast<uint8_t>(index_of(from)), static_cast<uint8_t>(kOffsets[d]));
  };
  if (kTables.knight[s] & them[Knight])
    for (int d = 8; d < 16; ++d)
      if ((kTables.step[static_cast<size_t>(d)][s] & them[Knight]) &&
          counts(std::countr_zero(kTables.step[static_cast<size_t>(d)][s]), d))
        return static_cast<uint8_t>(piece_value(Knight) << 1);
  // Lines where a piece of that colour could attack at all (as ATTACK's precheck).
  const uint64_t near = them[King] | them[Pawn];
  const uint64_t far[2] = {them[Queen] | them[Rook], them[Queen] | them[Bishop]};
  for (int d = 0; d < 8; ++d) {
    const uint64_t next = kTables.step[static_cast<size_t>(d)][s];
    if (!((kTables.ray[static_cast<size_t>(d)][s] & far[is_diagonal(d)]) | (next & near))) continue;
    for (uint64_t on = kTables.ray[static_cast<size_t>(d)][s] & occupied_; on;) {
      const int first = nearest(d, on);
      if (!(colour_[side] & bit(first))) break;  // the other colour ends the line
      const uint8_t kind = board[index_of(first)] & 7;
      const bool adjacent = next == bit(first);
      const bool pawn = kind == Pawn && adjacent && is_diagonal(d) && (side ? d < 2 : d >= 2);
      const bool attacks =
          kind == Queen || (adjacent && kind == King) || pawn || (kind == (is_diagonal(d) ? Bishop : Rook));
      if (!attacks) break;
      if (counts(first, d)) return static_cast<uint8_t>(piece_value(kind) << 1);
      if (kind == King) break;
      on &= kTables.ray[static_cast<size_t>(d)][static_cast<size_t>(first)];
    }
  }
  return 0;  // (not reached: the count found one)
}

void Program::points() {
  if (!self_check_) {
    points(count_control());
    return;
  }
  // Both ways, compared: the pieces' count (when it applies) and the listing's scan.
  const bool counted = count_control();
  points(counted);
  const std::array<uint8_t, 7> fast = {mtrl_, brdc_, ptsl_, ptsw1_, ptsw2_, ptsck_, valm_};
  points(false);
  const std::array<uint8_t, 7> scan = {mtrl_, brdc_, ptsl_, ptsw1_, ptsw2_, ptsck_, valm_};
  if (fast != scan) throw std::logic_error("sargon@native: POINTS counted from the pieces differs from ATTACK's scan");
}

VETERAN_SARGON_POPCOUNT void Program::points(bool counted) {
  mtrl_ = brdc_ = ptsl_ = ptsw1_ = ptsw2_ = ptsck_ = 0;
  t1_ = 7;
  if (counted) {
    // Board control was counted; development and the material of pieces no
    // opponent attacks are sums over the square sets; the pieces an
    // opponent attacks go through XCHNG in a1..h8 order, as in the scan.
    brdc_ = static_cast<uint8_t>(control_ + development(0) - development(1));
    for (size_t side = 0; side < 2; ++side) {
      const uint64_t safe = ~attacked_[side ^ 1];
      uint8_t sum = 0;
      for (uint8_t kind = Pawn; kind <= King; ++kind)
        sum = static_cast<uint8_t>(sum + std::popcount(pieces_[side][kind] & safe) * (piece_value(kind) << 1));
      mtrl_ = static_cast<uint8_t>(side ? mtrl_ - sum : mtrl_ + sum);
    }
    for (uint64_t set = (colour_[0] & attacked_[1]) | (colour_[1] & attacked_[0]); set; set &= set - 1) {
      const int at = std::countr_zero(set);
      const uint64_t here = bitboards::bit(at);
      m3_ = static_cast<uint8_t>(bitboards::index_of(at));
      const size_t own = (colour_[0] & here) ? 0 : 1, them = own ^ 1;
      if (!(attacked_[own] & here))
        score_square(true, Loss::whole);
      else if (!(attacked_twice_[them] & here))
        score_square(true, Loss::lone_attacker, lone_attacker(at, them));
      else
        score_square(true, Loss::lists);
    }
    m3_ = 99;
  } else {
    for (m3_ = 21; m3_ != 99; ++m3_)
      if (square(m3_) != kBorder) score_square(false, Loss::lists);
  }
  // The piece that has just moved is itself lost: the best gain does not count.
  if (ptsck_) {
    ptsw1_ = ptsw2_;
    ptsw2_ = 0;
  }
  uint8_t lost = ptsl_ ? static_cast<uint8_t>(ptsl_ - 1) : 0;
  uint8_t won = 0;
  if (ptsw1_ != 0 && ptsw2_ != 0) won = static_cast<uint8_t>(static_cast<uint8_t>(ptsw2_ - 1) >> 1);
  uint8_t a = static_cast<uint8_t>(won - lost);
  if (color_ & kBlack) a = static_cast<uint8_t>(-a);
  a = static_cast<uint8_t>(a + mtrl_ - mv0_);
  uint8_t material = limit(30, a);
  uint8_t control = static_cast<uint8_t>(brdc_ - bc0_);
  if (ptsck_) control = 0;
  control = limit(6, control);
  a = static_cast<uint8_t>(material * 4 + control);
  if (!(color_ & kBlack)) a = static_cast<uint8_t>(-a);
  valm_ = static_cast<uint8_t>(a + 0x80);
  ram_[mlptrj_ + kMLVal] = valm_;
}

}  // namespace veteran::engines::sargon
