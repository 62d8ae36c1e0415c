// kotok@native's static evaluation, after EVAL of Kotok's memo (MIT AI Memo
// 41, 1962; seed 003): a weighted sum of material (with the multiplier rule
// when one side is ahead), the exchange projected by SWAP and LTRADE (with
// x-ray attackers and PINS), centre control, development and pawn structure.
// A reconstruction: every choice the memo leaves open is a named constant
// here, and docs/kotok.md gives the sentence of the memo it rests on.
// Values are in the memo's units: a pawn is 60 (material is "multiplied by 60
// when combined with the other functions").
#pragma once

#include "chess/position.hpp"

#include <array>
#include <vector>

namespace veteran::engines::kotok {

// Material: "pawn 1, knight and bishop 3, rook 5, queen 9, and king 1000".
inline constexpr std::array<int, 7> kMaterial = {0, 1, 3, 3, 5, 9, 1000};
inline constexpr int kMaterialScale = 60;  // "normally multiplied by 60"
// "Should one side be ahead at least 4 points, the material multipliers are
// adjusted to make trading off advantageous": the difference is then scaled by
// the starting material (39 a side) over the material left, so that the same
// lead is worth more as pieces come off.
inline constexpr int kAheadThreshold = 4;
inline constexpr int kStartingMaterial = 78;
// Centre control, "looking from either side", the far rank first, files from
// the player's left; "each worth 1/60 of a pawn", so 1 unit each.
inline constexpr int kCentre[4][4] = {{8, 8, 4, 4}, {4, 8, 8, 4}, {2, 4, 4, 2}, {1, 1, 1, 1}};
// "After the game passes the twentieth full move, the center control function
// is decreased in importance until the 30th move, when it is discarded."
inline constexpr int kFadeFrom = 20, kFadeTo = 30;
// Development: "1 point per pawn, to 3 or 4 points for other pieces", "weighted
// 1/15 of material points" (60/15 = 4 units a point).
inline constexpr int kDevelopmentUnit = kMaterialScale / 15;
// A centre pawn (c-f files) off its square 1; a knight off its square 3, a
// bishop 4 (the "3 or 4"), a castled king 4; queen and rooks none.
inline constexpr int kDevelopPawn = 1, kDevelopKnight = 3, kDevelopBishop = 4, kDevelopCastled = 4;
// Pawn structure "with approximate point values", "weighted 1/20 of material
// points" (3 units a point); the points are ours (docs/kotok.md).
inline constexpr int kPawnUnit = kMaterialScale / 20;
inline constexpr int kOpenFile = 3, kIsolated = -3, kBackward = -2, kDoubled = -3, kPassed = 4;

// Each side's attackers of a square in the order SWAP would play them: the
// least valuable first, a piece behind another on the same line only after
// it; pinned pieces (PINS) only along the line of their pin.
struct Attackers {
  std::vector<int> values[2];  // material points, by colour index (White 0, Black 1)
};
// Pieces of `side` pinned to its king or queen, with the pin's direction (0x88 step).
struct Pin {
  chess::Square square;
  int step;
};
std::vector<Pin> pins(const chess::Position& pos, chess::Color side);
// Both sides' pins, found once for all the squares of an evaluation.
struct PinTable {
  std::vector<Pin> side[2];
  explicit PinTable(const chess::Position& pos);
};
Attackers swap_list(const chess::Position& pos, chess::Square target);
Attackers swap_list(const chess::Position& pos, chess::Square target, const PinTable& pinned);
// How many pieces of each side are in a square's SWAP lists (for centre control).
void attacker_counts(const chess::Position& pos, chess::Square target, const PinTable& pinned, int counts[2]);

// LTRADE: the material the side to move can expect to win by starting an
// exchange on one of the opponent's pieces (0 if none pays), in material points.
int projected_gain(const chess::Position& pos);
// The gain of an exchange on `target` for the side `by` who starts it.
int exchange_gain(const chess::Position& pos, chess::Square target, chess::Color by);
int exchange_gain(const chess::Position& pos, chess::Square target, chess::Color by, const PinTable& pinned);
int projected_gain(const chess::Position& pos, const PinTable& pinned);

// The terms, each from White's side, in the memo's units (pawn = 60).
struct Terms {
  int material = 0, exchange = 0, centre = 0, development = 0, pawns = 0;
  int total() const { return material + exchange + centre + development + pawns; }
};
Terms evaluate_terms(const chess::Position& pos);
// From the side to move's view.
int evaluate(const chess::Position& pos);

int fade_percent(int fullmove);  // 100 until move 20, 0 from move 30
int material_term(const chess::Position& pos);
int centre_term(const chess::Position& pos);  // before the fade
int centre_term(const chess::Position& pos, const PinTable& pinned);
int development_term(const chess::Position& pos);  // before the fade
int pawn_term(const chess::Position& pos);

}  // namespace veteran::engines::kotok
