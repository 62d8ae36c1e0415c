#include "veteran/problems/board/board.hpp"

#include <cctype>
#include <sstream>

namespace veteran::problems {

namespace zobrist {
namespace {
struct Keys {
  uint64_t piece[2][7][64];
  uint64_t castling[16];
  uint64_t ep[8];
  uint64_t black;
  Keys() {
    uint64_t s = 0x2545F4914F6CDD1Dull;
    auto next = [&] {  // splitmix64
      uint64_t z = (s += 0x9E3779B97F4A7C15ull);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      return z ^ (z >> 31);
    };
    for (auto& side : piece)
      for (auto& kind : side)
        for (auto& k : kind) k = next();
    for (auto& k : castling) k = next();
    for (auto& k : ep) k = next();
    black = next();
  }
};
const Keys& keys() {
  static const Keys k;
  return k;
}
}  // namespace
uint64_t piece(Side s, Kind k, Sq sq) { return keys().piece[s][k][sq]; }
uint64_t castling(uint8_t rights) { return keys().castling[rights]; }
uint64_t en_passant(int file) { return keys().ep[file]; }
uint64_t black_to_move() { return keys().black; }
}  // namespace zobrist

namespace {

constexpr char kKindLetters[] = " pnbrqk";

// The rights that survive a move touching a square.
constexpr std::array<uint8_t, 64> kCastleKeep = [] {
  std::array<uint8_t, 64> keep{};
  for (auto& k : keep) k = 15;
  keep[0] = 15 & ~WhiteLong;
  keep[7] = 15 & ~WhiteShort;
  keep[4] = 15 & ~(WhiteShort | WhiteLong);
  keep[56] = 15 & ~BlackLong;
  keep[63] = 15 & ~BlackShort;
  keep[60] = 15 & ~(BlackShort | BlackLong);
  return keep;
}();

std::string square_text(Sq s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }

// What gives check: the squares from which each kind attacks the enemy king,
// and the pieces whose leaving a line discovers a check.
struct CheckInfo {
  Sq enemy_king;
  Bitboard squares[7];
  Bitboard discoverers;
};

}  // namespace

std::string Move::uci() const {
  std::string s = square_text(from()) + square_text(to());
  if (is_promotion()) s += kKindLetters[promoted()];
  return s;
}

void Board::put(Sq s, Side side, Kind k) {
  by_kind_[k] |= bit(s);
  by_side_[side] |= bit(s);
  mailbox_[s] = static_cast<uint8_t>(k | (side << 3));
  key_ ^= zobrist::piece(side, k, s);
}

void Board::remove(Sq s) {
  Kind k = kind_at(s);
  Side side = side_at(s);
  by_kind_[k] &= ~bit(s);
  by_side_[side] &= ~bit(s);
  mailbox_[s] = 0;
  key_ ^= zobrist::piece(side, k, s);
}

Board::Board(const std::string& fen) {
  std::istringstream in(fen);
  std::string placement, side = "w", castle = "-", ep = "-";
  if (!(in >> placement)) throw BoardError("empty FEN");
  in >> side >> castle >> ep;
  int rank = 7, file = 0;
  for (char c : placement) {
    if (c == '/') {
      if (file != 8) throw BoardError("FEN rank " + std::to_string(rank + 1) + " does not have 8 squares");
      if (--rank < 0) throw BoardError("FEN has more than 8 ranks");
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) throw BoardError("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
    } else {
      static const std::string letters = "pnbrqk";
      auto at = letters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
      if (at == std::string::npos) throw BoardError(std::string("FEN has '") + c + "', which is not a piece");
      if (file > 7) throw BoardError("FEN rank " + std::to_string(rank + 1) + " has more than 8 squares");
      put(make_sq(file, rank), std::isupper(static_cast<unsigned char>(c)) ? WhiteSide : BlackSide,
          static_cast<Kind>(at + 1));
      ++file;
    }
  }
  if (rank != 0 || file != 8) throw BoardError("FEN placement does not have 8 ranks of 8 squares");
  if (side != "w" && side != "b") throw BoardError("FEN side to move is '" + side + "', not w or b");
  side_ = side == "w" ? WhiteSide : BlackSide;
  if (side_ == BlackSide) key_ ^= zobrist::black_to_move();
  for (Side s : {WhiteSide, BlackSide}) {
    const char* name = s == WhiteSide ? "white" : "black";
    int kings = std::popcount(pieces(s, KingKind));
    if (kings != 1) throw BoardError(std::string("the position has ") + std::to_string(kings) + " " + name + " kings");
    if (pieces(s, PawnKind) & (kRank1 | kRank8))
      throw BoardError(std::string("a ") + name + " pawn stands on the first or last rank");
    if (std::popcount(pieces(s, PawnKind)) > 8) throw BoardError(std::string("more than 8 ") + name + " pawns");
    if (std::popcount(pieces(s)) > 16) throw BoardError(std::string("more than 16 ") + name + " men");
  }
  if (castle != "-") {
    for (char c : castle) {
      uint8_t right = c == 'K' ? WhiteShort : c == 'Q' ? WhiteLong : c == 'k' ? BlackShort : c == 'q' ? BlackLong : 0;
      if (!right) throw BoardError(std::string("FEN castling field has '") + c + "'");
      Side s = (right & (WhiteShort | WhiteLong)) ? WhiteSide : BlackSide;
      Sq king_home = s == WhiteSide ? 4 : 60;
      Sq rook_home = king_home + ((right & (WhiteShort | BlackShort)) ? 3 : -4);
      if (mailbox_[king_home] != (KingKind | (s << 3)) || mailbox_[rook_home] != (RookKind | (s << 3)))
        throw BoardError(std::string("FEN castling right '") + c + "' without the king and rook on their squares");
      castling_ |= right;
    }
  }
  key_ ^= zobrist::castling(castling_);
  if (ep != "-") {
    if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] != (side_ == WhiteSide ? '6' : '3'))
      throw BoardError("FEN en passant square '" + ep + "' is not on the rank a double step passes");
    Sq target = make_sq(ep[0] - 'a', ep[1] - '1');
    Sq pawn = side_ == WhiteSide ? target - 8 : target + 8;
    Sq origin = side_ == WhiteSide ? target + 8 : target - 8;
    if (mailbox_[pawn] != (PawnKind | (flip(side_) << 3)) || !empty(target) || !empty(origin))
      throw BoardError("FEN en passant square '" + ep + "' does not follow a double step");
    if (tables().pawn[flip(side_)][target] & pieces(side_, PawnKind)) {
      ep_ = target;
      key_ ^= zobrist::en_passant(file_of(target));
    }
  }
  if (attackers(king(flip(side_)), side_, occupied()))
    throw BoardError("the side not to move is in check (the position cannot arise)");
  if (std::popcount(checkers()) > 2) throw BoardError("the king is in check from more than two men");
}

