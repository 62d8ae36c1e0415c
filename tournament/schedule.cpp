#include "veteran/tournament/schedule.hpp"

#include <random>
#include <stdexcept>
#include <utility>

namespace veteran::tournament {

std::vector<ScheduledGame> make_schedule(int engines, const std::string& pairing, int games, int openings, bool random,
                                         uint64_t seed) {
  std::vector<std::pair<int, int>> pairs;
  if (pairing == "round-robin") {
    for (int i = 0; i < engines; ++i)
      for (int j = i + 1; j < engines; ++j) pairs.emplace_back(i, j);
  } else if (pairing == "gauntlet") {
    for (int j = 1; j < engines; ++j) pairs.emplace_back(0, j);
  } else {
    throw std::invalid_argument("pairing must be 'round-robin' or 'gauntlet', not '" + pairing + "'");
  }
  std::mt19937_64 rng(seed);
  std::vector<ScheduledGame> out;
  int next_opening = 0;
  for (int g = 0; g < games; ++g) {
    for (size_t p = 0; p < pairs.size(); ++p) {
      ScheduledGame s;
      s.index = static_cast<int>(out.size());
      s.round = g + 1;
      bool swap = g % 2 == 1;
      s.white = swap ? pairs[p].second : pairs[p].first;
      s.black = swap ? pairs[p].first : pairs[p].second;
      if (openings > 0) {
        if (!swap) {
          s.opening = random ? static_cast<int>(rng() % static_cast<uint64_t>(openings)) : next_opening++ % openings;
        } else {
          s.opening = out[out.size() - pairs.size()].opening;  // the same pairing's game of the last round
        }
      }
      out.push_back(s);
    }
  }
  return out;
}

}  // namespace veteran::tournament
