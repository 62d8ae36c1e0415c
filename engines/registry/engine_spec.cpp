// Engine specs as users write them ("sargon@native", "uci:stockfish"), and
// finding an engine's command: no engine is started here (make_engine.cpp
// starts them), so a config can be checked without the machines.
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"

#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace veteran::engines {

std::string find_command(const std::string& name) {
  if (name.find('/') != std::string::npos) return access(name.c_str(), X_OK) == 0 ? name : "";
  const char* env = std::getenv("PATH");
  std::string dirs = std::string(env ? env : "/usr/bin:/bin") + ":/usr/games";
  std::istringstream in(dirs);
  for (std::string dir; std::getline(in, dir, ':');) {
    if (dir.empty()) continue;
    std::string full = dir + "/" + name;
    if (access(full.c_str(), X_OK) == 0) return full;
  }
  return "";
}

EngineSpec parse_engine_spec(const std::string& text) {
  EngineSpec spec;
  for (const std::string protocol : {"uci", "xboard"}) {
    if (text.rfind(protocol + ":", 0) != 0) continue;
    spec.external.protocol = protocol;
    spec.external.command = text.substr(protocol.size() + 1);
    std::string first = spec.external.command.substr(0, spec.external.command.find(' '));
    std::string full = find_command(first);
    if (!full.empty()) spec.external.command = full + spec.external.command.substr(first.size());
    return spec;  // named as it names itself (UCI's id name, xboard's myname), else by its command
  }
  std::istringstream words(text);
  std::string id;
  words >> id;
  if (!find_program(id))
    throw std::invalid_argument("no engine '" + text + "': give a program (" + program_list() +
                                ") or uci:COMMAND / xboard:COMMAND");
  spec.program = find_program(id);
  for (std::string word; words >> word;) {
    const size_t eq = word.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == word.size())
      throw std::invalid_argument("engine '" + text + "': '" + word + "' is not KEY=VALUE");
    check_setting(*spec.program, word.substr(0, eq));
    spec.settings.emplace_back(word.substr(0, eq), word.substr(eq + 1));
  }
  return spec;
}

}  // namespace veteran::engines
