#include "veteran/tournament/config_file.hpp"

#include "veteran/engines/programs.hpp"
#include "veteran/engines/registry/make_engine.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::tournament {

ConfigHost config_host(const std::vector<std::filesystem::path>& rompath) {
  ConfigHost host;
  for (const auto& p : engines::period_programs()) host.programs.push_back(p.id);
  host.available = [rompath](const std::string& id) { return engines::program_available(id, rompath); };
  return host;
}

TournamentConfig load_config_file(const std::string& file, const std::vector<std::filesystem::path>& rompath) {
  std::string text;
  if (file.empty()) {
    for (const auto& [name, body] : embedded::tournament_default_files())
      if (name == "default.lua") text = body;
  } else {
    std::ifstream in(file);
    if (!in) throw std::runtime_error(file + ": cannot read");
    std::stringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
  }
  return load_config(text, file, config_host(rompath));
}

}  // namespace veteran::tournament
