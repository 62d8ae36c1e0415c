// kotok@native: the reconstruction of the Kotok-McCarthy program (MIT, 1962;
// seed 003) as an Engine. It keeps the IBM 7090's clock: the positions it
// examines at the memo's 1,100 a minute, so time controls, levels and the
// PGN's clock comments are in 7090 time, as the emulated programs keep theirs.
// Levels are the period's knobs, the width table and the depth:
//   1  widths 4 3        (two plies)
//   2  widths 4 3 2      (three plies)
//   3  widths 4 3 2 2    (four plies)
//   4  the memo's 4 3 2 2 1 1 1 1 0 0, lines beyond the fourth ply followed
//      while the position is unstable, to eight plies
#pragma once

#include "engines/native/kotok/tree.hpp"
#include "engines/period_engine.hpp"

namespace veteran::engines {

class NativeKotok : public PeriodEngine {
 public:
  NativeKotok() : PeriodEngine(engines::program("kotok@native")) {}
  bool accepts_any_position() const override { return true; }
  bool emulated_time() const override { return true; }
  SearchResult go(const SearchLimits& limits) override;
  std::string printout() const override { return printout_; }
  // The search settings of a level (1-4).
  static kotok::SearchSettings settings_for_level(int level);
  // The last search, for tests and the window.
  const kotok::SearchOutcome& last_search() const { return last_; }

 private:
  kotok::SearchOutcome last_;
  std::string printout_;
};

}  // namespace veteran::engines
