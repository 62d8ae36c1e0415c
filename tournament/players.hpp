// The engines a config names, made ready to play: veteran's own programs
// (emulated period programs and, later, native ones) in this process,
// external engines as child processes.
#pragma once

#include "config.hpp"
#include "engine.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::tournament {

using Log = std::function<void(const std::string&)>;

// Program ids veteran plays itself ("microchess@kim1", ...).
std::vector<std::string> veteran_programs();
// Whether a veteran program can play here (its images are in the rompath).
bool program_available(const std::string& id, const std::vector<std::filesystem::path>& rompath);

// A fresh engine for one game; throws (EngineFailure for external engines
// that do not start) with the engine's name in the message.
std::unique_ptr<engines::Engine> make_engine(const EngineEntry& entry, double hang_seconds,
                                             const std::vector<std::filesystem::path>& rompath, const Log& log);

}  // namespace veteran::tournament
