#include "tournament/config_file.hpp"

#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"
#include "tournament/validate.hpp"
#include "util/io/input_file.hpp"
#include "util/lua/time_box.hpp"

#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::tournament {
namespace {
// The most a config's calls may come to: far above any event's settings.
constexpr size_t kMaxRecordedConfig = size_t{64} << 20;
}  // namespace

ConfigHost config_host(const std::vector<std::filesystem::path>& rompath) {
  ConfigHost host;
  for (const auto& p : engines::period_programs()) {
    host.programs.push_back(p.id);
    if (p.kind == engines::ProgramKind::player) host.players.push_back(p.id);
  }
  host.available = [rompath](const std::string& id) { return engines::program_available(id, rompath); };
  return host;
}

TournamentConfig load_config_file(const std::string& file, const std::vector<std::filesystem::path>& rompath) {
  std::string text;
  if (file.empty()) {
    for (const auto& [name, body] : embedded::tournament_default_files())
      if (name == "default.lua") text = body;
  } else {
    text = io::read_file(file, io::kMaxConfigFile, "a tournament config");
  }
  const std::string name = file.empty() ? std::string("the default tournament") : file;
  // The config runs once, in a child process, where a script stuck inside
  // one of Lua's C functions (a pattern that backtracks for ever) can be
  // stopped; what it built comes back as its calls, replayed here.
  const lua::BoxedRun run = lua::run_in_time_box(
      [&]() -> std::string {
        try {
          return "R" + record_config(text, file, config_host(rompath));
        } catch (const std::exception& e) { return std::string("X") + e.what(); }
      },
      kConfigSeconds, kMaxRecordedConfig);
  if (!run.stopped.empty()) throw std::runtime_error(name + ": " + run.stopped);
  if (run.output.empty()) throw std::runtime_error(name + ": its run in the time box said nothing");
  if (run.output[0] == 'X') throw std::runtime_error(run.output.substr(1));
  TournamentConfig config = replay_config(std::string_view(run.output).substr(1), file, config_host(rompath));
  try {
    validate(config);  // as for cutechess-cli's command line: commands found in PATH or /usr/games, folders there
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    throw std::runtime_error(what.rfind(name + ":", 0) == 0 ? what : name + ": " + what);
  }
  return config;
}

}  // namespace veteran::tournament
