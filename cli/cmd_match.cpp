// veteran match -engine ... -engine ... [cutechess-cli's options]: a match
// or tournament from cutechess-cli's command line, with no config file.
#include "commands.hpp"
#include "veteran/emu/files/rompath.hpp"
#include "veteran/engines/external/process.hpp"
#include "veteran/tournament/config_file.hpp"
#include "veteran/tournament/cutechess_args.hpp"
#include "veteran/tournament/engine_names.hpp"
#include "veteran/tournament/runner.hpp"

#include <cstdio>
#include <iostream>

namespace veteran::cli {

// For --help: veteran's own options, then cutechess-cli's, then the engine keys.
const std::vector<Option>& match_options() {
  static const std::vector<Option> table = [] {
    std::vector<Option> t = {
        {"--resume", Option::flag, "",
         "go on with a match whose run was stopped (its journal: FILE.journal of -pgnout, or without -pgnout one kept "
         "under ~/.local/state/veteran/matches)",
         ""},
        rompath_option(),
        // Taken alone on the line, before any other (match() below), as cutechess-cli takes them.
        {"--version", Option::flag, "", "print veteran match's version and stop (also -v, -version)", ""},
        {"-engines", Option::flag, "", "list the engines of engines.json and stop (also --engines)", ""},
    };
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
    if (arguments[i] == "--resume")
      own.push_back(arguments[i]);
    else if (arguments[i] == "--rompath" && i + 1 < arguments.size())
      own.push_back(arguments[i]), own.push_back(arguments[++i]);
    else if (arguments[i].rfind("--rompath=", 0) == 0)
      own.push_back(arguments[i]);
    else if (arguments[i].rfind("--", 0) == 0)
      throw UsageError("unknown option '" + arguments[i] + "' (see veteran match --help)");
    else
      rest.push_back(arguments[i]);
  }
  static const std::vector<Option> own_table = {match_options()[0], match_options()[1]};
  Options o("match", own_table, own);
  tournament::RunOptions options;
  options.program = "veteran match";
  options.resume = o.flag("--resume");
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
    engines::Process::kill_all_on_interrupt();  // no engine outlives an interrupted match
    const engines::EngineContext context{options.rompath, {}, config.hang_seconds};
    for (const auto& note : tournament::name_engines_by_their_own_names(config, context))
      std::fprintf(stderr, "veteran match: %s\n", note.c_str());
    return tournament::run_tournament(config, options, std::cout, std::cerr);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "veteran match: %s\n", e.what());
    return 1;
  }
}

}  // namespace veteran::cli
