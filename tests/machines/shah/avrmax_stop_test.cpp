// A stop reaching avrmax@shah in the middle of its search, with the user's
// AVR-Max image (docs/shah.md; skipped by name, status 77, when
// VETERAN_ROMPATH has none): the engine answers with the program's best move
// so far, read from its root frame by the referee's best_so_far(): legal, and
// the same move for the same emulated time; stopped before its search
// begins, it has none (EngineFailure stopped). The stop is asked from the
// machine watch after a number of emulated seconds, so the test runs alike
// on any host.
#include "emu/files/rompath.hpp"
#include "emu/machine.hpp"
#include "engines/engine.hpp"
#include "engines/registry/make_engine.hpp"
#include "tests/engines/stop_after.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

using namespace veteran;
using namespace veteran::engines;

namespace {

int failures = 0;
void check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAIL", what.c_str());
  if (!ok) ++failures;
}

// The reply to 1.e4 at level 8 (64 s of emulated time at least), stopped
// after `seconds`, in a fresh engine.
SearchResult stopped_reply(const std::vector<std::filesystem::path>& path, double seconds) {
  auto engine = make_engine(parse_engine_spec("avrmax@shah"), {path, {}, 0});
  engine->set_level(8);
  engine->new_game();
  chess::Position start;
  engine->set_position(chess::Position::kStartFen, {start.parse_uci("e2e4")});
  stop_after(*engine, seconds);
  return engine->go({});
}

}  // namespace

int main() {
  const auto path = files::rompath();  // VETERAN_ROMPATH
  if (!program_available("avrmax@shah", path)) {
    std::printf("SKIPPED avrmax@shah stop: %s\n", program_unavailable("avrmax@shah", path).c_str());
    return 77;
  }
  chess::Position after_e4;
  after_e4.play(after_e4.parse_uci("e2e4"));
  const auto legal = after_e4.legal_moves();
  for (double seconds : {5.0, 30.0}) {
    const SearchResult first = stopped_reply(path, seconds), second = stopped_reply(path, seconds);
    const std::string move = first.move.uci();
    check(std::find(legal.begin(), legal.end(), first.move) != legal.end(),
          "stopped after " + std::to_string(seconds) + " emulated s: a legal move, " + move);
    check(second.move == first.move, "the same move again for the same emulated time (" + second.move.uci() + ")");
    check(first.seconds < seconds + 1, "its think time is the time it was given, " + std::to_string(first.seconds));
  }
  // Stopped at once, before the root has valued a move: no move.
  {
    auto engine = make_engine(parse_engine_spec("avrmax@shah"), {path, {}, 0});
    engine->new_game();
    engine->set_position(chess::Position::kStartFen, {});
    engine->stop_search();
    bool stopped = false;
    try {
      engine->go({});
    } catch (const EngineFailure& e) { stopped = e.kind == EngineFailure::Kind::stopped; }
    check(stopped, "stopped before the search began: no move, EngineFailure(stopped)");
  }
  std::printf("%s\n", failures ? "FAILED" : "all passed");
  return failures ? 1 : 0;
}
