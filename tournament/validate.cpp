#include "tournament/validate.hpp"

#include "engines/registry/make_engine.hpp"
#include "tournament/schedule.hpp"

#include <unistd.h>
#include <filesystem>
#include <stdexcept>

namespace veteran::tournament {
namespace {

[[noreturn]] void invalid(const std::string& text) { throw std::invalid_argument(text); }

// The engine's program must be there before any game starts: looked up in
// PATH and /usr/games (as `veteran engine` does), or relative to its folder.
void resolve_command(engines::ExternalSpec& x, const std::string& who) {
  if (x.shell) return;  // a line of /bin/sh: the shell finds its programs
  std::string first = x.command.substr(0, x.command.find(' '));
  std::string rest = x.command.substr(first.size());
  if (first.empty()) invalid(who + ": an empty command");
  if (first.find('/') == std::string::npos) {
    std::string full = engines::find_command(first);
    if (full.empty()) invalid(who + ": no program '" + first + "' in PATH or /usr/games (command " + x.command + ")");
    x.command = full + rest;
    return;
  }
  std::filesystem::path path = x.directory.empty() || first[0] == '/'
                                   ? std::filesystem::path(first)
                                   : (std::filesystem::path(x.directory) / first).lexically_normal();
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec) || access(path.c_str(), X_OK) != 0)
    invalid(who + ": " + path.string() + " is not there or cannot be run (command " + x.command +
            (x.directory.empty() ? "" : ", folder " + x.directory) + ")");
}

}  // namespace

void validate(TournamentConfig& c) {
  const std::string event = c.source.empty() ? "" : c.source + ": ";
  const int engines = static_cast<int>(c.engines.size());
  if (engines < 2)
    invalid(event + "a tournament needs at least two engines, and this one has " + std::to_string(engines));
  if (engines > kMaxEngines)
    invalid(event + std::to_string(engines) + " engines: veteran plays at most " + std::to_string(kMaxEngines) +
            " in one event");
  if (c.pairing != Pairing::knockout) {
    ScheduleSettings s;
    s.pairing = c.pairing;
    s.games = c.games;
    s.seeds = c.seeds;
    s.cutechess = c.cutechess_schedule;
    if (uint64_t total = scheduled_games(engines, s); total > kMaxEventGames)
      invalid(event + "the event would have " + std::to_string(total) + " games (" + std::to_string(engines) +
              " engines, " + std::to_string(c.games) + " games a pairing), more than the " +
              std::to_string(kMaxEventGames) + " veteran schedules in one event");
  }
  if (c.sprt && c.pairing == Pairing::knockout) invalid(event + "an SPRT is for a match, not a knockout");
  if (c.sprt && engines != 2)
    invalid(event + "an SPRT is for a match of two engines, and this event has " + std::to_string(engines));
  for (auto& e : c.engines) {
    const std::string who = "engine \"" + e.name + "\"" + (e.defined_at.empty() ? "" : " (" + e.defined_at + ")");
    if (e.name.find_first_not_of(" \t") == std::string::npos)
      invalid("engine" + (e.defined_at.empty() ? std::string() : " at " + e.defined_at) +
              ": an empty name; give it a name");
    if (e.spec.program) continue;
    auto& x = e.spec.external;
    if (x.protocol != "uci" && x.protocol != "xboard")
      invalid(who + ": unsupported chess protocol '" + x.protocol + "' (uci or xboard)");
    if (!x.directory.empty()) {
      std::error_code ec;
      if (!std::filesystem::exists(x.directory, ec)) invalid(who + ": its folder " + x.directory + " does not exist");
      if (!std::filesystem::is_directory(x.directory, ec)) invalid(who + ": " + x.directory + " is not a folder");
    }
    resolve_command(x, who);
  }
}

}  // namespace veteran::tournament
