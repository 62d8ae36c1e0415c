// veteran rank SUITE.epd --engine ENGINE [--tc LIMIT] [--method M]: Senft's
// test: the rank an engine gives each position's recommended move, as Table I.
#include "cli/commands.hpp"
#include "engines/external/process.hpp"
#include "suites/move_ranking.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

namespace {

using Rank = suites::RankOptions;

const std::vector<Row<Rank>>& rank_rows() {
  static const std::vector<Row<Rank>> rows = {
      text_row(
          Option{"--engine", Option::text, "ENGINE",
                 "the engine: a program such as sargon@native or microchess@kim1, uci:COMMAND, xboard:COMMAND", ""},
          &Rank::engine),
      time_control_row(Option{"--tc", Option::text, "LIMIT",
                              "the limit of each search, as veteran match writes it (st=, nodes=, depth=)", "st=1"},
                       &Rank::tc),
      positions_level_row<Rank>(),
      // Read with the command's other errors (a UsageError naming the methods).
      plain_row<Rank>({"--method", Option::text, "M",
                       "how the order is had: auto, multipv (UCI MultiPV), searchmoves (a search a move), replies (a "
                       "search after each move), choice (the engine's choice only)",
                       "auto"}),
      flag_row(
          Option{"--order", Option::flag, "", "print every position's moves in the engine's order (rank:move)", ""},
          &Rank::show_order),
      max_positions_row<Rank>(),
      text_row(Option{"--csv", Option::text, "FILE", "write every ranking as CSV", ""}, &Rank::csv),
      image_row<Rank>(),
      rompath_row<Rank>(),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& rank_options() {
  static const std::vector<Option> table = options_of(rank_rows());
  return table;
}

int rank(const Args& args) {
  Options o("rank", rank_options(), args);
  if (o.positional().size() != 1)
    throw UsageError("ranks each position's recommended move: veteran rank SUITE.epd --engine ENGINE");
  suites::RankOptions r;
  apply_rows(rank_rows(), o, r);
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
