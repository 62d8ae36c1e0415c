// veteran: one executable, subcommands in a table.
#include "commands.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace veteran::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"bench", "[--cycles N] [--rompath DIRS]",
       "measure each CPU core (emulated MHz, host ns per instruction)", bench},
      {"run", "MACHINE [--program NAME] [--keys \"K K wait:MS type:WORD ...\"] [--seconds N] [--load FILE@ADDR] [--tape FILE] [--rompath DIRS]",
       "run a machine headless, type keys, print its display", run},
      {"engine", "PROGRAM [--image FILE]... [--level N] [--rompath DIRS]",
       "a period program as an xboard or UCI engine (e.g. microchess@kim1)", engine},
      {"tournament", "[CONFIG.lua] [--resume] [--standings] [--rompath DIRS]",
       "play a tournament in emulated time and write PGN and standings (no CONFIG: every engine found)", tournament},
      {"compare", "A B --positions FILE [--level N] | A B --games N --opponent ENGINE",
       "do two engines (e.g. microchess@kim1 and microchess@native) choose the same moves?", compare},
      {"perft", "[--fen FEN] --depth N [--divide]", "count the legal move paths to a depth (rules check)", perft},
      {"roms", "[SET|MACHINE...] [--rompath DIRS]",
       "audit your ROMs and program images against the known sets (like mame -verifyroms)", roms},
      {"cputest", "FILE [--max-cycles N] | --all [--rompath DIRS]",
       "run a known CPU test program (6502 functional test, ZEXDOC/ZEXALL, 8080 suites)", cputest},
  };
  return table;
}

std::string take_option(Args& args, const std::string& name, const std::string& fallback) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == name && i + 1 < args.size()) {
      std::string v = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + 2);
      return v;
    }
    if (args[i].rfind(name + "=", 0) == 0) {
      std::string v = args[i].substr(name.size() + 1);
      args.erase(args.begin() + static_cast<long>(i));
      return v;
    }
  }
  return fallback;
}

bool take_flag(Args& args, const std::string& name) {
  auto it = std::find(args.begin(), args.end(), name);
  if (it == args.end()) return false;
  args.erase(it);
  return true;
}

bool no_unknown_options(const Args& args, const char* command) {
  for (const auto& a : args)
    if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "veteran %s: unknown option '%s' (see 'veteran %s --help')\n", command, a.c_str(), command);
      return false;
    }
  return true;
}

}  // namespace veteran::cli

namespace {

void print_help() {
  std::printf("usage: veteran COMMAND [ARGS]\n\n"
              "Runs the chess programs of the first microcomputers on exact emulations of their machines.\n\n"
              "commands:\n");
  for (const auto& c : veteran::cli::commands()) std::printf("  %-10s %s\n", c.name, c.summary);
  std::printf("\n'veteran COMMAND --help' shows a command's arguments.\n"
              "User files (ROMs, programs, CPU test suites) are found through --rompath or VETERAN_ROMPATH.\n");
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
    std::printf("usage: veteran %s %s\n\n%s\n", it->name, it->usage, it->summary);
    return 0;
  }
  return it->run(args);
}
