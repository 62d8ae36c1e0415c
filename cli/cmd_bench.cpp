// veteran bench: speed of every core on its standard workload, and on the
// whole-program CPU test suites found in the rompath.
#include "commands.hpp"
#include "chess/game.hpp"
#include "emulated/emulated_engine.hpp"
#include "native/native_programs.hpp"
#include "core_workloads.hpp"
#include "files/rompath.hpp"
#include "testrig/cpu_suites.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>
#include <cstdio>
#include <stdexcept>

namespace veteran::cli {

namespace {
// The benchmark's move for `program`'s line: its moves, the engine's reply
// (a program that sets a position up through its own dialogue spends wall
// time on that, not thinking), the opponent's answer (or the first legal
// move), then the move timed, in step as in a game. Returns its wall seconds.
double timed_move(engines::Engine& e, int level, const engines::EmulatedProgram& program,
                  engines::SearchResult& result) {
  e.set_level(level);
  e.new_game();
  chess::Game line;
  std::istringstream moves(program.bench_moves);
  for (std::string m; moves >> m;) line.play(line.position().parse_uci(m));
  e.set_position(chess::Position::kStartFen, line.moves());
  line.play(e.go({}).move);
  auto legal = line.position().legal_moves();
  auto reply = std::find_if(legal.begin(), legal.end(), [&](const chess::Move& m) { return m.uci() == program.bench_reply; });
  line.play(reply != legal.end() ? *reply : legal.front());
  e.set_position(chess::Position::kStartFen, line.moves());
  auto t0 = std::chrono::steady_clock::now();
  result = e.go({});
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

int bench(const Args& original) {
  Args args = original;
  uint64_t cycles = 0;
  uint64_t suite_cycles = 0;
  try {
    cycles = std::stoull(take_option(args, "--cycles", "200000000"));
    suite_cycles = std::stoull(take_option(args, "--suite-cycles", "2000000000"));
  } catch (const std::exception&) {
    std::fprintf(stderr, "veteran bench: --cycles and --suite-cycles take a whole number\n");
    return 2;
  }
  std::string rompath = take_option(args, "--rompath");
  if (!no_unknown_options(args, "bench")) return 2;

  for (const auto& r : bench::run_core_workloads(cycles)) std::printf("%s\n", bench::format(r).c_str());

  // Whole-program suites, when the user has them: the first `suite_cycles` of each.
  for (auto& found : testrig::find_suites(files::file_names_in(files::rompath(rompath)))) {
    auto t0 = std::chrono::steady_clock::now();
    auto res = testrig::run_suite(found.suite, found.image, {}, suite_cycles, true);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    bench::CoreResult r{testrig::cpu_name(found.suite.cpu), found.suite.name, res.cycles, res.instructions, s};
    std::printf("%s\n", bench::format(r).c_str());
  }

  // Period programs whose images are in the rompath: one move at the
  // strongest level (or the program's benchmark level), out of its book,
  // emulated seconds against wall seconds. The native reimplementation of the
  // same program plays the same move at the same level, repeated for a
  // steady wall time per move, and the ratio to the emulated original is
  // printed when that ran.
  std::map<std::string, double> emulated_wall;
  std::map<std::string, const engines::EmulatedProgram*> line_of;
  for (const auto& program : engines::emulated_programs()) {
    std::string family = program.id.substr(0, program.id.find('@'));
    if (!line_of.count(family)) line_of[family] = &program;
    std::unique_ptr<engines::EmulatedEngine> e;
    try {
      e = std::make_unique<engines::EmulatedEngine>(program, files::rompath(rompath), std::vector<std::string>{},
                                                    nullptr);
    } catch (const std::exception&) {
      continue;  // its image is not in the rompath
    }
    try {
      int level = program.bench_level ? program.bench_level : e->max_level();
      engines::SearchResult result;
      // The same move again and again for half a second, as the native
      // engines are timed below: one move of 20 ms swings with the host.
      int repeats = 0;
      double total = 0;
      do {
        total += timed_move(*e, level, program, result);
        ++repeats;
      } while (total < 0.5 && repeats < 1000);
      double wall = total / repeats;
      std::printf("program=%s level=%d move=%s emulated_seconds=%.1f wall_seconds=%.4f speedup=%.0f repeats=%d\n",
                  program.id.c_str(), level, result.move.uci().c_str(), result.seconds, wall,
                  wall > 0 ? result.seconds / wall : 0, repeats);
      emulated_wall[family] = wall;
    } catch (const std::exception& ex) {
      std::printf("program=%s error=\"%s\"\n", program.id.c_str(), ex.what());
    }
  }
  for (const auto& native : engines::native_programs()) {
    std::string family = native.id.substr(0, native.id.find('@'));
    auto e = native.make();
    if (!line_of.count(family)) continue;
    const auto& program = *line_of[family];
    int level = program.bench_level ? program.bench_level : e->max_level();
    int repeats = 0;
    double wall = 0;
    engines::SearchResult result;
    do {
      wall += timed_move(*e, level, program, result);
      ++repeats;
    } while (wall < 0.5 && repeats < 100000);
    double per_move = wall / repeats;
    std::printf("program=%s level=%d move=%s wall_seconds_per_move=%.6f", native.id.c_str(), level,
                result.move.uci().c_str(), per_move);
    if (emulated_wall.count(family)) std::printf(" faster_than_emulated=%.0f", emulated_wall[family] / per_move);
    std::printf("\n");
  }
  return 0;
}

}  // namespace veteran::cli
