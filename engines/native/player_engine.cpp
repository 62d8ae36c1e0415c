#include "engines/native/player_engine.hpp"

namespace veteran::engines {

namespace {

// PLAYER's score of a move: its value in centipawns, but a move that leaves
// the opponent no legal move (MAIN's 3000) is a mate in one when it gives
// check and a draw (0) when it does not: what the listing does not tell apart.
void score(const chess::Position& position, const player::Assessment& a, std::optional<int>& cp,
           std::optional<int>& mate) {
  if (a.no_reply) {
    chess::Position after = position;
    after.play(a.move);
    if (after.in_check())
      mate = 1;
    else
      cp = 0;
    return;
  }
  cp = player_score_cp(a.value);
}

}  // namespace

SearchResult NativePlayer::go(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  last_ = player::decide(position, player::castled_in(fen_, wanted_), weights_);
  printout_ = player::printout(position, last_);
  const player::Assessment& best = last_.chosen();
  SearchResult r;
  r.move = best.move;
  score(position, best, r.score_cp, r.score_mate);
  r.pv = {best.move};
  r.depth = 1;
  const int lines = limits.multipv > 1 ? limits.multipv : 1;
  for (size_t i = 0; i < last_.moves.size() && static_cast<int>(i) < lines; ++i) {
    SearchInfo info;
    info.depth = 1;
    info.nodes = static_cast<long long>(last_.moves.size());
    score(position, last_.moves[i], info.score_cp, info.score_mate);
    info.pv = {last_.moves[i].move};
    info.multipv = static_cast<int>(i) + 1;
    report(info);
    if (limits.multipv > 1) r.lines.push_back(info);
  }
  return r;
}

}  // namespace veteran::engines
