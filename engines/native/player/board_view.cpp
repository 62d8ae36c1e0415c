#include "engines/native/player/board_view.hpp"

namespace veteran::engines::player {

using namespace chess;

namespace {

constexpr int kKnightSteps[8] = {33, 31, 18, 14, -33, -31, -18, -14};
constexpr int kKingSteps[8] = {1, -1, 16, -16, 17, 15, -17, -15};
constexpr int kStraight[4] = {1, -1, 16, -16};
constexpr int kDiagonal[4] = {17, 15, -17, -15};

using Squares = std::array<Piece, 128>;

bool attacked_on(const Squares& b, Square s, Color by) { return square_attacked(b, s, by); }

Square king_square(const Squares& b, Color c) {
  for (int s = 0; s < 128; ++s)
    if (on_board(s) && b[s] == make_piece(King, c)) return Square(s);
  return kNoSquare;
}

// CHECK: the move (or phantom) made on a copy of the board, and whether the
// mover's king is then attacked. A phantom onto an own piece replaces it, as
// EXEC executes it; an en passant capture also lifts the pawn passed by.
bool leaves_king_attacked(const Squares& b, Square from, Square to, Color side, bool en_passant) {
  Squares after = b;
  after[to] = after[from];
  after[from] = 0;
  if (en_passant) after[to + (side == White ? -16 : 16)] = 0;
  Square king = type_of(b[from]) == King ? to : king_square(after, side);
  return king != kNoSquare && attacked_on(after, king, opponent(side));
}

bool slides_straight(PieceType t) { return t == Rook || t == Queen; }
bool slides_diagonally(PieceType t) { return t == Bishop || t == Queen; }

}  // namespace

BoardView::BoardView(const Position& position)
    : castling(position.castling()), en_passant(position.en_passant()), to_move(position.side_to_move()) {
  for (int s = 0; s < 128; ++s)
    if (on_board(s)) {
      board[s] = position.at(Square(s));
      if (type_of(board[s]) == King) kings[color_of(board[s]) >> 3] = Square(s);
    }
}

bool BoardView::attacked(Square s, Color by) const { return attacked_on(board, s, by); }

SideView BoardView::side(Color color) const {
  SideView v;
  v.color = color;
  v.forward = color == White ? 1 : -1;
  v.king = kings[color >> 3];
  const Color them = opponent(color);
  const int up = 16 * v.forward;
  auto legal = [&](Square from, Square to, bool ep = false) {
    return !leaves_king_attacked(board, from, to, color, ep);
  };
  auto add_move = [&](int from, int to, uint8_t flags, bool ep = false) {
    if (!legal(Square(from), Square(to), ep)) return;
    PieceType promotion = None;
    if (type_of(board[from]) == Pawn && (rank_of(Square(to)) == 0 || rank_of(Square(to)) == 7)) {
      promotion = Queen;  // "for its own pawn promotions it always chooses to promote to a queen" (line 1346)
      flags |= Promotion;
    }
    v.moves.push_back({Square(from), Square(to), promotion, flags});
  };
  // A reach is kept if CHECK finds it legal, or if it is the opposing king's
  // square: "a pinned piece can still check" (line 1555).
  auto add_reach = [&](int from, int to, bool phantom) {
    if (Square(to) != kings[them >> 3] && !legal(Square(from), Square(to))) return;
    v.reaches.push_back({Square(from), Square(to), type_of(board[from]), phantom});
  };

  for (int from = 0; from < 128; ++from) {
    if (!on_board(from) || !board[from] || color_of(board[from]) != color) continue;
    const PieceType type = type_of(board[from]);
    if (type == Pawn) {
      const int one = from + up;
      if (on_board(one) && !board[one]) {
        add_move(from, one, Quiet);
        const int start_rank = color == White ? 1 : 6;
        if (rank_of(Square(from)) == start_rank && !board[one + up]) add_move(from, one + up, DoublePush);
      }
      for (int side : {-1, 1}) {
        const int to = one + side;
        if (!on_board(to)) continue;
        const Piece target = board[to];
        if (target && color_of(target) == them) {
          add_move(from, to, Capture);
          add_reach(from, to, false);
        } else {
          // Its diagonal to an empty square or an own piece: a phantom
          // ("pawns and a bishop or queen", line 1417; and the guard of a square).
          if (color == to_move && Square(to) == en_passant) add_move(from, to, Capture | EnPassant, true);
          add_reach(from, to, true);
        }
      }
      continue;
    }
    if (type == Knight || type == King) {
      for (int d : type == Knight ? kKnightSteps : kKingSteps) {
        const int to = from + d;
        if (!on_board(to)) continue;
        const bool own = board[to] && color_of(board[to]) == color;
        if (!own) add_move(from, to, board[to] ? Capture : Quiet);
        add_reach(from, to, own);
      }
      continue;
    }
    auto slide = [&](const int(&dirs)[4], bool straight) {
      for (int d : dirs) {
        bool behind = false;  // past an own piece: phantoms only
        for (int to = from + d; on_board(to); to += d) {
          const Piece p = board[to];
          if (!p) {
            if (!behind) add_move(from, to, Quiet);
            add_reach(from, to, behind);
            continue;
          }
          if (color_of(p) == them) {
            if (!behind) add_move(from, to, Capture);
            add_reach(from, to, behind);
            break;
          }
          add_reach(from, to, true);  // onto its own piece: the recapture
          const PieceType front = type_of(p);
          // "The rear rook has phantom moves 'through' the front rook ... rooks and a
          // queen, bishops and a queen, and pawns and a bishop or queen" (lines 1411-1418).
          if (straight ? slides_straight(front) : slides_diagonally(front)) {
            behind = true;
            continue;
          }
          if (!straight && front == Pawn && (d > 0) == (v.forward > 0)) {
            const int beyond = to + d;  // the square the pawn in front attacks
            if (on_board(beyond)) add_reach(from, beyond, true);
          }
          break;
        }
      }
    };
    if (slides_straight(type)) slide(kStraight, true);
    if (slides_diagonally(type)) slide(kDiagonal, false);
  }

  // Castling (coded 98 and 99): the rights kept, the squares between empty,
  // and the king neither in check nor passing or landing on an attacked square.
  const Square king = v.king;
  const bool white = color == White;
  const uint8_t short_right = white ? WhiteKingside : BlackKingside;
  const uint8_t long_right = white ? WhiteQueenside : BlackQueenside;
  const int home = white ? 0 : 0x70;
  if (king == Square(home + 4) && !attacked(king, them)) {
    if ((castling & short_right) && board[home + 7] == make_piece(Rook, color) && !board[home + 5] &&
        !board[home + 6] && !attacked(Square(home + 5), them) && !attacked(Square(home + 6), them))
      v.moves.push_back({king, Square(home + 6), None, Castle});
    if ((castling & long_right) && board[home] == make_piece(Rook, color) && !board[home + 1] && !board[home + 2] &&
        !board[home + 3] && !attacked(Square(home + 3), them) && !attacked(Square(home + 2), them))
      v.moves.push_back({king, Square(home + 2), None, Castle});
  }

  for (const Reach& r : v.reaches) {
    SquareAttack& a = v.attack[r.to];
    ++a.count;
    a.value += value_of(r.piece);
    if (r.piece == King) a.king = true;
  }
  return v;
}

}  // namespace veteran::engines::player
