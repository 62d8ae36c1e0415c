// The runner's own rules for ending a game early (the config's adjudicate{}
// table, cutechess-cli's -draw, -resign and -maxmoves), kept apart from
// playing it, and counted as cutechess-cli's GameAdjudicator counts:
// - a draw when the engines' scores stay within draw_score for draw_moves
//   moves each (2 x draw_moves plies in a row), once draw_after moves have
//   been played; a capture or a pawn move starts the count again;
// - a loss for an engine whose own score stays at or below -resign_score for
//   resign_moves of its moves (with resign_twosided, while its opponent's
//   stayed at or above +resign_score as long);
// - a draw after max_moves moves.
// A move without a search (a book move, an engine that says no depth)
// breaks every streak. The ends the rules of chess decide (mate, repetition,
// 50 moves...) are the game's.
#pragma once

#include "chess/position.hpp"
#include "tournament/config.hpp"

#include <optional>
#include <string>

namespace veteran::tournament {

struct Adjudicated {
  std::string result;  // "1-0", "0-1", "1/2-1/2"
  std::string reason;
  std::string description;  // in cutechess-cli's words ("White wins by adjudication")
};

// What the adjudicator reads of one move.
struct AdjudicatedMove {
  chess::Color side = chess::White;  // who made it
  std::string name;                  // its engine, as the reasons call it
  std::optional<int> score_cp;       // its score, from its own side (none: the engine said none)
  int depth = 0;                     // the depth it said (0: none, or a book move)
  int plies = 0;                     // plies played in the game after it, the opening's included
  bool irreversible = false;         // a capture or a pawn move
  bool book = false;                 // from a book: no search
};

class Adjudicator {
 public:
  explicit Adjudicator(const Adjudication& rules) : rules_(rules) {}
  // After each move the rules of chess did not end the game, book moves included.
  std::optional<Adjudicated> after_move(const AdjudicatedMove& move);
  // The move limit alone, reached at twice as many plies.
  std::optional<Adjudicated> game_length(int plies) const;

 private:
  Adjudication rules_;
  int resign_streak_[2] = {0, 0};  // by side: its own moves in a row scored at or below -resign_score
  int win_streak_[2] = {0, 0};     // by side: its own moves in a row scored at or above +resign_score
  int draw_streak_ = 0;            // plies in a row with scores within draw_score
};

}  // namespace veteran::tournament
