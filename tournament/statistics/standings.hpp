// The table at the end: a crosstable of points and Elo ratings with error
// bars, from the games in the journal.
#pragma once

#include "tournament/journal.hpp"

#include <map>
#include <string>
#include <vector>

namespace veteran::tournament {

struct Rating {
  std::string name;
  double elo = 0, error95 = 0;  // relative to the pool average
  double points = 0;
  int games = 0, wins = 0, draws = 0, losses = 0;
};

// Maximum likelihood under the logistic Elo model E = 1 / (1 + 10^(-D/400)),
// draws counting half a point, each engine given one virtual draw against
// the pool average (so that 0% and 100% scores stay finite); the pool average
// is 0 and the error is 1.96 standard errors from the likelihood's curvature.
std::vector<Rating> rate(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games);

// The crosstable and the ratings, as printed at the end and on request.
std::string standings_report(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games);

}  // namespace veteran::tournament
