// veteran tournament [CONFIG.lua]: a tournament from a config, or the
// embedded default (every engine this machine can run).
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "engines/external/process.hpp"
#include "engines/registry/make_engine.hpp"
#include "tournament/config_file.hpp"
#include "tournament/runner.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

const std::vector<Option>& tournament_options() {
  static const std::vector<Option> table = {
      {"--resume", Option::flag, "", "go on with an event whose run was stopped (its journal)", ""},
      {"--standings", Option::flag, "", "print the standings of the journal and play nothing", ""},
      {"--shard", Option::text, "K/N", "play only shard K of N of the event (a Slurm array task; docs/scale-out.md)",
       ""},
      {"--merge", Option::text, "DIR", "make the event's PGN and standings from the shards' journals in DIR", ""},
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
  const std::string shard = o.text("--shard"), merge = o.text("--merge");
  if (o.given("--shard") && shard.empty()) throw UsageError("--shard needs K/N: play shard K of N (e.g. 2/4)");
  if (o.given("--merge") && merge.empty()) throw UsageError("--merge needs the folder holding the shards' journals");
  if (!shard.empty() && !merge.empty()) throw UsageError("--shard plays a shard, --merge merges them; give one");
  if (args.size() > 1) throw UsageError("veteran tournament [CONFIG.lua] [OPTIONS]: one config at most");
  try {
    if (!shard.empty()) options.shard = tournament::parse_shard(shard);
  } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
  try {
    options.rompath = rompath_of(o);
    auto config = tournament::load_config_file(args.empty() ? "" : args[0], options.rompath);
    if (!merge.empty()) return tournament::merge_shards(config, merge, std::cout, std::cerr);
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted tournament
    return tournament::run_tournament(config, options, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran tournament: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
