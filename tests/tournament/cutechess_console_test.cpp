// cutechess-cli 1.5.1's console lines, against figures worked out by hand
// from its formulas (Elo class: mean score, its deviation, the interval from
// its approximate inverse error function) for small, known sets of games.
#include "tournament/cutechess/cutechess_console.hpp"
#include "tournament/statistics/match_report.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <limits>

using namespace veteran::tournament;
namespace console = veteran::tournament::cutechess_console;

namespace {

// Fifteen games of A against B, A White in the even ones: as White 4 wins,
// 2 losses, 2 draws; as Black 2 wins, 2 losses, 3 draws.
std::map<int, JournalEntry> fifteen_games() {
  const char* a_results = "WWWWWLWLLDLDDDD";  // A's, game by game
  std::map<int, JournalEntry> games;
  auto add = [&](int index, char a) {
    const bool a_white = index % 2 == 0;
    JournalEntry e;
    e.index = index;
    e.white = a_white ? "A" : "B";
    e.black = a_white ? "B" : "A";
    const bool white_wins = (a == 'W') == a_white;
    e.result = a == 'D' ? "1/2-1/2" : white_wins ? "1-0" : "0-1";
    e.description = a == 'D' ? "Draw by 3-fold repetition" : white_wins ? "White mates" : "Black mates";
    games[index] = e;
  };
  for (int i = 0; i < 15; ++i) add(i, a_results[i]);
  return games;
}

}  // namespace

TEST_CASE("cutechess console: numbers as Qt writes them", "[cutechess]") {
  CHECK(console::qt_fixed(std::numeric_limits<double>::infinity(), 1) == "inf");
  CHECK(console::qt_fixed(-std::numeric_limits<double>::infinity(), 1) == "-inf");
  CHECK(console::qt_fixed(std::numeric_limits<double>::quiet_NaN(), 1) == "nan");
  CHECK(console::qt_fixed(-0.0, 1) == "0.0");
  CHECK(console::qt_fixed(-0.04, 1) == "0.0");  // rounds to a zero: no sign
  CHECK(console::qt_fixed(-190.849, 1) == "-190.8");
  // A tie rounds away from zero, as Qt does (cutechess-cli's 6.3% where printf says 6.2%).
  CHECK(console::qt_fixed(6.25, 1) == "6.3");
  CHECK(console::qt_fixed(-6.25, 1) == "-6.3");
  CHECK(console::qt_fixed(81.25, 1) == "81.3");
  CHECK(console::qt_fixed(2.5, 0) == "3");
  CHECK(console::qt_fixed(0.125, 2) == "0.13");
  CHECK(console::qt_fixed(9.95, 1) == "9.9");  // 9.9499999... in binary: no tie
  CHECK(console::qt_fixed(9.96, 1) == "10.0");
  CHECK(console::qt_fixed(999.96, 1) == "1000.0");
}

TEST_CASE("cutechess console: a game's start and end, and the running score", "[cutechess]") {
  CHECK(console::started(3, 10, "A", "B") == "Started game 3 of 10 (A vs B)\n");
  auto games = fifteen_games();
  // A: 6 wins, 4 losses, 5 draws; score (2*6 + 5) / 30. The runner's count, kept game by game as
  // the games end (in any order), is the count of them all.
  std::map<int, JournalEntry> so_far;
  MatchTally kept;
  for (int index : {3, 0, 14, 1, 2, 7, 5, 4, 6, 9, 8, 13, 10, 12, 11}) {
    so_far[index] = games.at(index);
    tally_add(kept, "A", index, so_far);
  }
  const MatchTally all = tally_match("A", games);
  CHECK(kept.games.wins == all.games.wins);
  CHECK(kept.games.losses == all.games.losses);
  CHECK(kept.games.draws == all.games.draws);
  CHECK(kept.pairs.pairs == all.pairs.pairs);
  CHECK(kept.paired.wins == all.paired.wins);
  CHECK(kept.paired.draws == all.paired.draws);
  CHECK(kept.paired.games() == 14);  // seven complete pairs; game 15 has no partner yet
  CHECK(console::finished(games.at(14), {"A", "B"}, &kept) ==
        "Finished game 15 (A vs B): 1/2-1/2 {Draw by 3-fold repetition}\n"
        "Score of A vs B: 6 - 4 - 5  [0.567] 15\n");
  // An older journal has no description: cutechess-cli's own fallback words.
  JournalEntry old = games.at(1);
  old.description.clear();
  CHECK(console::finished(old, {"A", "B", "C"}, nullptr) == "Finished game 2 (B vs A): 0-1 {Black wins}\n");
}

