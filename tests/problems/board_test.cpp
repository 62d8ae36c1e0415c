// The solver's own move generator: perft against the counts published for the
// standard test positions (chessprogramming.org "Perft Results"), to depth 5
// or more; agreement with the rules library move by move; the positions it
// refuses.
#include "problems/board/board.hpp"
#include "chess/position.hpp"
#include "problems/board/attack_builder.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

using veteran::problems::Board;
using veteran::problems::BoardError;
using veteran::problems::MoveList;

TEST_CASE("perft of the problem board: the standard positions to depth 5 and more", "[problems][perft]") {
  struct Case {
    const char* fen;
    int depth;
    uint64_t nodes;
  };
  const Case cases[] = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},  // "Kiwipete"
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178633661},
      {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292},
      {"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 5, 15833292},  // the mirror
      {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 89941194},
      {"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 164075551},
  };
  for (const auto& c : cases) {
    INFO(c.fen);
    CHECK(Board(c.fen).perft(c.depth) == c.nodes);
  }
}

namespace {
// Plays random games on both boards and compares the legal moves, the checks
// and the FEN at every ply.
void walk(const char* fen, unsigned seed, int plies) {
  std::mt19937 rng(seed);
  Board fast(fen);
  veteran::chess::Position rules(fen);
  MoveList earlier, before;  // the legal moves one and two plies back
  for (int ply = 0; ply < plies; ++ply) {
    MoveList mine;
    fast.legal_moves(mine);
    std::vector<std::string> a, b;
    for (auto m : mine) a.push_back(m.uci());
    for (const auto& m : rules.legal_moves()) b.push_back(m.uci());
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    INFO(fast.fen());
    REQUIRE(a == b);
    REQUIRE(fast.in_check() == rules.in_check());
    MoveList checks;
    fast.checking_moves(checks);
    int expected = 0;
    for (auto m : mine) expected += fast.gives_check(m);
    REQUIRE(checks.size == expected);
    REQUIRE(fast.has_legal_move() == (mine.size > 0));
    // has_obvious_quiet_move: when it says so, a legal move without check exists.
    if (fast.has_obvious_quiet_move())
      REQUIRE(static_cast<int>(std::count_if(mine.begin(), mine.end(), [&](auto m) { return !fast.gives_check(m); })) >
              0);
    // play_if_legal: every legal move played as play() plays it (castling
    // and en passant included), and the moves of two plies before, legal
    // there, refused here unless legal here too.
    for (auto m : mine) {
      Board tested = fast, played = fast;
      REQUIRE(tested.play_if_legal(m));
      played.play(m);
      REQUIRE(tested.fen() == played.fen());
      REQUIRE(tested.key() == played.key());
    }
    for (auto m : before) {
      Board tested = fast;
      REQUIRE(tested.play_if_legal(m) == (std::find(mine.begin(), mine.end(), m) != mine.end()));
    }
    before = earlier;
    earlier = mine;
    if (mine.size == 0) return;
    auto m = mine.moves[rng() % static_cast<unsigned>(mine.size)];
    fast.play(m);
    rules.play(rules.parse_uci(m.uci()));
    // Placement, side and castling (the boards differ on when to name an en passant square).
    auto head = [](const std::string& f) { return f.substr(0, f.find(' ', f.find(' ', f.find(' ') + 1) + 1)); };
    REQUIRE(head(fast.fen()) == head(rules.fen()));
  }
}
}  // namespace

TEST_CASE("the problem board agrees with the rules library over random games", "[problems]") {
  const char* starts[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "2nQqNb1/P1pprp1n/1pp2k1P/4R1pP/4K1pB/3P2Pp/8/8 w - g6 0 1",
  };
  for (const char* fen : starts)
    for (unsigned seed = 1; seed <= 40; ++seed) walk(fen, seed, 120);
}

TEST_CASE("the problem board refuses impossible positions with the reason", "[problems]") {
  auto refuses = [](const char* fen, const char* reason) {
    INFO(fen);
    try {
      Board b(fen);
      FAIL("accepted");
    } catch (const BoardError& e) { CHECK_THAT(e.what(), Catch::Contains(reason)); }
  };
  refuses("8/8/8/8/8/8/8/8 w - -", "0 white kings");
  refuses("k7/8/8/8/8/8/8/K6K w - -", "2 white kings");
  refuses("k7/8/8/8/8/8/8/K5P1 w - -", "first or last rank");
  refuses("k7/1Q6/8/8/8/8/8/K7 w - -", "side not to move is in check");
  refuses("k7/8/8/8/8/8/8/K7 x - -", "side to move");
  refuses("k7/8/8/8/8/8/8/K7 w K -", "castling right");
  refuses("k7/8/8/8/8/8/8/K7 w - e6", "does not follow a double step");
  refuses("k7/8/8/8/8/8/8/K7 w - e4", "not on the rank");
  refuses("k8/8/8/8/8/8/8/K7 w - -", "more than 8 squares");
  refuses("k7/8/8/8/8/8/8 w - -", "8 ranks");
  refuses("k7/8/8/8/8/8/8/K6X w - -", "not a piece");
  refuses("k7/PPPPPPPP/P7/8/8/8/8/K7 w - -", "more than 8 white pawns");
}

TEST_CASE("the built-in attack tables are the ones the builder computes", "[problems]") {
  using namespace veteran::problems;
  AttackTables fresh{};
  std::vector<Bitboard> storage;
  build_attack_tables(&fresh, storage);
  const AttackTables& built = tables();
  for (Sq s = 0; s < 64; ++s) {
    INFO("square " << s);
    REQUIRE(built.knight[s] == fresh.knight[s]);
    REQUIRE(built.king[s] == fresh.king[s]);
    REQUIRE(built.pawn[WhiteSide][s] == fresh.pawn[WhiteSide][s]);
    REQUIRE(built.pawn[BlackSide][s] == fresh.pawn[BlackSide][s]);
    for (Sq t = 0; t < 64; ++t) {
      REQUIRE(built.between[s][t] == fresh.between[s][t]);
      REQUIRE(built.line[s][t] == fresh.line[s][t]);
    }
  }
  // Every slider's attacks, from every square over every occupancy of its
  // mask, against a walk along its rays.
  for (Kind k : {BishopKind, RookKind})
    for (Sq s = 0; s < 64; ++s) {
      const Bitboard mask = (k == BishopKind ? built.bishop : built.rook)[s].mask;
      Bitboard subset = 0;
      do {
        INFO("kind " << int(k) << " square " << s << " occupancy " << subset);
        REQUIRE(attacks_of(k, s, subset) == slide_attacks(s, subset, k));
        subset = (subset - mask) & mask;
      } while (subset);
    }
}
