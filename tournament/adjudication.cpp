#include "veteran/tournament/adjudication.hpp"

#include <cstdlib>

namespace veteran::tournament {

std::optional<Adjudicated> Adjudicator::game_length(int plies) const {
  if (rules_.max_moves > 0 && plies >= 2 * rules_.max_moves)
    return Adjudicated{"1/2-1/2", "drawn after " + std::to_string(rules_.max_moves) + " moves",
                       "Draw by adjudication: maximal game length"};
  return std::nullopt;
}

std::optional<Adjudicated> Adjudicator::after_move(chess::Color side, const std::string& name,
                                                   std::optional<int> score_cp, int full_moves) {
  const int me = side == chess::White ? 0 : 1;
  // Only engines that say a score take part.
  if (rules_.resign_score > 0 && score_cp) {
    resign_streak_[me] = *score_cp <= -rules_.resign_score ? resign_streak_[me] + 1 : 0;
    win_streak_[me] = *score_cp >= rules_.resign_score ? win_streak_[me] + 1 : 0;
    bool agreed = !rules_.resign_twosided || win_streak_[1 - me] >= rules_.resign_moves;
    if (resign_streak_[me] >= rules_.resign_moves && agreed)
      return Adjudicated{
          side == chess::White ? "0-1" : "1-0",
          name + " scored its position at or below -" + std::to_string(rules_.resign_score) + " for " +
              std::to_string(rules_.resign_moves) + " moves" +
              (rules_.resign_twosided ? ", its opponent at or above +" + std::to_string(rules_.resign_score) : ""),
          side == chess::White ? "Black wins by adjudication" : "White wins by adjudication"};
  }
  if (rules_.draw_score > 0) {
    bool quiet = score_cp && std::abs(*score_cp) <= rules_.draw_score;
    draw_streak_ = quiet && full_moves >= rules_.draw_after ? draw_streak_ + 1 : 0;
    if (draw_streak_ >= 2 * rules_.draw_moves)
      return Adjudicated{"1/2-1/2",
                         "both engines scored the game within " + std::to_string(rules_.draw_score) +
                             " centipawns for " + std::to_string(rules_.draw_moves) + " moves",
                         "Draw by adjudication"};
  }
  return std::nullopt;
}

}  // namespace veteran::tournament
