// veteran match -engine ... -engine ... [cutechess-cli's options]: a match
// or tournament from cutechess-cli's command line, with no config file.
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "engines/external/process.hpp"
#include "tournament/config_file.hpp"
#include "tournament/cutechess/cutechess_args.hpp"
#include "tournament/engine_names.hpp"
#include "tournament/runner.hpp"

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace veteran::cli {

namespace {

// veteran's own options (those that start with "--"), the table match() parses them by.
const std::vector<Option>& own_options() {
  static const std::vector<Option> table = {
      {"--resume", Option::flag, "",
       "go on with a match whose run was stopped (its journal: FILE.ID.journal beside -pgnout's FILE, ID naming the "
       "match, or without -pgnout one kept under ~/.local/state/veteran/matches)",
       ""},
      rompath_option(),
      {"--shard", Option::text, "K/N",
       "play only shard K of N of the match (a Slurm array task; docs/scale-out.md); its PGN and journal are "
       "FILE.shard-K-of-N.pgn beside -pgnout's FILE",
       ""},
      {"--merge", Option::text, "DIR", "make the match's -pgnout PGN and results from the shards' journals in DIR", ""},
  };
  return table;
}

// veteran's own option called `name`, or nullptr.
const Option* own_option(const std::string& name) {
  for (const auto& o : own_options())
    if (name == o.name) return &o;
  return nullptr;
}

}  // namespace

// For --help: veteran's own options, then cutechess-cli's, then the engine keys.
const std::vector<Option>& match_options() {
  static const std::vector<Option> table = [] {
    std::vector<Option> t = own_options();
    t.insert(t.end(),
             {
                 // Taken alone on the line, before any other (match() below), as cutechess-cli takes them.
                 {"--version", Option::flag, "", "print veteran match's version and stop (also -v, -version)", ""},
                 {"-engines", Option::flag, "", "list the engines of engines.json and stop (also --engines)", ""},
             });
    for (const auto& o : tournament::cutechess_options()) t.push_back({o.name, Option::text, o.values, o.help, ""});
    for (const auto& [key, help] : tournament::cutechess_engine_keys())
      t.push_back({"-engine", Option::text, key, help, ""});  // its keys, one a line
    return t;
  }();
  return table;
}

int match(const Args& arguments) {
  // cutechess-cli's informational options, alone on the line as it takes them.
  if (!arguments.empty()) {
    const std::string& first = arguments.front();
    if (first == "-v" || first == "--version" || first == "-version") {
      std::printf("veteran match %s (cutechess-cli 1.5.1's command line, its console and PGN layouts)\n",
                  VETERAN_VERSION);
      return 0;
    }
    if (first == "--engines" || first == "-engines") {
      try {
        for (const auto& name : tournament::engines_json_names(tournament::find_engines_json()))
          std::printf("%s\n", name.c_str());
      } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
      return 0;
    }
  }
  // veteran's own options start with "--"; everything else is cutechess-cli's.
  Args own, rest;
  for (size_t i = 0; i < arguments.size(); ++i) {
    const std::string& a = arguments[i];
    const std::string name = a.substr(0, a.find('='));
    if (a.rfind("--", 0) != 0)
      rest.push_back(a);
    else if (!own_option(name))
      throw UsageError("unknown option '" + a + "' (see veteran match --help)");
    else if (own_option(name)->kind != Option::flag && name == a && i + 1 < arguments.size())
      own.push_back(a), own.push_back(arguments[++i]);
    else
      own.push_back(a);
  }
  Options o("match", own_options(), own);
  tournament::RunOptions options;
  options.program = "veteran match";
  options.resume = o.flag("--resume");
  const std::string shard = o.text("--shard"), merge = o.text("--merge");
  if (o.given("--shard") && shard.empty()) throw UsageError("--shard needs K/N: play shard K of N (e.g. 2/4)");
  if (o.given("--merge") && merge.empty()) throw UsageError("--merge needs the folder holding the shards' journals");
  if (!shard.empty() && !merge.empty()) throw UsageError("--shard plays a shard, --merge merges them; give one");
  try {
    if (!shard.empty()) options.shard = tournament::parse_shard(shard);
  } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
  if (rest.empty())
    throw UsageError(
        "no engines: veteran match -engine program=sargon@native -engine cmd=stockfish proto=uci -each tc=40/60");
  tournament::TournamentConfig config;
  try {
    options.rompath = rompath_of(o);
    config = tournament::parse_cutechess_args(rest, tournament::config_host(options.rompath),
                                              tournament::find_engines_json());
  } catch (const std::invalid_argument& e) { throw UsageError(e.what()); }
  try {
    if (!shard.empty() || !merge.empty()) {
      if (config.pgn.empty())
        throw UsageError("--shard and --merge name their files after -pgnout's: give -pgnout FILE");
      // A shard writes a PGN and keeps a journal of its own, which --merge reads; the
      // merge writes the match's PGN whole, so it must not hold other games already.
      config.pgn_append = false;
      std::error_code ec;
      if (!merge.empty() && std::filesystem::file_size(config.pgn, ec) > 0 && !ec)
        throw UsageError("--merge: " + config.pgn +
                         " holds games already; merge into a new -pgnout file (the merge writes it whole)");
    }
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted match
    const engines::EngineContext context{options.rompath, {}, config.hang_seconds};
    // In cutechess-cli's layouts an engine that does not start is said as cutechess-cli says it,
    // when its first game would start (runner.cpp); veteran's own layout says it here too.
    const bool own_layout = config.output == tournament::OutputFormat::veteran;
    for (const auto& note : tournament::name_engines_by_their_own_names(config, context))
      if (own_layout || note.find(" did not start to give its name") == std::string::npos)
        std::fprintf(stderr, "veteran match: %s\n", note.c_str());
    if (!merge.empty()) return tournament::merge_shards(config, merge, std::cout, std::cerr);
    return tournament::run_tournament(config, options, std::cout, std::cerr);
  } catch (const UsageError&) { throw; } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran match: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
