#include "problems/board/board.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <sstream>

namespace veteran::problems {

namespace {
const ZobristKeys* make_keys() {
  auto* k = new ZobristKeys();
  uint64_t state = 0x2545F4914F6CDD1Dull;
  auto next = [&] {  // splitmix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  for (auto& side : k->piece)
    for (auto& kind : side)
      for (auto& key : kind) key = next();
  for (auto& key : k->castling) key = next();
  for (auto& key : k->en_passant) key = next();
  k->black_to_move = next();
  return k;
}
}  // namespace

const ZobristKeys& kZobrist = *make_keys();

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

}  // namespace

std::string Move::uci() const {
  std::string s = square_text(from()) + square_text(to());
  if (is_promotion()) s += kKindLetters[promoted()];
  return s;
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
  if (side_ == BlackSide) key_ ^= kZobrist.black_to_move;
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
  key_ ^= kZobrist.castling[castling_];
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
      key_ ^= kZobrist.en_passant[file_of(target)];
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
  out += ep_ == kNoSquare ? "-" : square_text(ep_);
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

// The squares from which a man of each kind (indexed by Kind) of the side
// not owning `king` gives it check, the board as it stands: the checking
// squares the generators and the selfmate's shortcuts all start from.
static std::array<Bitboard, 7> checking_squares(Sq king, Side king_side, Bitboard occ) {
  const auto& t = tables();
  const Bitboard diagonal = bishop_attacks(king, occ), straight = rook_attacks(king, occ);
  return {0, t.pawn[king_side][king], t.knight[king], diagonal, straight, diagonal | straight, 0};
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
    if (attacked(s, flip(us), occ)) return false;
  return true;
}

void Board::generate(MoveList& out) const {
  generate_where(out, [](Kind, Sq) { return ~Bitboard{0}; });
}

// Every legal move of the king, castling and en passant, and the other
// men's legal moves to the squares wanted(kind, from) allows.
template <class Wanted>
void Board::generate_where(MoveList& out, Wanted&& wanted) const {
  const auto& t = tables();
  Side us = side_, them = flip(side_);
  Bitboard occ = occupied(), own = by_side_[us], enemy = by_side_[them];
  Sq ksq = king(us);
  Bitboard checking = attackers(ksq, them, occ);

  // The king.
  Bitboard occ_without_king = occ ^ bit(ksq);
  for (Bitboard to = t.king[ksq] & ~own; to;) {
    Sq s = pop_lowest(to);
    if (!attacked(s, them, occ_without_king)) out.push(Move(ksq, s));
  }
  if (several(checking)) return;
  Bitboard target = ~own;
  if (checking) {
    target = t.between[ksq][lowest(checking)] | checking;
  } else {
    if (castle_legal(CastleShort)) out.push(Move(ksq, ksq + 2, CastleShort));
    if (castle_legal(CastleLong)) out.push(Move(ksq, ksq - 2, CastleLong));
  }
  Bitboard pins = pinned(us);

  // Pieces: a pinned one stays on its line.
  for (Kind k : {KnightKind, BishopKind, RookKind, QueenKind}) {
    for (Bitboard from = pieces(us, k); from;) {
      Sq f = pop_lowest(from);
      Bitboard to = attacks_of(k, f, occ) & target & wanted(k, f);
      if (pins & bit(f)) to &= t.line[ksq][f];
      while (to) out.push(Move(f, pop_lowest(to)));
    }
  }

  // Pawns.
  int forward = us == WhiteSide ? 8 : -8;
  Bitboard last_rank = us == WhiteSide ? kRank8 : kRank1;
  int start_rank = us == WhiteSide ? 1 : 6;
  auto add_pawn = [&](Sq f, Sq to) {
    if (bit(to) & last_rank) {
      out.push(Move(f, to, PromoteQueen));
      out.push(Move(f, to, PromoteKnight));
      out.push(Move(f, to, PromoteRook));
      out.push(Move(f, to, PromoteBishop));
    } else {
      out.push(Move(f, to));
    }
  };
  for (Bitboard from = pieces(us, PawnKind); from;) {
    Sq f = pop_lowest(from);
    Bitboard allowed = target & ((pins & bit(f)) ? t.line[ksq][f] : ~Bitboard{0}) & wanted(PawnKind, f);
    Sq one = f + forward;
    if (empty(one)) {
      if (bit(one) & allowed) add_pawn(f, one);
      Sq two = one + forward;
      if (rank_of(f) == start_rank && empty(two) && (bit(two) & allowed)) out.push(Move(f, two, DoublePush));
    }
    for (Bitboard to = t.pawn[us][f] & enemy & allowed; to;) add_pawn(f, pop_lowest(to));
    if (ep_ != kNoSquare && (t.pawn[us][f] & bit(ep_)) && en_passant_legal(f)) out.push(Move(f, ep_, EnPassantCapture));
  }
}

// Only the checking moves, found by squares rather than by trying: a piece
// checks from the squares it would attack the enemy king from; a man on a
// line between one of our sliders and that king checks by leaving the line.
void Board::generate_checks(MoveList& out) const {
  const auto& t = tables();
  Side us = side_, them = flip(side_);
  Bitboard occ = occupied(), own = by_side_[us], enemy = by_side_[them];
  Sq ksq = king(us), ek = king(them);
  Bitboard checking = attackers(ksq, them, occ);
  Bitboard discoverers = line_blockers(*this, ek, us, us);
  Bitboard occ_without_king = occ ^ bit(ksq);

  // The king checks only by discovery.
  if (discoverers & bit(ksq)) {
    for (Bitboard to = t.king[ksq] & ~own & ~t.line[ksq][ek]; to;) {
      Sq s = pop_lowest(to);
      if (!attacked(s, them, occ_without_king)) out.push(Move(ksq, s));
    }
  }
  if (several(checking)) return;
  Bitboard target = checking ? (t.between[ksq][lowest(checking)] | checking) : ~own;
  Bitboard pins = pinned(us);
  const auto squares = checking_squares(ek, them, occ);

  for (Kind k : {KnightKind, BishopKind, RookKind, QueenKind}) {
    for (Bitboard from = pieces(us, k); from;) {
      Sq f = pop_lowest(from);
      Bitboard to = attacks_of(k, f, occ) & target;
      if (pins & bit(f)) to &= t.line[ksq][f];
      to &= (discoverers & bit(f)) ? (squares[k] | ~t.line[f][ek]) : squares[k];
      while (to) out.push(Move(f, pop_lowest(to)));
    }
  }

  int forward = us == WhiteSide ? 8 : -8;
  Bitboard last_rank = us == WhiteSide ? kRank8 : kRank1;
  int start_rank = us == WhiteSide ? 1 : 6;
  auto add_pawn = [&](Sq f, Sq to) {
    bool discovered = (discoverers & bit(f)) && !(t.line[f][ek] & bit(to));
    if (bit(to) & last_rank) {
      Bitboard after = occ ^ bit(f);
      for (Special p : {PromoteQueen, PromoteKnight, PromoteRook, PromoteBishop}) {
        Kind k = static_cast<Kind>(p - PromoteKnight + KnightKind);
        if (discovered || (attacks_of(k, to, after) & bit(ek))) out.push(Move(f, to, p));
      }
    } else if (discovered || (squares[PawnKind] & bit(to))) {
      out.push(Move(f, to));
    }
  };
  for (Bitboard from = pieces(us, PawnKind); from;) {
    Sq f = pop_lowest(from);
    Bitboard allowed = target & ((pins & bit(f)) ? t.line[ksq][f] : ~Bitboard{0});
    Sq one = f + forward;
    if (empty(one)) {
      if (bit(one) & allowed) add_pawn(f, one);
      Sq two = one + forward;
      if (rank_of(f) == start_rank && empty(two) && (bit(two) & allowed)) {
        bool discovered = (discoverers & bit(f)) && !(t.line[f][ek] & bit(two));
        if (discovered || (squares[PawnKind] & bit(two))) out.push(Move(f, two, DoublePush));
      }
    }
    for (Bitboard to = t.pawn[us][f] & enemy & allowed; to;) add_pawn(f, pop_lowest(to));
    if (ep_ != kNoSquare && (t.pawn[us][f] & bit(ep_)) && en_passant_legal(f) &&
        gives_check(Move(f, ep_, EnPassantCapture)))
      out.push(Move(f, ep_, EnPassantCapture));
  }
  // Castling checks with the rook, rarely: tried by playing it.
  if (!checking)
    for (Special c : {CastleShort, CastleLong})
      if (castle_legal(c)) {
        Move m(ksq, c == CastleShort ? ksq + 2 : ksq - 2, c);
        if (gives_check(m)) out.push(m);
      }
}

void Board::legal_moves(MoveList& out) const {
  out.size = 0;
  generate(out);
}

void Board::checking_moves(MoveList& out) const {
  out.size = 0;
  generate_checks(out);
}

bool Board::has_legal_move(int* generated) const {
  const auto& t = tables();
  Side them = flip(side_);
  Sq ksq = king(side_);
  Bitboard occ_without_king = occupied() ^ bit(ksq);
  for (Bitboard to = t.king[ksq] & ~by_side_[side_]; to;)
    if (!attacked(pop_lowest(to), them, occ_without_king)) {
      if (generated) *generated = 1;
      return true;
    }
  MoveList list;
  generate(list);
  if (generated) *generated = list.size;
  return list.size > 0;
}

Move Board::obvious_quiet_move() const {
  const auto& t = tables();
  const Side us = side_, them = flip(side_);
  const Bitboard occ = occupied(), own = by_side_[us];
  const Sq ksq = king(us), ek = king(them);
  const Bitboard discoverers = line_blockers(*this, ek, us, us);
  // The king gives no check but by discovery, leaving the line.
  const Bitboard king_to = t.king[ksq] & ~own & ((discoverers & bit(ksq)) ? t.line[ksq][ek] : ~Bitboard{0});
  for (Bitboard to = king_to; to;) {
    const Sq y = pop_lowest(to);
    if (!attacked(y, them, occ ^ bit(ksq))) return Move(ksq, y);
  }
  // In check, the other men may only take the checker or step between.
  const Bitboard checking = attackers(ksq, them, occ);
  if (several(checking)) return Move();
  const Bitboard target = checking ? t.between[ksq][lowest(checking)] | checking : ~Bitboard{0};
  const auto checks = checking_squares(ek, them, occ);
  const Bitboard pins = pinned(us);
  for (Kind k : {KnightKind, BishopKind, RookKind, QueenKind})
    for (Bitboard from = pieces(us, k); from;) {
      const Sq f = pop_lowest(from);
      Bitboard to = attacks_of(k, f, occ) & ~own & ~checks[k] & target;
      if (pins & bit(f)) to &= t.line[ksq][f];
      if (discoverers & bit(f)) to &= t.line[f][ek];  // staying on the line
      if (to) return Move(f, lowest(to));
    }
  // A pawn's push or capture, short of the last rank.
  const int forward = us == WhiteSide ? 8 : -8;
  const Bitboard last = us == WhiteSide ? kRank8 : kRank1, pawn_checks = checks[PawnKind];
  for (Bitboard from = pieces(us, PawnKind); from;) {
    const Sq f = pop_lowest(from);
    Bitboard to = t.pawn[us][f] & by_side_[them];
    if (!(occ & bit(f + forward))) to |= bit(f + forward);
    to &= ~last & ~pawn_checks & target;
    if (pins & bit(f)) to &= t.line[ksq][f];
    if (discoverers & bit(f)) to &= t.line[f][ek];
    if (to) return Move(f, lowest(to));
  }
  return Move();
}

int Board::quiet_replies(QuietReply* out, int most) const {
  const auto& t = tables();
  const Side us = side_, them = flip(side_);
  const Bitboard occ = occupied(), theirs = by_side_[them];
  const Sq our_king = king(us), their_king = king(them);
  // The other side's men that might give check by leaving, or are pinned
  // now, are passed over (their moves depend on more than these squares).
  const Bitboard unfit = line_blockers(*this, our_king, them, them) | line_blockers(*this, their_king, us, them);
  const auto checks = checking_squares(our_king, us, occ);
  const int forward = them == WhiteSide ? 8 : -8;
  const Bitboard last = them == WhiteSide ? kRank8 : kRank1;
  int found = 0;
  for (Bitboard men = theirs & ~by_kind_[KingKind] & ~unfit; men && found < most;) {
    const Sq s = pop_lowest(men);
    const Kind k = kind_at(s);
    Bitboard to;
    if (k == PawnKind) {
      const Sq one = s + forward;
      to = empty(one) && !(bit(one) & last) ? bit(one) & ~checks[PawnKind] : 0;
    } else {
      to = attacks_of(k, s, occ) & ~theirs & ~checks[k];
    }
    if (!to) continue;
    const Bitboard own = bit(s) | t.line[their_king][s] | t.line[our_king][s];
    // Of its targets, one off both lines with nothing between it and our
    // king if there is one (the mask then its own squares and the target).
    QuietReply& best = out[found++];
    int fewest = 65;
    for (; to;) {
      const Sq y = pop_lowest(to);
      const Bitboard mask = own | bit(y) | t.between[s][y] | t.between[y][our_king];
      int size = 0;
      for (Bitboard m = mask & ~own; m && size < fewest; m &= m - 1) ++size;
      if (size < fewest) {
        fewest = size;
        best = {Move(s, y), mask};
      }
    }
  }
  return found;
}

void Board::moves_against_quiet_replies(MoveList& out) const {
  out.size = 0;
  constexpr int kReplies = 3;
  QuietReply replies[kReplies];
  const int count = quiet_replies(replies, kReplies);
  if (count == 0) {
    generate(out);
    return;
  }
  // A man's move must touch every mask it does not stand on, or check.
  const auto& t = tables();
  const Side us = side_, them = flip(side_);
  const Bitboard occ = occupied();
  const Sq ek = king(them);
  const Bitboard discoverers = line_blockers(*this, ek, us, us);
  const Bitboard last = us == WhiteSide ? kRank8 : kRank1;
  const auto checks = checking_squares(ek, them, occ);
  generate_where(out, [&](Kind k, Sq f) {
    Bitboard to = ~Bitboard{0};
    for (int j = 0; j < count; ++j)
      if (!(replies[j].mask & bit(f))) to &= replies[j].mask;
    to |= checks[k] | ((discoverers & bit(f)) ? ~t.line[f][ek] : 0);
    // A promotion checks if a queen or knight there would (the pawn gone).
    if (k == PawnKind) {
      const Bitboard gone = occ ^ bit(f);
      to |= last & (bishop_attacks(ek, gone) | rook_attacks(ek, gone) | t.knight[ek]);
    }
    return to;
  });
}

bool Board::play_if_legal(Move m) {
  if (!m.bits) return false;
  Sq f = m.from(), t = m.to();
  if (empty(f) || side_at(f) != side_ || (!empty(t) && side_at(t) == side_)) return false;
  Kind k = kind_at(f);
  Special sp = m.special();
  Bitboard occ = occupied();
  if (sp == CastleShort || sp == CastleLong) {
    if (k != KingKind || t != (sp == CastleShort ? f + 2 : f - 2) || !castle_legal(sp)) return false;
    play(m);
    return true;
  }
  if (k == PawnKind) {
    const auto& tab = tables();
    int forward = side_ == WhiteSide ? 8 : -8;
    bool last = (bit(t) & (kRank1 | kRank8)) != 0;
    if (sp == EnPassantCapture) {
      if (t != ep_ || !(tab.pawn[side_][f] & bit(t)) || !en_passant_legal(f)) return false;
      play(m);
      return true;
    }
    if (sp == DoublePush) {
      if (rank_of(f) != (side_ == WhiteSide ? 1 : 6) || t != f + 2 * forward || !empty(f + forward) || !empty(t))
        return false;
    } else {
      if (last != m.is_promotion()) return false;
      bool push = t == f + forward && empty(t);
      bool capture = (tab.pawn[side_][f] & bit(t)) && !empty(t);
      if (!push && !capture) return false;
    }
  } else {
    if (sp != Normal || !(attacks_of(k, f, occ) & bit(t))) return false;
  }
  const Side us = side_;
  play(m);
  return !attacked(king(us), side_, occupied());
}

bool Board::gives_check(Move m) const {
  Board after = *this;
  after.play(m);
  return after.in_check();
}

Sq Board::king_flight_after(Move m) const {
  if (m.touches_another_man()) return kNoSquare;
  const auto& t = tables();
  const Side us = side_, them = flip(side_);
  const Sq from = m.from(), to = m.to(), ek = king(them);
  const Kind moved = m.is_promotion() ? m.promoted() : kind_at(from);
  // The board after the move, the king taken off (it shields nothing behind
  // it): our men but the moved one where they stand, the moved one on `to`,
  // attacking as what it has become.
  const Bitboard occ = ((occupied() & ~bit(from)) | bit(to)) ^ bit(ek);
  const Bitboard stayed = by_side_[us] & ~bit(from);
  const Bitboard moved_attacks = moved == PawnKind ? t.pawn[us][to] : attacks_of(moved, to, occ);
  const Bitboard theirs = by_side_[them] & ~bit(to);  // a man taken is gone
  for (Bitboard steps = t.king[ek] & ~theirs & ~moved_attacks; steps;) {
    const Sq s = pop_lowest(steps);
    if (!(attackers(s, us, occ) & stayed)) return s;
  }
  return kNoSquare;
}

void Board::play(Move m) {
  Sq from = m.from(), to = m.to();
  Side us = side_;
  Kind moving = kind_at(from);
  key_ ^= kZobrist.castling[castling_];
  if (ep_ != kNoSquare) key_ ^= kZobrist.en_passant[file_of(ep_)];
  ep_ = kNoSquare;
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
  key_ ^= kZobrist.castling[castling_];
  if (m.special() == DoublePush) {
    Sq passed = (from + to) / 2;
    // Only a capturable square counts, so that equal positions hash equally.
    if (tables().pawn[us][passed] & pieces(flip(us), PawnKind)) {
      ep_ = passed;
      key_ ^= kZobrist.en_passant[file_of(passed)];
    }
  }
  side_ = flip(us);
  key_ ^= kZobrist.black_to_move;
}

void Board::pass() {
  if (ep_ != kNoSquare) key_ ^= kZobrist.en_passant[file_of(ep_)];
  ep_ = kNoSquare;
  side_ = flip(side_);
  key_ ^= kZobrist.black_to_move;
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

std::string impossible_material(const Board& b) {
  for (Side s : {WhiteSide, BlackSide}) {
    const char* name = s == WhiteSide ? "White" : "Black";
    auto count = [&](Kind k) { return std::popcount(b.pieces(s, k)); };
    const int men = std::popcount(b.pieces(s)), pawns = count(PawnKind);
    if (men > 16) return std::string(name) + " has " + std::to_string(men) + " men, more than a side has";
    const int light = std::popcount(b.pieces(s, BishopKind) & kLightSquares), dark = count(BishopKind) - light;
    const int promoted = std::max(0, count(QueenKind) - 1) + std::max(0, count(RookKind) - 2) +
                         std::max(0, count(KnightKind) - 2) + std::max(0, light - 1) + std::max(0, dark - 1);
    if (pawns + promoted > 8)
      return std::string(name) + " has " + std::to_string(promoted) + " promoted piece" + (promoted == 1 ? "" : "s") +
             " and " + std::to_string(pawns) + " pawn" + (pawns == 1 ? "" : "s") +
             ", more than its eight pawns could have made";
  }
  return "";
}

}  // namespace veteran::problems
