#include "chess/position.hpp"

#include "chess/initia.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <sstream>

namespace veteran::chess {
namespace {

constexpr int kKnight[8] = {33, 31, 18, 14, -33, -31, -18, -14};
constexpr int kKing[8] = {17, 16, 15, 1, -17, -16, -15, -1};
constexpr int kDiagonal[4] = {17, 15, -17, -15};
constexpr int kStraight[4] = {16, 1, -16, -1};

constexpr bool on_board(int s) { return s >= 0 && s < 128 && !(s & 0x88); }

// A castling right's bit index in Castling: White's kingside 0, queenside 1, Black's 2 and 3.
constexpr int right_index(Color c, bool king_side) { return (c == White ? 0 : 2) + (king_side ? 0 : 1); }
constexpr uint8_t both_rights(Color c) {
  return c == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside);
}

constexpr const char* kPieceLetters = " pnbrqk";

}  // namespace

std::string square_name(Square s) {
  if (s & 0x88) return "-";
  return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}

std::string Move::uci() const {
  std::string s = square_name(from) + square_name(to);
  if (promotion) s += kPieceLetters[promotion];
  return s;
}

void Position::put(Square s, Piece p) {
  board_[s] = p;
  if (type_of(p) == King) king_[color_of(p) >> 3] = s;
}

Position::Position(const std::string& text, bool chess960) : chess960_(chess960) {
  // INITIA's input language (the 1962 MIT program's) is read as well as FEN.
  const std::string fen = looks_like_initia(text) ? initia_to_fen(text) : text;
  std::istringstream in(fen);
  std::string placement, side, castling, ep;
  in >> placement >> side >> castling >> ep;
  if (placement.empty() || side.empty())
    throw RulesError("FEN '" + fen + "': needs at least the placement and the side to move");
  int rank = 7, file = 0;
  for (char c : placement) {
    if (c == '/') {
      if (file != 8)
        throw RulesError("FEN '" + fen + "': rank " + std::to_string(rank + 1) + " does not have 8 squares");
      --rank;
      file = 0;
      if (rank < 0) throw RulesError("FEN '" + fen + "': more than 8 ranks");
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
    } else {
      const char* p = std::strchr(kPieceLetters + 1, std::tolower(static_cast<unsigned char>(c)));
      if (!p || file > 7) throw RulesError(std::string("FEN '") + fen + "': unexpected '" + c + "' in the placement");
      Piece piece =
          static_cast<Piece>((p - kPieceLetters) | (std::isupper(static_cast<unsigned char>(c)) ? White : Black));
      put(square(file, rank), piece);
      ++file;
    }
    if (file > 8) throw RulesError("FEN '" + fen + "': rank " + std::to_string(rank + 1) + " has more than 8 squares");
  }
  if (rank != 0 || file != 8)
    throw RulesError("FEN '" + fen + "': the placement does not describe 8 ranks of 8 squares");
  if (side != "w" && side != "b")
    throw RulesError("FEN '" + fen + "': side to move must be w or b, not '" + side + "'");
  side_ = side == "w" ? White : Black;
  if (castling != "-")
    for (char c : castling) {
      const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      if (u != 'K' && u != 'Q' && !(chess960_ && u >= 'A' && u <= 'H'))
        throw RulesError(std::string("FEN '") + fen + "': unexpected '" + c + "' in castling rights" +
                         (!chess960_ && u >= 'A' && u <= 'H' ? " (a rook's file: a Chess960 position?)" : ""));
    }
  if (!ep.empty() && ep != "-") {
    if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || (ep[1] != '3' && ep[1] != '6'))
      throw RulesError("FEN '" + fen + "': en passant square '" + ep + "' is not on rank 3 or 6");
    ep_ = square(ep[0] - 'a', ep[1] - '1');
  }
  for (int f = 0; f < 8; ++f)
    for (int r : {0, 7})
      if (type_of(board_[square(f, r)]) == Pawn)
        throw RulesError("FEN '" + fen + "': a pawn on " + square_name(square(f, r)) + ", on the first or last rank");
  if (!(in >> halfmove_)) halfmove_ = 0;
  if (!(in >> fullmove_)) fullmove_ = 1;
  for (int c = 0; c < 2; ++c) {
    int kings = 0;
    for (int s = 0; s < 128; ++s)
      if (on_board(s) && board_[s] == make_piece(King, c ? Black : White)) ++kings;
    if (kings != 1) throw RulesError("FEN '" + fen + "': " + (c ? "black" : "white") + " must have exactly one king");
  }
  read_castling(castling);
  if (attacked(king_[opponent(side_) >> 3], side_))
    throw RulesError("FEN '" + fen + "': the side not to move is in check");
  // The en passant square counts, as Stockfish takes it, only where the side
  // to move could capture there: on the right rank for it, behind a pawn of
  // the other side that could just have moved two squares, with a pawn of the
  // side to move beside that pawn. A square written after every double step
  // (as the FEN standard has it) or a wrong one is dropped, never played.
  if (ep_ != kNoSquare) {
    const int up = side_ == White ? 16 : -16;
    const int ep_rank = side_ == White ? 5 : 2;
    const auto pushed = static_cast<Square>(ep_ - up), from = static_cast<Square>(ep_ + up);
    bool possible =
        rank_of(ep_) == ep_rank && board_[pushed] == make_piece(Pawn, opponent(side_)) && !board_[ep_] && !board_[from];
    bool capturable = false;
    for (int beside : {-1, 1}) {
      const int s = pushed + beside;
      capturable = capturable || (on_board(s) && board_[s] == make_piece(Pawn, side_));
    }
    if (!possible || !capturable) ep_ = kNoSquare;
  }
}

