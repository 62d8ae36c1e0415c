// veteran tournament [CONFIG.lua]: a tournament from a config, or the
// embedded default (every engine this machine can run).
#include "commands.hpp"
#include "veteran/tournament/config_file.hpp"
#include "veteran/engines/external/process.hpp"
#include "veteran/emu/files/rompath.hpp"
#include "veteran/engines/registry/make_engine.hpp"
#include "veteran/tournament/runner.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& tournament_options() {
  static const std::vector<Option> table = {
      {"--resume", Option::flag, "", "go on with an event whose run was stopped (its journal)", ""},
      {"--standings", Option::flag, "", "print the standings of the journal and play nothing", ""},
      rompath_option(),
  };
  return table;
}

int tournament(const Args& arguments) {
  Options o("tournament", tournament_options(), arguments);
  const Args& args = o.positional();
  tournament::RunOptions options;
  options.resume = o.flag("--resume");
  options.standings_only = o.flag("--standings");
  const std::string rompath = o.text("--rompath");
  if (args.size() > 1) throw UsageError("veteran tournament [CONFIG.lua] [OPTIONS]: one config at most");
  try {
    options.rompath = files::rompath(rompath);
    auto config = tournament::load_config_file(args.empty() ? "" : args[0], options.rompath);
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted tournament
    return tournament::run_tournament(config, options, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran tournament: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
