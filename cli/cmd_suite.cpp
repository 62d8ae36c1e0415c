// veteran suite FILE.epd --engine ENGINE... [--tc LIMIT] [--concurrency K]
// [--csv FILE]: the EPD test runner (Bratko-Kopec, WAC, Senft's forty).
#include "cli/commands.hpp"
#include "engines/external/process.hpp"
#include "suites/suite_runner.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& suite_options() {
  static const std::vector<Option> table = {
      {"--engine", Option::list, "ENGINE",
       "an engine to test (repeatable): a program such as sargon@native or microchess@kim1, uci:COMMAND, "
       "xboard:COMMAND",
       ""},
      {"--tc", Option::text, "LIMIT",
       "the limit a position, as veteran match writes it: st=SECONDS, nodes=N, depth=N (period programs: their level "
       "fits the time, on their emulated clock)",
       "st=1"},
      positions_level_option(),
      {"--concurrency", Option::whole, "K", "positions searched at once, each by its own engine", "1", 1, 256},
      max_positions_option(),
      {"--csv", Option::text, "FILE", "write every result as CSV", ""},
      {"--played-by", Option::text, "NAME",
       "FILE is a PGN: the positions where NAME (in the White or Black tag) was to move, its moves the answers "
       "(how often an engine plays as a program actually played)",
       ""},
      {"--quiet", Option::flag, "", "the summary only, no line a position", ""},
      image_option(),
      rompath_option(),
  };
  return table;
}

int suite(const Args& args) {
  Options o("suite", suite_options(), args);
  if (o.positional().size() != 1)
    throw UsageError("runs an EPD test suite: veteran suite FILE.epd --engine ENGINE [--engine ENGINE ...]");
  suites::SuiteOptions s;
  s.engines = o.list("--engine");
  s.tc = time_control_of(o, "--tc");
  s.level = static_cast<int>(o.whole("--level"));
  s.concurrency = static_cast<int>(o.whole("--concurrency"));
  s.max_positions = static_cast<int>(o.whole("--max"));
  s.csv = o.text("--csv");
  s.played_by = o.text("--played-by");
  s.quiet = o.flag("--quiet");
  s.images = o.list("--image");
  s.rompath = rompath_of(o);
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