std::string Board::fen() const {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int gap = 0;
    for (int file = 0; file < 8; ++file) {
      Sq s = make_sq(file, rank);
      if (empty(s)) {
        ++gap;
        continue;
      }
      if (gap) out += static_cast<char>('0' + gap);
      gap = 0;
      char c = kKindLetters[kind_at(s)];
      out += side_at(s) == WhiteSide ? static_cast<char>(std::toupper(c)) : c;
    }
    if (gap) out += static_cast<char>('0' + gap);
    if (rank) out += '/';
  }
  out += side_ == WhiteSide ? " w " : " b ";
  std::string c;
  if (castling_ & WhiteShort) c += 'K';
  if (castling_ & WhiteLong) c += 'Q';
  if (castling_ & BlackShort) c += 'k';
  if (castling_ & BlackLong) c += 'q';
  out += c.empty() ? "-" : c;
  out += ' ';
  out += ep_ == 64 ? "-" : square_text(ep_);
  return out;
}

Bitboard Board::attackers(Sq s, Side by, Bitboard occ) const {
  const auto& t = tables();
  Bitboard them = by_side_[by];
  return ((t.pawn[flip(by)][s] & by_kind_[PawnKind]) | (t.knight[s] & by_kind_[KnightKind]) |
          (t.king[s] & by_kind_[KingKind]) | (bishop_attacks(s, occ) & (by_kind_[BishopKind] | by_kind_[QueenKind])) |
          (rook_attacks(s, occ) & (by_kind_[RookKind] | by_kind_[QueenKind]))) &
         them;
}

// The men of `blockers_side` alone on a line between a slider of
// `sliders_side` and the king on `ksq`: pinned men, or discoverers of check.
static Bitboard line_blockers(const Board& b, Sq ksq, Side sliders_side, Side blockers_side) {
  const auto& t = tables();
  Bitboard snipers =
      (rook_attacks(ksq, 0) & (b.pieces(sliders_side, RookKind) | b.pieces(sliders_side, QueenKind))) |
      (bishop_attacks(ksq, 0) & (b.pieces(sliders_side, BishopKind) | b.pieces(sliders_side, QueenKind)));
  Bitboard out = 0, occ = b.occupied();
  while (snipers) {
    Sq s = pop_lowest(snipers);
    Bitboard between = t.between[ksq][s] & occ;
    if (between && !several(between)) out |= between & b.pieces(blockers_side);
  }
  return out;
}

