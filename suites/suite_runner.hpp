// veteran suite: every position of an EPD test suite put to one or more
// engines under a limit (a time, nodes, a depth, or a period program's level);
// solved when the move chosen is a `bm` and no `am`. Time to solution is when
// the engine's preferred move became right and stayed right to the end (from
// what it said while it thought; an engine that says nothing: its whole time,
// emulated seconds for period programs). Positions run `concurrency` at a
// time, each worker with its own engine; an engine that dies costs its
// position and is started afresh for the next.
#pragma once

#include "engines/play/time_control.hpp"
#include "suites/test_positions.hpp"

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace veteran::suites {

struct SuiteOptions {
  std::vector<std::string> engines;                               // specs: "sargon@native", "uci:stockfish", ...
  engines::TimeControl tc = engines::TimeControl::parse("st=1");  // read once, where the user gave it
  int level = 0;                                                  // period programs' level (0: as the limit picks)
  int concurrency = 1;
  int max_positions = 0;  // 0: all
  std::vector<std::string> images;
  std::vector<std::filesystem::path> rompath;
  std::string csv;        // a CSV file of every result ("" : none)
  std::string played_by;  // a PGN file's positions of this player, its moves the answers
  bool quiet = false;     // the summary only, not a line a position
};

struct PositionResult {
  std::string engine;
  const TestPosition* position = nullptr;
  bool tested = false;  // the engine was asked and answered with a legal move
  bool solved = false;
  std::string move;       // SAN, or what the engine said
  double seconds = 0;     // the time it took (emulated seconds for period programs)
  double solved_at = -1;  // time to solution (-1: not solved)
  int depth = 0;
  std::string note;  // why it was not tested, or how the engine failed
};

// Runs the suite file; writes a line a position and a summary to `out`,
// warnings to `log`. Returns 0 when every position was tested by every engine.
int run_suite(const std::string& file, const SuiteOptions& options, std::ostream& out, std::ostream& log);

// The same on positions already read (for tests).
std::vector<PositionResult> run_positions(const std::vector<TestPosition>& positions, const std::string& engine,
                                          const SuiteOptions& options, std::ostream& out, std::ostream& log);

// CSV header and a row; a field quoted as RFC 4180 wants when it must be.
std::string csv_field(const std::string& text);
std::string csv_header();
std::string csv_row(const PositionResult& r);

}  // namespace veteran::suites
