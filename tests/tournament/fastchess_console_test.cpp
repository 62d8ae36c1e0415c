// fastchess 1.8.2's console layout (-output format=fastchess): the lines, and
// the block's figures worked out by hand from fastchess's formulas (its
// pentanomial Elo, nElo, LOS, ratios; complete pairs only).
#include "tournament/fastchess/fastchess_console.hpp"

#include <catch2/catch.hpp>

using namespace veteran::tournament;
using veteran::engines::TimeControl;

namespace {
JournalEntry game(int index, const std::string& white, const std::string& black, const std::string& result,
                  const std::string& description = "White mates") {
  JournalEntry e;
  e.index = index, e.white = white, e.black = black, e.result = result, e.description = description;
  return e;
}

// A's games: pair 1 won and drawn (WD), pair 2 lost and won (WL), pair 3 two draws (DD), and a game of pair 4.
std::map<int, JournalEntry> three_pairs_and_one() {
  std::map<int, JournalEntry> g;
  g[0] = game(0, "A", "B", "1-0");
  g[1] = game(1, "B", "A", "1/2-1/2");
  g[2] = game(2, "A", "B", "0-1");
  g[3] = game(3, "B", "A", "0-1");
  g[4] = game(4, "A", "B", "1/2-1/2");
  g[5] = game(5, "B", "A", "1/2-1/2");
  g[6] = game(6, "A", "B", "1-0");  // its pair is not complete: not counted
  return g;
}
}  // namespace

TEST_CASE("fastchess: game lines in its words", "[fastchess]") {
  CHECK(fastchess_console::finished(game(2, "A", "B", "1-0", "White mates")) ==
        "Finished game 3 (A vs B): 1-0 {White mates}\n");
  CHECK(fastchess_console::description("Black makes an illegal move: e7e5") == "Black makes an illegal move");
  CHECK(fastchess_console::description("Draw by 3-fold repetition") == "Draw by 3-fold repetition");
}

TEST_CASE("fastchess: time controls, threads and hash as its block names them", "[fastchess]") {
  CHECK(fastchess_console::time_control_text(TimeControl::parse("10+0.1")) == "10+0.1");
  CHECK(fastchess_console::time_control_text(TimeControl::parse("40/60")) == "40/60");
  CHECK(fastchess_console::time_control_text(TimeControl::parse("st=0.5")) == "0.5/move");
  CHECK(fastchess_console::time_control_text(TimeControl::parse("depth=6")) == "6 plies");
  CHECK(fastchess_console::time_control_text(TimeControl::parse("nodes=1000")) == "1000 nodes");
  CHECK(fastchess_console::threads_text({{"Threads", "2"}}) == "2t");
  CHECK(fastchess_console::threads_text({}) == "NULL");
  CHECK(fastchess_console::hash_text({{"Hash", "16"}}) == "16MB");
}

TEST_CASE("fastchess: the head-to-head block over complete pairs", "[fastchess]") {
  fastchess_console::Matchup m{"10+0.1", "NULL", "NULL", "book.epd"};
  const std::string block = fastchess_console::interval({"A", "B"}, three_pairs_and_one(), m, std::nullopt, true);
  const std::string dashes = "--------------------------------------------------\n";
  CHECK(block == dashes + "Results of A vs B (10+0.1, NULL, NULL, book.epd):\n" +
                     "Elo: 58.45 +/- 98.05, nElo: 173.72 +/- 278.00\n" +
                     "LOS: 88.97 %, DrawRatio: 66.67 %, PairsRatio: inf\n" +
                     "Games: 6, Wins: 2, Losses: 1, Draws: 3, Points: 3.5 (58.33 %)\n" +
                     "Ptnml(0-2): [0, 0, 2, 1, 0], WL/DD Ratio: 1.00\n" + dashes);
  // With an SPRT: its LLR line, the share of the bound negative below zero.
  SprtSettings sprt;
  sprt.elo0 = 0, sprt.elo1 = 5;
  const std::string with = fastchess_console::interval({"A", "B"}, three_pairs_and_one(), m, sprt, true);
  CHECK_THAT(with, Catch::Contains("LLR: ") && Catch::Contains(" (-2.94, 2.94) [0.00, 5.00]\n"));
  CHECK(fastchess_console::sprt_completed(sprt, SprtDecision::h1) ==
        "SPRT ([0.00, 5.00]) completed - H1 was accepted\n");
}

