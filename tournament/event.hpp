// The event as scheduled: its config, openings, games, engines' names and
// journal, what the runner (runner.cpp) and the console layouts
// (match_console.hpp) both work from.
#pragma once

#include "chess/polyglot_book.hpp"
#include "tournament/config.hpp"
#include "tournament/journal.hpp"
#include "tournament/knockout.hpp"
#include "tournament/openings.hpp"
#include "tournament/schedule.hpp"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace veteran::tournament {

struct Event {
  const TournamentConfig& config;
  OpeningList openings;
  std::vector<ScheduledGame> schedule;
  std::vector<std::string> names;
  std::string journal_file;
  std::string print;          // the fingerprint: the same one means the same schedule
  size_t games_in_event = 0;  // the whole schedule's, when `schedule` is one shard's
  // Each engine's opening book (none: nullptr), read once for the event.
  std::vector<std::shared_ptr<const chess::PolyglotBook>> books{};
  // With books on both sides: the game whose colours draw the book line a
  // game plays (the first of the games of its pairing that repeat one opening).
  std::map<int, ScheduledGame> book_line{};
};

// The config's schedule settings, for `openings` openings.
ScheduleSettings schedule_settings(const TournamentConfig& c, size_t openings);

// A knockout's games as far as the results of `played` take it.
KnockoutState knockout_so_far(const TournamentConfig& c, size_t openings, const std::map<int, JournalEntry>& played);

}  // namespace veteran::tournament
