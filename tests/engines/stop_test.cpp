// Every native engine told to stop: the searches that can run long (SARGON's
// at look-ahead 6, Kotok's tree) end at their next node with
// EngineFailure(stopped), the mate finder answers with the best it has, and
// each plays its next move as usual afterwards. The stop is asked before the
// search begins, so that no test waits on the clock.
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace veteran::engines;

namespace {

constexpr const char* kMiddlegame = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

}  // namespace

TEST_CASE("stop: a native search told to stop ends at its next node", "[stop]") {
  for (const char* id : {"sargon@native", "kotok@native"}) {
    INFO(id);
    auto engine = make_engine(parse_engine_spec(id), {});
    engine->set_level(engine->max_level());
    engine->new_game();
    engine->set_position(kMiddlegame, {});
    engine->stop_search();
    try {
      engine->go({});
      FAIL("the search ran to its end");
    } catch (const EngineFailure& e) { CHECK(e.kind == EngineFailure::Kind::stopped); }
    // The next search is not stopped, and plays from the position asked for.
    engine->set_level(1);
    engine->set_position(kMiddlegame, {});
    const SearchResult r = engine->go({});
    veteran::chess::Position p(kMiddlegame);
    const auto legal = p.legal_moves();
    CHECK(std::find(legal.begin(), legal.end(), r.move) != legal.end());
  }
}

TEST_CASE("stop: the mate finder told to stop answers with a legal move", "[stop]") {
  auto engine = make_engine(parse_engine_spec("mate@native"), {});
  engine->new_game();
  engine->set_position(kMiddlegame, {});
  engine->stop_search();
  SearchLimits limits;
  limits.move_time = 3600;  // only the stop ends it
  const SearchResult r = engine->go(limits);
  veteran::chess::Position p(kMiddlegame);
  const auto legal = p.legal_moves();
  CHECK(std::find(legal.begin(), legal.end(), r.move) != legal.end());
  CHECK_FALSE(r.score_mate);
}
