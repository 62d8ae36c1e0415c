#include "tournament/adjudication.hpp"

#include <cstdlib>

namespace veteran::tournament {

std::optional<Adjudicated> Adjudicator::game_length(int plies) const {
  if (rules_.max_moves > 0 && plies >= 2 * rules_.max_moves)
    return Adjudicated{"1/2-1/2", "drawn after " + std::to_string(rules_.max_moves) + " moves",
                       "Draw by adjudication: maximal game length"};
  return std::nullopt;
}

// In GameAdjudicator::addEval's order: a move without a search resets, then
// the draw, the resignation and the move limit, each seen after the move.
std::optional<Adjudicated> Adjudicator::after_move(const AdjudicatedMove& move) {
  const int me = move.side == chess::White ? 0 : 1;
  if (move.irreversible) draw_streak_ = 0;  // ChessGame's resetDrawMoveCount, before the score counts
  if (move.depth <= 0) {
    draw_streak_ = 0;
    resign_streak_[me] = win_streak_[me] = 0;
    // A book move never ends a game (one past the limit gets an engine move
    // first); an engine's move without a depth does, veteran's choice:
    // cutechess-cli would let such an engine play on forever.
    return move.book ? std::nullopt : game_length(move.plies);
  }
  if (rules_.draw_moves > 0) {
    const bool quiet = move.score_cp && std::abs(*move.score_cp) <= rules_.draw_score;
    draw_streak_ = quiet ? draw_streak_ + 1 : 0;
    if (move.plies / 2 >= rules_.draw_after && draw_streak_ >= 2 * rules_.draw_moves)
      return Adjudicated{"1/2-1/2",
                         "both engines scored the game within " + std::to_string(rules_.draw_score) +
                             " centipawns for " + std::to_string(rules_.draw_moves) + " moves",
                         "Draw by adjudication"};
  }
  if (rules_.resign_moves > 0) {
    // An engine with a depth but no score counts as cutechess-cli's "no
    // score", a very large one: never losing, always winning.
    const bool lost = move.score_cp && *move.score_cp <= -rules_.resign_score;
    const bool won = !move.score_cp || *move.score_cp >= rules_.resign_score;
    resign_streak_[me] = lost ? resign_streak_[me] + 1 : 0;
    win_streak_[me] = won ? win_streak_[me] + 1 : 0;
    const bool agreed = !rules_.resign_twosided || win_streak_[1 - me] >= rules_.resign_moves;
    if (resign_streak_[me] >= rules_.resign_moves && agreed)
      return Adjudicated{
          move.side == chess::White ? "0-1" : "1-0",
          move.name + " scored its position at or below -" + std::to_string(rules_.resign_score) + " for " +
              std::to_string(rules_.resign_moves) + " moves" +
              (rules_.resign_twosided ? ", its opponent at or above +" + std::to_string(rules_.resign_score) : ""),
          move.side == chess::White ? "Black wins by adjudication" : "White wins by adjudication"};
  }
  return game_length(move.plies);
}

}  // namespace veteran::tournament
