// The runner's adjudication rules, one at a time, on made-up score streams,
// counted as cutechess-cli's GameAdjudicator counts them.
#include "tournament/adjudication.hpp"

#include <catch2/catch.hpp>

using veteran::chess::Black;
using veteran::chess::Color;
using veteran::chess::White;
using veteran::tournament::AdjudicatedMove;
using veteran::tournament::Adjudication;
using veteran::tournament::Adjudicator;

namespace {

// An engine move: `plies` played after it, a quiet move unless `irreversible`.
AdjudicatedMove searched(Color side, std::optional<int> score, int plies, bool irreversible = false) {
  return {side, side == White ? "W" : "B", score, 10, plies, irreversible, false};
}

}  // namespace

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
  // After an engine's move; a book move past the limit leaves it to the next engine move.
  Adjudicator b(rules);
  CHECK_FALSE(b.after_move({White, "W", {}, 0, 81, false, true}));
  CHECK(b.after_move(searched(Black, 0, 82)));
  CHECK(Adjudicator(rules).after_move({Black, "B", {}, 0, 82, false, false}));  // no depth: still held to it
}

TEST_CASE("adjudication: resign after N moves of an engine's own score at or below -R", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 500, rules.resign_moves = 3;
  Adjudicator a(rules);
  CHECK_FALSE(a.after_move(searched(White, -600, 41)));
  CHECK_FALSE(a.after_move(searched(Black, 600, 42)));
  CHECK_FALSE(a.after_move(searched(White, -499, 43)));  // breaks the streak
  CHECK_FALSE(a.after_move(searched(White, -500, 45)));
  CHECK_FALSE(a.after_move(searched(Black, std::nullopt, 46)));  // the other side's: White's streak goes on
  CHECK_FALSE(a.after_move(searched(White, -900, 47)));
  auto end = a.after_move(searched(White, -501, 49));
  REQUIRE(end);
  CHECK(end->result == "0-1");
  CHECK(end->reason == "W scored its position at or below -500 for 3 moves");
  // Black's resignation gives White the point.
  Adjudicator b(rules);
  for (int i = 0; i < 2; ++i) CHECK_FALSE(b.after_move(searched(Black, -20000, 60 + 2 * i)));
  auto black_end = b.after_move(searched(Black, -20000, 64));
  REQUIRE(black_end);
  CHECK(black_end->result == "1-0");
}

TEST_CASE("adjudication: a move without a search or a score breaks the streaks", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 100, rules.resign_moves = 2;
  Adjudicator a(rules);
  CHECK_FALSE(a.after_move(searched(White, -300, 1)));
  CHECK_FALSE(a.after_move({White, "W", {}, 0, 3, false, true}));  // a book move
  CHECK_FALSE(a.after_move(searched(White, -300, 5)));
  CHECK_FALSE(a.after_move(searched(White, std::nullopt, 7)));  // a depth but no score
  CHECK_FALSE(a.after_move(searched(White, -300, 9)));
  CHECK(a.after_move(searched(White, -300, 11)));
  // An engine that never says a score is never resigned for.
  Adjudicator quiet(rules);
  for (int i = 0; i < 50; ++i) CHECK_FALSE(quiet.after_move(searched(White, std::nullopt, 2 * i + 1)));
}

TEST_CASE("adjudication: a draw counts plies within D, from move A, again after a capture or pawn move",
          "[adjudication]") {
  Adjudication rules;
  rules.draw_score = 10, rules.draw_moves = 2, rules.draw_after = 30;
  Adjudicator a(rules);
  // Quiet scores count before move 30 too; the game is drawn only from there.
  CHECK_FALSE(a.after_move(searched(White, 0, 55)));
  CHECK_FALSE(a.after_move(searched(Black, 0, 56)));
  CHECK_FALSE(a.after_move(searched(White, 5, 57)));
  CHECK_FALSE(a.after_move(searched(Black, -10, 58)));  // four plies in a row, but 58 / 2 < 30
  auto from_30 = a.after_move(searched(White, 0, 60));
  REQUIRE(from_30);
  CHECK(from_30->result == "1/2-1/2");
  CHECK(from_30->reason == "both engines scored the game within 10 centipawns for 2 moves");
  CHECK(from_30->description == "Draw by adjudication");

  Adjudicator b(rules);
  CHECK_FALSE(b.after_move(searched(White, 0, 61)));
  CHECK_FALSE(b.after_move(searched(Black, 0, 62)));
  CHECK_FALSE(b.after_move(searched(White, 11, 63)));  // out of the window: starts again
  CHECK_FALSE(b.after_move(searched(Black, 0, 64)));
  CHECK_FALSE(b.after_move(searched(White, 0, 65)));
  CHECK_FALSE(b.after_move(searched(Black, 0, 66, true)));  // a capture: this ply is the first of a new count
  CHECK_FALSE(b.after_move(searched(White, 0, 67)));
  CHECK_FALSE(b.after_move(searched(Black, std::nullopt, 68)));  // a move without a score breaks it
  CHECK_FALSE(b.after_move(searched(White, 0, 69)));
  CHECK_FALSE(b.after_move(searched(Black, 0, 70)));
  CHECK_FALSE(b.after_move(searched(White, 0, 71)));
  CHECK(b.after_move(searched(Black, 0, 72)));
  // Turned off (-draw movenumber=0 gives no movecount).
  rules.draw_moves = 0;
  Adjudicator off(rules);
  for (int i = 0; i < 40; ++i) CHECK_FALSE(off.after_move(searched(i % 2 ? Black : White, 0, 80 + i)));
}

TEST_CASE("adjudication: resign_twosided waits for the winner to agree, as cutechess's twosided", "[adjudication]") {
  Adjudication rules;
  rules.resign_score = 500, rules.resign_moves = 2, rules.resign_twosided = true;
  Adjudicator a(rules);
  // White thinks it is lost; Black does not yet think it is winning.
  CHECK_FALSE(a.after_move(searched(White, -700, 41)));
  CHECK_FALSE(a.after_move(searched(Black, 300, 42)));
  CHECK_FALSE(a.after_move(searched(White, -700, 43)));  // one-sided, this would end the game
  CHECK_FALSE(a.after_move(searched(Black, 600, 44)));
  CHECK_FALSE(a.after_move(searched(White, -700, 45)));  // Black agreed for one move only
  CHECK_FALSE(a.after_move(searched(Black, 650, 46)));
  auto end = a.after_move(searched(White, -800, 47));
  REQUIRE(end);
  CHECK(end->result == "0-1");
  CHECK(end->reason == "W scored its position at or below -500 for 2 moves, its opponent at or above +500");
  // One-sided (the default): the loser's own score suffices.
  rules.resign_twosided = false;
  Adjudicator b(rules);
  CHECK_FALSE(b.after_move(searched(White, -700, 41)));
  CHECK_FALSE(b.after_move(searched(Black, 0, 42)));
  CHECK(b.after_move(searched(White, -700, 43)));
}
