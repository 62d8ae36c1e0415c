// veteran compare A B --positions FILE [--level N]: do two engines choose the
// same moves, and how much faster is one; with --games, where do their games
// against the same opponent part.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "tournament/compare.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

namespace {

using Compare = tournament::CompareOptions;

const std::vector<Row<Compare>>& compare_rows() {
  static const std::vector<Row<Compare>> rows = {
      text_row(Option{"--positions", Option::text, "FILE",
                      "every position of an EPD file, or every ply of a PGN file (with --games: openings; with B "
                      "played:NAME, the plies where NAME was to move, game by game)",
                      ""},
               &Compare::positions),
      whole_row(Option{"--level", Option::whole, "N", "both programs' level (0: their own default)", "0", 0, 99},
                &Compare::level),
      time_control_row(Option{"--tc", Option::text, "TC",
                              "the compared engines' limits (period programs go by their level)", "depth=4"},
                       &Compare::tc),
      max_positions_row<Compare>(),
      whole_row(Option{"--show", Option::whole, "N", "disagreements printed", "10", 0, 1e9}, &Compare::show),
      whole_row(Option{"--games", Option::whole, "N", "play N games each against --opponent and show where they part",
                       "0", 0, 1e6},
                &Compare::games),
      text_row(Option{"--opponent", Option::text, "ENGINE", "the opponent of --games", ""}, &Compare::opponent),
      time_control_row(Option{"--opponent-tc", Option::text, "TC", "the opponent's limits", "depth=2"},
                       &Compare::opponent_tc),
      image_row<Compare>(),
      text_row(Option{"--record", Option::text, "FACTS",
                      "append each compared position from the start with A's move, as a facts file", ""},
               &Compare::record),
      rompath_row<Compare>(),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& compare_options() {
  static const std::vector<Option> table = options_of(compare_rows());
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
  apply_rows(compare_rows(), o, c);
  return tournament::compare_engines(o.positional()[0], o.positional()[1], c, std::cout, std::cerr);
}

}  // namespace veteran::cli
