// The solver's own move generator: perft against the counts published for the
// standard test positions (chessprogramming.org "Perft Results"), to depth 5
// or more; agreement with the rules library move by move; the positions it
// refuses.
#include "problems/board/board.hpp"
#include "chess/position.hpp"
#include "problems/board/attack_builder.hpp"
#include "tests/problems/random_positions.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

using veteran::problems::Board;
using veteran::problems::BoardError;
using veteran::problems::Move;
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
// The selfmate's shortcuts, each witness checked by playing: the quiet move
// has_obvious_quiet_move finds is legal and gives no check; each quiet
// reply quiet_replies names stays legal and no check after every move that
// its promise covers; moves_against_quiet_replies' moves are legal, each
// once, and a move it leaves out gives no check and leaves the other side a
// legal move that gives none. Returns how many moves the promises covered.
int check_selfmate_shortcuts(const Board& b, const MoveList& legal) {
  auto legal_in = [](const Board& x, Move m) {
    MoveList list;
    x.legal_moves(list);
    return std::find(list.begin(), list.end(), m) != list.end();
  };
  if (const Move q = b.obvious_quiet_move(); q.bits) {
    INFO("quiet move " << q.uci());
    REQUIRE(std::find(legal.begin(), legal.end(), q) != legal.end());
    REQUIRE(!b.gives_check(q));
  }
  int covered = 0;
  Board::QuietReply replies[3];
  const int count = b.quiet_replies(replies, 3);
  for (auto m : legal) {
    if (m.from() == b.king(b.to_move()) || m.special() == veteran::problems::EnPassantCapture || b.gives_check(m))
      continue;
    Board next = b;
    next.play(m);
    for (int j = 0; j < count; ++j) {
      if ((veteran::problems::bit(m.from()) | veteran::problems::bit(m.to())) & replies[j].mask) continue;
      INFO("after " << m.uci() << ", the reply " << replies[j].move.uci());
      ++covered;
      REQUIRE(legal_in(next, replies[j].move));
      REQUIRE(!next.gives_check(replies[j].move));
    }
  }
  MoveList kept;
  b.moves_against_quiet_replies(kept);
  for (auto m : kept) REQUIRE(std::count(legal.begin(), legal.end(), m) == 1);
  for (auto m : kept) REQUIRE(std::count(kept.begin(), kept.end(), m) == 1);
  for (auto m : legal) {
    if (std::find(kept.begin(), kept.end(), m) != kept.end()) continue;
    INFO("left out " << m.uci());
    Board next = b;
    next.play(m);
    REQUIRE(!next.in_check());
    MoveList answers;
    next.legal_moves(answers);
    REQUIRE(std::any_of(answers.begin(), answers.end(), [&](auto r) { return !next.gives_check(r); }));
  }
  return covered;
}

// king_flight_after, its witness checked by playing: the square it names is
// one the other king can step to after the move. And it misses none: when
// the king can step anywhere, it names a square (castling and en passant
// aside). Returns how many squares it named.
int check_king_flights(const Board& b, const MoveList& legal) {
  int named = 0;
  const auto their_king = b.king(veteran::problems::flip(b.to_move()));
  for (auto m : legal) {
    INFO("after " << m.uci());
    Board next = b;
    next.play(m);
    MoveList answers;
    next.legal_moves(answers);
    const auto flight = b.king_flight_after(m);
    if (flight != veteran::problems::kNoSquare) {
      ++named;
      INFO("the king to " << Move(their_king, flight).uci());
      REQUIRE(std::find(answers.begin(), answers.end(), Move(their_king, flight)) != answers.end());
    } else if (!m.touches_another_man()) {
      REQUIRE(std::none_of(answers.begin(), answers.end(), [&](auto r) { return r.from() == their_king; }));
    }
  }
  return named;
}

// Plays random games on both boards and compares the legal moves, the checks
// and the FEN at every ply; returns how many moves the selfmate's
// shortcuts covered on the way.
int walk(const char* fen, unsigned seed, int plies) {
  int covered = 0;
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
    covered += check_selfmate_shortcuts(fast, mine);
    check_king_flights(fast, mine);
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
    if (mine.size == 0) return covered;
    auto m = mine.moves[rng() % static_cast<unsigned>(mine.size)];
    fast.play(m);
    rules.play(rules.parse_uci(m.uci()));
    // Placement, side and castling (the boards differ on when to name an en passant square).
    auto head = [](const std::string& f) { return f.substr(0, f.find(' ', f.find(' ', f.find(' ') + 1) + 1)); };
    REQUIRE(head(fast.fen()) == head(rules.fen()));
  }
  return covered;
}
}  // namespace