// The rights the FEN names, each with its rook. A right without its king and
// rook at home is dropped, as most tools do: in chess the king on e1/e8 and
// the rook on a or h; in Chess960 the king anywhere on its back rank and the
// rook on that side of it.
void Position::read_castling(const std::string& rights) {
  if (rights == "-") return;
  for (char c : rights) {
    const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
    const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const int rank = color == White ? 0 : 7;
    const Square king = king_[color >> 3];
    const Piece rook = make_piece(Rook, color);
    if (rank_of(king) != rank || (!chess960_ && file_of(king) != 4)) continue;
    bool king_side = u == 'K';
    Square at = kNoSquare;
    if (u == 'K' || u == 'Q') {  // the outermost rook on that side (in chess, the corner's)
      for (int f = king_side ? 7 : 0; f != file_of(king) && at == kNoSquare; f += king_side ? -1 : 1)
        if (board_[square(f, rank)] == rook && (chess960_ || f == 0 || f == 7)) at = square(f, rank);
    } else {
      at = square(u - 'A', rank);
      king_side = file_of(at) > file_of(king);
      if (board_[at] != rook || at == king) continue;
    }
    if (at == kNoSquare) continue;
    castling_ |= static_cast<uint8_t>(1 << right_index(color, king_side));
    castle_rook_[static_cast<size_t>(right_index(color, king_side))] = at;
  }
}

std::string Position::fen() const {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = board_[square(file, rank)];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      char c = kPieceLetters[type_of(p)];
      out += color_of(p) == White ? static_cast<char>(std::toupper(c)) : c;
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  out += side_ == White ? " w " : " b ";
  std::string rights;
  for (int i = 0; i < 4; ++i) {
    if (!(castling_ & (1 << i))) continue;
    const bool king_side = i % 2 == 0, white = i < 2;
    const Square rook = castle_rook_[static_cast<size_t>(i)], king = king_[white ? 0 : 1];
    // X-FEN: K or Q unless another rook stands further out on that side.
    bool outermost = true;
    for (int f = king_side ? 7 : 0; f != file_of(rook); f += king_side ? -1 : 1)
      if (board_[square(f, rank_of(king))] == make_piece(Rook, white ? White : Black)) outermost = false;
    char letter = outermost ? (king_side ? 'K' : 'Q') : static_cast<char>('A' + file_of(rook));
    rights += white ? letter : static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
  }
  out += rights.empty() ? "-" : rights;
  out += " " + square_name(ep_) + " " + std::to_string(halfmove_) + " " + std::to_string(fullmove_);
  return out;
}

bool square_attacked(const std::array<Piece, 128>& board, Square s, Color by) {
  // Pawns attack diagonally forward: look back from s towards `by`'s pawns.
  int pawn_dir = by == White ? -16 : 16;
  for (int side : {-1, 1}) {
    int t = s + pawn_dir + side;
    if (on_board(t) && board[t] == make_piece(Pawn, by)) return true;
  }
  for (int d : kKnight) {
    int t = s + d;
    if (on_board(t) && board[t] == make_piece(Knight, by)) return true;
  }
  for (int d : kKing) {
    int t = s + d;
    if (on_board(t) && board[t] == make_piece(King, by)) return true;
  }
  auto ray = [&](const int(&dirs)[4], PieceType slider) {
    for (int d : dirs)
      for (int t = s + d; on_board(t); t += d)
        if (Piece p = board[t]) {
          if (color_of(p) == by && (type_of(p) == slider || type_of(p) == Queen)) return true;
          break;
        }
    return false;
  };
  return ray(kDiagonal, Bishop) || ray(kStraight, Rook);
}

