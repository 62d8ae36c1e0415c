// player@native's MAIN (Senft 1975, seed 002, lines 1466-1473 and the
// listing's MAIN): every legal move of the machine executed, the position
// after it described by PARGEN for both sides, the machine's parameters
// less the opponent's weighed into one value, and the moves ordered by it.
// PLAYER looks one ply ahead and no further. A reconstruction: docs/player.md.
#pragma once

#include "engines/native/player/parameters.hpp"

#include <string>
#include <vector>

namespace veteran::engines::player {

// NWT: the thesis prints no weights (the listing reads them from cards,
// line 7306, and PRO's trained ones were never printed). The reconstruction
// weighs every parameter 1, so the value is the plain sum of the parameters
// in the listing's own units (a pawn is 10). docs/player.md, "Weights".
inline constexpr std::array<int, kParameters + 1> kWeights = {0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
// "IF(OPAR(20).EQ.0) MPAR(20)=MPAR(20)+3000": the opponent left without a move.
inline constexpr int kNoReplyBonus = 3000;
// "MPAR(20)=MPAR(20)-50" for a king move before the machine has castled.
inline constexpr int kKingMoveCharge = 50;

struct Assessment {
  chess::Move move;
  Parameters machine{}, opponent{};  // PARGEN of each side after the move
  int value = 0;                     // MPAR(20): the weighed difference, bonus and charge
  bool no_reply = false;  // the opponent has no legal move (mate, or stalemate: the listing does not tell them apart)
  int parameter(int k) const { return machine[static_cast<size_t>(k)] - opponent[static_cast<size_t>(k)]; }
};

struct Decision {
  std::vector<Assessment> moves;  // best first; equal values in PLAYER's order of generation
  const Assessment& chosen() const { return moves.front(); }
};

// Whether each side has castled, from the game's moves (a castling move played;
// the moves as the rules library makes them, with their flags) or, for a
// position given without them, from where king and rook stand: the king on its
// castled square, the rook beside it, and no right left to castle
// (docs/player.md).
Castled castled_in(const std::string& fen, const std::vector<chess::Move>& moves);

// MAIN for the side to move of `position`. Throws std::runtime_error when it
// has no legal move ("I RESIGN").
Decision decide(const chess::Position& position, const Castled& castled,
                const std::array<int, kParameters + 1>& weights = kWeights);

// What PLAYER printed for a move: the board, a line a move (its 17
// parameters, machine less opponent, and their weighed value), its choice.
std::string printout(const chess::Position& position, const Decision& decision);

}  // namespace veteran::engines::player
