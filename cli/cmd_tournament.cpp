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

namespace {

// What the command line asks: the runner's options, or a merge of shards.
struct TournamentSettings {
  tournament::RunOptions run;
  std::string merge;
};
using T = TournamentSettings;

const std::vector<Row<T>>& tournament_rows() {
  static const std::vector<Row<T>> rows = {
      {{"--resume", Option::flag, "", "go on with an event whose run was stopped (its journal)", ""},
       [](const Options& o, T& t) { t.run.resume = o.flag("--resume"); }},
      {{"--standings", Option::flag, "", "print the standings of the journal and play nothing", ""},
       [](const Options& o, T& t) { t.run.standings_only = o.flag("--standings"); }},
      {{"--shard", Option::text, "K/N", "play only shard K of N of the event (a Slurm array task; docs/scale-out.md)",
        ""},
       [](const Options& o, T& t) {
         if (!o.given("--shard")) return;
         if (o.text("--shard").empty()) throw UsageError("--shard needs K/N: play shard K of N (e.g. 2/4)");
         if (o.given("--merge")) throw UsageError("--shard plays a shard, --merge merges them; give one");
         try {
           t.run.shard = tournament::parse_shard(o.text("--shard"));
         } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
       }},
      {{"--merge", Option::text, "DIR", "make the event's PGN and standings from the shards' journals in DIR", ""},
       [](const Options& o, T& t) {
         t.merge = o.text("--merge");
         if (o.given("--merge") && t.merge.empty())
           throw UsageError("--merge needs the folder holding the shards' journals");
       }},
      {rompath_option(), [](const Options& o, T& t) { t.run.rompath = rompath_of(o); }},
  };
  return rows;
}

}  // namespace

const std::vector<Option>& tournament_options() {
  static const std::vector<Option> table = options_of(tournament_rows());
  return table;
}

int tournament(const Args& arguments) {
  Options o("tournament", tournament_options(), arguments);
  const Args& args = o.positional();
  if (args.size() > 1) throw UsageError("veteran tournament [CONFIG.lua] [OPTIONS]: one config at most");
  TournamentSettings settings;
  apply_rows(tournament_rows(), o, settings);
  try {
    auto config = tournament::load_config_file(args.empty() ? "" : args[0], settings.run.rompath);
    if (!settings.merge.empty()) return tournament::merge_shards(config, settings.merge, std::cout, std::cerr);
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted tournament
    return tournament::run_tournament(config, settings.run, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran tournament: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
