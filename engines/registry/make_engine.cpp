#include "veteran/engines/registry/make_engine.hpp"

#include "veteran/engines/emulated/emulated_engine.hpp"
#include "veteran/engines/native/microchess_engine.hpp"
#include "veteran/engines/native/sargon_engine.hpp"

#include <cstdlib>
#include <map>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace veteran::engines {
namespace {

// The native reimplementations, by program id.
const std::map<std::string, std::function<std::unique_ptr<Engine>()>>& native_makers() {
  static const std::map<std::string, std::function<std::unique_ptr<Engine>()>> makers = {
      {"microchess@native", [] { return std::make_unique<NativeMicrochess>(); }},
      {"sargon@native", [] { return std::make_unique<NativeSargon>(); }},
  };
  return makers;
}

std::unique_ptr<Engine> make_program(const EngineSpec& spec, const EngineContext& context) {
  const PeriodProgram& p = program(spec.program);
  std::unique_ptr<Engine> engine;
  if (p.native()) {
    auto maker = native_makers().find(p.id);
    if (maker == native_makers().end()) throw std::logic_error("no native engine for " + p.id);
    engine = maker->second();
  } else {
    engine = std::make_unique<EmulatedEngine>(p, context.rompath, spec.images, context.log);
  }
  if (spec.level > 0) engine->set_level(spec.level);
  return engine;
}

}  // namespace

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
    spec.external.name = text;
    return spec;
  }
  if (!find_program(text))
    throw std::invalid_argument("no engine '" + text + "': give a program (" + program_list() +
                                ") or uci:COMMAND / xboard:COMMAND");
  spec.program = text;
  return spec;
}

std::unique_ptr<Engine> make_engine(const EngineSpec& spec, const EngineContext& context) {
  if (!spec.program.empty()) return make_program(spec, context);
  ExternalSpec external = spec.external;
  if (external.hang_seconds <= 0) external.hang_seconds = context.hang_seconds;
  return start_external_engine(external);
}

bool program_available(const std::string& id, const std::vector<std::filesystem::path>& rompath) {
  const PeriodProgram* p = find_program(id);
  if (!p) return false;
  if (p->native()) return true;  // native programs need no files
  try {
    EmulatedEngine probe(*p, rompath, {}, nullptr);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<files::Segment> program_image(const PeriodProgram& program, const std::vector<std::filesystem::path>& rompath,
                                          const std::function<void(const std::string&)>& log) {
  return find_image(program, rompath, {}, log);
}

}  // namespace veteran::engines
