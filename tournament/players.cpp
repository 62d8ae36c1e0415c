#include "players.hpp"

#include "emulated/emulated_engine.hpp"
#include "external/external_engine.hpp"
#include "native/native_programs.hpp"

#include <algorithm>

namespace veteran::tournament {

std::vector<std::string> veteran_programs() {
  std::vector<std::string> ids;
  for (const auto& p : engines::emulated_programs()) ids.push_back(p.id);
  for (const auto& p : engines::native_programs()) ids.push_back(p.id);
  return ids;
}

bool program_available(const std::string& id, const std::vector<std::filesystem::path>& rompath) {
  for (const auto& p : engines::native_programs())
    if (p.id == id) return true;  // native programs need no files
  for (const auto& p : engines::emulated_programs()) {
    if (p.id != id) continue;
    try {
      engines::EmulatedEngine probe(p, rompath, {}, nullptr);
      return true;
    } catch (const std::exception&) {
      return false;
    }
  }
  return false;
}

std::unique_ptr<engines::Engine> make_engine(const EngineEntry& entry, double hang_seconds,
                                             const std::vector<std::filesystem::path>& rompath, const Log& log) {
  if (entry.program.empty()) {
    engines::ExternalSpec spec = entry.external;
    if (spec.hang_seconds <= 0) spec.hang_seconds = hang_seconds;
    return engines::start_external_engine(spec);
  }
  for (const auto& native : engines::native_programs())
    if (native.id == entry.program) {
      auto engine = native.make();
      if (entry.level > 0) engine->set_level(entry.level);
      return engine;
    }
  const auto& programs = engines::emulated_programs();
  auto p = std::find_if(programs.begin(), programs.end(), [&](const auto& x) { return x.id == entry.program; });
  if (p == programs.end()) throw std::runtime_error(entry.name + ": no program " + entry.program);
  auto engine = std::make_unique<engines::EmulatedEngine>(*p, rompath, entry.images, log);
  if (entry.level > 0) engine->set_level(entry.level);
  return engine;
}

}  // namespace veteran::tournament
