#include "veteran/engines/chess/position.hpp"

#include "veteran/engines/chess/initia.hpp"

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

// Castling rights lost when a move touches a square (rook or king homes).
uint8_t rights_kept(Square s) {
  switch (s) {
    case 0x00: return static_cast<uint8_t>(~WhiteQueenside);
    case 0x07: return static_cast<uint8_t>(~WhiteKingside);
    case 0x04: return static_cast<uint8_t>(~(WhiteKingside | WhiteQueenside));
    case 0x70: return static_cast<uint8_t>(~BlackQueenside);
    case 0x77: return static_cast<uint8_t>(~BlackKingside);
    case 0x74: return static_cast<uint8_t>(~(BlackKingside | BlackQueenside));
    default: return 0xFF;
  }
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

Position::Position(const std::string& text) {
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
  if (!castling.empty() && castling != "-")
    for (char c : castling) {
      switch (c) {
        case 'K': castling_ |= WhiteKingside; break;
        case 'Q': castling_ |= WhiteQueenside; break;
        case 'k': castling_ |= BlackKingside; break;
        case 'q': castling_ |= BlackQueenside; break;
        default: throw RulesError(std::string("FEN '") + fen + "': unexpected '" + c + "' in castling rights");
      }
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
  // Castling rights without the king and rook at home are dropped, as most tools do.
  auto home = [&](Square s, Piece p) { return board_[s] == p; };
  if (!home(0x04, make_piece(King, White))) castling_ &= ~(WhiteKingside | WhiteQueenside);
  if (!home(0x07, make_piece(Rook, White))) castling_ &= ~WhiteKingside;
  if (!home(0x00, make_piece(Rook, White))) castling_ &= ~WhiteQueenside;
  if (!home(0x74, make_piece(King, Black))) castling_ &= ~(BlackKingside | BlackQueenside);
  if (!home(0x77, make_piece(Rook, Black))) castling_ &= ~BlackKingside;
  if (!home(0x70, make_piece(Rook, Black))) castling_ &= ~BlackQueenside;
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
  if (castling_ & WhiteKingside) rights += 'K';
  if (castling_ & WhiteQueenside) rights += 'Q';
  if (castling_ & BlackKingside) rights += 'k';
  if (castling_ & BlackQueenside) rights += 'q';
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
  // Castling: rights, empty squares between, and no check on the king's path.
  int base = us == White ? 0x00 : 0x70;
  uint8_t king_side = us == White ? WhiteKingside : BlackKingside;
  uint8_t queen_side = us == White ? WhiteQueenside : BlackQueenside;
  if ((castling_ & king_side) && !board_[base + 5] && !board_[base + 6] && !attacked(Square(base + 4), them) &&
      !attacked(Square(base + 5), them))
    add(base + 4, base + 6, Castle);
  if ((castling_ & queen_side) && !board_[base + 3] && !board_[base + 2] && !board_[base + 1] &&
      !attacked(Square(base + 4), them) && !attacked(Square(base + 3), them))
    add(base + 4, base + 2, Castle);
}

std::vector<Move> Position::legal_moves() const {
  std::vector<Move> pseudo, legal;
  pseudo.reserve(64);
  pseudo_moves(pseudo);
  Position& self = const_cast<Position&>(*this);  // play/undo restore the position exactly
  for (const auto& m : pseudo) {
    Color us = side_;
    self.play(m);
    if (!attacked(king_[us >> 3], side_)) legal.push_back(m);
    self.undo();
  }
  return legal;
}

void Position::play(const Move& m) {
  Piece moving = board_[m.from];
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
  if (m.flags & Castle) {  // the rook jumps over the king
    bool king_side = file_of(m.to) == 6;
    Square rook_from = static_cast<Square>(m.to + (king_side ? 1 : -2));
    Square rook_to = static_cast<Square>(m.to + (king_side ? -1 : 1));
    board_[rook_to] = board_[rook_from];
    board_[rook_from] = 0;
  }
  castling_ = static_cast<uint8_t>(castling_ & rights_kept(m.from) & rights_kept(m.to));
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
  Piece moved = board_[m.to];
  put(m.from, m.promotion ? make_piece(Pawn, side_) : moved);
  board_[m.to] = 0;
  if (m.flags & EnPassant)
    board_[m.to + (side_ == White ? -16 : 16)] = u.captured;
  else
    board_[m.to] = u.captured;
  if (m.flags & Castle) {
    bool king_side = file_of(m.to) == 6;
    Square rook_from = static_cast<Square>(m.to + (king_side ? 1 : -2));
    Square rook_to = static_cast<Square>(m.to + (king_side ? -1 : 1));
    board_[rook_from] = board_[rook_to];
    board_[rook_to] = 0;
  }
  castling_ = u.castling;
  ep_ = u.ep;
  halfmove_ = u.halfmove;
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
