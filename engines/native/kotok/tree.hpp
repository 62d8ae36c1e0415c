// kotok@native's search, after TREE and REPLYS of Kotok's memo (seed 003):
// REPLYS updates every legal move, evaluates the position one ply and keeps
// the best few (the widths by ply: 4 3 2 2 1 1 1 1 0 0); TREE searches them
// with McCarthy's alpha-beta, to eight plies or a stable position. A
// reconstruction: docs/kotok.md gives each choice with its sentence.
#pragma once

#include "chess/position.hpp"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace veteran::engines::kotok {

// "Current values in order of increasing ply are: 4 3 2 2 1 1 1 1 0 0."
inline constexpr std::array<int, 10> kMemoWidths = {4, 3, 2, 2, 1, 1, 1, 1, 0, 0};
// Plies always searched before a stable position may end a line: those of
// width above one (docs/kotok.md: the memo's 5 to 20 minutes a move need the
// deeper plies often, and its widths fall to one after four).
inline constexpr int kFullPlies = 4;
// "the number of positions examined at the approximate rate of 1100 positions per minute"
inline constexpr double kPositionsPerMinute = 1100;
// A mate is worth the king (1000 x 60); a nearer one a little more.
inline constexpr int kMateValue = 1000 * 60;
// Values within this of kMateValue are mates (a tree is never this many plies deep).
inline constexpr int kMateHorizon = 1000;
// The memo's units in a pawn (centipawn scores divide by it).
inline constexpr int kMaterialScaleForScores = 60;

struct SearchSettings {
  std::array<int, 10> widths = kMemoWidths;
  int full_plies = kFullPlies;
  bool alpha_beta = true;    // false: plain minimax over the same tree (tests)
  bool record_tree = false;  // keep the move tree, as the 7090 printed it
  // Polled at every node: once true, tree() ends with the best first-ply
  // move valued so far (SearchOutcome::stopped), or throws
  // EngineFailure(stopped) before the first is valued.
  const std::atomic<bool>* stop = nullptr;
};

// One line of the move tree the memo's Figure 1 shows: a plausible move at
// its level, in the order considered, with the value of the position it ends
// in (a line that goes on has none), 131071 for a move discarded by an
// alpha-beta cut-off, and nothing for moves never examined after one.
inline constexpr int kCutOffValue = 131071;
struct TreeLine {
  int ply = 0;
  chess::Move move;
  enum class Kind { goes_on, valued, cut_off, not_examined } kind = Kind::goes_on;
  int value = 0;  // with `valued`, from the side that made the move
};

struct SearchOutcome {
  chess::Move move;
  bool stopped = false;  // told to stop: `move` is the best valued so far, and nothing else is known
  int value = 0;         // from the side to move
  std::vector<chess::Move> principal_variation;
  uint64_t positions = 0;                      // positions examined: REPLYS's one-ply evaluations and the terminal ones
  std::array<uint64_t, 10> searched_by_ply{};  // moves followed at each ply (for tests of the widths)
  std::vector<TreeLine> tree;                  // with SearchSettings::record_tree
  double seconds_7090() const { return static_cast<double>(positions) * 60.0 / kPositionsPerMinute; }
};

// REPLYS: the legal moves ordered by the one-ply evaluation (best first for
// the side to move), ties in the order of generation; all of them.
struct Reply {
  chess::Move move;
  int value;
};
std::vector<Reply> replys(chess::Position& pos, uint64_t& positions);

// Whether the side to move is in a stable position: not in check, and no
// exchange it can start pays (LTRADE finds no gain).
bool stable(const chess::Position& pos);

// Throws std::logic_error if the side to move has no legal move.
SearchOutcome tree(chess::Position pos, const SearchSettings& settings);

}  // namespace veteran::engines::kotok
