// A whole tournament: the schedule, worker threads playing games side by
// side, the journal and PGN written as each game ends, a progress line, and
// the standings at the end.
#pragma once

#include "veteran/tournament/config.hpp"

#include <filesystem>
#include <ostream>
#include <vector>

namespace veteran::tournament {

struct RunOptions {
  bool resume = false;
  bool standings_only = false;  // print the standings of the journal and play nothing
  std::vector<std::filesystem::path> rompath;
};

// Returns the process exit code; progress goes to `progress`, the standings to `out`.
int run_tournament(const TournamentConfig& config, const RunOptions& options, std::ostream& out, std::ostream& progress);

}  // namespace veteran::tournament
