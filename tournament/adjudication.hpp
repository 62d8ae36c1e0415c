// The runner's own rules for ending a game early (the config's adjudicate{}
// table), kept apart from playing it: a draw after a number of moves; a loss
// for an engine whose own score stays at or below -resign_score for
// resign_moves of its moves (with resign_twosided, while its opponent's stayed
// at or above +resign_score as long, as cutechess-cli's twosided); a draw when both engines' scores stay within
// draw_score for draw_moves moves each, from move draw_after on. The ends
// the rules of chess decide (mate, repetition, 50 moves...) are the game's.
#pragma once

#include "veteran/engines/chess/position.hpp"
#include "veteran/tournament/config.hpp"

#include <optional>
#include <string>

namespace veteran::tournament {

struct Adjudicated {
  std::string result;  // "1-0", "0-1", "1/2-1/2"
  std::string reason;
  std::string description;  // in cutechess-cli's words ("White wins by adjudication")
};

class Adjudicator {
 public:
  explicit Adjudicator(const Adjudication& rules) : rules_(rules) {}
  // After an engine's move (not a book move), with `plies` played in all:
  // the move limit, reached at twice as many plies (cutechess-cli's
  // GameAdjudicator: a game whose opening runs past the limit gets one
  // engine move first).
  std::optional<Adjudicated> game_length(int plies) const;
  // After `side` (called `name`) moved with `score_cp` from its own side, if
  // it said one, `full_moves` moves having been played before that move.
  std::optional<Adjudicated> after_move(chess::Color side, const std::string& name, std::optional<int> score_cp,
                                        int full_moves);

 private:
  Adjudication rules_;
  int resign_streak_[2] = {0, 0};  // by side: its own moves in a row scored at or below -resign_score
  int win_streak_[2] = {0, 0};     // by side: its own moves in a row scored at or above +resign_score
  int draw_streak_ = 0;            // plies in a row with both scores within draw_score
};

}  // namespace veteran::tournament
