// Who plays whom, with which colours and opening: the whole event, fixed
// before the first game, so that a resumed tournament plays the same games.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::tournament {

struct ScheduledGame {
  int index = 0;    // 0-based, the game's identity in the journal
  int round = 0;    // 1-based: each pairing meets once a round
  int white = 0, black = 0;  // engine numbers
  int opening = -1;          // index into the openings, -1: the initial position
};

// "round-robin": every pair of engines; "gauntlet": engine 0 against each
// other. `games` per pairing, colours alternating (so an even number gives
// each engine each colour equally); the two games of a colour-swapped pair
// share an opening, taken in order or, with `random`, drawn with `seed`.
std::vector<ScheduledGame> make_schedule(int engines, const std::string& pairing, int games, int openings, bool random,
                                         uint64_t seed);

}  // namespace veteran::tournament
