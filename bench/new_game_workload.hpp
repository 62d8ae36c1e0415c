// What a new game costs an emulated engine, for `veteran bench`: the program
// booted afresh (its machine built from the rompath, the image put in, the
// referee's script loaded and its `start` run in emulated time: what every
// new game cost before save states) against the engine's restart (its
// post-boot snapshot and the script's remembered state put back).
#pragma once

#include "engines/programs.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace veteran::bench {

struct NewGameResult {
  std::string program;
  double boot_seconds = 0;     // one boot, averaged
  double restart_seconds = 0;  // one restart, averaged
  int boots = 0, restarts = 0;
};

// Throws std::runtime_error when the program's image is not to be had.
NewGameResult run_new_game_workload(const engines::PeriodProgram& program,
                                    const std::vector<std::filesystem::path>& rompath,
                                    const std::vector<std::string>& images);

// program=... workload=new-game boot_ms=... restart_us=... boots=... restarts=...
std::string format(const NewGameResult& r);

}  // namespace veteran::bench
