// A time limit that holds where Lua's instruction count cannot reach: inside
// its C functions (a pattern that backtracks for ever, string.rep of an
// empty string 2^53 times). `work` runs in a child process (fork) with an
// alarm, and hands its result back as bytes through a pipe: the script runs
// once, inside the box, and the caller builds from what it made.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace veteran::lua {

struct BoxedRun {
  std::string stopped;  // "" if `work` ended in time; otherwise why it was stopped
  std::string output;   // what `work` returned
};

// Runs `work` in a child process for at most `seconds` of wall time and
// returns what it returned (at most `max_output` bytes). `stopped` says why
// there is no result: it ran more than `seconds` ("ran more than 4 s ..."),
// was killed by a signal, threw, said more than `max_output`, or no process
// could be made for it (the work is then not run at all: nothing runs
// outside the box). SIGINT and SIGTERM stop the child with the caller.
BoxedRun run_in_time_box(const std::function<std::string()>& work, double seconds, size_t max_output);

}  // namespace veteran::lua
