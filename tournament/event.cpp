#include "tournament/event.hpp"

namespace veteran::tournament {

ScheduleSettings schedule_settings(const TournamentConfig& c, size_t openings) {
  return ScheduleSettings{.pairing = c.pairing,
                          .games = c.games,
                          .openings = static_cast<int>(openings),
                          .random = c.openings_random,
                          .seed = c.seed,
                          .repeat = c.opening_repeat,
                          .start = c.opening_start - 1,
                          .swap = c.swap_sides,
                          .reverse = c.reverse_sides,
                          .policy = c.opening_policy,
                          .encounter_games = c.encounter_games,
                          .seeds = c.seeds,
                          .cutechess = c.cutechess_schedule};
}

KnockoutState knockout_so_far(const TournamentConfig& c, size_t openings, const std::map<int, JournalEntry>& played) {
  std::map<int, std::string> results;
  for (const auto& [index, entry] : played) results[index] = entry.result;
  return knockout(static_cast<int>(c.engines.size()), {schedule_settings(c, openings), c.seeds}, results);
}

}  // namespace veteran::tournament
