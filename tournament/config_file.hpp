// A tournament config as users give it: a Lua file, or the embedded default
// (every engine this machine can run) when no file is named. The config asks
// the registry which programs there are and which are playable here.
#pragma once

#include "tournament/config.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace veteran::tournament {

// The registry's programs, and which of them `rompath` makes playable.
ConfigHost config_host(const std::vector<std::filesystem::path>& rompath);

// How long a config may run (wall time) before it is stopped as a runaway.
inline constexpr double kConfigSeconds = 4;

// Reads FILE (a regular file of at most io::kMaxConfigFile bytes), runs it
// (stopped after kConfigSeconds, inside Lua's C functions too) and checks the
// event as every front end does (validate.hpp). Throws std::runtime_error
// "FILE: why" or the config's "FILE:LINE: ...".
TournamentConfig load_config_file(const std::string& file, const std::vector<std::filesystem::path>& rompath);

}  // namespace veteran::tournament
