// Scores that mean what they say (issue 50): every native engine tells a mate
// in one as `score mate 1` over UCI (+M1 in cutechess's plies), never claims
// a mate it has not got, and keeps a position that is not a mate under
// 10,000 centipawns: on a mate in one, a mate in two and a quiet position.
#include "engines/programs.hpp"
#include "engines/protocol/servers.hpp"
#include "engines/registry/make_engine.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <sstream>

using namespace veteran::engines;

namespace {

constexpr const char* kMateInOne = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";  // 1.Ra8#
constexpr const char* kMateInTwo = "k7/8/2K5/8/8/8/8/7R w - - 0 1";         // 1.Kb6 Kb8 2.Rh8#
constexpr const char* kQuiet = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* kLopsided = "7k/8/8/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1";  // a whole army against a king

std::vector<std::string> natives() {
  std::vector<std::string> ids;
  for (const auto& p : period_programs())
    if (p.native()) ids.push_back(p.id);
  return ids;
}

SearchResult search(const std::string& id, const std::string& fen) {
  auto engine = make_engine(parse_engine_spec(id), {});
  engine->new_game();
  engine->set_position(fen, {});
  SearchLimits limits;
  limits.depth = 4;
  return engine->go(limits);
}

// A centipawn score that is not a mate's.
bool ordinary(const SearchResult& r) { return !r.score_cp || std::abs(*r.score_cp) < 10000; }

}  // namespace

TEST_CASE("scores: every native engine's mate in one is a mate in one", "[scores]") {
  for (const auto& id : natives()) {
    INFO(id);
    const SearchResult r = search(id, kMateInOne);
    CHECK(r.move.uci() == "a1a8");
    REQUIRE(r.score_mate);
    CHECK(*r.score_mate == 1);
    CHECK_FALSE(r.score_cp);
    CHECK(mate_plies_of(*r.score_mate) == 1);  // cutechess's +M1
    auto engine = make_engine(parse_engine_spec(id), {});
    std::istringstream in(std::string("uci\nisready\nposition fen ") + kMateInOne + "\ngo depth 4\n");
    std::ostringstream out;
    serve(*engine, in, out);
    CHECK_THAT(out.str(), Catch::Contains("score mate 1 ") && !Catch::Contains("score cp"));
  }
}

TEST_CASE("scores: a mate in two is two moves or no mate, never more than 10,000 cp", "[scores]") {
  for (const auto& id : natives()) {
    INFO(id);
    const SearchResult r = search(id, kMateInTwo);
    if (r.score_mate) CHECK(*r.score_mate == 2);
    CHECK(ordinary(r));
  }
  CHECK(search("mate@native", kMateInTwo).score_mate == 2);
}

TEST_CASE("scores: the initial position is no mate, and under 10,000 cp", "[scores]") {
  for (const auto& id : natives()) {
    INFO(id);
    const SearchResult r = search(id, kQuiet);
    CHECK_FALSE(r.score_mate);
    CHECK(ordinary(r));
  }
}

TEST_CASE("scores: a whole army against a king is no mate in one, and under 10,000 cp", "[scores]") {
  for (const auto& id : natives()) {
    INFO(id);
    const SearchResult r = search(id, kLopsided);
    if (r.score_mate) CHECK(*r.score_mate > 1);  // no mate in one here: a mate, if seen, is longer
    CHECK(ordinary(r));
  }
}

TEST_CASE("registry: every native program has its maker, and every maker a program", "[scores]") {
  std::vector<std::string> registered = natives(), made = native_engine_ids();
  std::sort(registered.begin(), registered.end());
  std::sort(made.begin(), made.end());
  CHECK(registered == made);
}
