// veteran rank SUITE.epd --engine ENGINE [--tc LIMIT] [--method M]: Senft's
// test: the rank an engine gives each position's recommended move, as Table I.
#include "cli/commands.hpp"
#include "engines/external/process.hpp"
#include "suites/move_ranking.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& rank_options() {
  static const std::vector<Option> table = {
      {"--engine", Option::text, "ENGINE",
       "the engine: a program such as sargon@native or microchess@kim1, uci:COMMAND, xboard:COMMAND", ""},
      {"--tc", Option::text, "LIMIT", "the limit of each search, as veteran match writes it (st=, nodes=, depth=)",
       "st=1"},
      positions_level_option(),
      {"--method", Option::text, "M",
       "how the order is had: auto, multipv (UCI MultiPV), searchmoves (a search a move), replies (a search after "
       "each move), choice (the engine's choice only)",
       "auto"},
      {"--order", Option::flag, "", "print every position's moves in the engine's order (rank:move)", ""},
      max_positions_option(),
      {"--csv", Option::text, "FILE", "write every ranking as CSV", ""},
      image_option(),
      rompath_option(),
  };
  return table;
}

int rank(const Args& args) {
  Options o("rank", rank_options(), args);
  if (o.positional().size() != 1)
    throw UsageError("ranks each position's recommended move: veteran rank SUITE.epd --engine ENGINE");
  suites::RankOptions r;
  r.engine = o.text("--engine");
  r.tc = time_control_of(o, "--tc");
  r.level = static_cast<int>(o.whole("--level"));
  r.show_order = o.flag("--order");
  r.max_positions = static_cast<int>(o.whole("--max"));
  r.csv = o.text("--csv");
  r.images = o.list("--image");
  r.rompath = rompath_of(o);
  if (r.engine.empty()) throw UsageError("no engine: give --engine ENGINE (see veteran rank --help)");
  try {
    r.method = suites::parse_rank_method(o.text("--method"));
    engines::Process::kill_all_on_interrupt();
    return suites::run_ranking(o.positional()[0], r, std::cout, std::cerr);
  } catch (const std::invalid_argument& e) { throw UsageError(e.what()); } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran rank: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
