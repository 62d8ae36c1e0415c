// microchess@native against what the 1976 program chose: the replies the
// emulated 6502 original gave (tests/machines/kim1/microchess_facts.txt,
// microchess_agreement.txt) and
// those of MicrochessC, a C translation of the same listing
// (microchess_reference.txt); both are data, recorded outside CI.
#include "engines/native/microchess.hpp"
#include "engines/native/microchess_engine.hpp"
#include "tests/engines/facts.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace veteran;

TEST_CASE("microchess@native: the emulated 1976 original's replies", "[native][microchess]") {
  test::check_facts(VETERAN_MICROCHESS_FACTS, 24, [] { return std::make_unique<engines::NativeMicrochess>(); });
}

TEST_CASE("microchess@native: the emulated original's moves in 1,464 game positions at each level",
          "[native][microchess]") {
  test::check_facts(VETERAN_MICROCHESS_AGREEMENT, 4392, [] { return std::make_unique<engines::NativeMicrochess>(); });
}

TEST_CASE("microchess@native: MicrochessC's replies in 300 random games", "[native][microchess]") {
  test::check_facts(VETERAN_MICROCHESS_REFERENCE, 300, [] { return std::make_unique<engines::NativeMicrochess>(); });
}

TEST_CASE("microchess@native: a just-promoted piece's check goes unseen, as in the original", "[native][microchess]") {
  // The facts file's last lines, recorded from the emulated original: after
  // 12.bxa8=Q+ Microchess answers a7a6 at every level. The rules library
  // finds that move illegal (the king stays in check), so a tournament game
  // ends there as a loss by illegal move.
  const auto moves = test::moves_of(
      "e2e4 c7c5 g1f3 d8b6 c2c3 b6f6 d2d4 b8c6 d4c5 e7e6 c1e3 a8b8 b1d2 b8a8 d2c4 b7b5 c5b6 c8a6 d1a4 a6b5 b6b7 b5a4 "
      "b7a8q");
  chess::Position after;
  for (const auto& m : moves) after.play(m);
  REQUIRE(after.in_check());
  engines::NativeMicrochess e;
  e.set_level(1);
  e.set_position(chess::Position::kStartFen, moves);
  auto r = e.go({});
  CHECK(r.move.uci() == "a7a6");
  auto legal = after.legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), r.move) == legal.end());
}

TEST_CASE("microchess@native: the program's own board", "[native][microchess]") {
  engines::microchess::Program p;
  p.new_game();
  CHECK(p.square_of(0) == 0x03);   // the computer's king, file digit 3
  CHECK(p.square_of(16) == 0x73);  // the player's king opposite
  CHECK(p.display(1) == 0xCC);
  p.exchange_sides();
  CHECK(p.square_of(0) == 0x04);  // turned about the centre: 0x77 - 0x73
  CHECK(p.display(1) == 0xEE);
  p.exchange_sides();
  CHECK(p.square_of(0) == 0x03);
  // The book's first move as white: the king's pawn, 13 to 33.
  engines::microchess::Program::Reply r{};
  p.new_game();
  REQUIRE(p.computer_move(engines::microchess::strength_for_level(3), r));
  CHECK(r.piece == 0x0F);
  CHECK(r.from == 0x13);
  CHECK(r.to == 0x33);
  CHECK_FALSE(r.value);  // a book move is not judged
  // A captured piece leaves the board (0xCC) and the capturing piece takes its square.
  p.player_move(0x63, 0x33);  // the player's pawn "takes" on 33, as typed
  CHECK(p.square_of(15) == 0xCC);
}

TEST_CASE("microchess@native: its move's value as a score", "[native][microchess]") {
  CHECK(engines::microchess_score_cp(0xD0) == 0);    // a quiet move, even position
  CHECK(engines::microchess_score_cp(0xD8) == 100);  // 8 units a pawn
  CHECK(engines::microchess_score_cp(0xC4) == -150);
  // A book move: no score. Out of the book (1. a3 is not in it): a judged move, its value reported.
  engines::NativeMicrochess e;
  e.set_level(1);
  e.set_position(chess::Position::kStartFen, {});
  CHECK_FALSE(e.go({}).score_cp);
  e.new_game();
  e.set_position(chess::Position::kStartFen, {chess::Position().parse_uci("a2a3")});
  auto r = e.go({});
  REQUIRE(r.score_cp);
  CHECK(std::abs(*r.score_cp) < 1000);
  CHECK_FALSE(r.score_mate);
}

TEST_CASE("microchess@native: time budgets pick the level as the referee does", "[native][microchess]") {
  CHECK(engines::level_for_time(engines::levels_of(engines::program("microchess@native")).seconds, 1) == 1);
  CHECK(engines::level_for_time(engines::levels_of(engines::program("microchess@native")).seconds, 30) == 2);
  CHECK(engines::level_for_time(engines::levels_of(engines::program("microchess@native")).seconds, 100) == 3);
  // A fixed time a move asks twice the level's usual time; a clock's share asks it once.
  const auto& seconds = engines::levels_of(engines::program("microchess@native")).seconds;
  engines::SearchLimits limits;
  limits.move_time = 15;
  CHECK(engines::level_for_limits(seconds, limits, chess::White) == 1);
  limits.move_time = 20;
  CHECK(engines::level_for_limits(seconds, limits, chess::White) == 2);
  limits = {};
  limits.white_time = 400;
  limits.moves_to_go = 40;
  CHECK(engines::level_for_limits(seconds, limits, chess::White) == 2);
}

TEST_CASE("microchess@native: any position, noted as one the original could not set up", "[native][microchess]") {
  engines::NativeMicrochess e;
  CHECK(e.accepts_any_position());
  CHECK(e.position_note(chess::Position::kStartFen).empty());
  std::string fen = "4k3/8/8/8/8/8/4P3/4K2R w - - 0 1";
  CHECK_THAT(e.position_note(fen), Catch::Contains("cannot set up"));
  e.set_position(fen, {});
  auto r = e.go({});
  chess::Position pos(fen);
  auto legal = pos.legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), r.move) != legal.end());
  // Black to move: the program plays the other side of its board.
  std::string black = "8/8/8/8/8/8/k7/2Q4K b - - 0 1";
  e.set_position(black, {});
  r = e.go({});
  chess::Position b(black);
  auto legal_b = b.legal_moves();
  CHECK(std::find(legal_b.begin(), legal_b.end(), r.move) != legal_b.end());
  // More queens than the program has queen numbers: the others take rook and
  // bishop numbers and move as those pieces, so the program may misjudge
  // them; it still sets up and answers.
  e.set_position("8/8/8/8/8/8/k7/2QQQQ1K b - - 0 1", {});
  CHECK_NOTHROW(e.go({}));
  CHECK_THROWS(e.set_position("not a fen", {}));
}
