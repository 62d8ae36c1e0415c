// kotok@native, the reconstruction of the Kotok-McCarthy program (seed 003):
// each evaluation term on positions built for it, the widths of the search
// counted, alpha-beta against plain minimax over the same tree, the 7090
// clock, and the engine deterministic.
#include "engines/native/kotok/evaluation.hpp"
#include "engines/native/kotok/printout.hpp"
#include "engines/native/kotok/tree.hpp"
#include "engines/native/kotok_engine.hpp"

#include <catch2/catch.hpp>
#include <random>

using namespace veteran::engines;
using namespace veteran::engines::kotok;
namespace chess = veteran::chess;

namespace {
chess::Square sq(const char* name) { return chess::square(name[0] - 'a', name[1] - '1'); }
}  // namespace

TEST_CASE("material: 60 a pawn, and the multiplier rule when one side is four ahead", "[kotok]") {
  CHECK(material_term(chess::Position()) == 0);
  // White a knight up (3): plain.
  CHECK(material_term(chess::Position("4k3/pppppppp/8/8/8/8/PPPPPPPP/1N2K3 w - - 0 1")) == 3 * 60);
  // A rook and a pawn up of 14 points on the board (6 ahead... 5+1=6 vs 0+... ): scaled by 78 / total.
  chess::Position ahead("4k3/p7/8/8/8/8/PP6/R3K3 w - - 0 1");  // White R+2P = 7, Black P = 1: 6 ahead, 8 in all
  CHECK(material_term(ahead) == 60 * 6 * 78 / 8);
  // The same lead with more on the board is worth less: trading helps the side ahead.
  chess::Position more("3qk3/p7/8/8/8/8/PP6/R2QK3 w - - 0 1");  // 16 vs 10
  CHECK(material_term(more) == 60 * 6 * 78 / 26);
  CHECK(material_term(more) < material_term(ahead));
}

TEST_CASE("centre control: the memo's table from both sides, fading from move 20 to 30", "[kotok]") {
  // A white knight on c3 attacks d5 (8: the far rank's second file... row 6th, c-f) and e4 (row 4th).
  // White looks from rank 1: d5 is row 2 (the 5th rank), file d: 8; e4 row 3, file e: 4;
  // b5 and a4, a2, b1, d1, e2 are outside the centre.
  chess::Position white_knight("4k3/8/8/8/8/2N5/8/4K3 w - - 0 1");
  CHECK(centre_term(white_knight) == 8 + 4);
  // The mirror image for Black scores the same against White.
  chess::Position black_knight("4k3/8/5n2/8/8/8/8/4K3 w - - 0 1");
  CHECK(centre_term(black_knight) == -(8 + 4));
  CHECK(fade_percent(1) == 100);
  CHECK(fade_percent(20) == 100);
  CHECK(fade_percent(25) == 50);
  CHECK(fade_percent(30) == 0);
  CHECK(fade_percent(60) == 0);
}

TEST_CASE("SWAP lists attackers cheapest first, x-rays behind, pins on their line only", "[kotok]") {
  // d5 attacked by a white pawn (e4), a knight (c3), and rooks doubled on the d-file.
  chess::Position p("3rk3/8/8/3p4/4P3/2N5/3R4/3RK3 w - - 0 1");
  Attackers a = swap_list(p, sq("d5"));
  REQUIRE(a.values[0] == std::vector<int>{1, 3, 5, 5});
  REQUIRE(a.values[1] == std::vector<int>{5});
  // A knight pinned to its king (a1-f6 diagonal) attacks nothing.
  chess::Position pinned("4k3/8/5b2/3p4/8/2N5/8/K7 w - - 0 1");
  CHECK(swap_list(pinned, sq("d5")).values[0].empty());
  // A bishop pinned on a file cannot take diagonally...
  chess::Position file_pin("r3k3/8/8/8/8/1p6/B7/K7 w - - 0 1");
  CHECK(swap_list(file_pin, sq("b3")).values[0].empty());
  // ...but a bishop pinned on its diagonal still takes along it: the pinner itself.
  chess::Position diagonal_pin("4k2q/8/8/8/8/8/1B6/K7 w - - 0 1");
  auto found = pins(diagonal_pin, chess::White);
  REQUIRE(found.size() == 1);
  CHECK(found[0].square == sq("b2"));
  CHECK(swap_list(diagonal_pin, sq("h8")).values[0] == std::vector<int>{3});
  // Pins to the queen by a lesser piece count too.
  chess::Position queen_pin("7k/8/8/8/8/8/r1N1Q3/7K w - - 0 1");
  REQUIRE(pins(queen_pin, chess::White).size() == 1);
}

TEST_CASE("LTRADE: exchanges with x-rays, and the profitable one found", "[kotok]") {
  // PxP with the rooks behind: a pawn won (1), the recapture by the rook answered by the rook.
  chess::Position p("3rk3/8/8/3p4/4P3/8/3R4/3RK3 w - - 0 1");
  CHECK(exchange_gain(p, sq("d5"), chess::White) == 1);
  // A defended rook attacked only by a queen: taking loses (0: not started).
  chess::Position q("4k3/8/4p3/3r4/8/8/8/3QK3 w - - 0 1");
  CHECK(exchange_gain(q, sq("d5"), chess::White) == 0);
  // An undefended knight: 3.
  chess::Position n("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1");
  CHECK(exchange_gain(n, sq("d5"), chess::White) == 3);
  CHECK(projected_gain(n) == 3);
  // The king cannot take a defended piece.
  chess::Position king("8/8/8/2k5/3p4/4K3/8/8 w - - 0 1");
  CHECK(exchange_gain(king, sq("d4"), chess::White) == 0);
}

