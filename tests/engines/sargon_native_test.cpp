// sargon@native against what the 1978 program chose on veteran's Jupiter III
// (the book listing, docs/jupiter3.md): the recorded replies are data
// (tests/machines/jupiter3/sargon_facts.txt, sargon_agreement.txt); the
// program-level cases check the listing's own behaviour.
#include "engines/native/sargon/program.hpp"
#include "engines/native/sargon_engine.hpp"
#include "tests/engines/facts.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace veteran;
namespace sargon = engines::sargon;

namespace {
auto make_sargon = [] { return std::make_unique<engines::NativeSargon>(); };

std::string reply_after(const std::string& moves, int level = 2) {
  engines::NativeSargon e;
  return test::reply_of(e, {level, moves, "", 0});
}
}  // namespace

TEST_CASE("sargon@native: the emulated original's replies", "[native][sargon]") {
  test::check_facts(VETERAN_SARGON_FACTS, 552, make_sargon);
}

TEST_CASE("sargon@native: the emulated original's replies in compared games", "[native][sargon]") {
  test::check_facts(VETERAN_SARGON_AGREEMENT, 5585, make_sargon);
}

TEST_CASE("sargon@native: board control counted from the pieces equals ATTACK's scan of every square",
          "[native][sargon]") {
  // Every evaluation of the searches behind the recorded replies at
  // look-ahead 1-3 is done both ways (the engine throws when they differ);
  // the positions come from 27 games, so pins, batteries behind queens,
  // pawns in front of bishops and castled kings all occur.
  auto self_checking = [] {
    auto e = std::make_unique<engines::NativeSargon>();
    e->set_self_check(true);
    return e;
  };
  auto facts = test::read_facts(VETERAN_SARGON_AGREEMENT);
  int checked = 0;
  for (const auto& f : facts) {
    if (f.level > 3 || f.line % 3 != 0) continue;  // a third of them: the scan is the slow way
    INFO(VETERAN_SARGON_AGREEMENT << ":" << f.line);
    auto e = self_checking();
    CHECK(test::reply_of(*e, f) == f.reply);
    ++checked;
  }
  CHECK(checked > 1500);
}

TEST_CASE("sargon@native: INITBD's board and the royal squares", "[native][sargon]") {
  sargon::Program p;
  CHECK(p.board(21) == 0);  // as loaded: nothing on the board
  p.new_game(true, 2);
  CHECK(p.board(0) == sargon::kBorder);
  CHECK(p.board(21) == sargon::Rook);
  CHECK(p.board(25) == sargon::King);
  CHECK(p.board(95) == (sargon::King | sargon::kBlack));
  CHECK(p.board(84) == (sargon::Pawn | sargon::kBlack));
  CHECK(p.board(55) == 0);
  CHECK(p.peek(sargon::Program::kPosK) == 25);
  CHECK(p.peek(sargon::Program::kPosQ + 1) == 94);
  CHECK(p.move_number() == 1);
}

TEST_CASE("sargon@native: the one-move book", "[native][sargon]") {
  // As Black, P-K4 against the king's pawn and the queen's-side pawns, P-Q4
  // against the knights, the queen's pawn and the king's-side pawns.
  CHECK(reply_after("e2e4") == "e7e5");
  CHECK(reply_after("c2c4") == "e7e5");
  CHECK(reply_after("a2a3") == "e7e5");
  CHECK(reply_after("d2d4") == "d7d5");
  CHECK(reply_after("g1f3") == "d7d5");
  CHECK(reply_after("b1c3") == "d7d5");
  CHECK(reply_after("f2f4") == "d7d5");
  CHECK(reply_after("h2h3") == "d7d5");
  // As White, by the refresh register: P-K4 when its low bit is 0.
  CHECK(reply_after("") == "e2e4");
  engines::NativeSargon e;
  e.set_book_queen_pawn(true);
  CHECK(test::reply_of(e, {1, "", "", 0}) == "d2d4");
}

TEST_CASE("sargon@native: VALMOV takes the moves SARGON generates", "[native][sargon]") {
  sargon::Program p;
  p.new_game(false, 1);                                                              // the player is White
  CHECK_FALSE(p.player_move(sargon::board_index(4, 1), sargon::board_index(4, 4)));  // e2-e5
  CHECK_FALSE(p.player_move(sargon::board_index(4, 0), sargon::board_index(6, 0)));  // O-O through pieces
  CHECK(p.board(sargon::board_index(4, 1)) == sargon::Pawn);
  REQUIRE(p.player_move(sargon::board_index(4, 1), sargon::board_index(4, 3)));  // e2-e4
  CHECK(p.board(sargon::board_index(4, 3)) == (sargon::Pawn | sargon::kMoved));
  CHECK(p.board(sargon::board_index(4, 1)) == 0);
}

