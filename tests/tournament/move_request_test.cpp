// ask_for_move, the one way veteran asks an engine for a move, against a
// scripted UCI engine (scripted_engine.sh) that answers in time, late,
// never, illegally, or dies thinking; and stopped from another thread.
#include "engines/play/move_request.hpp"
#include "engines/external/external_engine.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include <unistd.h>

using namespace veteran;
using engines::MoveAnswer;
using Outcome = engines::MoveAnswer::Outcome;

namespace {

// Where the scripted engine leaves its process id: a file of this test
// process's own (tests running side by side never read each other's).
const std::string& pid_file() {
  static const std::string path = [] {
    std::string p =
        (std::filesystem::temp_directory_path() / ("veteran-scripted-" + std::to_string(::getpid()) + ".pid")).string();
    ::setenv("VETERAN_SCRIPTED_PID", p.c_str(), 1);
    return p;
  }();
  return path;
}

std::unique_ptr<engines::ExternalEngine> scripted(const std::string& mode, double hang_seconds = 0) {
  pid_file();
  engines::ExternalSpec spec;
  spec.name = "Scripted";
  spec.command = std::string(VETERAN_SCRIPTED_ENGINE) + " " + mode;
  spec.protocol = "uci";
  spec.hang_seconds = hang_seconds;
  return engines::start_external_engine(spec);
}

// Whether the scripted engine's process has ended: looked at until it has,
// for as long as a loaded machine may take to reap it (10 s at most).
bool process_gone() {
  int pid = 0;
  std::ifstream(pid_file()) >> pid;
  if (pid <= 0) return false;
  for (int tries = 0; tries < 200 && ::kill(pid, 0) == 0; ++tries)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  return ::kill(pid, 0) != 0;
}

// Asks `engine` for a move under `limits` while another thread, 0.2 s in,
// stops the search (or only interrupts it, as taking a move back does).
MoveAnswer ask_and_stop(engines::Engine& engine, const chess::Game& game, const engines::SearchLimits& limits,
                        engines::SearchStop& stop, bool interrupt_only = false) {
  engines::MoveRequest request{.engine = engine, .name = "Scripted", .game = game, .limits = limits, .stop = &stop};
  std::thread other([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (interrupt_only)
      stop.interrupt();
    else
      stop.stop();
  });
  MoveAnswer a = engines::ask_for_move(request);
  other.join();
  return a;
}

}  // namespace

TEST_CASE("move request: a move in time is played and charged to the clock", "[move]") {
  auto engine = scripted("prompt");
  chess::Game game(chess::Position::kStartFen);
  engines::Clock mine(engines::TimeControl::parse("40/60")), theirs(engines::TimeControl::parse("40/60"));
  engines::MoveRequest request{
      .engine = *engine, .name = "Scripted", .game = game, .clock = &mine, .opponent = &theirs};
  MoveAnswer a = engines::ask_for_move(request);
  CHECK(a.outcome == Outcome::move);
  CHECK(a.move.uci() == "e2e4");
  CHECK(a.score_cp == 25);
  CHECK(a.depth == 3);
  CHECK(mine.remaining() < 60);
  CHECK(mine.remaining() == Approx(60 - a.seconds));
}

TEST_CASE("move request: a move late by more than the margin loses on time, within it stands", "[move]") {
  chess::Game game(chess::Position::kStartFen);
  auto control = engines::TimeControl::parse("st=0.1");
  {
    auto engine = scripted("late 400");
    engines::Clock mine(control), theirs(control);
    engines::MoveRequest request{.engine = *engine, .name = "Late", .game = game, .clock = &mine, .opponent = &theirs};
    MoveAnswer a = engines::ask_for_move(request);
    CHECK(a.outcome == Outcome::time_forfeit);
    CHECK(a.termination() == "time forfeit");
    CHECK_THAT(a.reason, Catch::Contains("Late lost on time (0.4") && Catch::Contains("st=0.1"));
    CHECK(a.loses());
  }
  {
    auto engine = scripted("late 400");
    engines::Clock mine(control), theirs(control);
    engines::MoveRequest request{
        .engine = *engine, .name = "Late", .game = game, .clock = &mine, .opponent = &theirs, .time_margin = 2.0};
    CHECK(engines::ask_for_move(request).outcome == Outcome::move);
  }
}