TEST_CASE("the widths: 4 3 2 2 moves followed at the first four plies", "[kotok]") {
  SearchSettings s;
  s.full_plies = 4;
  auto out = tree(chess::Position(), s);
  CHECK(out.searched_by_ply[0] == 4);
  CHECK(out.searched_by_ply[1] <= 4 * 3);
  CHECK(out.searched_by_ply[2] <= 4 * 3 * 2);
  CHECK(out.searched_by_ply[3] <= 4 * 3 * 2 * 2);
  CHECK(out.searched_by_ply[8] == 0);  // width 0 at the ninth ply
  // Without alpha-beta every branch is followed: exactly the widths' products.
  s.alpha_beta = false;
  auto full = tree(chess::Position(), s);
  CHECK(full.searched_by_ply[0] == 4);
  CHECK(full.searched_by_ply[1] == 12);
  CHECK(full.searched_by_ply[2] == 24);
  CHECK(full.searched_by_ply[3] == 48);
}

TEST_CASE("alpha-beta returns plain minimax's move and value on random positions", "[kotok]") {
  std::mt19937 rng(1962);
  int compared = 0;
  while (compared < 40) {
    chess::Position p;
    int plies = 10 + static_cast<int>(rng() % 40);
    for (int i = 0; i < plies; ++i) {
      auto moves = p.legal_moves();
      if (moves.empty()) break;
      p.play(moves[rng() % moves.size()]);
    }
    if (p.legal_moves().empty()) continue;
    chess::Position start(p.fen());
    SearchSettings ab = NativeKotok::settings_for_level(3), mm = ab;
    mm.alpha_beta = false;
    auto a = tree(start, ab);
    auto m = tree(start, mm);
    INFO(start.fen());
    CHECK(a.value == m.value);
    CHECK(a.move == m.move);
    CHECK(a.positions <= m.positions);
    ++compared;
  }
}

TEST_CASE("the 7090 clock: positions examined at 1,100 a minute", "[kotok]") {
  SearchOutcome o;
  o.positions = 1100;
  CHECK(o.seconds_7090() == Approx(60.0));
  o.positions = 55;
  CHECK(o.seconds_7090() == Approx(3.0));
  NativeKotok engine;
  engine.set_level(1);
  engine.new_game();
  engine.set_position(chess::Position::kStartFen, {});
  auto r = engine.go(SearchLimits{});
  CHECK(engine.emulated_time());
  CHECK(r.seconds == Approx(static_cast<double>(engine.last_search().positions) * 60.0 / 1100));
  CHECK(r.seconds > 0);
}

TEST_CASE("kotok@native is deterministic and plays legal moves", "[kotok]") {
  auto play = [] {
    NativeKotok engine;
    engine.set_level(2);
    engine.new_game();
    chess::Position pos;
    std::vector<chess::Move> moves;
    for (int ply = 0; ply < 30 && !pos.legal_moves().empty(); ++ply) {
      engine.set_position(chess::Position::kStartFen, moves);
      auto r = engine.go(SearchLimits{});
      auto legal = pos.legal_moves();
      REQUIRE(std::find(legal.begin(), legal.end(), r.move) != legal.end());
      pos.play(r.move);
      moves.push_back(r.move);
    }
    return moves;
  };
  auto first = play(), second = play();
  CHECK(first == second);
  CHECK(first.size() == 30);
}

TEST_CASE("the centre's attacker counts are SWAP's list sizes", "[kotok]") {
  std::mt19937 rng(7090);
  for (int n = 0; n < 200; ++n) {
    chess::Position p;
    int plies = static_cast<int>(rng() % 60);
    for (int i = 0; i < plies; ++i) {
      auto moves = p.legal_moves();
      if (moves.empty()) break;
      p.play(moves[rng() % moves.size()]);
    }
    chess::Position pos(p.fen());
    PinTable pinned(pos);
    for (int s = 0; s < 128; ++s) {
      if (s & 0x88) continue;
      int counts[2];
      attacker_counts(pos, static_cast<chess::Square>(s), pinned, counts);
      Attackers a = swap_list(pos, static_cast<chess::Square>(s), pinned);
      INFO(pos.fen() << " square " << s);
      REQUIRE(counts[0] == static_cast<int>(a.values[0].size()));
      REQUIRE(counts[1] == static_cast<int>(a.values[1].size()));
    }
  }
}

TEST_CASE("the move tree and the line printer's page", "[kotok]") {
  SearchSettings s = NativeKotok::settings_for_level(3);
  s.record_tree = true;
  chess::Position start;
  auto out = tree(start, s);
  int roots = 0, valued = 0, cut = 0;
  for (const auto& t : out.tree) {
    CHECK(t.ply < 4);
    roots += t.ply == 0;
    valued += t.kind == TreeLine::Kind::valued;
    cut += t.kind == TreeLine::Kind::cut_off;
  }
  CHECK(roots == 4);  // the four plausible first moves, all listed
  CHECK(valued > 0);
  CHECK(cut > 0);  // alpha-beta discarded some, as the 131071s of Figure 1
  // Without alpha-beta nothing is cut and every line ends in a value.
  s.alpha_beta = false;
  auto full = tree(start, s);
  for (const auto& t : full.tree) CHECK(t.kind != TreeLine::Kind::cut_off);
  std::string page = printout(start, out);
  CHECK(page.find("MAVAIL") != std::string::npos);
  CHECK(page.find("PRINCIPAL VARIATION   VALUE " + std::to_string(out.value)) != std::string::npos);
  CHECK(page.find("131071") != std::string::npos);
  CHECK(page.find("A RECONSTRUCTION") != std::string::npos);
}
