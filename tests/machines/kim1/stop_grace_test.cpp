// A stop reaching an emulated program whose referee reads no best move so
// far (microchess@kim1: the Microchess referee has no best_so_far), on the
// stand-in KIM-1 and our stand-in chess program
// (tests/machines/kim1/standin_chess.s): told to stop, the program still
// gives its own answer, the machine run on unpaced (the grace an external
// engine gets); abandoned, it ends at the next slice without one.
#include "engines/emulated/emulated_engine.hpp"
#include "engines/programs.hpp"
#include "tests/machines/kim1/standin_engine.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace veteran;
using namespace veteran::engines;

TEST_CASE("stop: an emulated program with no best move to read gives its own answer", "[stop]") {
  auto engine = kim1_standin_engine();
  engine->new_game();
  engine->set_position(chess::Position().fen(), {});
  // A watch that would hold the machine back (the GUI's pacing) is not called once the stop is seen.
  int watched_after_stop = 0;
  bool stopped = false;
  engine->set_machine_watch(
      [&](emu::Machine&) {
        if (stopped) ++watched_after_stop;
        if (!stopped) {
          stopped = true;
          engine->stop_search();
        }
      },
      0.05);
  const SearchResult r = engine->go({});
  CHECK(r.move.uci() == "e2e4");  // the stand-in's first white reply, as it gives it unstopped
  CHECK(watched_after_stop == 0);
}

TEST_CASE("stop: an abandoned emulated search ends without an answer", "[stop]") {
  auto engine = kim1_standin_engine();
  engine->new_game();
  engine->set_position(chess::Position().fen(), {});
  engine->abandon_search();
  try {
    engine->go({});
    FAIL("the search gave its answer");
  } catch (const EngineFailure& e) { CHECK(e.kind == EngineFailure::Kind::stopped); }
  // The next search is not abandoned: the machine is booted afresh and answers as at first.
  engine->set_position(chess::Position().fen(), {});
  CHECK(engine->go({}).move.uci() == "e2e4");
}
