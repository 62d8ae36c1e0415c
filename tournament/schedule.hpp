// Who plays whom, with which colours and opening: the whole event, fixed
// before the first game, so that a resumed tournament plays the same games.
#pragma once

#include "tournament/event_kinds.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::tournament {

struct ScheduledGame {
  int index = 0;             // 0-based, the game's identity in the journal
  int round = 0;             // 1-based: each pairing meets once a round
  int encounter_round = 0;   // 1-based: cutechess-cli's round, a pairing's -games games in a row each
  int white = 0, black = 0;  // engine numbers
  int opening = -1;          // index into the openings, -1: the initial position
};

struct ScheduleSettings {
  Pairing pairing = Pairing::round_robin;  // round robin: every pair; gauntlet: engine 0 against each other
  int games = 2;                           // per pairing
  int openings = 0;                        // how many there are (0: every game from the initial position)
  bool random = false;                     // openings drawn with `seed` rather than taken in order
  uint64_t seed = 1;
  int repeat = 2;        // games in a row a pairing plays the same opening (cutechess-cli's -repeat)
  int start = 0;         // the first opening taken in order (0-based)
  bool swap = true;      // colours alternate game by game (cutechess-cli's -noswap turns it off)
  bool reverse = false;  // every game with the colours the other way round (-reverse)
  // When a new opening is taken (cutechess-cli's -openings policy=):
  // "default", every `repeat` games of a pairing; "encounter", for each
  // encounter (a pairing's games of one round, `encounter_games` of them),
  // and with two engines never (cutechess shifts only when the players
  // change); "round", for each round, all its games sharing one.
  OpeningPolicy policy = OpeningPolicy::standard;
  int encounter_games = 0;  // games of a pairing in one round (cutechess-cli's -games; 0: all of them)
  int seeds = 0;            // gauntlet (cutechess): the first `seeds` engines (at least one) meet the others
  // The order and openings cutechess-cli 1.5.1 gives (cutechess_schedule.hpp),
  // as `veteran match` plays; a pyramid is always scheduled so.
  bool cutechess = false;
};

// The most veteran schedules in one event, as a whole: a million games (a
// long test run), a thousand engines. Larger events are refused by name
// before anything is built (validate.hpp), so memory stays small.
inline constexpr uint64_t kMaxEventGames = 1'000'000;
inline constexpr int kMaxEngines = 1000;

// How many games make_schedule gives for `engines`, without building them.
uint64_t scheduled_games(int engines, const ScheduleSettings& settings);

// `games` per pairing, colours alternating (so an even number gives each
// engine each colour equally); `repeat` games of a pairing in a row share an
// opening (two: the colour-swapped pair), taken in order or drawn with `seed`.
// Throws std::invalid_argument for an event over the caps above.
std::vector<ScheduledGame> make_schedule(int engines, const ScheduleSettings& settings);

}  // namespace veteran::tournament
