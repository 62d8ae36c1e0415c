#include "tournament/engine_names.hpp"

#include <map>

namespace veteran::tournament {

std::vector<std::string> name_engines_by_their_own_names(TournamentConfig& config,
                                                         const engines::EngineContext& context) {
  std::vector<std::string> notes;
  std::map<size_t, std::string> own;  // engine number -> the name it gave
  for (size_t i = 0; i < config.engines.size(); ++i) {
    const EngineEntry& e = config.engines[i];
    if (!e.name_from_engine) continue;
    try {
      engines::EngineSpec spec = e.spec;
      spec.external.name.clear();  // let it say its own
      const std::string name = engines::make_engine(spec, context)->name();
      if (!name.empty() && name != spec.external.command) own[i] = name;
    } catch (const std::exception& error) {
      notes.push_back(e.name + " did not start to give its name (" + error.what() + "): named by its command");
    }
  }
  for (const auto& [i, name] : own) {
    bool taken = false;
    for (size_t j = 0; j < config.engines.size(); ++j) {
      if (j == i) continue;
      const auto other = own.find(j);
      taken = taken || (other != own.end() ? other->second : config.engines[j].name) == name;
    }
    EngineEntry& e = config.engines[i];
    if (taken) {
      notes.push_back("two engines call themselves \"" + name + "\": " + e.name +
                      " is named by its command (give name=)");
      continue;
    }
    e.name = name;
    e.spec.external.name = name;
  }
  return notes;
}

}  // namespace veteran::tournament
