#include "tournament/schedule.hpp"

#include "tournament/cutechess/cutechess_schedule.hpp"

#include <algorithm>
#include <map>
#include <random>
#include <stdexcept>
#include <utility>

namespace veteran::tournament {

uint64_t scheduled_games(int engines, const ScheduleSettings& s) {
  const uint64_t n = engines > 1 ? static_cast<uint64_t>(engines) : 0;
  const uint64_t gauntlet_players =
      s.cutechess ? static_cast<uint64_t>(std::clamp(s.seeds, 1, std::max(1, engines - 1))) : 1;
  const uint64_t pairings =
      s.pairing == Pairing::gauntlet ? (n ? n - gauntlet_players : 0) * gauntlet_players : n * (n ? n - 1 : 0) / 2;
  return pairings * static_cast<uint64_t>(std::max(0, s.games));
}

std::vector<ScheduledGame> make_schedule(int engines, const ScheduleSettings& s) {
  if (engines > kMaxEngines)
    throw std::invalid_argument(std::to_string(engines) + " engines: veteran plays at most " +
                                std::to_string(kMaxEngines) + " in one event");
  if (uint64_t total = scheduled_games(engines, s); total > kMaxEventGames)
    throw std::invalid_argument("the event would have " + std::to_string(total) + " games, more than the " +
                                std::to_string(kMaxEventGames) + " veteran schedules in one event");
  if (s.cutechess || s.pairing == Pairing::pyramid) return cutechess_schedule(engines, s);
  std::vector<std::pair<int, int>> pairs;
  if (s.pairing == Pairing::round_robin) {
    for (int i = 0; i < engines; ++i)
      for (int j = i + 1; j < engines; ++j) pairs.emplace_back(i, j);
  } else if (s.pairing == Pairing::gauntlet) {
    for (int j = 1; j < engines; ++j) pairs.emplace_back(0, j);
  } else {
    throw std::invalid_argument(std::string("a schedule is made for a round robin or a gauntlet, not a ") +
                                name_of(s.pairing));
  }
  const int repeat = std::max(1, s.repeat);
  const int per_encounter = s.encounter_games > 0 ? s.encounter_games : s.games;
  std::mt19937_64 rng(s.seed);
  std::vector<ScheduledGame> out;
  int next_opening = s.start;
  auto draw = [&] {
    return s.random ? static_cast<int>(rng() % static_cast<uint64_t>(s.openings)) : next_opening++ % s.openings;
  };
  // encounter and round: one opening per group of games, drawn when the group's first game is scheduled.
  std::map<std::pair<int, int>, int> group_opening;
  auto group_of = [&](int g, size_t p) -> std::pair<int, int> {
    const int round = g / per_encounter;
    if (s.policy == OpeningPolicy::round) return {round, -1};
    return engines == 2 ? std::pair<int, int>{0, 0} : std::pair<int, int>{round, static_cast<int>(p)};
  };
  for (int g = 0; g < s.games; ++g) {
    for (size_t p = 0; p < pairs.size(); ++p) {
      ScheduledGame game;
      game.index = static_cast<int>(out.size());
      game.round = g + 1;
      game.encounter_round = g / per_encounter + 1;
      bool swap = (s.swap && g % 2 == 1) != s.reverse;
      game.white = swap ? pairs[p].second : pairs[p].first;
      game.black = swap ? pairs[p].first : pairs[p].second;
      if (s.openings > 0 && s.policy != OpeningPolicy::standard) {
        auto group = group_of(g, p);
        auto known = group_opening.find(group);
        game.opening = known != group_opening.end() ? known->second : (group_opening[group] = draw());
      } else if (s.openings > 0) {
        if (g % repeat == 0) {
          game.opening = draw();
        } else {
          game.opening = out[out.size() - pairs.size()].opening;  // the same pairing's game of the last round
        }
      }
      out.push_back(game);
    }
  }
  return out;
}

}  // namespace veteran::tournament
