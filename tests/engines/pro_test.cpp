// PRO, the reconstruction of Senft's weight adaptation (seed 002, listing near
// line 8156): its integer arithmetic, the weights file (written, read back,
// refused when damaged), and training with a teacher and with a critic on
// lessons of our own.
#include "engines/native/player/pro.hpp"
#include "engines/native/player_engine.hpp"

#include <catch2/catch.hpp>

using namespace veteran::engines::player;

namespace {

// Opening moves every text gives, as an expert's choices (our own lessons).
std::vector<Lesson> lessons() {
  const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const char* after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  const char* after_e4_e5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
  const char* after_d4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2";
  auto lesson = [](const char* id, const char* fen, const char* uci) {
    const veteran::chess::Position p(fen);
    for (const auto& m : p.legal_moves())
      if (m.uci() == uci) return Lesson{id, fen, m};
    FAIL("no move " << uci << " in " << fen);
    return Lesson{};
  };
  return {lesson("1.e4", start, "e2e4"), lesson("1...e5", after_e4, "e7e5"), lesson("2.Nf3", after_e4_e5, "g1f3"),
          lesson("2.c4", after_d4_d5, "c2c4")};
}

}  // namespace

TEST_CASE("PRO: NWT(K) = (10*NWT(K) + (LA*LE*NPAR(K)*10)/(N+1)) / 10, in integers", "[player][pro]") {
  Weights w{};
  w.fill(1);
  Pattern x{};
  x[1] = 30, x[2] = -30, x[3] = 5, x[4] = 100;
  CHECK(pro_adapt(w, x, 1, 2, 17));
  // 30: 10 + 600/18 = 10 + 33 -> 4; -30: 10 - 33 = -23 -> -2 (toward zero); 5: 10 + 100/18 = 15 -> 1; 100: 10 + 111
  // -> 12.
  CHECK(w[1] == 4);
  CHECK(w[2] == -2);
  CHECK(w[3] == 1);
  CHECK(w[4] == 12);
  CHECK(w[5] == 1);
  Weights same = w;
  CHECK_FALSE(pro_adapt(same, Pattern{}, 1, 2, 17));  // no input, no change
  CHECK(same == w);
}

TEST_CASE("PRO: weights files are read back as written and refused when damaged", "[player][pro]") {
  Weights w = kWeights;
  w[0] = -3, w[1] = 120, w[17] = -7;
  const std::string text = format_weights(w, "veteran train player@native --positions x.epd");
  CHECK(parse_weights(text, "w.txt") == w);
  CHECK_THROWS_WITH(parse_weights("hello\n", "w.txt"), Catch::Contains("w.txt: not a PLAYER weights file"));
  CHECK_THROWS_WITH(parse_weights("veteran-player-weights 2\n", "w.txt"),
                    Catch::Contains("w.txt:1: weights file version '2'"));
  std::string flipped = text;
  flipped[flipped.find("120")] = '7';
  CHECK_THROWS_WITH(parse_weights(flipped, "w.txt"), Catch::Contains("damaged"));
  CHECK_THROWS_WITH(parse_weights(text.substr(0, text.size() / 2), "w.txt"), Catch::Contains("w.txt"));
  CHECK_THROWS_WITH(parse_weights(text + "more\n", "w.txt"), Catch::Contains("after the crc32 line"));
  std::string short_nwt = "veteran-player-weights 1\nnwt 1 2 3\n";
  CHECK_THROWS_WITH(parse_weights(short_nwt, "w.txt"), Catch::Contains("w.txt:2: 3 weights, not 17"));
  CHECK_THROWS_WITH(parse_weights("veteran-player-weights 1\nnwt 1 x\n", "w.txt"),
                    Catch::Contains("'x' is not a weight"));
}

TEST_CASE("PRO: with a teacher, the expert's moves move up; the same lessons train the same weights", "[player][pro]") {
  Weights start{};
  start.fill(100);
  start[0] = 0;
  TrainingOptions options;
  options.passes = 4;
  options.n = 1700;
  const Training a = train(lessons(), start, options);
  const Training b = train(lessons(), start, options);
  REQUIRE(a.passes.size() >= 2);
  CHECK(a.passes.front().number == 0);
  CHECK(a.passes.front().weights == start);
  CHECK(a.weights == b.weights);  // deterministic: the lessons in order, integer arithmetic
  const Pass& kept = a.passes[a.best];
  CHECK(kept.top2 >= a.passes.front().top2);
  CHECK(a.weights == kept.weights);
  INFO("mean rank " << a.passes.front().mean_rank << " -> " << kept.mean_rank);
  CHECK(kept.mean_rank <= a.passes.front().mean_rank);
}

TEST_CASE("PRO: with a critic, PLAYER's own choice is rewarded or punished", "[player][pro]") {
  Weights start{};
  start.fill(100);
  start[0] = 0;
  TrainingOptions options;
  options.critic = true;
  options.passes = 2;
  options.n = 1700;
  const Training t = train(lessons(), start, options);
  REQUIRE(t.passes.size() == 3);
  // A punished choice moves some weight: the curve's later points have other weights.
  CHECK(t.passes[1].weights != start);
  CHECK(t.passes[0].updates > 0);
}

TEST_CASE("PRO: player@native plays by the weights it is given", "[player][pro]") {
  Weights w{};
  w.fill(0);
  w[2] = 1;  // material alone
  veteran::engines::NativePlayer equal, material(w, "material.txt");
  CHECK(material.weights() == w);
  CHECK(material.weights_source() == "material.txt");
  CHECK(equal.weights() == kWeights);
}
