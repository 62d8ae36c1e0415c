// veteran bench: speed of every core on its standard workload, and on the
// whole-program CPU test suites found in the rompath.
#include "bench/core_workloads.hpp"
#include "bench/machine_workloads.hpp"
#include "bench/new_game_workload.hpp"
#include "chess/game.hpp"
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/testrig/cpu_suites.hpp"
#include "engines/registry/make_engine.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace veteran::cli {

namespace {
// The benchmark's move for `program`'s line: its moves, the engine's reply
// (a program that sets a position up through its own dialogue spends wall
// time on that, not thinking), the opponent's answer (or the first legal
// move), then the move timed, in step as in a game. Returns its wall seconds.
double timed_move(engines::Engine& e, int level, const engines::PeriodProgram& program, engines::SearchResult& result) {
  if (level > 0) e.set_level(level);  // a program without levels (player@native) plays as it is
  e.new_game();
  chess::Game line;
  std::istringstream moves(program.bench_moves);
  for (std::string m; moves >> m;) line.play(line.position().parse_uci(m));
  e.set_position(chess::Position::kStartFen, line.moves());
  line.play(e.go({}).move);
  auto legal = line.position().legal_moves();
  auto reply =
      std::find_if(legal.begin(), legal.end(), [&](const chess::Move& m) { return m.uci() == program.bench_reply; });
  line.play(reply != legal.end() ? *reply : legal.front());
  e.set_position(chess::Position::kStartFen, line.moves());
  auto t0 = std::chrono::steady_clock::now();
  result = e.go({});
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

const std::vector<Option>& bench_options() {
  static const std::vector<Option> table = {
      {"--cycles", Option::whole, "N", "emulated cycles each core's workload runs", "200000000", 1, 1e12},
      {"--suite-cycles", Option::whole, "N", "emulated cycles of each CPU test suite found in the rompath",
       "2000000000", 1, 1e13},
      {"--machine", Option::text, "NAME", "only this machine's workloads (its speed, its save states)", ""},
      {"--machine-seconds", Option::decimal, "S", "emulated seconds each machine's workload runs", "400", 0.01, 1e6},
      {"--program", Option::text, "ID",
       "only this period program's benchmarks (its move, and its new game if emulated); else every core, machine "
       "and program",
       ""},
      {"--image", Option::list, "FILE",
       "with --program: its image (FILE.pap, FILE.hex, FILE.wav, FILE@ADDR), else "
       "the rompath's",
       ""},
      rompath_option(),
  };
  return table;
}

namespace {

void machines_and_suites(uint64_t cycles, uint64_t suite_cycles, double machine_seconds,
                         const std::vector<std::filesystem::path>& folders) {
  for (const auto& r : bench::run_core_workloads(cycles)) std::printf("%s\n", bench::format(r).c_str());
  // Whole machines on programs of our own (no user files), for 400 emulated seconds by default: a few
  // tenths of a second of wall time, long enough that the host's clock ramp and a stray process do not
  // decide it.
  for (const auto& r : bench::run_machine_workloads(machine_seconds)) std::printf("%s\n", bench::format(r).c_str());
  // Save states: what an emulated engine's new game costs (a restore, not a reboot).
  for (const auto& r : bench::run_state_workloads()) std::printf("%s\n", bench::format(r).c_str());

  // Whole-program suites, when the user has them: the first `suite_cycles` of
  // each, timed through run_until as `veteran cputest` runs them; the
  // instructions are counted in an untimed pass of step() over the same run.
  const auto suites = testrig::find_suites(files::file_names_in(folders));
  for (const auto& suite : testrig::known_suites()) {
    if (std::any_of(suites.begin(), suites.end(), [&](const auto& f) { return f.suite.name == suite.name; })) continue;
    std::string where;
    for (const auto& f : folders) where += (where.empty() ? "" : ", ") + f.string();
    std::printf("core=%s workload=%s skipped=\"%s not found in the rompath (%s)\"\n", testrig::cpu_name(suite.cpu),
                suite.name.c_str(), suite.description.c_str(),
                where.empty() ? "none set: --rompath DIR or VETERAN_ROMPATH" : ("looked in " + where).c_str());
  }
  for (const auto& found : suites) {
    auto t0 = std::chrono::steady_clock::now();
    auto res = testrig::run_suite(found.suite, found.image, {}, suite_cycles, false);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    auto counted = testrig::run_suite(found.suite, found.image, {}, suite_cycles, true);
    bench::CoreResult r{testrig::cpu_name(found.suite.cpu), found.suite.name, res.cycles, counted.instructions, s};
    std::printf("%s\n", bench::format(r).c_str());
  }
}

// Period programs: an original on its emulated machine plays one move at
// its strongest level (or its benchmark level), out of its book, emulated
// seconds against wall seconds; a native reimplementation plays its
// original's move at the same level, repeated for a steady wall time, with
// the ratio to the emulated original when that ran. An original whose
// image is not in the rompath is named with what it needs. An original
// that boots also shows what a new game costs it (bench/new_game_workload).
void programs(const std::string& only, const std::vector<std::string>& images,
              const std::vector<std::filesystem::path>& rompath) {
  std::map<std::string, double> emulated_wall;  // by original's id
  const engines::EngineContext context{rompath, nullptr, 0};
  for (const auto& program : engines::period_programs()) {
    if (!only.empty() && program.id != only) continue;
    const auto& facts = engines::original_of(program);
    std::unique_ptr<engines::Engine> e;
    try {
      engines::EngineSpec spec{.program = &program};
      spec.images = images;
      e = engines::make_engine(spec, context);
    } catch (const std::exception& ex) {
      std::printf("program=%s skipped=\"%s\"\n", program.id.c_str(), ex.what());
      continue;
    }
    int level = facts.bench_level ? facts.bench_level : e->max_level();
    engines::SearchResult result;
    try {
      // The same move again and again for half a second: one move of 20 ms swings with the host.
      int repeats = 0;
      double wall = 0;
      do {
        wall += timed_move(*e, level, facts, result);
        ++repeats;
      } while (wall < 0.5 && repeats < (program.native() ? 100000 : 1000));
      wall /= repeats;
      if (!program.native()) {
        std::printf("program=%s level=%d move=%s emulated_seconds=%.1f wall_seconds=%.4f speedup=%.0f repeats=%d\n",
                    program.id.c_str(), level, result.move.uci().c_str(), result.seconds, wall,
                    wall > 0 ? result.seconds / wall : 0, repeats);
        emulated_wall[program.id] = wall;
        std::printf("%s\n", bench::format(bench::run_new_game_workload(program, rompath, images)).c_str());
        continue;
      }
      std::printf("program=%s level=%d move=%s wall_seconds_per_move=%.6f", program.id.c_str(), level,
                  result.move.uci().c_str(), wall);
      // A native program with a period clock of its own (kotok@native: the IBM 7090's).
      if (e->emulated_time())
        std::printf(" period_seconds=%.1f speedup=%.0f", result.seconds, wall > 0 ? result.seconds / wall : 0);
      if (emulated_wall.count(facts.id)) std::printf(" faster_than_emulated=%.0f", emulated_wall[facts.id] / wall);
      std::printf("\n");
    } catch (const std::exception& ex) { std::printf("program=%s error=\"%s\"\n", program.id.c_str(), ex.what()); }
  }
}

}  // namespace

int bench(const Args& args) {
  Options o("bench", bench_options(), args);
  if (!o.positional().empty()) throw UsageError("takes no arguments, only options (see 'veteran bench --help')");
  const auto cycles = static_cast<uint64_t>(o.whole("--cycles"));
  const auto suite_cycles = static_cast<uint64_t>(o.whole("--suite-cycles"));
  const std::string only = o.text("--program");
  const auto images = o.list("--image");
  if (!only.empty() && !engines::find_program(only))
    throw UsageError("--program " + only + ": no such program; programs: " + engines::program_list());
  if (!images.empty() && only.empty()) throw UsageError("--image goes with --program ID: whose image it is");
  const double machine_seconds = o.decimal("--machine-seconds");
  if (o.given("--machine")) {
    const auto& info = emu::machine_info(o.text("--machine"));  // throws, naming the machines
    for (const auto& r : bench::run_machine_workloads(machine_seconds, info.name))
      std::printf("%s\n", bench::format(r).c_str());
    for (const auto& r : bench::run_state_workloads(info.name)) std::printf("%s\n", bench::format(r).c_str());
    return 0;
  }
  if (only.empty()) machines_and_suites(cycles, suite_cycles, machine_seconds, rompath_of(o));
  programs(only, images, rompath_of(o));
  return 0;
}

}  // namespace veteran::cli