bool Position::attacked(Square s, Color by) const { return square_attacked(board_, s, by); }

void Position::pseudo_moves(std::vector<Move>& out) const {
  const Color us = side_, them = opponent(side_);
  auto add = [&](int from, int to, uint8_t flags) { out.push_back({Square(from), Square(to), None, flags}); };
  auto add_pawn = [&](int from, int to, uint8_t flags) {
    if (rank_of(Square(to)) == 0 || rank_of(Square(to)) == 7)
      for (PieceType p : {Queen, Rook, Bishop, Knight})
        out.push_back({Square(from), Square(to), p, static_cast<uint8_t>(flags | Promotion)});
    else
      add(from, to, flags);
  };
  for (int s = 0; s < 128; ++s) {
    if (!on_board(s)) {
      s += 7;
      continue;
    }
    Piece p = board_[s];
    if (!p || color_of(p) != us) continue;
    switch (type_of(p)) {
      case Pawn: {
        int fwd = us == White ? 16 : -16;
        int start_rank = us == White ? 1 : 6;
        if (on_board(s + fwd) && !board_[s + fwd]) {
          add_pawn(s, s + fwd, Quiet);
          if (rank_of(Square(s)) == start_rank && !board_[s + 2 * fwd]) add(s, s + 2 * fwd, DoublePush);
        }
        for (int side : {-1, 1}) {
          int t = s + fwd + side;
          if (!on_board(t)) continue;
          if (board_[t] && color_of(board_[t]) == them)
            add_pawn(s, t, Capture);
          else if (t == ep_)
            add(s, t, Capture | EnPassant);
        }
        break;
      }
      case Knight:
      case King: {
        const int* dirs = type_of(p) == Knight ? kKnight : kKing;
        for (int i = 0; i < 8; ++i) {
          int t = s + dirs[i];
          if (!on_board(t)) continue;
          if (!board_[t])
            add(s, t, Quiet);
          else if (color_of(board_[t]) == them)
            add(s, t, Capture);
        }
        break;
      }
      default: {
        auto slide = [&](const int(&dirs)[4]) {
          for (int d : dirs)
            for (int t = s + d; on_board(t); t += d) {
              if (!board_[t]) {
                add(s, t, Quiet);
                continue;
              }
              if (color_of(board_[t]) == them) add(s, t, Capture);
              break;
            }
        };
        if (type_of(p) != Rook) slide(kDiagonal);
        if (type_of(p) != Bishop) slide(kStraight);
        break;
      }
    }
  }
  // Castling, in chess and in Chess960 alike: the right, every square the
  // king and its rook cross or land on empty but for the two of them, and the
  // king not in check on any square from its own to the one it lands on (that
  // last one is checked, like every move's, once the move is played).
  const Square king = king_[us >> 3];
  const int rank = rank_of(king);
  for (bool king_side : {true, false}) {
    const int right = right_index(us, king_side);
    if (!(castling_ & (1 << right))) continue;
    const Square rook = castle_rook_[static_cast<size_t>(right)];
    const auto king_to = square(king_side ? 6 : 2, rank), rook_to = square(king_side ? 5 : 3, rank);
    auto clear = [&](Square a, Square b) {
      for (int f = std::min(file_of(a), file_of(b)); f <= std::max(file_of(a), file_of(b)); ++f) {
        const Square s = square(f, rank);
        if (s != king && s != rook && board_[s]) return false;
      }
      return true;
    };
    if (!clear(king, king_to) || !clear(rook, rook_to)) continue;
    bool safe = true;
    for (int f = std::min(file_of(king), file_of(king_to)); f <= std::max(file_of(king), file_of(king_to)) && safe; ++f)
      safe = !attacked(square(f, rank), them) || square(f, rank) == king_to;
    if (safe) add(king, chess960_ ? rook : king_to, Castle);
  }
}

// A castling move's squares: the king's destination is g or c, the rook's f
// or d, whichever square the move names (in chess the king's destination, in
// Chess960 its own rook). side_ is the side castling.
void Position::castle_squares(const Move& m, Square& rook_from, Square& king_to, Square& rook_to) const {
  const bool king_side = file_of(m.to) > file_of(m.from);
  rook_from = castle_rook_[static_cast<size_t>(right_index(side_, king_side))];
  king_to = square(king_side ? 6 : 2, rank_of(m.from));
  rook_to = square(king_side ? 5 : 3, rank_of(m.from));
}

