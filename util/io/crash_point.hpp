// Crash points for the kill drills in tests/ (SQLite's way of testing what a
// crash at a chosen moment leaves behind). VETERAN_CRASH_AT="LABEL:N[,...]"
// kills the process with SIGKILL the Nth time the code passes crash point
// LABEL; unset, a crash point costs one look at a flag.
#pragma once

#include <string>

namespace veteran::io {

// True the Nth time LABEL is passed (then the caller does its half-done part
// and calls crash_now), false otherwise.
bool crash_due(const std::string& label);
[[noreturn]] void crash_now();
// crash_due(LABEL) then crash_now().
inline void crash_point(const std::string& label) {
  if (crash_due(label)) crash_now();
}

}  // namespace veteran::io
