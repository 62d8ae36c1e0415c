// veteran compare A B --positions FILE [--level N]: do two engines choose the
// same moves, and how much faster is one; with --games, where do their games
// against the same opponent part.
#include "commands.hpp"
#include "veteran/tournament/compare.hpp"
#include "veteran/emu/files/rompath.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

int compare(const Args& original) {
  Args args = original;
  tournament::CompareOptions o;
  o.positions = take_option(args, "--positions");
  std::string level = take_option(args, "--level", "0"), max = take_option(args, "--max", "0"),
              show = take_option(args, "--show", "10"), games = take_option(args, "--games", "0");
  o.opponent = take_option(args, "--opponent");
  o.record = take_option(args, "--record");
  o.opponent_tc = take_option(args, "--opponent-tc", o.opponent_tc);
  o.tc = take_option(args, "--tc", o.tc);
  std::string rompath = take_option(args, "--rompath");
  for (std::string i; !(i = take_option(args, "--image")).empty();) o.images.push_back(i);
  if (!no_unknown_options(args, "compare")) return 2;
  if (args.size() != 2) {
    std::fprintf(stderr,
                 "usage: veteran compare A B --positions FILE [--level N] [--tc TC] [--max N] [--show N]\n"
                 "                         [--image FILE]... [--rompath DIRS] [--record FACTS]\n"
                 "       veteran compare A B --games N --opponent ENGINE [--positions OPENINGS] [--tc TC] "
                 "[--opponent-tc TC]\n"
                 "A, B, ENGINE: a program (microchess@kim1, microchess@native, ...) or uci:COMMAND / xboard:COMMAND\n");
    return 2;
  }
  try {
    o.level = std::stoi(level);
    o.max_positions = std::stoi(max);
    o.show = std::stoi(show);
    o.games = std::stoi(games);
    o.rompath = files::rompath(rompath);
    return tournament::compare_engines(args[0], args[1], o, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran compare: %s\n", e.what());
    return 2;
  }
}

}  // namespace veteran::cli
