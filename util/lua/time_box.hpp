// A time limit that holds where Lua's instruction count cannot reach: inside
// its C functions (a pattern that backtracks for ever, string.rep of an
// empty string 2^53 times). `work` is first run in a child process (fork)
// with an alarm; the caller runs it for real only if it ended there.
#pragma once

#include <functional>
#include <string>

namespace veteran::lua {

// Runs `work` in a child process for at most `seconds` of wall time (its
// exceptions are its own business: the caller's own run will raise them
// again). Returns "" if it ended in time, otherwise why it was stopped
// ("ran more than 4 s ...", killed by a signal, interrupted). SIGINT and
// SIGTERM stop the child with the caller.
std::string run_in_time_box(const std::function<void()>& work, double seconds);

}  // namespace veteran::lua
