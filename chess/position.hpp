// The chess rules, once, for everything in veteran: the position, legal moves,
// make and unmake, FEN in and out, moves in long algebraic (UCI) notation.
// A 0x88 board: square = 16 * rank + file, off-board when (square & 0x88).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::chess {

enum Color : uint8_t { White = 0, Black = 8 };
enum PieceType : uint8_t { None = 0, Pawn = 1, Knight = 2, Bishop = 3, Rook = 4, Queen = 5, King = 6 };
// A piece is type | color; 0 is an empty square.
using Piece = uint8_t;
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(p & 7); }
constexpr Color color_of(Piece p) { return static_cast<Color>(p & 8); }
constexpr Color opponent(Color c) { return static_cast<Color>(c ^ 8); }
constexpr Piece make_piece(PieceType t, Color c) {
  return static_cast<Piece>(static_cast<int>(t) | static_cast<int>(c));
}

using Square = uint8_t;
constexpr Square square(int file, int rank) { return static_cast<Square>(rank * 16 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 4; }
constexpr Square kNoSquare = 0x88;
std::string square_name(Square s);  // "e4"

enum MoveFlag : uint8_t { Quiet = 0, Capture = 1, DoublePush = 2, EnPassant = 4, Castle = 8, Promotion = 16 };

struct Move {
  Square from = 0, to = 0;
  PieceType promotion = None;
  uint8_t flags = Quiet;
  bool operator==(const Move& o) const { return from == o.from && to == o.to && promotion == o.promotion; }
  std::string uci() const;  // "e2e4", "e7e8q"
};

// Castling rights.
enum Castling : uint8_t { WhiteKingside = 1, WhiteQueenside = 2, BlackKingside = 4, BlackQueenside = 8 };

// A FEN or move text the rules refuse, with the reason.
struct RulesError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Whether `by` attacks square `s` on a board of 128 squares laid out as
// Position's: what Position::attacked asks of its own board, for callers
// that try moves on a copy (player@native's CHECK).
bool square_attacked(const std::array<Piece, 128>& board, Square s, Color by);

class Position {
 public:
  static constexpr const char* kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  Position() : Position(kStartFen) {}
  // Throws RulesError naming what is wrong with the FEN. With `chess960` the
  // position is one of Fischer random chess (Chess960): castling rights name
  // their rook as X-FEN and Shredder-FEN do (K/Q/k/q the outermost rook on
  // that side of the king, or its file letter, A-H for White, a-h for Black),
  // and a castling move is written as the king taking its own rook (e1h1), as
  // UCI_Chess960 engines and cutechess-cli write it. Castling ends, as in
  // chess, with the king on g or c and the rook on f or d.
  explicit Position(const std::string& fen, bool chess960 = false);
  // X-FEN for a Chess960 position (a file letter only where K or Q would name
  // another rook).
  std::string fen() const;
  bool chess960() const { return chess960_; }

  Piece at(Square s) const { return board_[s]; }
  Color side_to_move() const { return side_; }
  uint8_t castling() const { return castling_; }
  Square en_passant() const { return ep_; }
  int halfmove_clock() const { return halfmove_; }
  int fullmove_number() const { return fullmove_; }

  std::vector<Move> legal_moves() const;
  // The legal moves that end on `to` (castling among them when the king's
  // move is encoded there): what reading a SAN needs, without the others.
  std::vector<Move> legal_moves_to(Square to) const;
  bool in_check() const { return attacked(king_[side_ >> 3], opponent(side_)); }
  bool attacked(Square s, Color by) const;

  // Plays a legal move (the caller checked it); undo() takes back the last one.
  void play(const Move& m);
  void undo();

  // The legal move a UCI string names; throws RulesError if it is none.
  Move parse_uci(const std::string& text) const;

  uint64_t perft(int depth);

 private:
  struct Undo {
    Move move;
    Piece captured;
    uint8_t castling;
    Square ep;
    int halfmove;
  };
  std::array<Piece, 128> board_{};
  Color side_ = White;
  uint8_t castling_ = 0;
  Square ep_ = kNoSquare;
  int halfmove_ = 0, fullmove_ = 1;
  std::array<Square, 2> king_{kNoSquare, kNoSquare};
  // The rook each castling right (bit index of Castling) moves: a1/h1/a8/h8 in
  // chess, anywhere on the back rank in Chess960.
  std::array<Square, 4> castle_rook_{0x07, 0x00, 0x77, 0x70};
  bool chess960_ = false;
  std::vector<Undo> history_;

  void read_castling(const std::string& rights);
  void castle_squares(const Move& m, Square& rook_from, Square& king_to, Square& rook_to) const;
  void pseudo_moves(std::vector<Move>& out) const;
  template <class Wanted>
  std::vector<Move> legal_moves_where(Wanted wanted) const;
  void put(Square s, Piece p);
};

}  // namespace veteran::chess