TEST_CASE("fastchess: the rating table for more engines, and when the block is due", "[fastchess]") {
  std::map<int, JournalEntry> g;
  g[0] = game(0, "A", "B", "1-0");
  g[1] = game(1, "B", "A", "0-1");
  g[2] = game(2, "B", "C", "1/2-1/2");
  g[3] = game(3, "C", "B", "1/2-1/2");
  const std::string table = fastchess_console::interval({"A", "B", "C"}, g, {}, std::nullopt, true);
  // "{:<4} {:<25} {:>10} ...": the name column 25 wide, the figures 10.
  CHECK_THAT(table, Catch::Contains("Rank Name" + std::string(29, ' ') + "Elo" + std::string(8, ' ') + "+/-"));
  CHECK_THAT(table, Catch::StartsWith("--------------------------------------------------\nRank "));
  // A won both games: first; its Elo is infinite.
  CHECK_THAT(table, Catch::Contains("   1 A" + std::string(32, ' ') + "inf"));
  CHECK_THAT(table, Catch::Contains("   2 C ") && Catch::Contains("[0, 0, 1, 0, 0]"));
  CHECK(fastchess_console::interval_due(g[1], g, 1, true, 2));
  CHECK_FALSE(fastchess_console::interval_due(g[0], std::map<int, JournalEntry>{{0, g[0]}}, 1, true, 1));
  CHECK_FALSE(fastchess_console::interval_due(g[1], g, 2, true, 2));
  CHECK(fastchess_console::interval_due(g[3], g, 2, true, 4));
  // Without pairs, every `interval` games finished.
  CHECK(fastchess_console::interval_due(g[0], std::map<int, JournalEntry>{{0, g[0]}}, 1, false, 1));
  CHECK_FALSE(fastchess_console::interval_due(g[1], g, 3, false, 2));
  CHECK(fastchess_console::interval_due(g[2], g, 3, false, 3));
}

TEST_CASE("fastchess: without pairs (-games 1, a bayesian SPRT), every game counts", "[fastchess]") {
  CHECK(fastchess_console::reports_pairs(2, std::nullopt));
  CHECK_FALSE(fastchess_console::reports_pairs(1, std::nullopt));
  SprtSettings bayesian;
  bayesian.elo0 = 0, bayesian.elo1 = 5, bayesian.model = SprtModel::bayesian;
  CHECK_FALSE(fastchess_console::reports_pairs(2, bayesian));
  CHECK_THAT(fastchess_console::start_warnings(2, bayesian), Catch::StartsWith("Warning; Bayesian SPRT model"));
  CHECK(fastchess_console::start_warnings(1, bayesian).empty());
  // A's seven games: three won, three drawn, one lost (EloWDL; no PairsRatio, no Ptnml line).
  fastchess_console::Matchup m{"10+0.1", "NULL", "NULL", "book.epd"};
  const std::string dashes = "--------------------------------------------------\n";
  CHECK(fastchess_console::interval({"A", "B"}, three_pairs_and_one(), m, std::nullopt, false) ==
        dashes + "Results of A vs B (10+0.1, NULL, NULL, book.epd):\n" +
            "Elo: 102.11 +/- 234.06, nElo: 141.84 +/- 257.38\n" + "LOS: 86.00 %, DrawRatio: 42.86 %\n" +
            "Games: 7, Wins: 3, Losses: 1, Draws: 3, Points: 4.5 (64.29 %)\n" + dashes);
  // The bayesian LLR is 0 until there are wins and losses.
  MatchTally none;
  none.games.wins = 3, none.games.draws = 2;
  CHECK(fastchess_console::sprt_llr(none, bayesian, false) == 0);
}