TEST_CASE("sargon@native: castling, en passant and promotion as SARGON makes them", "[native][sargon]") {
  // The player castles by the king's move; SARGON moves the rook and marks the king castled.
  engines::NativeSargon e;
  e.set_level(1);
  auto line = test::moves_of("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
  e.set_position(chess::Position::kStartFen, line);
  auto r = e.go({});  // SARGON is White after six plies set up: it may castle itself
  chess::Position pos;
  for (const auto& m : line) pos.play(m);
  auto legal = pos.legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), r.move) != legal.end());

  sargon::Program p;
  std::array<uint8_t, 64> squares{};
  squares[4] = sargon::King;                                                     // e1, may castle
  squares[7] = sargon::Rook;                                                     // h1
  squares[60] = sargon::King | sargon::kBlack | sargon::kMoved;                  // e8
  squares[36] = sargon::Pawn | sargon::kMoved;                                   // e5
  squares[51] = sargon::Pawn | sargon::kBlack;                                   // d7, not yet moved
  squares[14] = sargon::Pawn | sargon::kMoved;                                   // g2... a white pawn to promote later
  p.set_up(squares, false, 1, 10);                                               // the computer is Black
  REQUIRE(p.player_move(sargon::board_index(4, 0), sargon::board_index(6, 0)));  // O-O
  CHECK(p.board(sargon::board_index(5, 0)) == (sargon::Rook | sargon::kMoved));
  CHECK(p.board(sargon::board_index(6, 0)) == (sargon::King | sargon::kMoved | sargon::kCastled));
  CHECK(p.board(sargon::board_index(7, 0)) == 0);
  // Black's d7-d5 next to the e5 pawn: White may take en passant.
  p.set_look_ahead(1);
  auto reply = p.computer_move();
  REQUIRE_FALSE(reply.resigns);
  if (reply.from == sargon::board_index(3, 6) && reply.to == sargon::board_index(3, 4)) {
    REQUIRE(p.player_move(sargon::board_index(4, 4), sargon::board_index(3, 5)));
    CHECK(p.board(sargon::board_index(3, 4)) == 0);  // the pawn taken en passant is gone
  }
}

TEST_CASE("sargon@native: set-up flags as the referee types them", "[native][sargon]") {
  auto s = engines::sargon_squares(chess::Position("r3k2r/pppppppp/8/8/8/8/1PPPPPPP/R3K2R w Kq - 0 12"));
  CHECK(s[4] == sargon::King);                      // e1 with a castling right
  CHECK(s[7] == sargon::Rook);                      // h1: K
  CHECK(s[0] == (sargon::Rook | sargon::kMoved));   // a1: no Q
  CHECK(s[56] == (sargon::Rook | sargon::kBlack));  // a8: q
  CHECK(s[63] == (sargon::Rook | sargon::kBlack | sargon::kMoved));
  CHECK(s[9] == sargon::Pawn);  // b2 at home
  auto t = engines::sargon_squares(chess::Position("4k3/8/8/8/8/8/8/4K3 w - - 0 40"));
  CHECK(t[4] == (sargon::King | sargon::kMoved));  // no right left
}

TEST_CASE("sargon@native: a refused move and a bad level are errors", "[native][sargon]") {
  engines::NativeSargon e;
  CHECK(e.accepts_any_position());
  CHECK(e.position_note(chess::Position::kStartFen).empty());
  CHECK_THAT(e.position_note("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), Catch::Contains("en passant"));
  CHECK_THROWS(e.set_position("not a fen", {}));
  CHECK_THROWS_WITH(e.set_level(9), Catch::Contains("has levels 1 to 6, not 9"));
  CHECK_THROWS(e.set_level(0));
  CHECK(e.max_level() == 6);
  CHECK(engines::level_for_time(engines::levels_of(engines::program("sargon@native")).seconds, 30) == 2);
  CHECK(engines::level_for_time(engines::levels_of(engines::program("sargon@native")).seconds, 1) == 1);
  // A fixed 30 s a move binds every move (look-ahead 2 took up to 99 s for a median of 26):
  // look-ahead 1; 15 minutes sudden death (30 s a move on average): look-ahead 2.
  const auto& seconds = engines::levels_of(engines::program("sargon@native")).seconds;
  engines::SearchLimits fixed, clock;
  fixed.move_time = 30;
  clock.white_time = clock.black_time = 900;
  CHECK(engines::level_for_limits(seconds, fixed, chess::White) == 1);
  CHECK(engines::level_for_limits(seconds, clock, chess::Black) == 2);
  fixed.move_time = 52;
  CHECK(engines::level_for_limits(seconds, fixed, chess::White) == 2);
}

TEST_CASE("sargon@native: SARGON's score in centipawns", "[native][sargon]") {
  CHECK_FALSE(engines::sargon_score_cp(0).has_value());  // a book move
  CHECK(engines::sargon_score_cp(0x80) == 0);
  CHECK(engines::sargon_score_cp(0x88) == 100);  // 8 units a pawn
  CHECK(engines::sargon_score_cp(0x7F) == -12);  // rounded toward zero
  // A forced mate without a distance: under 10,000 cp, so that it never reads as a mate's
  // score; go() tells the mate in moves when veteran's solver finds its distance.
  CHECK(engines::sargon_score_cp(0xFF) == 9999);
  CHECK(engines::sargon_score_cp(0x01) == -9999);
  engines::NativeSargon e;
  e.set_level(1);
  e.set_position(chess::Position::kStartFen, test::moves_of("e2e4"));
  CHECK_FALSE(e.go({}).score_cp.has_value());  // from the book
  e.set_position(chess::Position::kStartFen, test::moves_of("e2e4 d7d5 e4d5 d8d5 b1c3"));
  CHECK(e.go({}).score_cp.has_value());
}
