// cutechess-cli's knockout: the engines in a bracket (the first `seeds` in
// order, the rest drawn with the event's seed; byes to the top seeds, as
// cutechess places them), each encounter `games` games, colours
// alternating, extended while it is undecided (cutechess's rule: a lead of
// more than half the points and, for an even number of games, of at least
// 1.5 points after an even number), the winners meeting in the next round.
//
// Which games come next depends on the results so far, so the schedule is a
// function of them: given the results of the games played, it lists every
// game known so far, numbered in the order they were made. An encounter's
// next game is made only when its games so far are finished (cutechess-cli
// at -concurrency 1); encounters of a round are played side by side. The
// same results give the same games, so a resumed knockout goes on as it was.
// With ScheduleSettings::cutechess, cutechess-cli's own order instead: an
// encounter's games one after another (those sure to be needed side by
// side), its colours, openings and random draw.
#pragma once

#include "tournament/schedule.hpp"

#include <map>
#include <string>
#include <vector>

namespace veteran::tournament {

struct KnockoutSettings {
  ScheduleSettings schedule;  // games per encounter, openings, seed, repeat, swap
  int seeds = 0;              // players seeded in order (cutechess-cli's -seeds); the rest are drawn
};

struct KnockoutPair {
  int first = -1, second = -1;              // engine numbers; second -1: a bye
  int first_points = 0, second_points = 0;  // in half points
  int games = 0, finished = 0;
  bool decided = false;
  int winner() const { return second < 0 || first_points >= second_points ? first : second; }
};

struct KnockoutState {
  std::vector<ScheduledGame> games;  // every game known so far
  std::vector<std::vector<KnockoutPair>> rounds;
  int champion = -1;  // -1 until the final is decided
};

// The knockout as far as `results` (game index -> "1-0", "0-1", "1/2-1/2") take it.
KnockoutState knockout(int engines, const KnockoutSettings& settings, const std::map<int, std::string>& results);

// How many games cutechess-cli counts on for a knockout before it starts
// (its gamesPerCycle times the games of an encounter): the "of M" of its
// "Started game N of M" lines, M growing with N beyond it.
int cutechess_knockout_games(int engines, int per_encounter);

// The bracket in words: each round's encounters with their scores and winners.
std::string knockout_report(const KnockoutState& state, const std::vector<std::string>& names);

}  // namespace veteran::tournament
