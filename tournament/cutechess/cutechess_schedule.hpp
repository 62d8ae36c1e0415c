// The order in which cutechess-cli 1.5.1 plays a round robin, a gauntlet or
// a pyramid, and the opening each game gets, so that a command line moved
// from cutechess-cli to `veteran match` plays the same games in the same
// order. The rules (facts of its Tournament, RoundRobinTournament,
// GauntletTournament, PyramidTournament and OpeningSuite classes) are
// written here with veteran's own code:
//  - round robin: the circle method, player 0 fixed, a bye added for an odd
//    count; gauntlet: each of the first `seeds` players (at least one)
//    against every other; pyramid: player k against 0..k-1, k = 1..n-1;
//  - each pairing plays its `encounter_games` games in a row, a round is
//    one turn of the pairings, `games / encounter_games` rounds in all;
//  - a pairing keeps its colours from encounter to encounter, swapped after
//    each game (unless -noswap) and, with -reverse, before each encounter;
//  - an opening is played `repeat` times in a row (encounter and round
//    policies: until the encounter, or the round, changes), a new one taken
//    as the players change when there are more than two;
//  - openings in the file's order from `start`, or (random) in the order of
//    a Knuth shuffle driven by cutechess's own Mersenne twister seeded
//    with -srand.
#pragma once

#include "tournament/cutechess/cutechess_random.hpp"
#include "tournament/schedule.hpp"

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace veteran::tournament {

// The games of the event, as cutechess-cli would start them.
std::vector<ScheduledGame> cutechess_schedule(int engines, const ScheduleSettings& settings);

// The games as cutechess's Tournament::startNextGame and startGame make
// them, one encounter's players at a time (its nextPair's answer): the pair
// made once in the colours first asked and turned about after each game,
// -reverse at a new encounter, the opening kept for -repeat games (or the
// encounter, or the round) and taken anew as the players change when there
// are more than two. Random openings: a Knuth shuffle of them, the first
// use of `random` (the knockout's draw comes after it, as in cutechess).
class CutechessGames {
 public:
  CutechessGames(int engines, const ScheduleSettings& settings, CutechessRandom& random);
  // The next game, between a and b (pair(a, b) in cutechess), in `round`.
  ScheduledGame next(int a, int b, int round);
  int shuffled(int i) const { return shuffled_.at(static_cast<size_t>(i)); }

 private:
  std::pair<int, int>& pair_of(int a, int b);

  ScheduleSettings s_;
  int engines_;
  std::vector<int> shuffled_;
  int repetitions_ = 1;
  std::map<std::pair<int, int>, std::pair<int, int>> pairs_;  // as first made -> its colours now
  std::pair<int, int> last_{-1, -1};
  int started_ = 0, old_round_ = -1, counter_ = 0, kept_opening_ = -1, drawn_ = 0;
};

// The order cutechess reads a file's `count` openings in at random: a Knuth
// shuffle of 0..count-1 with CutechessRandom(seed).
std::vector<int> cutechess_shuffled_openings(int count, uint32_t seed);

}  // namespace veteran::tournament
