// The rules library: perft on the standard test positions (counts published
// by the chess programming community), FEN in and out, special moves, errors.
#include "veteran/engines/chess/position.hpp"

#include <catch2/catch.hpp>

using veteran::chess::Position;
using veteran::chess::RulesError;

TEST_CASE("perft: the standard positions", "[chess][perft]") {
  struct Case {
    const char* fen;
    int depth;
    uint64_t nodes;
  };
  const Case cases[] = {
      {Position::kStartFen, 4, 197281},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},  // "Kiwipete"
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
      {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333},
      {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
      {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890},
  };
  for (const auto& c : cases) {
    Position pos(c.fen);
    INFO(c.fen);
    CHECK(pos.perft(c.depth) == c.nodes);
    CHECK(pos.fen() == Position(c.fen).fen());  // perft leaves the position as it was
  }
}

TEST_CASE("FEN round trip", "[chess]") {
  for (const char* fen : {Position::kStartFen, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"})
    CHECK(Position(fen).fen() == fen);
  // An en passant square no pawn can take on is dropped, as Stockfish writes it.
  CHECK(Position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2").fen() ==
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
}

// Counts from Stockfish 15 ("go perft N") on the same positions.
TEST_CASE("an en passant square that does not fit the position is not played", "[chess][perft]") {
  // Rank 3 with White to move: d2xe3 "en passant" once took White's own king off.
  Position wrong_rank("4k3/8/8/8/8/8/3PK3/8 w - e3 0 1");
  CHECK(wrong_rank.en_passant() == veteran::chess::kNoSquare);
  CHECK(wrong_rank.perft(3) == 360);
  // No black pawn on e5 that could have moved two squares.
  Position no_pawn("4k3/8/8/3P4/8/8/8/4K3 w - e6 0 1");
  CHECK(no_pawn.en_passant() == veteran::chess::kNoSquare);
  CHECK(no_pawn.perft(3) == 218);
  // A real one is played.
  Position real("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2");
  CHECK(real.en_passant() == veteran::chess::square(4, 5));
  CHECK(real.perft(1) == 7);
}

TEST_CASE("malformed FEN is refused with the reason", "[chess]") {
  auto error_of = [](const std::string& fen) {
    try {
      Position p(fen);
    } catch (const RulesError& e) { return std::string(e.what()); }
    return std::string("(accepted)");
  };
  CHECK_THAT(error_of(""), Catch::Contains("needs at least"));
  CHECK_THAT(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"), Catch::Contains("8 ranks"));
  CHECK_THAT(error_of("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Catch::Contains("unexpected 'X'"));
  CHECK_THAT(error_of("rnbqkbnr/pppppppp/p8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
             Catch::Contains("more than 8 squares"));
  CHECK_THAT(error_of("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"), Catch::Contains("exactly one king"));
  CHECK_THAT(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"), Catch::Contains("w or b"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/4K2R w KQkq e4 0 1"), Catch::Contains("rank 3 or 6"));
  CHECK_THAT(error_of("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"), Catch::Contains("not to move is in check"));
  CHECK_THAT(error_of("4k2P/8/8/8/8/8/8/4K3 w - - 0 1"), Catch::Contains("a pawn on h8, on the first or last rank"));
  CHECK_THAT(error_of("4k3/8/8/8/8/8/8/p3K3 b - - 0 1"), Catch::Contains("a pawn on a1"));
}

TEST_CASE("special moves: castling, en passant, promotion, and their undo", "[chess]") {
  Position pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  pos.play(pos.parse_uci("e1g1"));
  CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  pos.play(pos.parse_uci("e8c8"));
  CHECK(pos.fen() == "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
  pos.undo();
  pos.undo();
  CHECK(pos.fen() == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

  Position ep("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  ep.play(ep.parse_uci("e5d6"));
  CHECK(ep.fen() == "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");

  Position promo("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(promo.legal_moves().size() == 4 + 5);  // four promotions, five king moves
  promo.play(promo.parse_uci("b7b8n"));
  CHECK(promo.fen() == "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  CHECK_THROWS_WITH(promo.parse_uci("e8e7x"), Catch::Contains("not a legal move"));
}

TEST_CASE("check and mate", "[chess]") {
  Position mate("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");  // fool's mate
  CHECK(mate.in_check());
  CHECK(mate.legal_moves().empty());
  Position stalemate("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  CHECK_FALSE(stalemate.in_check());
  CHECK(stalemate.legal_moves().empty());
}
