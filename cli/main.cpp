// veteran: one executable, subcommands in a table.
#include "cli/commands.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace veteran::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"bench", "", "measure each CPU core (emulated MHz, host ns per instruction) and the period programs", bench,
       bench_options},
      {"run", "MACHINE", "run a machine headless, type keys, print its display", run, run_options, run_help_for},
      {"engine", "PROGRAM", "a period program as an xboard or UCI engine (e.g. microchess@kim1)", engine,
       engine_options},
      {"tournament", "[CONFIG.lua]",
       "play a tournament in emulated time and write PGN and standings (no CONFIG: every engine found)", tournament,
       tournament_options},
      {"match", "-engine ... -engine ...",
       "a match or tournament from cutechess-cli's command line (its options, plus -engine program=ID)", match,
       match_options},
      {"compare", "A B", "do two engines (e.g. microchess@kim1 and microchess@native) choose the same moves?", compare,
       compare_options},
      {"mate", "FEN N | FILE.epd",
       "solve chess problems: directmates (#N), selfmates (s#N), helpmates (h#N); keys, solution trees, statistics",
       mate, mate_options},
      {"suite", "FILE.epd --engine ENGINE...",
       "run an EPD test suite (bm/am) on engines: solved or not, time to solution, a table and CSV", suite,
       suite_options},
      {"rank", "FILE.epd --engine ENGINE",
       "Senft's test: every legal move ordered by an engine, the rank of the recommended one, as his Table I", rank,
       rank_options},
      {"train", "player@native --positions FILE --weights-out W",
       "PRO: train PLAYER's weights on positions with an expert's move (Senft 1975, a reconstruction)", train,
       train_options},
      {"perft", "", "count the legal move paths to a depth (rules check)", perft, perft_options},
      {"roms", "[SET|MACHINE...]", "audit your ROMs and program images against the known sets (like mame -verifyroms)",
       roms, roms_options},
      {"gui", "", "the window: play a period program on its own machine's face, watch engines, run a machine", gui,
       gui_options},
      {"cputest", "[FILE]", "run a known CPU test program (6502 functional test, ZEXDOC/ZEXALL, 8080 suites)", cputest,
       cputest_options},
  };
  return table;
}

}  // namespace veteran::cli

namespace {

void print_help() {
  std::printf(
      "usage: veteran COMMAND [ARGS]\n\n"
      "Runs the chess programs of the first microcomputers on exact emulations of their machines.\n\n"
      "commands:\n");
  for (const auto& c : veteran::cli::commands()) std::printf("  %-10s %s\n", c.name, c.summary);
  std::printf(
      "\n'veteran COMMAND --help' shows a command's arguments.\n"
      "User files (ROMs, programs, CPU test suites) are found through --rompath or VETERAN_ROMPATH.\n");
}

// A command's status once what it printed is known to be written: output
// lost to a full disk, a file-size limit or a closed pipe is an error
// (status 1, named), not a silent success with half a report.
int standard_output_written(const char* command, int status) {
  errno = 0;
  std::cout.flush();
  const bool lost = std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout.good();
  if (!lost) return status;
  const int why = errno;
  std::fprintf(stderr, "veteran %s: cannot write standard output%s%s; what it printed is incomplete\n", command,
               why ? ": " : "", why ? std::strerror(why) : "");
  return status == 0 ? 1 : status;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "help")) {
    print_help();
    return argc < 2 ? 2 : 0;
  }
  if (!std::strcmp(argv[1], "--version")) {
    std::printf("veteran %s\n", VETERAN_VERSION);
    return 0;
  }
  const auto& table = veteran::cli::commands();
  auto it = std::find_if(table.begin(), table.end(), [&](const auto& c) { return !std::strcmp(c.name, argv[1]); });
  if (it == table.end()) {
    std::fprintf(stderr, "veteran: unknown command '%s' (see 'veteran --help')\n", argv[1]);
    return 2;
  }
  veteran::cli::Args args(argv + 2, argv + argc);
  if (std::find(args.begin(), args.end(), "--help") != args.end()) {
    std::printf("usage: veteran %s %s%s[OPTIONS]\n\n%s\n\noptions:\n%s", it->name, it->usage, *it->usage ? " " : "",
                it->summary, veteran::cli::options_help(it->options()).c_str());
    if (it->help_for) std::printf("%s", it->help_for(args).c_str());
    return standard_output_written(it->name, 0);
  }
  // A file-size limit (ulimit -f) makes a write fail with EFBIG, which every
  // writer reports naming its file, instead of killing veteran unannounced.
  std::signal(SIGXFSZ, SIG_IGN);
  // No input ends in an abort: a usage mistake is status 2, anything else 1,
  // each with the reason.
  try {
    return standard_output_written(it->name, it->run(args));
  } catch (const veteran::cli::UsageError& e) {
    std::fprintf(stderr, "veteran %s: %s\n", it->name, e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran %s: %s\n", it->name, e.what());
    return 1;
  } catch (...) {
    std::fprintf(stderr, "veteran %s: an unknown error\n", it->name);
    return 1;
  }
}
