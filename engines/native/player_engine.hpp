// player@native: a reconstruction of PLAYER, M. L. Senft's program of 1975
// (Naval Postgraduate School; seed 002, docs/player.md), as an Engine. It
// weighs every legal move one ply ahead with the thesis's seventeen
// parameters and plays the best; with MultiPV it gives every move's value,
// which is how `veteran rank` reads its order (Senft's Table I). The thesis
// names no computer and no time a move, so PLAYER keeps no period clock: its
// moves are timed by the wall clock like any native engine's.
#pragma once

#include "engines/native/player/decision.hpp"
#include "engines/native/player/weights.hpp"
#include "engines/period_engine.hpp"

#include <algorithm>

namespace veteran::engines {

class NativePlayer : public PeriodEngine {
 public:
  // Every weight 1 (docs/player.md, decision 1), or the weights PRO trained (`source`: their file).
  NativePlayer() : PeriodEngine(engines::program("player@native")) {}
  NativePlayer(const player::Weights& weights, std::string source)
      : PeriodEngine(engines::program("player@native")), weights_(weights), weights_source_(std::move(source)) {}
  const player::Weights& weights() const { return weights_; }
  const std::string& weights_source() const { return weights_source_; }
  bool accepts_any_position() const override { return true; }
  SearchResult go(const SearchLimits& limits) override;
  std::string printout() const override { return printout_; }
  // Every move has a value: all of them are lines at once.
  int max_multipv() const override { return 512; }
  // The last decision, for tests and the window.
  const player::Decision& last_decision() const { return last_; }

 private:
  player::Decision last_;
  std::string printout_;
  player::Weights weights_ = player::kWeights;
  std::string weights_source_;  // "" : the equal weights
};

// A value of PLAYER's (a pawn is 10) in centipawns (a pawn is 100), within
// +-9,999: the weighed parameters of a lopsided position can sum past it, and
// a centipawn score that large would read as a mate. Mates are told as mates.
inline int player_score_cp(int value) { return std::clamp(value * 10, -9999, 9999); }

}  // namespace veteran::engines
