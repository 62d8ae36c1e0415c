#include "bench/new_game_workload.hpp"

#include "engines/emulated/emulated_engine.hpp"

#include <chrono>
#include <cstdio>
#include <memory>

namespace veteran::bench {

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
}  // namespace

NewGameResult run_new_game_workload(const engines::PeriodProgram& program,
                                    const std::vector<std::filesystem::path>& rompath,
                                    const std::vector<std::string>& images) {
  NewGameResult r{program.id};
  auto make = [&] { return std::make_unique<engines::EmulatedEngine>(program, rompath, images, nullptr); };
  auto engine = make();  // the first boot reads the files cold: not counted
  // Each for a few tenths of a second at least, so that one stray process does not decide it.
  auto t0 = Clock::now();
  do {
    engine = make();
    ++r.boots;
  } while (since(t0) < 0.3 && r.boots < 200);
  r.boot_seconds = since(t0) / r.boots;
  t0 = Clock::now();
  do {
    engine->restart();
    ++r.restarts;
  } while (since(t0) < 0.2 && r.restarts < 100000);
  r.restart_seconds = since(t0) / r.restarts;
  return r;
}

std::string format(const NewGameResult& r) {
  char line[256];
  std::snprintf(line, sizeof line, "program=%s workload=new-game boot_ms=%.2f restart_us=%.0f boots=%d restarts=%d",
                r.program.c_str(), r.boot_seconds * 1e3, r.restart_seconds * 1e6, r.boots, r.restarts);
  return line;
}

}  // namespace veteran::bench
