// The match statistics of a two-engine event, from its journal: the first
// engine's results, the pentanomial counts over its colour-reversed pairs
// (games 2k and 2k+1 of the schedule share an opening), Elo, LOS, draw
// ratio and, when asked, the SPRT's state; printed as engine testers read
// them from fastchess and cutechess-cli.
#pragma once

#include "tournament/journal.hpp"
#include "tournament/statistics/match_statistics.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace veteran::tournament {

// An engine's points in a game (1, 0.5, 0), or -1 if it did not play in it or it is unfinished.
double points_of(const std::string& engine, const JournalEntry& g);

struct MatchTally {
  Trinomial games;    // from the first engine's side
  Pentanomial pairs;  // complete pairs only
  Trinomial paired;   // the games of the complete pairs (fastchess's trinomial counts only these)
};
MatchTally tally_match(const std::string& first, const std::map<int, JournalEntry>& games);
// Adds the game at `index`, just put in `games`, to `t` (each other game of
// `games` was added before): what a runner keeps after each game instead of
// counting every game again.
void tally_add(MatchTally& t, const std::string& first, int index, const std::map<int, JournalEntry>& games);

// Several lines, each ending in '\n'; the SPRT lines only with `sprt`.
std::string match_report(const std::vector<std::string>& names, const MatchTally& t,
                         const std::optional<SprtSettings>& sprt);

// The SPRT's decision on the games so far (pairs when there are any, else games).
SprtDecision sprt_state(const MatchTally& t, const SprtSettings& s, double* llr = nullptr);

}  // namespace veteran::tournament
