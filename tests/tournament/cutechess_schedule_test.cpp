// cutechess-cli 1.5.1's schedules, worked out by hand from its pairing rules
// (the circle method with a bye, gauntlet, pyramid; pairs keeping their
// colours; -reverse; -repeat and the opening policies).
#include "tournament/cutechess/cutechess_schedule.hpp"
#include "tournament/knockout.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <sstream>

using namespace veteran::tournament;

namespace {

// "W-B/round/opening" a game, space-separated.
std::string text(const std::vector<ScheduledGame>& games) {
  std::ostringstream out;
  for (const auto& g : games)
    out << (&g == &games.front() ? "" : " ") << g.white << '-' << g.black << '/' << g.round << '/' << g.opening;
  return out.str();
}

ScheduleSettings settings(Pairing pairing, int encounter_games, int rounds, int repeat = 1, int openings = 0) {
  ScheduleSettings s;
  s.pairing = pairing;
  s.encounter_games = encounter_games;
  s.games = encounter_games * rounds;
  s.repeat = repeat;
  s.openings = openings;
  s.cutechess = true;
  return s;
}

}  // namespace

TEST_CASE("cutechess schedule: two engines, colours swapped game by game, rounds", "[tournament][cutechess]") {
  CHECK(text(cutechess_schedule(2, settings(Pairing::round_robin, 2, 2))) == "0-1/1/-1 1-0/1/-1 0-1/2/-1 1-0/2/-1");
  // No -repeat: a new opening every game; -repeat: each twice.
  CHECK(text(cutechess_schedule(2, settings(Pairing::round_robin, 2, 2, 1, 10))) == "0-1/1/0 1-0/1/1 0-1/2/2 1-0/2/3");
  CHECK(text(cutechess_schedule(2, settings(Pairing::round_robin, 2, 2, 2, 10))) == "0-1/1/0 1-0/1/0 0-1/2/1 1-0/2/1");
  // -noswap; -reverse turns the pair before each encounter (with two engines, only the first).
  auto s = settings(Pairing::round_robin, 2, 1);
  s.swap = false;
  CHECK(text(cutechess_schedule(2, s)) == "0-1/1/-1 0-1/1/-1");
  s = settings(Pairing::round_robin, 2, 2);
  s.reverse = true;
  CHECK(text(cutechess_schedule(2, s)) == "1-0/1/-1 0-1/1/-1 1-0/2/-1 0-1/2/-1");
  // One game an encounter: the pair keeps the colours it was left with.
  CHECK(text(cutechess_schedule(2, settings(Pairing::round_robin, 1, 3))) == "0-1/1/-1 1-0/2/-1 0-1/3/-1");
}

TEST_CASE("cutechess schedule: the circle method with a bye for an odd count", "[tournament][cutechess]") {
  // Three: top 0 1, bottom 3 2 (3 the bye); the circle turns with 0 fixed.
  CHECK(text(cutechess_schedule(3, settings(Pairing::round_robin, 1, 1))) == "1-2/1/-1 0-2/2/-1 0-1/3/-1");
  // Four: 0-3 1-2 | 0-2 3-1 | 0-1 2-3.
  CHECK(text(cutechess_schedule(4, settings(Pairing::round_robin, 1, 1))) ==
        "0-3/1/-1 1-2/1/-1 0-2/2/-1 3-1/2/-1 0-1/3/-1 2-3/3/-1");
  // A second cycle goes on turning the circle; each pair keeps its colours, swapped after its game.
  const auto twice = cutechess_schedule(4, settings(Pairing::round_robin, 1, 2));
  REQUIRE(twice.size() == 12);
  CHECK(text({twice.begin() + 6, twice.end()}) == "3-0/4/-1 2-1/4/-1 2-0/5/-1 1-3/5/-1 1-0/6/-1 3-2/6/-1");
}

TEST_CASE("cutechess schedule: gauntlet and pyramid", "[tournament][cutechess]") {
  CHECK(text(cutechess_schedule(4, settings(Pairing::gauntlet, 2, 1))) ==
        "0-1/1/-1 1-0/1/-1 0-2/1/-1 2-0/1/-1 0-3/1/-1 3-0/1/-1");
  auto two_seeds = settings(Pairing::gauntlet, 1, 2);
  two_seeds.seeds = 2;  // players 0 and 1 each meet 2 and 3
  CHECK(text(cutechess_schedule(4, two_seeds)) ==
        "0-2/1/-1 0-3/1/-1 1-2/1/-1 1-3/1/-1 2-0/2/-1 3-0/2/-1 2-1/2/-1 3-1/2/-1");
  CHECK(text(cutechess_schedule(3, settings(Pairing::pyramid, 1, 1))) == "1-0/1/-1 2-0/2/-1 2-1/2/-1");
  CHECK(text(cutechess_schedule(4, settings(Pairing::pyramid, 1, 1))) ==
        "1-0/1/-1 2-0/2/-1 2-1/2/-1 3-0/3/-1 3-1/3/-1 3-2/3/-1");
}

