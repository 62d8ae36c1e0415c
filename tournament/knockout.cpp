#include "tournament/knockout.hpp"

#include "tournament/cutechess/cutechess_schedule.hpp"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <sstream>
#include <stdexcept>

namespace veteran::tournament {
namespace {

// A rank's place in a bracket of `size` (cutechess's playerSeed): the top
// two seeds can meet only in the final, the top four only in the semi-finals.
int place_of(int rank, int size) {
  if (rank <= 1) return 0;
  if (rank % 2 == 0) return size / 2 + place_of(rank / 2, size / 2);
  return place_of(rank / 2 + 1, size / 2);
}

// The first round: seeded players in order, the others drawn, byes paired
// with the top seeds.
template <class Random>
std::vector<KnockoutPair> first_round(int engines, const KnockoutSettings& k, Random&& rng) {
  std::vector<int> players;
  const int seeded = std::clamp(k.seeds, 0, engines);
  for (int i = 0; i < seeded; ++i) players.push_back(i);
  std::vector<int> unseeded;
  for (int i = seeded; i < engines; ++i) unseeded.push_back(i);
  while (!unseeded.empty()) {
    size_t i = rng() % unseeded.size();
    players.push_back(unseeded[i]);
    unseeded.erase(unseeded.begin() + static_cast<long>(i));
  }
  int size = 1;
  while (size < engines) size *= 2;
  std::vector<int> bracket(static_cast<size_t>(size), -1);
  while (static_cast<int>(players.size()) < size) players.push_back(-1);
  int byes = 0;
  for (int i = 0; i < size; ++i) {
    const size_t at = static_cast<size_t>(place_of(i + 1, size));
    if (players[static_cast<size_t>(i)] < 0) {
      const size_t bye_at = static_cast<size_t>(place_of(++byes, size) + 1);
      bracket[at] = bracket[bye_at];
      bracket[bye_at] = -1;
    } else {
      bracket[at] = players[static_cast<size_t>(i)];
    }
  }
  std::vector<KnockoutPair> pairs;
  for (int i = 0; i < size; i += 2) {
    KnockoutPair p{bracket[static_cast<size_t>(i)], bracket[static_cast<size_t>(i) + 1]};
    if (p.first < 0) std::swap(p.first, p.second);
    pairs.push_back(p);
  }
  return pairs;
}

// Whether an encounter needs another game (cutechess's needMoreGames): its
// games still being played count as won by the leader, so a game is made
// only when it will be needed whatever they give.
bool needs_more(const KnockoutPair& p, int per_encounter) {
  if (p.second < 0) return false;
  const int in_progress = 2 * (p.games - p.finished);
  if (std::max(p.first_points, p.second_points) + in_progress <= per_encounter) return true;
  const int min_diff = per_encounter % 2 == 0 ? 3 : 1;
  const int diff = std::abs(p.first_points - p.second_points) + in_progress;
  if (diff >= min_diff) return false;
  if (min_diff == 1 || diff == 0) return true;
  return p.games % 2 != 0;
}

void add_result(KnockoutPair& pair, const ScheduledGame& g, const std::string& result) {
  ++pair.finished;
  const int white_points = result == "1-0" ? 2 : result == "0-1" ? 0 : 1;
  (g.white == pair.first ? pair.first_points : pair.second_points) += white_points;
  (g.white == pair.first ? pair.second_points : pair.first_points) += 2 - white_points;
}

// After a round's games as far as the results go: whether the knockout
// stops here (a round undecided, or the final decided: its champion set);
// else the next round's pairs, the winners in bracket order, are added.
bool round_ends_knockout(KnockoutState& state) {
  const auto& pairs = state.rounds.back();
  if (!std::all_of(pairs.begin(), pairs.end(), [](const KnockoutPair& p) { return p.decided; })) return true;
  if (pairs.size() == 1) {
    state.champion = pairs[0].winner();
    return true;
  }
  std::vector<KnockoutPair> next;
  for (size_t i = 0; i + 1 < pairs.size(); i += 2) next.push_back({pairs[i].winner(), pairs[i + 1].winner()});
  state.rounds.push_back(next);
  return false;
}

// cutechess-cli's own order (KnockoutTournament::nextPair): an encounter's
// games one after another, the next encounter once it needs no more, the
// next round once every encounter is decided; colours and openings as its
// other tournaments give them, the draw from its random stream.
KnockoutState cutechess_knockout(int engines, const KnockoutSettings& k, const std::map<int, std::string>& results) {
  const ScheduleSettings& s = k.schedule;
  const int per_encounter = std::max(1, s.games);
  CutechessRandom random(static_cast<uint32_t>(s.seed));
  CutechessGames maker(engines, s, random);  // a random opening order is drawn first
  KnockoutState state;
  state.rounds.push_back(first_round(engines, k, [&random] { return random.next(); }));
  for (int round = 1;; ++round) {
    auto& pairs = state.rounds.back();
    while (true) {
      auto next =
          std::find_if(pairs.begin(), pairs.end(), [&](const KnockoutPair& p) { return needs_more(p, per_encounter); });
      if (next == pairs.end()) break;
      const ScheduledGame g = maker.next(next->first, next->second, round);
      state.games.push_back(g);
      ++next->games;
      if (auto result = results.find(g.index); result != results.end()) add_result(*next, g, result->second);
    }
    for (auto& p : pairs) p.decided = p.finished == p.games && !needs_more(p, per_encounter);
    if (round_ends_knockout(state)) return state;
  }
}

}  // namespace

int cutechess_knockout_games(int engines, int per_encounter) {
  int size = 1;
  while (size < engines) size *= 2;
  int round = size / 2, total = round - (size - engines);
  while (round >= 2) total += (round /= 2);
  return total * std::max(1, per_encounter);
}

KnockoutState knockout(int engines, const KnockoutSettings& k, const std::map<int, std::string>& results) {
  if (engines < 2) throw std::invalid_argument("a knockout needs at least two engines");
  if (k.schedule.cutechess) return cutechess_knockout(engines, k, results);
  const ScheduleSettings& s = k.schedule;
  const int per_encounter = std::max(1, s.games);
  std::mt19937_64 rng(s.seed);
  KnockoutState state;
  state.rounds.push_back(first_round(engines, k, rng));
  int next_opening = s.start;
  std::mt19937_64 openings_rng(s.seed ^ 0x9e3779b97f4a7c15ULL);
  std::map<std::pair<int, int>, int> last_opening;  // (round, pair) -> the opening of its last game
  for (int round = 1;; ++round) {
    auto& pairs = state.rounds.back();
    // Make each encounter's games one at a time, in pair order, as far as the results go.
    for (bool made = true; made;) {
      made = false;
      for (size_t p = 0; p < pairs.size(); ++p) {
        KnockoutPair& pair = pairs[p];
        if (pair.decided || pair.finished < pair.games) continue;
        if (!needs_more(pair, per_encounter)) {
          pair.decided = true;
          continue;
        }
        ScheduledGame g;
        g.index = static_cast<int>(state.games.size());
        g.round = round;
        const bool swap = (s.swap && pair.games % 2 == 1) != s.reverse;
        g.white = swap ? pair.second : pair.first;
        g.black = swap ? pair.first : pair.second;
        if (s.openings > 0) {
          const auto key = std::make_pair(round, static_cast<int>(p));
          if (pair.games % std::max(1, s.repeat) == 0 || !last_opening.count(key))
            last_opening[key] = s.random ? static_cast<int>(openings_rng() % static_cast<uint64_t>(s.openings))
                                         : next_opening++ % s.openings;
          g.opening = last_opening[key];
        }
        state.games.push_back(g);
        ++pair.games;
        auto result = results.find(g.index);
        if (result == results.end()) continue;  // to be played: the encounter waits for it
        add_result(pair, g, result->second);
        made = true;
      }
    }
    if (round_ends_knockout(state)) return state;
  }
}

std::string knockout_report(const KnockoutState& state, const std::vector<std::string>& names) {
  std::ostringstream out;
  auto points = [](int halves) {
    std::string text = std::to_string(halves / 2);
    return halves % 2 ? text + ".5" : text;
  };
  for (size_t r = 0; r < state.rounds.size(); ++r) {
    out << "Knockout round " << r + 1 << ":\n";
    for (const auto& p : state.rounds[r]) {
      const std::string& first = names.at(static_cast<size_t>(p.first));
      if (p.second < 0) {
        out << "  " << first << " - bye\n";
        continue;
      }
      out << "  " << first << " - " << names.at(static_cast<size_t>(p.second)) << ": " << points(p.first_points) << "-"
          << points(p.second_points) << " in " << p.finished << " game" << (p.finished == 1 ? "" : "s");
      if (p.decided) out << ", " << names.at(static_cast<size_t>(p.winner())) << " goes through";
      out << "\n";
    }
  }
  if (state.champion >= 0) out << "Winner: " << names.at(static_cast<size_t>(state.champion)) << "\n";
  return out.str();
}

}  // namespace veteran::tournament
