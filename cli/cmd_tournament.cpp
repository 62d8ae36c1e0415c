// veteran tournament [CONFIG.lua]: a tournament from a config, or the
// embedded default (every engine this machine can run).
#include "commands.hpp"
#include "veteran/tournament/config.hpp"
#include "veteran/engines/external/process.hpp"
#include "veteran/emu/files/rompath.hpp"
#include "veteran/engines/registry/make_engine.hpp"
#include "veteran/tournament/runner.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::cli {

int tournament(const Args& original) {
  Args args = original;
  tournament::RunOptions options;
  options.resume = take_flag(args, "--resume");
  options.standings_only = take_flag(args, "--standings");
  std::string rompath = take_option(args, "--rompath");
  if (!no_unknown_options(args, "tournament")) return 2;
  if (args.size() > 1) {
    std::fprintf(stderr, "usage: veteran tournament [CONFIG.lua] [--resume] [--standings] [--rompath DIRS]\n");
    return 2;
  }
  try {
    options.rompath = files::rompath(rompath);
    std::string source, text;
    if (args.empty()) {
      for (const auto& [name, body] : embedded::tournament_default_files())
        if (name == "default.lua") text = body;
    } else {
      source = args[0];
      std::ifstream in(source);
      if (!in) {
        std::fprintf(stderr, "veteran tournament: cannot read %s\n", source.c_str());
        return 2;
      }
      std::stringstream buffer;
      buffer << in.rdbuf();
      text = buffer.str();
    }
    tournament::ConfigHost host;
    for (const auto& p : engines::period_programs()) host.programs.push_back(p.id);
    host.available = [&](const std::string& id) { return engines::program_available(id, options.rompath); };
    auto config = tournament::load_config(text, source, host);
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted tournament
    return tournament::run_tournament(config, options, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran tournament: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
