// SAN in and out, and the rules that end a game.
#include "chess/game.hpp"
#include "chess/san.hpp"

#include <catch2/catch.hpp>

using namespace veteran::chess;

namespace {
Move uci(Position& p, const char* text) { return p.parse_uci(text); }
}  // namespace

TEST_CASE("SAN: every legal move round-trips, two plies deep, on the test positions", "[chess][san]") {
  for (const char* fen : {Position::kStartFen, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"}) {
    Position pos(fen);
    for (const auto& m : pos.legal_moves()) {
      CHECK(parse_san(pos, to_san(pos, m)) == m);
      pos.play(m);
      for (const auto& reply : pos.legal_moves()) CHECK(parse_san(pos, to_san(pos, reply)) == reply);
      pos.undo();
    }
  }
}

TEST_CASE("SAN: the notation PGN readers expect", "[chess][san]") {
  Position kiwi("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  CHECK(to_san(kiwi, uci(kiwi, "e1c1")) == "O-O-O");
  CHECK(to_san(kiwi, uci(kiwi, "e5f7")) == "Nxf7");
  CHECK(to_san(kiwi, uci(kiwi, "c3b1")) == "Nb1");
  CHECK(to_san(kiwi, uci(kiwi, "d2c1")) == "Bc1");
  Position rooks("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
  CHECK(to_san(rooks, uci(rooks, "a1d1")) == "Rad1");
  Position queens("5k2/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1");
  CHECK(to_san(queens, uci(queens, "a4d4")) == "Qa4d4");
  CHECK(to_san(queens, uci(queens, "a1d4")) == "Q1d4");
  Position ep("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  CHECK(to_san(ep, uci(ep, "e5d6")) == "exd6");
  Position promo("3k4/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(to_san(promo, uci(promo, "b7b8q")) == "b8=Q+");
  Position fool("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  CHECK(to_san(fool, uci(fool, "d8h4")) == "Qh4#");
}

TEST_CASE("SAN: accepted variants, and clear errors", "[chess][san]") {
  Position castle("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(parse_san(castle, "0-0").uci() == "e1g1");
  CHECK(parse_san(castle, "O-O-O+").uci() == "e1c1");
  Position promo("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(parse_san(promo, "b8Q").uci() == "b7b8q");
  Position start;
  CHECK(parse_san(start, "Ngf3").uci() == "g1f3");  // a disambiguation that is not needed
  CHECK(parse_san(start, "e4!?").uci() == "e2e4");
  Position two_knights("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
  CHECK_THROWS_WITH(parse_san(two_knights, "Nd2"), Catch::Contains("is ambiguous"));
  CHECK_THROWS_WITH(parse_san(start, "e5"), Catch::Contains("'e5' is not a legal move"));
}

TEST_CASE("games end by mate, stalemate, repetition, 50 moves, material", "[chess][game]") {
  Game fool;
  for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) fool.play(fool.position().parse_uci(m));
  CHECK(fool.verdict().outcome == Outcome::black_wins);
  CHECK(fool.verdict().reason == "checkmate");
  CHECK(fool.verdict().result() == "0-1");

  Game stale("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1");
  stale.play(stale.position().parse_uci("f5f7"));
  CHECK(stale.verdict().reason == "stalemate");
  CHECK(stale.verdict().result() == "1/2-1/2");

  Game repeat;
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
      CHECK(repeat.verdict().outcome == Outcome::ongoing);
      repeat.play(repeat.position().parse_uci(m));
    }
  CHECK(repeat.verdict().reason == "threefold repetition");

  Game fifty("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
  CHECK(fifty.verdict().outcome == Outcome::ongoing);
  fifty.play(fifty.position().parse_uci("a1a2"));
  CHECK(fifty.verdict().reason == "50-move rule");

  CHECK(Game("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").verdict().reason == "insufficient material");
  CHECK(Game("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").verdict().reason == "insufficient material");  // same colour
  CHECK(Game("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1").verdict().outcome == Outcome::ongoing);       // opposite colours
  CHECK(Game("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1").verdict().outcome == Outcome::ongoing);
}
