// veteran compare A B --positions FILE [--level N]: do two engines choose the
// same moves, and how much faster is one; with --games, where do their games
// against the same opponent part.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "tournament/compare.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& compare_options() {
  static const std::vector<Option> table = {
      {"--positions", Option::text, "FILE",
       "every position of an EPD file, or every ply of a PGN file (with --games: openings; with B played:NAME, "
       "the plies where NAME was to move, game by game)",
       ""},
      {"--level", Option::whole, "N", "both programs' level (0: their own default)", "0", 0, 99},
      {"--tc", Option::text, "TC", "the compared engines' limits (period programs go by their level)", "depth=4"},
      max_positions_option(),
      {"--show", Option::whole, "N", "disagreements printed", "10", 0, 1e9},
      {"--games", Option::whole, "N", "play N games each against --opponent and show where they part", "0", 0, 1e6},
      {"--opponent", Option::text, "ENGINE", "the opponent of --games", ""},
      {"--opponent-tc", Option::text, "TC", "the opponent's limits", "depth=2"},
      image_option(),
      {"--record", Option::text, "FACTS", "append each compared position from the start with A's move, as a facts file",
       ""},
      rompath_option(),
  };
  return table;
}

int compare(const Args& args) {
  Options o("compare", compare_options(), args);
  if (o.positional().size() != 2)
    throw UsageError(
        "compares two engines: veteran compare A B ... (A, B: a program such as microchess@kim1 or "
        "microchess@native, or uci:COMMAND / xboard:COMMAND; B may be played:NAME, the moves NAME made in the "
        "--positions PGN's games; see 'veteran compare --help')");
  tournament::CompareOptions c;
  c.positions = o.text("--positions");
  c.level = static_cast<int>(o.whole("--level"));
  c.max_positions = static_cast<int>(o.whole("--max"));
  c.show = static_cast<int>(o.whole("--show"));
  c.games = static_cast<int>(o.whole("--games"));
  c.opponent = o.text("--opponent");
  c.opponent_tc = time_control_of(o, "--opponent-tc");
  c.tc = time_control_of(o, "--tc");
  c.images = o.list("--image");
  c.record = o.text("--record");
  c.rompath = rompath_of(o);
  return tournament::compare_engines(o.positional()[0], o.positional()[1], c, std::cout, std::cerr);
}

}  // namespace veteran::cli