std::vector<Move> Position::legal_moves() const {
  return legal_moves_where([](const Move&) { return true; });
}

std::vector<Move> Position::legal_moves_to(Square to) const {
  return legal_moves_where([to](const Move& m) { return m.to == to; });
}

template <class Wanted>
std::vector<Move> Position::legal_moves_where(Wanted wanted) const {
  std::vector<Move> pseudo, legal;
  pseudo.reserve(64);
  pseudo_moves(pseudo);
  Position& self = const_cast<Position&>(*this);  // play/undo restore the position exactly
  for (const auto& m : pseudo) {
    if (!wanted(m)) continue;
    Color us = side_;
    self.play(m);
    if (!attacked(king_[us >> 3], side_)) legal.push_back(m);
    self.undo();
  }
  return legal;
}

void Position::play(const Move& m) {
  Piece moving = board_[m.from];
  if (m.flags & Castle) {  // king and rook lifted, then put down: in Chess960 their squares may overlap
    Square rook_from, king_to, rook_to;
    castle_squares(m, rook_from, king_to, rook_to);
    history_.push_back(Undo{m, 0, castling_, ep_, halfmove_});
    const Piece rook = board_[rook_from];
    board_[m.from] = 0;
    board_[rook_from] = 0;
    put(king_to, moving);
    board_[rook_to] = rook;
    castling_ = static_cast<uint8_t>(castling_ & ~both_rights(side_));
    ep_ = kNoSquare;
    ++halfmove_;
    if (side_ == Black) ++fullmove_;
    side_ = opponent(side_);
    return;
  }
  Undo u{m, board_[m.to], castling_, ep_, halfmove_};
  Square captured_at = m.to;
  if (m.flags & EnPassant) {
    captured_at = static_cast<Square>(m.to + (side_ == White ? -16 : 16));
    u.captured = board_[captured_at];
    board_[captured_at] = 0;
  }
  history_.push_back(u);
  board_[m.from] = 0;
  put(m.to, m.promotion ? make_piece(m.promotion, side_) : moving);
  // Rights lost: the king's when it moves, a rook's when it moves or is taken.
  uint8_t lost = type_of(moving) == King ? both_rights(side_) : 0;
  for (size_t i = 0; i < 4; ++i)
    if (m.from == castle_rook_[i] || m.to == castle_rook_[i]) lost |= static_cast<uint8_t>(1 << i);
  castling_ = static_cast<uint8_t>(castling_ & ~lost);
  ep_ = (m.flags & DoublePush) ? static_cast<Square>((m.from + m.to) / 2) : kNoSquare;
  halfmove_ = (type_of(moving) == Pawn || u.captured) ? 0 : halfmove_ + 1;
  if (side_ == Black) ++fullmove_;
  side_ = opponent(side_);
}

void Position::undo() {
  const Undo u = history_.back();
  history_.pop_back();
  side_ = opponent(side_);
  if (side_ == Black) --fullmove_;
  const Move& m = u.move;
  castling_ = u.castling;
  ep_ = u.ep;
  halfmove_ = u.halfmove;
  if (m.flags & Castle) {
    Square rook_from, king_to, rook_to;
    castle_squares(m, rook_from, king_to, rook_to);
    const Piece king = board_[king_to], rook = board_[rook_to];
    board_[king_to] = 0;
    board_[rook_to] = 0;
    put(m.from, king);
    board_[rook_from] = rook;
    return;
  }
  Piece moved = board_[m.to];
  put(m.from, m.promotion ? make_piece(Pawn, side_) : moved);
  board_[m.to] = 0;
  if (m.flags & EnPassant)
    board_[m.to + (side_ == White ? -16 : 16)] = u.captured;
  else
    board_[m.to] = u.captured;
}

Move Position::parse_uci(const std::string& text) const {
  // The promotion letter in either case: some GUIs and PGN converters write "e7e8Q".
  std::string move = text;
  if (move.size() == 5) move[4] = static_cast<char>(std::tolower(static_cast<unsigned char>(move[4])));
  for (const auto& m : legal_moves())
    if (m.uci() == move) return m;
  throw RulesError("'" + text + "' is not a legal move in " + fen());
}

uint64_t Position::perft(int depth) {
  if (depth == 0) return 1;
  auto moves = legal_moves();
  if (depth == 1) return moves.size();
  uint64_t nodes = 0;
  for (const auto& m : moves) {
    play(m);
    nodes += perft(depth - 1);
    undo();
  }
  return nodes;
}

}  // namespace veteran::chess
