// PGN: what veteran writes reads back the same, and bad PGN is refused with
// the source and line.
#include "chess/pgn.hpp"
#include "tests/unit/pgn_samples.hpp"

#include <catch2/catch.hpp>

using namespace veteran::chess;

TEST_CASE("PGN: written games read back move for move, with tags and comments", "[chess][pgn]") {
  auto games = veteran::test::sample_games();
  std::string text;
  for (const auto& g : games) text += write_pgn(g);
  auto back = read_pgn(text, "samples.pgn");
  REQUIRE(back.size() == games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    CHECK(back[i].moves == games[i].moves);
    CHECK(back[i].result == games[i].result);
    CHECK(back[i].start_fen == games[i].start_fen);
    CHECK(back[i].tag("White") == games[i].tag("White"));
    CHECK(back[i].tag("Termination") == games[i].tag("Termination"));
    for (size_t m = 0; m < games[i].comments.size(); ++m) CHECK(back[i].comments.at(m) == games[i].comments[m]);
  }
  for (std::string::size_type p = 0, q; (q = text.find('\n', p)) != std::string::npos; p = q + 1)
    CHECK(q - p < 80);  // lines stay under 80 columns
}

TEST_CASE("PGN: the usual variations of other tools are read", "[chess][pgn]") {
  auto games =
      read_pgn("[Event \"x\"]\n\n1.e4 e5 2.Nf3 $1 {a comment} (2.f4 exf4) 2...Nc6 ; rest of line\n3. Bb5 a6 1/2-1/2\n",
               "other.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].moves.size() == 6);
  CHECK(games[0].result == "1/2-1/2");
  CHECK(games[0].comments.at(2) == "a comment");
}

TEST_CASE("PGN: errors name the file and line", "[chess][pgn]") {
  auto error_of = [](const std::string& text) {
    try {
      read_pgn(text, "bad.pgn");
    } catch (const PgnError& e) { return std::string(e.what()); }
    return std::string("(accepted)");
  };
  CHECK_THAT(error_of("[Event \"x\"]\n\n1. e4 e5\n2. Qxh7 *\n"),
             Catch::StartsWith("bad.pgn:4: move 2: 'Qxh7' is not a legal move"));
  CHECK_THAT(error_of("1. e4 e5\n"), Catch::Contains("without a result"));
  CHECK_THAT(error_of("1. e4 {unclosed\n*"), Catch::Contains("comment is not closed"));
  CHECK_THAT(error_of("[Event \"x]\n1. e4 *"), Catch::StartsWith("bad.pgn:1:"));
  CHECK_THAT(error_of("[FEN \"8/8/8 w - - 0 1\"]\n\n*"), Catch::Contains("8 ranks"));
  // These hung the reader.
  CHECK_THAT(error_of("1. e4 } e5 *\n"), Catch::StartsWith("bad.pgn:1: '}' without '{'"));
  CHECK_THAT(error_of(std::string("1. e4\n\0 e5 *\n", 13)), Catch::StartsWith("bad.pgn:2: a NUL byte in the movetext"));
  CHECK_THAT(error_of("[FEN \"4k2P/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*"), Catch::Contains("first or last rank"));
}

TEST_CASE("PGN: escape lines are passed over in one pass, line numbers kept", "[chess][pgn]") {
  std::string text;
  for (int i = 0; i < 200000; ++i) text += "% an escape line\n";
  text += "1. e4 e5 2. Qh5 *\n%last";
  auto games = read_pgn(text, "escapes.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].moves.size() == 3);
  try {
    read_pgn(text + "\n1. e4 e5 2. Ke3 *\n", "escapes.pgn");
    FAIL("an illegal move was accepted");
  } catch (const PgnError& e) { CHECK_THAT(std::string(e.what()), Catch::StartsWith("escapes.pgn:200003: move 2")); }
}

TEST_CASE("PGN: a game of 200 thousand tag pairs is read in one pass; a name given again keeps its place",
          "[chess][pgn]") {
  std::string text = "[Event \"first\"]\n";
  for (int i = 0; i < 200000; ++i) text += "[T" + std::to_string(i) + " \"" + std::to_string(i) + "\"]\n";
  text += "[Event \"again\"]\n\n1. e4 *\n";
  const auto games = read_pgn(text, "tags.pgn");
  REQUIRE(games.size() == 1);
  CHECK(games[0].tags.size() == 200001);
  CHECK(games[0].tags.front().first == "Event");
  CHECK(games[0].tag("Event") == "again");
  CHECK(games[0].tag("T199999") == "199999");
}