Bitboard Board::pinned(Side side) const { return line_blockers(*this, king(side), flip(side), side); }

bool Board::en_passant_legal(Sq from) const {
  Side us = side_, them = flip(side_);
  Sq ksq = king(us);
  Sq captured = us == WhiteSide ? ep_ - 8 : ep_ + 8;
  Bitboard occ = (occupied() ^ bit(from) ^ bit(captured)) | bit(ep_);
  Bitboard enemy = by_side_[them] ^ bit(captured);
  const auto& t = tables();
  return !((bishop_attacks(ksq, occ) & enemy & (by_kind_[BishopKind] | by_kind_[QueenKind])) |
           (rook_attacks(ksq, occ) & enemy & (by_kind_[RookKind] | by_kind_[QueenKind])) |
           (t.knight[ksq] & enemy & by_kind_[KnightKind]) | (t.pawn[us][ksq] & enemy & by_kind_[PawnKind]));
}

bool Board::castle_legal(Special which) const {
  Side us = side_;
  uint8_t right = us == WhiteSide ? (which == CastleShort ? WhiteShort : WhiteLong)
                                  : (which == CastleShort ? BlackShort : BlackLong);
  if (!(castling_ & right)) return false;
  Sq k = us == WhiteSide ? 4 : 60;
  Bitboard path = which == CastleShort ? (bit(k + 1) | bit(k + 2)) : (bit(k - 1) | bit(k - 2) | bit(k - 3));
  if (path & occupied()) return false;
  Sq step = which == CastleShort ? 1 : -1;
  Bitboard occ = occupied();
  for (Sq s = k; s != k + 3 * step; s += step)
    if (attackers(s, flip(us), occ)) return false;
  return true;
}

template <bool ChecksOnly>
void Board::generate(MoveList& out) const {
  const auto& t = tables();
  Side us = side_, them = flip(side_);
  Bitboard occ = occupied(), own = by_side_[us], enemy = by_side_[them];
  Sq ksq = king(us);
  Bitboard checking = attackers(ksq, them, occ);
  Bitboard pins = pinned(us);

  CheckInfo info{};
  if constexpr (ChecksOnly) {
    info.enemy_king = king(them);
    Sq ek = info.enemy_king;
    info.squares[PawnKind] = t.pawn[them][ek];
    info.squares[KnightKind] = t.knight[ek];
    info.squares[BishopKind] = bishop_attacks(ek, occ);
    info.squares[RookKind] = rook_attacks(ek, occ);
    info.squares[QueenKind] = info.squares[BishopKind] | info.squares[RookKind];
    info.discoverers = line_blockers(*this, ek, us, us);
  }
  // Whether a move (not castling or en passant) checks: from the table, or
  // by uncovering a line, or (promotion to a slider) through the square left.
  auto checks = [&](Sq from, Sq to, Kind k) {
    if ((info.discoverers & bit(from)) && !(t.line[from][info.enemy_king] & bit(to))) return true;
    if (k == KingKind) return false;
    if (k == BishopKind || k == RookKind || k == QueenKind)
      if (kind_at(from) == PawnKind) return (attacks_of(k, to, occ ^ bit(from)) & bit(info.enemy_king)) != 0;
    return (info.squares[k] & bit(to)) != 0;
  };
  auto add = [&](Sq from, Sq to, Kind k, Special s = Normal) {
    if constexpr (ChecksOnly)
      if (!checks(from, to, k)) return;
    out.push(Move(from, to, s));
  };
  auto add_special = [&](Move m) {  // castling and en passant: play it and see
    if constexpr (ChecksOnly) {
      Board after = *this;
      after.play(m);
      if (!after.in_check()) return;
    }
    out.push(m);
  };

  // The king.
  Bitboard occ_without_king = occ ^ bit(ksq);
  for (Bitboard to = t.king[ksq] & ~own; to;) {
    Sq s = pop_lowest(to);
    if (!attackers(s, them, occ_without_king)) add(ksq, s, KingKind);
  }
  if (several(checking)) return;
  Bitboard target = ~own;
  if (checking)
    target = (t.between[ksq][lowest(checking)] | checking);
  else {
    if (castle_legal(CastleShort)) add_special(Move(ksq, ksq + 2, CastleShort));
    if (castle_legal(CastleLong)) add_special(Move(ksq, ksq - 2, CastleLong));
  }

  // Pieces.
  for (Kind k : {KnightKind, BishopKind, RookKind, QueenKind}) {
    for (Bitboard from = pieces(us, k); from;) {
      Sq f = pop_lowest(from);
      Bitboard to = attacks_of(k, f, occ) & target;
      if (pins & bit(f)) to &= t.line[ksq][f];
      while (to) add(f, pop_lowest(to), k);
    }
  }

  // Pawns.
  int forward = us == WhiteSide ? 8 : -8;
  Bitboard last_rank = us == WhiteSide ? kRank8 : kRank1;
  int start_rank = us == WhiteSide ? 1 : 6;
  auto add_pawn = [&](Sq f, Sq to) {
    if (bit(to) & last_rank) {
      add(f, to, QueenKind, PromoteQueen);
      add(f, to, KnightKind, PromoteKnight);
      add(f, to, RookKind, PromoteRook);
      add(f, to, BishopKind, PromoteBishop);
    } else {
      add(f, to, PawnKind);
    }
  };
  for (Bitboard from = pieces(us, PawnKind); from;) {
    Sq f = pop_lowest(from);
    Bitboard allowed = (pins & bit(f)) ? t.line[ksq][f] : ~Bitboard{0};
    Sq one = f + forward;
    if (empty(one)) {
      if (bit(one) & target & allowed) add_pawn(f, one);
      Sq two = one + forward;
      if (rank_of(f) == start_rank && empty(two) && (bit(two) & target & allowed)) {
        if constexpr (ChecksOnly) {
          if (checks(f, two, PawnKind)) out.push(Move(f, two, DoublePush));
        } else {
          out.push(Move(f, two, DoublePush));
        }
      }
    }
    for (Bitboard to = t.pawn[us][f] & enemy & target & allowed; to;) add_pawn(f, pop_lowest(to));
    if (ep_ != 64 && (t.pawn[us][f] & bit(ep_)) && en_passant_legal(f)) add_special(Move(f, ep_, EnPassantCapture));
  }
}

