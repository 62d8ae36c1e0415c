// A stop reaching sargon@jupiter3 in the middle of its search, on our
// stand-in (standin_sargon.asm), which thinks forever once its list of
// moves is used up and keeps its best move so far in BESTM as SARGON does:
// the engine stops the machine and answers with that move, read by the
// referee's best_so_far(); stopped before the program has one, it answers
// none. The stop is asked from the machine watch, after a number of
// emulated seconds, so the test runs the same on any host.
#include "emu/machine.hpp"
#include "engines/engine.hpp"
#include "engines/registry/make_engine.hpp"
#include "tests/engines/stop_after.hpp"

#include <catch2/catch.hpp>

using namespace veteran;
using namespace veteran::engines;

namespace {

std::unique_ptr<Engine> standin() {
  EngineSpec spec = parse_engine_spec("sargon@jupiter3");
  spec.images = {std::string(VETERAN_SARGON_STANDIN) + "@1000"};
  return make_engine(spec, {});
}

std::vector<chess::Move> game(const std::vector<std::string>& moves) {
  chess::Position p;
  std::vector<chess::Move> out;
  for (const auto& text : moves) {
    out.push_back(p.parse_uci(text));
    p.play(out.back());
  }
  return out;
}

}  // namespace

TEST_CASE("sargon@jupiter3 told to stop answers with its best move so far", "[stop]") {
  auto engine = standin();
  engine->new_game();
  // The stand-in's white list: e2e4, g1f3, f1c4; then it thinks forever.
  std::vector<std::string> moves;
  for (const char* reply : {"e7e5", "b8c6", "g8f6"}) {
    engine->set_position(chess::Position::kStartFen, game(moves));
    moves.push_back(engine->go({}).move.uci());
    moves.push_back(reply);
  }
  REQUIRE(moves == std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"});
  engine->set_position(chess::Position::kStartFen, game(moves));
  stop_after(*engine, 20);
  const SearchResult r = engine->go({});
  // Its first piece from a1 with an empty square ahead: the king.
  CHECK(r.move.uci() == "e1e2");
  CHECK(r.seconds > 15);  // its think time: the 20 s less the typing of the last move
  // The machine is booted afresh for what follows: the next game plays as the first.
  engine->set_machine_watch({}, 0);
  engine->new_game();
  engine->set_position(chess::Position::kStartFen, {});
  CHECK(engine->go({}).move.uci() == "e2e4");
}

TEST_CASE("sargon@jupiter3 stopped before it has a move answers none", "[stop]") {
  auto engine = standin();
  engine->new_game();
  engine->set_position(chess::Position::kStartFen, {});
  engine->stop_search();  // asked before the search: the first slice ends it
  try {
    engine->go({});
    FAIL("the search ran to its end");
  } catch (const EngineFailure& e) { CHECK(e.kind == EngineFailure::Kind::stopped); }
}
