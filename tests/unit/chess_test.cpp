// The rules library: perft on the standard test positions (counts published
// by the chess programming community), FEN in and out, special moves, errors.
#include "chess/chess960.hpp"
#include "chess/position.hpp"

#include <set>

#include <catch2/catch.hpp>

using veteran::chess::Position;
using veteran::chess::RulesError;

struct PerftCase {
  const char* fen;
  int depth;
  uint64_t nodes;
};

TEST_CASE("perft: the standard positions", "[chess][perft]") {
  const PerftCase cases[] = {
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

// Counts from the Chess Programming Wiki's "Chess960 Perft Results" (every
// 40th of its 960 positions at depth 3, three at depth 4, one at 5), castling rights
// in Shredder-FEN as it gives them.
TEST_CASE("perft: Chess960 positions", "[chess][perft][chess960]") {
  const PerftCase cases[] = {
      {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", 3, 12189},      // 0
      {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", 5, 8146062},    // 0
      {"nnq1brkr/pp1pppp1/8/2p4P/8/5K2/PPPbPP1P/NNQBBR1R w hf - 0 1", 3, 18263},            // 40
      {"bnnbrkr1/ppp2p1p/5q2/3pp1p1/4P3/1N4P1/PPPPRP1P/BN1B1KRQ w Gge - 0 1", 3, 27228},    // 80
      {"n1rbbnkr/1p1pp1pp/p7/2p1qp2/1B3P2/3P4/PPP1P1PP/NQRB1NKR w HChc - 0 1", 3, 21595},   // 120
      {"bnrbk1qr/1ppp1ppp/p2np3/8/P7/2N2P2/1PPPP1PP/B1RBNKQR w HC - 0 1", 3, 17569},        // 160
      {"qnrbb1nr/pp1p1ppp/2p2k2/4p3/4P3/5PPP/PPPP4/QNRBBKNR w HC - 0 1", 3, 10287},         // 200
      {"bnrbkq1r/pp2p1pp/5n2/2pp1p2/P7/N1PP4/1P2PPPP/B1RBKQNR w HChc - 0 1", 3, 18494},     // 240
      {"nrkb1nrq/p2pp1pp/1pp2p2/7b/6PP/5P2/PPPPP2N/NRKBB1RQ w GBgb - 0 1", 3, 11152},       // 280
      {"bnrbqkr1/ppp2pp1/6n1/3pp2p/1P6/2N3N1/P1PPPPPP/B1RBQRK1 w gc - 0 1", 3, 17345},      // 320
      {"nrkbbrqn/3pppp1/7p/ppp5/P7/1N5P/1PPPPPP1/1RKBBRQN w FBfb - 0 1", 3, 9026},          // 360
      {"brqb1nkr/pppppp1p/8/4N1pn/5P2/6P1/PPPPP2P/BRQB1NKR w HBhb - 0 1", 3, 14338},        // 400
      {"r1nbbqkr/pppppp1p/8/8/1n3Pp1/3N1QP1/PPPPP2P/RN1BB1KR w HAha - 0 1", 3, 25431},      // 440
      {"bq1bnknr/pprppp1p/8/2p3p1/4PPP1/8/PPPP3P/BQRBNKNR w HCh - 0 1", 3, 14021},          // 480
      {"r1qbbk1r/pp1ppppp/n1p5/5n2/B1P3P1/8/PP1PPP1P/RNQ1BKNR w HAha - 0 1", 3, 22293},     // 520
      {"brnb1nrq/pppp1kpp/4p3/8/5p1P/P1P3P1/1P1PPP2/BRNBKNRQ w GB - 0 1", 3, 23904},        // 560
      {"rqnbbkrn/p1p1pppp/3p4/1p5B/8/1P1NP3/P1PP1PPP/RQ2BKRN w GAga - 0 1", 3, 18382},      // 600
      {"b1rbkrqn/ppp2ppp/1n2p3/3p4/6P1/2PP4/PP2PP1P/BRNBKRQN w FBf - 0 1", 3, 10610},       // 640
      {"qrkbbnnr/ppp2p1p/4p3/3p2p1/P7/2PP4/1P2PPPP/QRKBBNNR w HBhb - 0 1", 3, 16616},       // 680
      {"brkbnq1r/p1ppp2p/5ppn/1p6/5P2/1P1P2P1/P1P1P2P/BRKBNQNR w HBhb - 0 1", 3, 24984},    // 720
      {"rknbb1rq/p1pn1ppp/4p3/1p1p4/2P5/1P2N1P1/P2PPP1P/RKNBB1RQ w GAga - 0 1", 3, 24798},  // 760
      {"brkbqnrn/2pp1ppp/8/1p2p3/Pp2N3/8/2PPPPPP/BRKBQNR1 w GBgb - 0 1", 3, 25308},         // 800
      {"rknbbrqn/pp3pp1/4p3/2pp3p/2P5/8/PPBPPPPP/RKN1BRQN w FAfa - 0 1", 3, 19280},         // 840
      {"brqbkrnn/1pp2p1p/3pp1p1/p5N1/8/1P6/P1PPPPPP/BRQBK1RN w Bfb - 0 1", 3, 22827},       // 880
      {"rkr1bqnn/1ppp1p1p/p5p1/4p3/3PP2b/2P2P2/PP4PP/RKRBBQNN w CAca - 0 1", 3, 32006},     // 920
      {"2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 0 1", 4, 667366},        // 1
      {"b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 0 1", 4, 273318},           // 2
      {"qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 1", 4, 382958},        // 3
  };
  for (const auto& c : cases) {
    Position pos(c.fen, true);
    INFO(c.fen);
    CHECK(pos.perft(c.depth) == c.nodes);
    CHECK(Position(pos.fen(), true).fen() == pos.fen());  // X-FEN out reads back the same
  }
}

TEST_CASE("Chess960 castling: the king takes its own rook, squares that overlap, a rook that shields",
          "[chess][chess960]") {
  auto has = [](const Position& p, const std::string& uci) {
    for (const auto& m : p.legal_moves())
      if (m.uci() == uci) return true;
    return false;
  };
  // King b1, rook a1: O-O-O puts the king on c1 and the rook on d1; written b1a1.
  Position queenside("4k3/8/8/8/8/8/8/RK6 w A - 0 1", true);
  CHECK(queenside.fen() == "4k3/8/8/8/8/8/8/RK6 w Q - 0 1");  // X-FEN: the outermost rook is Q
  auto m = queenside.parse_uci("b1a1");
  CHECK(m.flags & veteran::chess::Castle);
  queenside.play(m);
  CHECK(queenside.fen() == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
  queenside.undo();
  CHECK(queenside.fen() == "4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
  // King g1 already where O-O puts it: only the rook moves (g1h1).
  Position still("4k3/8/8/8/8/8/8/6KR w K - 0 1", true);
  still.play(still.parse_uci("g1h1"));
  CHECK(still.fen() == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  // The castling rook on b1 shields c1 from the queen on a1: once it moves to d1 the king would
  // stand in check, so there is no castling.
  CHECK_FALSE(has(Position("4k3/8/8/8/8/8/8/qRK5 w B - 0 1", true), "c1b1"));
  // An inner rook is named by its file (X-FEN), the outer one by K.
  CHECK(Position("4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1", true).fen() == "4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1");
  // In chess the same move is e1g1, and file letters are refused with a hint.
  CHECK(has(Position("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
  CHECK(has(Position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", true), "e1h1"));
  CHECK_THROWS_WITH(Position("4k3/8/8/8/8/8/8/4K2R w H - 0 1"), Catch::Contains("a Chess960 position?"));
}

TEST_CASE("Chess960's starting positions by Scharnagl's numbering", "[chess][chess960]") {
  using veteran::chess::chess960_start_fen;
  CHECK(chess960_start_fen(518) == Position::kStartFen);
  CHECK(chess960_start_fen(0) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  CHECK(chess960_start_fen(959) == "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
  std::set<std::string> all;
  for (int n = 0; n < 960; ++n) {
    Position p(chess960_start_fen(n), true);
    INFO(n);
    CHECK(p.castling() == 15);  // both rooks found on each side of the king
    CHECK(p.perft(1) > 0);
    all.insert(p.fen());
  }
  CHECK(all.size() == 960);
  CHECK_THROWS(chess960_start_fen(960));
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