void Board::legal_moves(MoveList& out) const {
  out.size = 0;
  generate<false>(out);
}

void Board::checking_moves(MoveList& out) const {
  out.size = 0;
  generate<true>(out);
}

bool Board::has_legal_move() const {
  const auto& t = tables();
  Side them = flip(side_);
  Sq ksq = king(side_);
  Bitboard occ_without_king = occupied() ^ bit(ksq);
  for (Bitboard to = t.king[ksq] & ~by_side_[side_]; to;)
    if (!attackers(pop_lowest(to), them, occ_without_king)) return true;
  MoveList list;
  generate<false>(list);
  return list.size > 0;
}

bool Board::gives_check(Move m) const {
  Board after = *this;
  after.play(m);
  return after.in_check();
}

void Board::play(Move m) {
  Sq from = m.from(), to = m.to();
  Side us = side_;
  Kind moving = kind_at(from);
  key_ ^= zobrist::castling(castling_);
  if (ep_ != 64) key_ ^= zobrist::en_passant(file_of(ep_));
  ep_ = 64;
  switch (m.special()) {
    case EnPassantCapture: remove(us == WhiteSide ? to - 8 : to + 8); break;
    case CastleShort:
      remove(from + 3);
      put(from + 1, us, RookKind);
      break;
    case CastleLong:
      remove(from - 4);
      put(from - 1, us, RookKind);
      break;
    default:
      if (!empty(to)) remove(to);
  }
  remove(from);
  put(to, us, m.is_promotion() ? m.promoted() : moving);
  castling_ = static_cast<uint8_t>(castling_ & kCastleKeep[from] & kCastleKeep[to]);
  key_ ^= zobrist::castling(castling_);
  if (m.special() == DoublePush) {
    Sq passed = (from + to) / 2;
    // Only a capturable square counts, so that equal positions hash equally.
    if (tables().pawn[us][passed] & pieces(flip(us), PawnKind)) {
      ep_ = passed;
      key_ ^= zobrist::en_passant(file_of(passed));
    }
  }
  side_ = flip(us);
  key_ ^= zobrist::black_to_move();
}

void Board::pass() {
  if (ep_ != 64) key_ ^= zobrist::en_passant(file_of(ep_));
  ep_ = 64;
  side_ = flip(side_);
  key_ ^= zobrist::black_to_move();
}

uint64_t Board::perft(int depth) const {
  MoveList list;
  legal_moves(list);
  if (depth <= 1) return depth == 1 ? static_cast<uint64_t>(list.size) : 1;
  uint64_t n = 0;
  for (Move m : list) {
    Board next = *this;
    next.play(m);
    n += next.perft(depth - 1);
  }
  return n;
}

template void Board::generate<true>(MoveList&) const;
template void Board::generate<false>(MoveList&) const;

}  // namespace veteran::problems