TEST_CASE("the problem board agrees with the rules library over random games", "[problems]") {
  const char* starts[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "2nQqNb1/P1pprp1n/1pp2k1P/4R1pP/4K1pB/3P2Pp/8/8 w - g6 0 1",
  };
  int covered = 0;
  for (const char* fen : starts)
    for (unsigned seed = 1; seed <= 40; ++seed) covered += walk(fen, seed, 120);
  REQUIRE(covered > 10000);
}

namespace {
// A check over the legal moves of `count` open random positions from `seed`
// (named in a failure), with the kings open to lines, pins and checks where
// a game's positions seldom put them; returns the sum of what it counted.
template <class Check>
int over_open_positions(unsigned seed, int count, Check&& check) {
  int total = 0;
  veteran::problems::testing::for_random_positions(seed, count, [&](const Board& b, std::mt19937&) {
    INFO(b.fen());
    MoveList legal;
    b.legal_moves(legal);
    total += check(b, legal);
  });
  return total;
}
}  // namespace

TEST_CASE("the selfmate's shortcuts hold in open positions with few men", "[problems]") {
  REQUIRE(over_open_positions(20261201, 20000, check_selfmate_shortcuts) > 50000);
}

TEST_CASE("the king's flight found without playing the move is one it has", "[problems]") {
  // The mate in one's shortcut: a check that leaves the king a square cannot mate.
  REQUIRE(over_open_positions(20261203, 20000, check_king_flights) > 100000);
}

namespace {
// A random legal position, White to move, its king in a corner among its
// own men (of `white`), with a few more men of each side about the board.
Board cornered_position(std::mt19937& rng, const std::string& white) {
  while (true) {
    std::string squares(64, '.');
    auto place = [&](int s, char man) {
      if (squares[s] != '.' || ((man == 'P' || man == 'p') && (s < 8 || s >= 56))) return;
      squares[s] = man;
    };
    const int corners[] = {0, 7, 56, 63};
    const int king = corners[rng() % 4];
    place(king, 'K');
    for (int dr = -1; dr <= 1; ++dr)
      for (int df = -1; df <= 1; ++df) {
        const int r = king / 8 + dr, f = king % 8 + df;
        if ((dr || df) && r >= 0 && r < 8 && f >= 0 && f < 8 && rng() % 3)
          place(r * 8 + f, white[rng() % white.size()]);
      }
    place(static_cast<int>(rng() % 64), 'k');
    // One draw a statement: the order of a call's arguments is the
    // compiler's, and a seed must give the same positions in every build.
    for (auto i = 0ul, n = 2 + rng() % 5; i < n; ++i) {
      const int square = static_cast<int>(rng() % 64);
      place(square, white[rng() % white.size()]);
    }
    for (auto i = 0ul, n = 2 + rng() % 5; i < n; ++i) {
      const int square = static_cast<int>(rng() % 64);
      place(square, "ppnbrq"[rng() % 6]);
    }
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
      for (int file = 0, gap = 0; file < 8; ++file) {
        const char c = squares[rank * 8 + file];
        if (c == '.') ++gap;
        if (gap && (c != '.' || file == 7)) fen += static_cast<char>('0' + gap);
        if (c != '.') {
          gap = 0;
          fen += c;
        }
      }
      if (rank) fen += '/';
    }
    try {
      return Board(fen + " w - -");
    } catch (const BoardError&) {}
  }
}
}  // namespace

TEST_CASE("the quiet move found for a king that has none is legal and gives no check", "[problems]") {
  // has_obvious_quiet_move looks at the king first: where the king has no
  // quiet move, its pieces and pawns are what it finds (White with pawns
  // alone, or pawns and a bishop that may be blocked, two times of three,
  // so that the pawns are reached).
  const unsigned seed = 20261202;
  INFO("seed " << seed);
  std::mt19937 rng(seed);
  int boxed = 0, found = 0;
  for (int i = 0; i < 90000; ++i) {
    const Board b = cornered_position(rng, i % 3 == 0 ? "PNBRQ" : i % 3 == 1 ? "P" : "PPPPPPPB");
    MoveList legal;
    b.legal_moves(legal);
    const auto king = b.king(b.to_move());
    if (std::any_of(legal.begin(), legal.end(), [&](auto m) { return m.from() == king && !b.gives_check(m); }))
      continue;
    ++boxed;
    if (const Move q = b.obvious_quiet_move(); q.bits) {
      ++found;
      INFO(b.fen() << ", quiet move " << q.uci());
      REQUIRE(std::find(legal.begin(), legal.end(), q) != legal.end());
      REQUIRE(!b.gives_check(q));
    }
  }
  REQUIRE(boxed > 10000);
  REQUIRE(found > 8000);
  // By hand, what random positions seldom reach: the king and the bishop
  // without a move, the pawn on f2 uncovering the bishop's check if it
  // steps off the diagonal; g2-g3 is the quiet move.
  CHECK(Board("8/8/8/8/3k4/8/5PPP/6BK w - -").obvious_quiet_move().uci() == "g2g3");
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
