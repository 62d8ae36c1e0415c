// veteran suite FILE.epd --engine ENGINE... [--tc LIMIT] [--concurrency K]
// [--csv FILE]: the EPD test runner (Bratko-Kopec, WAC, Senft's forty).
#include "cli/commands.hpp"
#include "engines/external/process.hpp"
#include "suites/suite_runner.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

namespace {

using Suite = suites::SuiteOptions;

const std::vector<Row<Suite>>& suite_rows() {
  static const std::vector<Row<Suite>> rows = {
      list_row(Option{"--engine", Option::list, "ENGINE",
                      "an engine to test (repeatable): a program such as sargon@native or microchess@kim1, "
                      "uci:COMMAND, xboard:COMMAND",
                      ""},
               &Suite::engines),
      time_control_row(Option{"--tc", Option::text, "LIMIT",
                              "the limit a position, as veteran match writes it: st=SECONDS, nodes=N, depth=N (period "
                              "programs: their level fits the time, on their emulated clock)",
                              "st=1"},
                       &Suite::tc),
      positions_level_row<Suite>(),
      whole_row(Option{"--concurrency", Option::whole, "K", "positions searched at once, each by its own engine", "1",
                       1, 256},
                &Suite::concurrency),
      max_positions_row<Suite>(),
      text_row(Option{"--csv", Option::text, "FILE", "write every result as CSV", ""}, &Suite::csv),
      text_row(Option{"--played-by", Option::text, "NAME",
                      "FILE is a PGN: the positions where NAME (in the White or Black tag) was to move, its moves the "
                      "answers (how often an engine plays as a program actually played)",
                      ""},
               &Suite::played_by),
      flag_row(Option{"--quiet", Option::flag, "", "the summary only, no line a position", ""}, &Suite::quiet),
      image_row<Suite>(),
      rompath_row<Suite>(),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& suite_options() {
  static const std::vector<Option> table = options_of(suite_rows());
  return table;
}

int suite(const Args& args) {
  Options o("suite", suite_options(), args);
  if (o.positional().size() != 1)
    throw UsageError("runs an EPD test suite: veteran suite FILE.epd --engine ENGINE [--engine ENGINE ...]");
  suites::SuiteOptions s;
  apply_rows(suite_rows(), o, s);
  if (s.engines.empty()) throw UsageError("no engine: give --engine ENGINE (see veteran suite --help)");
  try {
    engines::Process::kill_all_on_interrupt();
    return suites::run_suite(o.positional()[0], s, std::cout, std::cerr);
  } catch (const std::invalid_argument& e) { throw UsageError(e.what()); } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran suite: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
