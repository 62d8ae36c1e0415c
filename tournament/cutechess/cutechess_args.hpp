// cutechess-cli's command line, read into a tournament: a script written for
// cutechess-cli runs with `veteran match` in its place. The options keep
// cutechess-cli's names and meanings (its projects/cli/src/main.cpp and
// help.txt); `-engine program=ID level=N` adds veteran's own programs.
// docs/tournaments.md lists what is accepted but has no effect here.
#pragma once

#include "tournament/config.hpp"

#include <string>
#include <vector>

namespace veteran::tournament {

struct CutechessParse;  // what the options fill in (cutechess_args.cpp)

// One option: the parser checks its values against the row, --help prints
// the row, and `apply` does what it says.
struct CutechessOption {
  const char* name;            // "-engine"
  int min_values, max_values;  // max -1: any number
  bool repeatable;
  const char* values;  // the synopsis: "cmd=... [KEY=VALUE ...]"
  const char* help;
  void (*apply)(CutechessParse& parse, const std::vector<std::string>& values);
};

// Every option, in the order cutechess-cli applies them: for `--help` and the parser.
const std::vector<CutechessOption>& cutechess_options();
// The keys of -engine and -each, with what each does here.
const std::vector<std::pair<const char*, const char*>>& cutechess_engine_keys();

// Where `-engine conf=NAME` looks: ./engines.json, then cutechess's own
// ~/.config/cutechess/engines.json. Returns "" when neither exists.
std::string find_engines_json();

// The names of the engines in an engines.json, in its order (-engines);
// none for "". Throws std::invalid_argument for a file that is not one.
std::vector<std::string> engines_json_names(const std::string& file);

// Reads the command line (without the program name). `engines_json` is the
// engines.json path conf= reads ("" : none). Throws std::invalid_argument
// naming the option and value at fault; nothing is started.
TournamentConfig parse_cutechess_args(const std::vector<std::string>& args, const ConfigHost& host,
                                      const std::string& engines_json);

}  // namespace veteran::tournament
