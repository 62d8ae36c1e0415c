// player@native's picture of a position, after PLAYER's MOVES and CHECK
// (Senft 1975, seed 002, chapter IV.B; docs/player.md): for one side, its
// legal moves (MPOSMV), its phantom moves (MPHMV: reaches onto its own
// pieces and through them, a recapture or a battery), and the attack table
// (MATTSQ: for each square the number and the total value of the pieces
// reaching it). Either side is seen as if it were to move, as MOVES is
// called for both. A reconstruction: our own code from the thesis's text.
#pragma once

#include "chess/position.hpp"

#include <array>
#include <vector>

namespace veteran::engines::player {

// "P=10, N=30, B=32, R=50, Q=90 and K=9900" (seed 002, line 1336).
inline constexpr std::array<int, 7> kPieceValue = {0, 10, 30, 32, 50, 90, 9900};
inline int value_of(chess::PieceType t) { return kPieceValue[t]; }

// A piece's reach of a square, after CHECK: a legal capture or move, or a
// phantom (onto its own piece, or through one in line behind it).
struct Reach {
  chess::Square from = 0, to = 0;
  chess::PieceType piece = chess::None;
  bool phantom = false;
};

// MATTSQ's entry: the listing keeps 100 x the values' sum + the count.
struct SquareAttack {
  int count = 0;
  int value = 0;
  bool king = false;  // the king is among them (the listing tests the sum above 900000)
};

struct SideView {
  chess::Color color = chess::White;
  int forward = 1;  // the rank its pawns advance by
  chess::Square king = chess::kNoSquare;
  std::vector<chess::Move> moves;  // legal moves (promotions once, to a queen)
  std::vector<Reach> reaches;      // what the attack table is made of
  std::array<SquareAttack, 128> attack{};
  const SquareAttack& at(chess::Square s) const { return attack[s]; }
};

// The board as PLAYER reads it, and each side's view.
struct BoardView {
  std::array<chess::Piece, 128> board{};
  uint8_t castling = 0;
  chess::Square en_passant = chess::kNoSquare;
  chess::Color to_move = chess::White;
  std::array<chess::Square, 2> kings{chess::kNoSquare, chess::kNoSquare};
  explicit BoardView(const chess::Position& position);

  chess::Piece at(chess::Square s) const { return board[s]; }
  bool attacked(chess::Square s, chess::Color by) const;
  // MOVES and CHECK for one side, as if it were to move (en passant only for
  // the side that is).
  SideView side(chess::Color color) const;
};

inline bool on_board(int s) { return (s & 0x88) == 0; }

}  // namespace veteran::engines::player
