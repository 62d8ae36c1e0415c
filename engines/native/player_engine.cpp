#include "veteran/engines/native/player_engine.hpp"

namespace veteran::engines {

SearchResult NativePlayer::go(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  last_ = player::decide(position, player::castled_in(fen_, wanted_), weights_);
  printout_ = player::printout(position, last_);
  const player::Assessment& best = last_.chosen();
  SearchResult r;
  r.move = best.move;
  r.score_cp = player_score_cp(best.value);
  r.pv = {best.move};
  r.depth = 1;
  const int lines = limits.multipv > 1 ? limits.multipv : 1;
  for (size_t i = 0; i < last_.moves.size() && static_cast<int>(i) < lines; ++i) {
    SearchInfo info;
    info.depth = 1;
    info.nodes = static_cast<long long>(last_.moves.size());
    info.score_cp = player_score_cp(last_.moves[i].value);
    info.pv = {last_.moves[i].move};
    info.multipv = static_cast<int>(i) + 1;
    report(info);
    if (limits.multipv > 1) r.lines.push_back(info);
  }
  return r;
}

}  // namespace veteran::engines
