// The one interface through which protocols and the tournament see an engine:
// emulated period programs, native reimplementations and external processes alike.
#pragma once

#include "chess/position.hpp"

#include <string>
#include <vector>

namespace veteran::engines {

// Time in seconds: emulated seconds for period programs, wall seconds otherwise.
struct SearchLimits {
  double move_time = 0;              // a fixed time per move (0: not given)
  double white_time = 0, black_time = 0, white_increment = 0, black_increment = 0;
  int moves_to_go = 0;               // moves until the next time control (0: sudden death)
  int depth = 0;                     // plies (0: not given)
};

struct SearchResult {
  chess::Move move;
  double seconds = 0;                // the time the move took, on the engine's own clock
  bool resigns = false;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string name() const = 0;
  virtual std::string author() const = 0;

  // Levels as the program knows them (Microchess 1-3, SARGON 1-6); 0 if none.
  virtual int max_level() const { return 0; }
  virtual void set_level(int) {}

  virtual void new_game() = 0;
  // Whether the program can start from any position, not only the initial one.
  virtual bool accepts_any_position() const = 0;
  // The position to think about: a start and the moves since. Throws
  // std::runtime_error with the reason if the program cannot take it.
  virtual void set_position(const std::string& fen, const std::vector<chess::Move>& moves) = 0;
  virtual SearchResult go(const SearchLimits& limits) = 0;
};

}  // namespace veteran::engines
