// The runner's adjudication rules, one at a time, on made-up score streams.
#include "veteran/tournament/adjudication.hpp"

#include <catch2/catch.hpp>

using veteran::chess::Black;
using veteran::chess::White;
using veteran::tournament::Adjudication;
using veteran::tournament::Adjudicator;

TEST_CASE("adjudication: the move limit draws the game when it is reached", "[adjudication]") {
  Adjudication rules;
  rules.max_moves = 40;
  Adjudicator a(rules);
  CHECK_FALSE(a.game_length(79));
  auto end = a.game_length(80);
  REQUIRE(end);
  CHECK(end->result == "1/2-1/2");
  CHECK(end->reason == "drawn after 40 moves");
  CHECK_FALSE(Adjudicator(Adjudication{}).game_length(10000));  // 0: no limit
}

TEST_CASE("adjudication: resign after N moves of an engine's own score at or below -R", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 500, rules.resign_moves = 3;
  Adjudicator a(rules);
  CHECK_FALSE(a.after_move(White, "W", -600, 20));
  CHECK_FALSE(a.after_move(Black, "B", 600, 20));
  CHECK_FALSE(a.after_move(White, "W", -499, 21));  // breaks the streak
  CHECK_FALSE(a.after_move(White, "W", -500, 22));
  CHECK_FALSE(a.after_move(Black, "B", std::nullopt, 22));  // no score: the other side's streak is untouched
  CHECK_FALSE(a.after_move(White, "W", -900, 23));
  auto end = a.after_move(White, "W", -501, 24);
  REQUIRE(end);
  CHECK(end->result == "0-1");
  CHECK(end->reason == "W scored its position at or below -500 for 3 moves");
  // Black's resignation gives White the point.
  Adjudicator b(rules);
  for (int i = 0; i < 2; ++i) CHECK_FALSE(b.after_move(Black, "B", -20000, 30 + i));
  auto black_end = b.after_move(Black, "B", -20000, 32);
  REQUIRE(black_end);
  CHECK(black_end->result == "1-0");
}

TEST_CASE("adjudication: an engine without scores is never resigned for", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 100, rules.resign_moves = 1;
  Adjudicator a(rules);
  for (int i = 0; i < 50; ++i) CHECK_FALSE(a.after_move(White, "W", std::nullopt, i));
}

TEST_CASE("adjudication: draw when both scores stay within D for N moves each, from move A", "[adjudication]") {
  Adjudication rules;
  rules.draw_score = 10, rules.draw_moves = 2, rules.draw_after = 30;
  Adjudicator a(rules);
  // Before move 30 quiet scores do not count.
  CHECK_FALSE(a.after_move(White, "W", 0, 29));
  CHECK_FALSE(a.after_move(Black, "B", 0, 29));
  CHECK_FALSE(a.after_move(White, "W", 5, 30));
  CHECK_FALSE(a.after_move(Black, "B", -10, 30));
  CHECK_FALSE(a.after_move(White, "W", 11, 31));  // out of the window: starts again
  CHECK_FALSE(a.after_move(Black, "B", 0, 31));
  CHECK_FALSE(a.after_move(White, "W", 0, 32));
  CHECK_FALSE(a.after_move(Black, "B", std::nullopt, 32));  // a move without a score breaks it too
  CHECK_FALSE(a.after_move(White, "W", 0, 33));
  CHECK_FALSE(a.after_move(Black, "B", 0, 33));
  CHECK_FALSE(a.after_move(White, "W", 0, 34));
  auto end = a.after_move(Black, "B", 0, 34);
  REQUIRE(end);
  CHECK(end->result == "1/2-1/2");
  CHECK(end->reason == "both engines scored the game within 10 centipawns for 2 moves");
}

TEST_CASE("adjudication: resign_twosided waits for the winner to agree, as cutechess's twosided", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 500, rules.resign_moves = 2, rules.resign_twosided = true;
  Adjudicator a(rules);
  // White thinks it is lost; Black does not yet think it is winning.
  CHECK_FALSE(a.after_move(White, "W", -700, 20));
  CHECK_FALSE(a.after_move(Black, "B", 300, 20));
  CHECK_FALSE(a.after_move(White, "W", -700, 21));  // one-sided, this would end the game
  CHECK_FALSE(a.after_move(Black, "B", 600, 21));
  CHECK_FALSE(a.after_move(White, "W", -700, 22));  // Black agreed for one move only
  CHECK_FALSE(a.after_move(Black, "B", 650, 22));
  auto end = a.after_move(White, "W", -800, 23);
  REQUIRE(end);
  CHECK(end->result == "0-1");
  CHECK(end->reason == "W scored its position at or below -500 for 2 moves, its opponent at or above +500");
  // One-sided (the default): the loser's own score suffices.
  rules.resign_twosided = false;
  Adjudicator b(rules);
  CHECK_FALSE(b.after_move(White, "W", -700, 20));
  CHECK_FALSE(b.after_move(Black, "B", 0, 20));
  CHECK(b.after_move(White, "W", -700, 21));
}