TEST_CASE("move request: an illegal move, a crash and a hang each lose with their reason", "[move]") {
  chess::Game game(chess::Position::kStartFen);
  engines::SearchLimits limits;
  limits.move_time = 0.1;
  auto ask = [&](engines::Engine& e) {
    engines::MoveRequest request{.engine = e, .name = "Scripted", .game = game, .limits = limits};
    return engines::ask_for_move(request);
  };
  auto illegal = scripted("illegal");
  MoveAnswer a = ask(*illegal);
  CHECK(a.outcome == Outcome::illegal);
  CHECK(a.termination() == "rules infraction");
  CHECK_THAT(a.reason, Catch::Contains("played an illegal move: e2e5"));
  auto crash = scripted("crash");
  a = ask(*crash);
  CHECK(a.outcome == Outcome::crashed);
  CHECK(a.termination() == "abandoned");
  CHECK_THAT(a.reason, Catch::Contains("crashed (exit status 3)"));
  auto never = scripted("never", 0.3);
  a = ask(*never);
  CHECK(a.outcome == Outcome::hung);
  CHECK(a.termination() == "stalled connection");
  CHECK_THAT(a.reason, Catch::Contains("stopped answering"));
}

TEST_CASE("move request: stopped from another thread, a search ends within the grace time", "[move]") {
  chess::Game game(chess::Position::kStartFen);
  engines::SearchLimits limits;
  limits.move_time = 600;  // the engine would think ten minutes
  SECTION("an engine that answers stop: its answer is no move of the game") {
    // Without the stop the engine would answer only after its 600 s (ctest's timeout ends that).
    auto engine = scripted("stoppable");
    engines::SearchStop stop;
    MoveAnswer a = ask_and_stop(*engine, game, limits, stop);
    CHECK(a.outcome == Outcome::stopped);
    CHECK_FALSE(a.loses());
  }
  SECTION("stopped for good (a window closing): the engine is killed at once, its move not waited for") {
    auto engine = scripted("never");
    engines::SearchStop stop;
    MoveAnswer a = ask_and_stop(*engine, game, limits, stop);
    CHECK(a.outcome == Outcome::stopped);
    CHECK_THAT(a.reason, Catch::Contains("was stopped while thinking"));
    CHECK(process_gone());
    CHECK_FALSE(engine->can_play_again());
  }
  SECTION("interrupted, an engine that ignores stop is killed after the grace time") {
    auto engine = scripted("never");
    engines::SearchStop stop;
    MoveAnswer a = ask_and_stop(*engine, game, limits, stop, true);
    CHECK(a.outcome == Outcome::stopped);
    CHECK_THAT(a.reason, Catch::Contains("was told to stop") && Catch::Contains("it was killed"));
    CHECK(process_gone());
    CHECK_FALSE(engine->can_play_again());
  }
  SECTION("interrupted (a move taken back): the engine's move comes back, and later searches go on") {
    auto engine = scripted("stoppable");
    engines::SearchStop stop;
    MoveAnswer a = ask_and_stop(*engine, game, limits, stop, true);
    CHECK(a.outcome == Outcome::move);
    CHECK(a.move.uci() == "e2e4");
    CHECK_FALSE(stop.stopped());
  }
  SECTION("stopped before it began: the engine is not asked") {
    auto engine = scripted("never");
    engines::SearchStop stop;
    stop.stop();
    engines::MoveRequest request{.engine = *engine, .name = "Never", .game = game, .limits = limits, .stop = &stop};
    CHECK(engines::ask_for_move(request).outcome == Outcome::stopped);
  }
}
