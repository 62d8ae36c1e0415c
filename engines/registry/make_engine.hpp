// Every engine veteran plays is made here, from what the user names: one of
// veteran's programs (engines/programs.hpp), on its emulated machine or
// natively, or an external xboard/UCI engine. The commands, the tournament,
// `compare` and the GUI all make their engines through make_engine.
#pragma once

#include "emu/formats/memory_image.hpp"
#include "engines/engine.hpp"
#include "engines/external/external_engine.hpp"
#include "engines/programs.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::engines {

struct EngineSpec {
  // A veteran program, resolved once to its registry entry where the id was
  // read (nullptr: an external engine).
  const PeriodProgram* program = nullptr;
  int level = 0;                      // 0: as the time control picks (programs only)
  std::vector<std::string> images{};  // image specs for an emulated program ("" : from the rompath)
  // The program's own settings (PeriodProgram::settings), KEY and VALUE: weights=FILE for player@native.
  std::vector<std::pair<std::string, std::string>> settings{};
  ExternalSpec external{};  // when external
};

// "microchess@kim1", "sargon@native", "uci:stockfish", "xboard:fairymax -x":
// the command of an external engine is looked up in PATH and /usr/games. A
// program's settings follow its id: "player@native weights=trained.txt".
// Throws std::invalid_argument naming the programs there are.
EngineSpec parse_engine_spec(const std::string& text);

// Where engines find their files and say what they have to say.
struct EngineContext {
  std::vector<std::filesystem::path> rompath;
  std::function<void(const std::string&)> log;  // warnings and referee lines (may be empty)
  double hang_seconds = 0;                      // for external engines that give none (0: automatic)
};

// A fresh engine. Throws std::invalid_argument for an unknown program or a
// level it does not have, std::runtime_error for missing files (saying what
// to put where), EngineFailure for an external engine that does not start.
std::unique_ptr<Engine> make_engine(const EngineSpec& spec, const EngineContext& context);

// The ids of the native engines make_engine can make: every native program of
// the registry has one, and no other (a test holds the two lists together).
std::vector<std::string> native_engine_ids();

// Whether a program can play here: native, or its image is in the rompath.
bool program_available(const std::string& id, const std::vector<std::filesystem::path>& rompath);
// Why it cannot (the missing files, where they were looked for, as make_engine says it); "" if it can.
std::string program_unavailable(const std::string& id, const std::vector<std::filesystem::path>& rompath);

// An emulated program's image as its engine would load it (for `veteran run --program`).
std::vector<files::Segment> program_image(const PeriodProgram& program,
                                          const std::vector<std::filesystem::path>& rompath,
                                          const std::function<void(const std::string&)>& log);

// The full path of a command in PATH or /usr/games (where Debian puts chess
// engines), or "" if it is not installed.
std::string find_command(const std::string& name);

}  // namespace veteran::engines
