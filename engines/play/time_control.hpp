// Time controls as tournament players write them, and the clock that runs
// one. Period programs' clocks run in emulated seconds, external engines' in
// wall seconds; the clock does not care which.
//   "st=30"       30 seconds per move
//   "40/300+2"    40 moves in 300 seconds, 2 seconds added per move, repeating
//   "300+2"       the whole game in 300 seconds, 2 added per move
//   "depth=4"     four plies a move, no clock
//   "nodes=20000" a node budget a move, no clock
//   "40/300 depth=8", "st=5 nodes=1e6"
//                 a clock or a time per move with a depth or node limit too
//                 (cutechess-cli's tc= or st= with depth= or nodes=)
#pragma once

#include "engines/engine.hpp"

#include <string>

namespace veteran::engines {

struct TimeControl {
  // infinite: no limit at all (cutechess-cli's tc=inf alone), the engine's own settings end its search.
  enum class Kind { per_move, clock, depth, nodes, infinite };
  Kind kind = Kind::per_move;
  double move_time = 1;  // per_move
  int moves = 0;         // clock: moves per period (0: the whole game)
  double base = 0;       // clock: seconds per period
  double increment = 0;  // clock: seconds added after each move
  int depth = 0;         // depth; or with a clock or per_move, a limit besides (0: none)
  long long nodes = 0;   // nodes; the same

  // The text it was read from, as the user wrote it: what the event's
  // fingerprint is made of, so that a journal resumes whatever the value's
  // own spelling (text()) would be.
  std::string spelling;

  // Throws std::invalid_argument saying what a time control looks like.
  // Every time control is read once, where the user gave it.
  static TimeControl parse(const std::string& text);
  std::string text() const;  // as parse() reads it
  std::string pgn() const;   // the PGN TimeControl tag: "40/300+2", "300+2", "1/30", "-"

 private:
  static TimeControl read(const std::string& text);
};

// One side's clock.
class Clock {
 public:
  explicit Clock(const TimeControl& tc);
  // The limits for this side's next move, given the other side's clock.
  void fill(SearchLimits& limits, bool white, const Clock& other) const;
  // Charges a move's time; false if the flag fell: a clock run out by more
  // than `margin` seconds (cutechess-cli's timemargin), or, when
  // `strict_per_move`, a fixed time a move overstepped by more than it.
  bool spend(double seconds, double margin = 0, bool strict_per_move = false);
  double remaining() const { return remaining_; }
  double time_left() const;  // what the engines are told of it (see fill)
  const TimeControl& control() const { return tc_; }

 private:
  TimeControl tc_;
  double remaining_ = 0;
  int moves_made_ = 0;
};

}  // namespace veteran::engines