TEST_CASE("cutechess console: a two-engine rating list", "[cutechess]") {
  auto games = fifteen_games();
  // mu = 17/30; Elo -400 log10(1/mu - 1) = 46.6; the interval's half width
  // 153.8; LOS 100 (1/2 + erf(2 / sqrt(20)) / 2) = 73.6; draws 5/15.
  CHECK(console::results({"A", "B"}, games, std::nullopt, false, 0) ==
        "...      A playing White: 4 - 2 - 2  [0.625] 8\n"
        "...      A playing Black: 2 - 2 - 3  [0.500] 7\n"
        "...      White vs Black: 6 - 4 - 5  [0.567] 15\n"
        "Elo difference: 46.6 +/- 153.8, LOS: 73.6 %, DrawRatio: 33.3 %\n"
        "SPRT: llr 0 (0.0%), lbound -inf, ubound inf\n");  // printed with no SPRT too (cutechess-cli 1.5.1's log)
  SprtSettings sprt;
  sprt.elo0 = 0, sprt.elo1 = 10, sprt.alpha = 0.05, sprt.beta = 0.05, sprt.model = SprtModel::bayesian;
  const std::string with_sprt = console::results({"A", "B"}, games, sprt, false, 0);
  double llr = 0;
  sprt_state(tally_match("A", games), sprt, &llr);
  char line[128];
  std::snprintf(line, sizeof line, "\nSPRT: llr %.3g (%.1f%%), lbound -2.94, ubound 2.94\n", llr,
                llr / std::log(0.95 / 0.05) * 100);
  CHECK_THAT(with_sprt, Catch::EndsWith(line));
  sprt.elo1 = 400;  // far from what the games show: H0
  CHECK_THAT(console::results({"A", "B"}, games, sprt, false, 0), Catch::EndsWith(" - H0 was accepted\n"));
}

TEST_CASE("cutechess console: the ranking of three engines, and a gauntlet's", "[cutechess]") {
  std::map<int, JournalEntry> games;
  games[0] = {0, "A", "B", "1-0", "normal", "", "", "White mates"};
  games[1] = {1, "B", "C", "1-0", "normal", "", "", "White mates"};
  games[2] = {2, "C", "A", "1/2-1/2", "normal", "", "", "Draw by stalemate"};
  // A 1.5/2 (+190.8), B 1/2 (0), C 0.5/2; two games give no interval: nan.
  const std::string header = "Rank Name                          Elo     +/-   Games   Score    Draw \n";
  CHECK(console::results({"A", "B", "C"}, games, std::nullopt, false, 0) ==
        header +
            "   1 A                             191     nan       2   75.0%   50.0% \n"
            "   2 B                               0     nan       2   50.0%    0.0% \n"
            "   3 C                            -191     nan       2   25.0%   50.0% \n"
            "\nSPRT: llr 0 (0.0%), lbound -inf, ubound inf\n");  // after the table's own last newline
  // A gauntlet lists its player first, ranked 0, whatever its score.
  games[0].result = "0-1", games[0].description = "Black mates";
  CHECK_THAT(console::results({"A", "B", "C"}, games, std::nullopt, true, 0),
             Catch::StartsWith(header + "   0 A     "));
  CHECK(console::outcomes({"A", "B", "C"}, games) ==
        "\nPlayer: A\n   \"Draw by stalemate\": 1\n   \"Loss: Black mates\": 1"
        "\nPlayer: B\n   \"Win: Black mates\": 1\n   \"Win: White mates\": 1"
        "\nPlayer: C\n   \"Draw by stalemate\": 1\n   \"Loss: White mates\": 1\n");
}

TEST_CASE("cutechess console: a knockout bracket", "[cutechess]") {
  KnockoutState state;
  KnockoutPair ab{0, 1, 3, 1, 2, 2, true}, c_bye{2, -1, 0, 0, 0, 0, true}, final_pair{0, 2, 1, 1, 2, 1, false};
  state.rounds = {{ab, c_bye}, {final_pair}};
  CHECK(console::knockout_bracket(state, {"A", "B", "C"}) ==
        "A\n\t\tA (1.5-0.5)\nB\n\t\t\t\t... (0.5-0.5)\nC\n\t\tC\nbye\n");
}