TEST_CASE("cutechess schedule: openings by -repeat and policy", "[tournament][cutechess]") {
  // Three engines, -games 2 -repeat: a new opening as the players change, from start=3.
  auto s = settings(Pairing::round_robin, 2, 1, 2, 5);
  s.start = 2;
  CHECK(text(cutechess_schedule(3, s)) == "1-2/1/2 2-1/1/2 0-2/2/3 2-0/2/3 0-1/3/4 1-0/3/4");
  // policy=encounter: one an encounter; with two engines one for the match.
  s = settings(Pairing::round_robin, 2, 1, 1, 5);
  s.policy = OpeningPolicy::encounter;
  CHECK(text(cutechess_schedule(3, s)) == "1-2/1/0 2-1/1/0 0-2/2/1 2-0/2/1 0-1/3/2 1-0/3/2");
  s = settings(Pairing::round_robin, 2, 2, 1, 5);
  s.policy = OpeningPolicy::encounter;
  CHECK(text(cutechess_schedule(2, s)) == "0-1/1/0 1-0/1/0 0-1/2/0 1-0/2/0");
  // policy=round: one a round.
  s = settings(Pairing::round_robin, 1, 1, 1, 5);
  s.policy = OpeningPolicy::round;
  CHECK(text(cutechess_schedule(4, s)) == "0-3/1/0 1-2/1/0 0-2/2/1 3-1/2/1 0-1/3/2 2-3/3/2");
  // Openings wrap round the file.
  CHECK(text(cutechess_schedule(2, settings(Pairing::round_robin, 1, 4, 1, 3))) == "0-1/1/0 1-0/2/1 0-1/3/2 1-0/4/0");
}

TEST_CASE("cutechess schedule: random openings, shuffled with its own Mersenne twister", "[tournament][cutechess]") {
  // Its update keeps bit 0 where MT19937 keeps bit 31: other numbers from the same seed.
  CutechessRandom mine(5489);
  std::mt19937 standard(5489);
  std::vector<uint32_t> a, b;
  for (int i = 0; i < 700; ++i) a.push_back(mine.next()), b.push_back(static_cast<uint32_t>(standard()));
  CHECK(a != b);
  const auto order = cutechess_shuffled_openings(50, 42);
  auto sorted = order;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> all(50);
  std::iota(all.begin(), all.end(), 0);
  CHECK(sorted == all);  // a permutation
  CHECK(order != all);
  CHECK(order == cutechess_shuffled_openings(50, 42));  // the seed alone decides
  CHECK(order != cutechess_shuffled_openings(50, 43));
  auto s = settings(Pairing::round_robin, 1, 3, 1, 50);
  s.random = true;
  s.seed = 42;
  s.start = 1;
  const auto games = cutechess_schedule(2, s);
  CHECK(games[0].opening == order[1]);
  CHECK(games[2].opening == order[3]);
}

TEST_CASE("cutechess knockout: an encounter's games in a row, extended while undecided", "[tournament][cutechess]") {
  KnockoutSettings k;
  k.schedule = settings(Pairing::knockout, 2, 1);
  k.seeds = 3;  // no draw: 0 gets the bye, 1 meets 2
  auto state = knockout(3, k, {});
  REQUIRE(state.rounds.size() == 1);
  CHECK((state.rounds[0][0].first == 0 && state.rounds[0][0].second == -1));
  CHECK(text(state.games) == "1-2/1/-1 2-1/1/-1");  // both games are needed whatever the first gives
  // 1-1 after two: a third and a fourth (an even number when -games is even).
  state = knockout(3, k, {{0, "1-0"}, {1, "1-0"}});
  CHECK(text(state.games) == "1-2/1/-1 2-1/1/-1 1-2/1/-1 2-1/1/-1");
  // 2 wins them both: the final against the seeded 0, 0 White as the pair is first made.
  state = knockout(3, k, {{0, "1-0"}, {1, "1-0"}, {2, "0-1"}, {3, "1-0"}});
  REQUIRE(state.rounds.size() == 2);
  CHECK(text({state.games.begin() + 4, state.games.end()}) == "0-2/2/-1 2-0/2/-1");
  // Decided 2-0 after two games of the final: 0 is the champion.
  state = knockout(3, k, {{0, "1-0"}, {1, "1-0"}, {2, "0-1"}, {3, "1-0"}, {4, "1-0"}, {5, "0-1"}});
  CHECK(state.champion == 0);
  CHECK(cutechess_knockout_games(3, 2) == 4);  // its estimate: 1 + 1 encounters of 2 games
  CHECK(cutechess_knockout_games(5, 2) == 8);  // 1 + 2 + 1
  CHECK(cutechess_knockout_games(8, 1) == 7);
}
