#include "tournament/cutechess/cutechess_args.hpp"

#include "engines/play/time_control.hpp"
#include "tournament/validate.hpp"
#include "util/io/input_file.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <stdexcept>

namespace veteran::tournament {

namespace {
// A setting some veteran program takes (weights= for player@native).
bool taken_by_a_program(const std::string& key) {
  for (const auto& p : engines::period_programs())
    if (std::find(p.settings.begin(), p.settings.end(), key) != p.settings.end()) return true;
  return false;
}
}  // namespace

const std::vector<std::pair<const char*, const char*>>& cutechess_engine_keys() {
  static const std::vector<std::pair<const char*, const char*>> table = {
      {"program=ID", "one of veteran's programs (microchess@kim1, sargon@native, ...) instead of cmd="},
      {"level=N", "the program's level (veteran's programs)"},
      {"weights=FILE", "player@native's weights, as veteran train writes them"},
      {"conf=NAME", "the engine NAME of engines.json (./engines.json or ~/.config/cutechess/engines.json)"},
      {"name=NAME", "the name in the PGN and the standings"},
      {"cmd=COMMAND", "the engine's program (arguments after spaces)"},
      {"arg=ARG", "one more argument, as it is"},
      {"dir=DIR", "the engine's working folder"},
      {"proto=uci|xboard", "its protocol"},
      {"option.NAME=VALUE", "a UCI setoption / xboard option"},
      {"initstr=TEXT", "a line sent after the handshake (\\n between several)"},
      {"stderr=FILE", "the engine's standard error, added to FILE"},
      {"tc=[MOVES/]TIME[+INC]", "a clock: TIME in seconds or M:SS; inf: no limit but depth= or nodes=, if given"},
      {"st=SECONDS", "a fixed time per move"},
      {"depth=N", "plies per move (alone, or with tc= or st=)"},
      {"nodes=N", "nodes per move (alone, or with tc= or st=)"},
      {"timemargin=MS", "how far the engine may overstep its clock or st= before it loses on time (default 0)"},
      {"restart=auto|on|off",
       "on: started afresh for every game; auto, off: kept between games (restarted after a failure)"},
      {"book=FILE", "a Polyglot opening book (.bin): the engine's moves come from it while it has one"},
      {"bookdepth=N", "book moves only in the first N moves of the game (default 1000)"},
      {"tscale=F, trust, whitepov, ponder, debug", "accepted; no effect"},
  };
  return table;
}

namespace {

[[noreturn]] void invalid(const std::string& text) { throw std::invalid_argument(text); }

// "KEY=VALUE" split at its first '='.
std::pair<std::string, std::string> split(const std::string& arg) {
  auto eq = arg.find('=');
  if (eq == std::string::npos) return {arg, ""};
  return {arg.substr(0, eq), arg.substr(eq + 1)};
}

double number(const std::string& text, const std::string& what, double min, double max) {
  size_t used = 0;
  double v = NAN;
  try {
    v = std::stod(text, &used);
  } catch (const std::exception&) { used = 0; }
  if (text.empty() || used != text.size() || !std::isfinite(v) || v < min || v > max) {
    char range[96];
    std::snprintf(range, sizeof range, "a number from %g to %g", min, max);
    invalid("invalid value for " + what + ": '" + text + "' (" + range + ")");
  }
  return v;
}

int whole(const std::string& text, const std::string& what, int min, int max) {
  double v = number(text, what, min, max);
  if (v != std::floor(v)) invalid("invalid value for " + what + ": '" + text + "' (a whole number)");
  return static_cast<int>(v);
}

// cutechess-cli's "[MOVES/]TIME[+INC]" with TIME in seconds or M:SS, as
// veteran writes a clock ("inf" handled by the caller); the text is read as
// a time control once, with the engine's other limits (finish_engine).
std::string clock_text(const std::string& tc, const std::string& engine) {
  std::string rest = tc, moves;
  if (auto slash = rest.find('/'); slash != std::string::npos)
    moves = rest.substr(0, slash), rest = rest.substr(slash + 1);
  std::string increment;
  if (auto plus = rest.find('+'); plus != std::string::npos) increment = rest.substr(plus), rest = rest.substr(0, plus);
  if (auto colon = rest.find(':'); colon != std::string::npos) {
    double minutes = number(rest.substr(0, colon), engine + " tc", 0, 1e6);
    double seconds = number(rest.substr(colon + 1), engine + " tc", 0, 59.999);
    char text[64];
    std::snprintf(text, sizeof text, "%g", minutes * 60 + seconds);
    rest = text;
  }
  return (moves.empty() ? "" : moves + "/") + rest + increment;
}

// One engine's settings as -engine and -each give them.
struct EngineArgs {
  EngineEntry entry;
  std::string tc, st, depth, nodes;
  bool name_given = false;
  int position = 0;  // 1-based, for messages
};

using Json = nlohmann::json;

// engines.json's list of engines; `asking` names what wants it, for errors.
Json read_engines_json(const std::string& file, const std::string& asking) {
  std::string contents;
  try {
    contents = io::read_file(file, io::kMaxConfigFile, "engines.json");
  } catch (const std::exception& err) { invalid(asking + ": " + err.what()); }
  Json all;
  try {
    all = Json::parse(contents);
  } catch (const std::exception& err) { invalid(file + ": not JSON: " + err.what()); }
  if (!all.is_array()) invalid(file + ": an engines.json holds a list of engines");
  return all;
}

// An engine of engines.json (cutechess's EngineConfiguration as JSON).
void read_conf(const std::string& name, const std::string& file, EngineArgs& e) {
  if (file.empty())
    invalid("-engine conf=" + name +
            ": no engines.json (looked in ./engines.json and ~/.config/cutechess/engines.json)");
  const Json all = read_engines_json(file, "-engine conf=" + name);
  for (size_t k = 0; k < all.size(); ++k) {
    const Json& engine = all[k];
    if (!engine.is_object() || !engine.contains("name")) continue;
    if (!engine.at("name").is_string())
      invalid(file + ": engine " + std::to_string(k + 1) + " of the list: 'name' must be a string, not " +
              engine.at("name").dump());
    if (engine.at("name").get<std::string>() != name) continue;
    auto text = [&](const char* key) {
      const Json& v = engine.contains(key) ? engine.at(key) : Json();
      if (v.is_null()) return std::string();
      if (!v.is_string()) invalid(file + ": engine \"" + name + "\": '" + key + "' must be a string");
      return v.get<std::string>();
    };
    auto& x = e.entry.spec.external;
    e.entry.name = name, e.name_given = true;
    x.command = text("command");
    x.directory = text("workingDirectory");
    x.protocol = text("protocol");
    x.stderr_file = text("stderrFile");
    if (engine.contains("initStrings")) {
      if (!engine["initStrings"].is_array()) invalid(file + ": engine \"" + name + "\": 'initStrings' must be a list");
      for (const auto& line : engine["initStrings"])
        if (line.is_string()) x.init.push_back(line.get<std::string>());
    }
    if (engine.contains("options")) {
      if (!engine["options"].is_array()) invalid(file + ": engine \"" + name + "\": 'options' must be a list");
      for (const auto& option : engine["options"]) {
        if (!option.is_object() || !option.contains("name") || !option["name"].is_string()) continue;
        const bool button = option.contains("type") && option["type"].is_string() && option["type"] == "button";
        if (button || !option.contains("value")) continue;
        const Json& v = option["value"];
        x.options[option["name"].get<std::string>()] = v.is_string()    ? v.get<std::string>()
                                                       : v.is_boolean() ? (v.get<bool>() ? "true" : "false")
                                                                        : v.dump();
      }
    }
    return;
  }
  invalid("-engine conf=" + name + ": no engine of that name in " + file);
}

void apply_engine_key(const std::string& arg, EngineArgs& e, const ConfigHost& host, const std::string& engines_json,
                      const std::string& option) {
  auto [key, value] = split(arg);
  const std::string who = option + " (engine " + std::to_string(e.position) + ")";
  auto& x = e.entry.spec.external;
  if (key == "conf") {
    read_conf(value, engines_json, e);
  } else if (key == "program") {
    if (!engines::find_program(value) ||
        std::find(host.programs.begin(), host.programs.end(), value) == host.programs.end()) {
      std::string list;
      for (const auto& p : host.programs) list += (list.empty() ? "" : ", ") + p;
      invalid(who + ": no program \"" + value + "\" (known: " + list + ")");
    }
    e.entry.spec.program = engines::find_program(value);
  } else if (key == "level") {
    e.entry.spec.level = whole(value, who + " level", 1, 99);
  } else if (key == "name") {
    e.entry.name = value, e.name_given = true;
  } else if (key == "cmd") {
    x.command = value;
  } else if (key == "arg") {
    x.arguments.push_back(value);
  } else if (key == "dir") {
    x.directory = value;
  } else if (key == "proto") {
    if (value != "uci" && value != "xboard")
      invalid(who + ": unsupported chess protocol '" + value + "' (uci or xboard)");
    x.protocol = value;
  } else if (key == "initstr") {
    for (size_t at; (at = value.find("\\n")) != std::string::npos;)
      x.init.push_back(value.substr(0, at)), value.erase(0, at + 2);
    x.init.push_back(value);
  } else if (key == "stderr") {
    x.stderr_file = value;
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    x.options[key.substr(7)] = value;
  } else if (key == "tc") {
    if (value != "inf") (void)clock_text(value, who);
    e.tc = value;
  } else if (key == "st") {
    if (number(value, who + " st", 0, 1e6) <= 0) invalid(who + ": invalid search time st=" + value);
    e.st = value;
  } else if (key == "depth") {
    e.depth = std::to_string(whole(value, who + " depth", 1, 200));
  } else if (key == "nodes") {
    e.nodes = std::to_string(static_cast<long long>(number(value, who + " nodes", 1, 1e15)));
  } else if (key == "timemargin") {
    e.entry.time_margin = whole(value, who + " timemargin", 0, 86400000) / 1000.0;
  } else if (key == "restart") {
    if (value != "auto" && value != "on" && value != "off")
      invalid(who + ": invalid restart mode '" + value + "' (auto, on or off)");
    e.entry.restart = value == "on";
  } else if (key == "tscale") {
    (void)number(value, who + " tscale", 1, 100);
  } else if (key == "trust" || key == "whitepov" || key == "ponder" || key == "debug") {
  } else if (key == "book") {
    if (value.empty()) invalid(who + ": book= needs a file");
    e.entry.book = value;
  } else if (key == "bookdepth") {
    e.entry.book_depth = whole(value, who + " bookdepth", 1, 1000000);
  } else if (taken_by_a_program(key)) {
    e.entry.spec.settings.emplace_back(key, value);  // checked against the program once it is known
  } else {
    invalid(who + ": invalid engine option '" + key + "'");
  }
}

// The time control a finished engine plays under, in veteran's notation.
std::string time_control(const EngineArgs& e) {
  const std::string who = "engine \"" + e.entry.name + "\"";
  const bool clock = !e.tc.empty() && e.tc != "inf";
  if (clock && !e.st.empty()) invalid(who + ": tc= and st= together; give one");
  // A clock or a time a move may come with depth and node limits besides; a
  // depth with a node limit.
  const std::string limit = (e.depth.empty() ? "" : " depth=" + e.depth) + (e.nodes.empty() ? "" : " nodes=" + e.nodes);
  if (!e.st.empty()) return "st=" + e.st + limit;
  if (clock) return clock_text(e.tc, who) + limit;
  if (!limit.empty()) return limit.substr(1);
  if (e.tc == "inf") return "inf";  // no limit: the engine's own settings end its search (its init strings)
  invalid(who + ": invalid or missing time control (tc=, st=, depth= or nodes=)");
}

// cutechess-cli's "KEY=VALUE ..." values of one option, each key once, only those allowed.
std::map<std::string, std::string> key_values(const std::string& option, const std::vector<std::string>& values,
                                              const std::vector<std::string>& allowed) {
  std::map<std::string, std::string> out;
  for (const auto& v : values) {
    auto [key, value] = split(v);
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end() || v.find('=') == std::string::npos) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a + "=";
      invalid("invalid value for option \"" + option + "\": \"" + v + "\" (it takes " + list + ")");
    }
    if (!out.emplace(key, value).second) invalid("option \"" + option + "\": " + key + "= is given twice");
  }
  return out;
}

const std::string& required(const std::map<std::string, std::string>& values, const std::string& option,
                            const char* key) {
  auto it = values.find(key);
  if (it == values.end()) invalid("option \"" + option + "\" needs " + key + "=");
  return it->second;
}

bool is_option(const std::string& arg) {
  if (arg.size() < 2 || arg[0] != '-') return false;
  char* end = nullptr;
  std::strtod(arg.c_str(), &end);
  return *end != '\0';  // a negative number is a value, as cutechess-cli reads it
}

}  // namespace

// An option's first value ("" when it has none).
std::string first(const std::vector<std::string>& values) { return values.empty() ? std::string() : values[0]; }

// What the options fill in, as they are read in order.
struct CutechessParse {
  const ConfigHost& host;
  const std::string& engines_json;
  TournamentConfig config;
  std::vector<EngineArgs> engines;
  std::vector<std::string> each;
  int games = 1, rounds = 1;
  std::string name;  // the option being applied, for messages
};

// Every option as one row: its name, how many values it takes, its synopsis
// and help (veteran match --help), and what it does.
const std::vector<CutechessOption>& cutechess_options() {
  static const std::vector<CutechessOption> table = {
      {"-srand", 1, 1, false, "N", "the seed of random opening order (veteran's draws depend on it alone)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.seed = static_cast<uint64_t>(number(first(values), p.name, 0, 4294967295.0));
       }},
      {"-tournament", 1, 1, false, "TYPE",
       "round-robin (the default), gauntlet (the first -seeds engines, at least one, against each other), knockout "
       "(a bracket) or pyramid (each engine against those before it)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto pairing = value_in(kPairings, first(values));
         if (!pairing) invalid("invalid tournament type: \"" + first(values) + "\" (" + choices_in(kPairings) + ")");
         p.config.pairing = *pairing;
       }},
      {"-engine", 1, -1, true, "KEY=VALUE ...",
       "an engine: cmd=, proto=, name=, ... (see the keys below) or program=ID",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         EngineArgs e;
         e.position = static_cast<int>(p.engines.size()) + 1;
         for (const auto& v : values) apply_engine_key(v, e, p.host, p.engines_json, p.name);
         p.engines.push_back(std::move(e));
       }},
      {"-each", 1, -1, false, "KEY=VALUE ...", "settings for every engine, applied after each -engine's own",
       [](CutechessParse& p, const std::vector<std::string>& values) { p.each = values; }},
      {"-variant", 1, 1, false, "standard|fischerandom",
       "the chess variant: standard, or fischerandom (Chess960; random start positions drawn with -srand unless "
       "-openings gives them)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         const std::string v = first(values);
         if (v != "standard" && v != "fischerandom")
           invalid("-variant " + v + ": veteran plays standard and fischerandom (Chess960) only");
         p.config.chess960 = v == "fischerandom";
       }},
      {"-concurrency", 1, 1, false, "N", "games played side by side",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.concurrency = whole(first(values), p.name, 1, 64);
       }},
      {"-draw", 3, 3, false, "movenumber=N movecount=N score=CP",
       "a draw once both scores stayed within CP for N moves in a row, from move movenumber",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto v = key_values(p.name, values, {"movenumber", "movecount", "score"});
         p.config.adjudication.draw_after = whole(required(v, p.name, "movenumber"), "-draw movenumber", 0, 10000);
         p.config.adjudication.draw_moves = whole(required(v, p.name, "movecount"), "-draw movecount", 1, 10000);
         p.config.adjudication.draw_score = whole(required(v, p.name, "score"), "-draw score", 0, 100000);
         // movenumber=0 turns it off, as in cutechess-cli's GameAdjudicator.
         if (p.config.adjudication.draw_after == 0) p.config.adjudication.draw_moves = 0;
       }},
      {"-resign", 2, 3, false, "movecount=N score=CP [twosided=true]",
       "a loss for a side whose score stayed at or below -CP for N moves in a row (twosided: its opponent's above "
       "+CP "
       "too)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto v = key_values(p.name, values, {"movecount", "score", "twosided"});
         p.config.adjudication.resign_moves = whole(required(v, p.name, "movecount"), "-resign movecount", 1, 10000);
         p.config.adjudication.resign_score = whole(required(v, p.name, "score"), "-resign score", 1, 100000);
         std::string twosided = v.count("twosided") ? v["twosided"] : "false";
         if (twosided != "true" && twosided != "false")
           invalid("-resign twosided= takes true or false, not '" + twosided + "'");
         p.config.adjudication.resign_twosided = twosided == "true";
       }},
      {"-maxmoves", 1, 1, false, "N", "a draw after N moves",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.adjudication.max_moves = whole(first(values), p.name, 0, 10000);
       }},
      {"-tb", 1, 1, false, "PATHS", "Syzygy adjudication: not available in veteran (refused)",
       [](CutechessParse& p, const std::vector<std::string>&) {
         invalid(p.name + ": Syzygy tablebase adjudication is not available in veteran");
       }},
      {"-tbpieces", 1, 1, false, "N", "with -tb (refused)",
       [](CutechessParse& p, const std::vector<std::string>&) {
         invalid(p.name + ": Syzygy tablebase adjudication is not available in veteran");
       }},
      {"-tbignore50", 0, 0, false, "", "with -tb (refused)",
       [](CutechessParse& p, const std::vector<std::string>&) {
         invalid(p.name + ": Syzygy tablebase adjudication is not available in veteran");
       }},
      {"-event", 1, 1, false, "NAME", "the PGN Event tag",
       [](CutechessParse& p, const std::vector<std::string>& values) { p.config.event = first(values); }},
      {"-games", 1, 1, false, "N", "games per encounter (default 1)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.games = whole(first(values), p.name, 1, 100000);
       }},
      {"-rounds", 1, 1, false, "N", "the encounters are played N times (default 1)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.rounds = whole(first(values), p.name, 1, 100000);
       }},
      {"-sprt", 4, 5, false, "elo0=E0 elo1=E1 alpha=A beta=B [model=bayesian|logistic|normalized]",
       "stop a two-engine match once the SPRT decides (model: cutechess-cli's BayesElo by default; fastchess's "
       "logistic or normalised Elo)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto v = key_values(p.name, values, {"elo0", "elo1", "alpha", "beta", "model"});
         SprtSettings s;
         s.model = SprtModel::bayesian;  // cutechess-cli's, whose syntax this is
         if (auto m = v.find("model"); m != v.end()) {
           try {
             s.model = parse_sprt_model(m->second);
           } catch (const std::invalid_argument& e) { invalid(std::string("-sprt: ") + e.what()); }
         }
         s.elo0 = number(required(v, p.name, "elo0"), "-sprt elo0", -1000, 1000);
         s.elo1 = number(required(v, p.name, "elo1"), "-sprt elo1", -1000, 1000);
         s.alpha = number(required(v, p.name, "alpha"), "-sprt alpha", 0, 1);
         s.beta = number(required(v, p.name, "beta"), "-sprt beta", 0, 1);
         if (std::string problem = s.problem(); !problem.empty()) invalid("-sprt: " + problem);
         p.config.sprt = s;
       }},
      {"-ratinginterval", 1, 1, false, "N", "print the match statistics every N games",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.rating_interval = whole(first(values), p.name, 0, 100000);
       }},
      {"-outcomeinterval", 1, 1, false, "N", "print each engine's outcomes (how its games ended) every N games",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.outcome_interval = whole(first(values), p.name, 0, 100000);
       }},
      {"-output", 1, 1, false, "format=cutechess|fastchess|veteran",
       "the console's layout: cutechess-cli 1.5.1's lines (the default), fastchess 1.8.2's (its block of "
       "pentanomial statistics every -ratinginterval pairs, 10 unless given), or veteran's progress and standings",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto v = key_values(p.name, values, {"format"});
         const std::string format = required(v, p.name, "format");
         auto kind = value_in(kConsoleFormats, format);
         if (!kind) invalid("invalid output format: \"" + format + "\" (" + choices_in(kConsoleFormats) + ")");
         p.config.output = *kind;
       }},
      {"-resultformat", 1, 1, false, "FORMAT", "accepted; the rating list is printed in the default format",
       [](CutechessParse&, const std::vector<std::string>&) {}},
      {"-debug", 0, 1, false, "[all]", "print every line to and from the engines, with the time and the game number",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         if (!values.empty() && first(values) != "all")
           invalid("invalid value for option \"-debug\": \"" + first(values) + "\" (all, or nothing)");
         p.config.engine_log = "-";
       }},
      {"-openings", 1, 6, false,
       "file=FILE [format=epd|pgn] [order=sequential|random] [plies=N] [start=N] [policy=default|encounter|round]",
       "start the games from the positions or games of FILE",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         auto v = key_values(p.name, values, {"file", "format", "order", "plies", "start", "policy"});
         p.config.openings = required(v, p.name, "file");
         // cutechess-cli reads any file as PGN unless told format=epd; a file named .epd is read as EPD here too.
         const std::string& file = p.config.openings;
         const bool epd_name = file.size() > 4 && file.compare(file.size() - 4, 4, ".epd") == 0;
         const std::string format = v.count("format") ? v["format"] : epd_name ? "epd" : "pgn";
         auto kind = value_in(kOpeningsFormats, format);
         if (!kind) invalid("invalid opening suite format: \"" + format + "\" (" + choices_in(kOpeningsFormats) + ")");
         p.config.openings_format = *kind;
         std::string order = v.count("order") ? v["order"] : "sequential";
         if (order != "sequential" && order != "random") invalid("invalid opening selection order: \"" + order + "\"");
         p.config.openings_random = order == "random";
         if (v.count("plies")) p.config.opening_plies = whole(v["plies"], "-openings plies", 1, 100000);
         if (v.count("start")) p.config.opening_start = whole(v["start"], "-openings start", 1, 100000000);
         const std::string policy = v.count("policy") ? v["policy"] : "default";
         auto shift = value_in(kOpeningPolicies, policy);
         if (!shift) invalid("invalid opening shift policy: \"" + policy + "\" (" + choices_in(kOpeningPolicies) + ")");
         p.config.opening_policy = *shift;
       }},
      {"-bookmode", 1, 1, false, "ram|disk", "accepted; books are read whole either way",
       [](CutechessParse&, const std::vector<std::string>& values) {
         if (first(values) != "ram" && first(values) != "disk")
           invalid("invalid value for option \"-bookmode\": \"" + first(values) + "\" (ram or disk)");
       }},
      {"-pgnout", 1, 4, false, "FILE [min] [fi] [format=cutechess|veteran]",
       "add the games to FILE (min: tags and moves only; fi: finished games, which they all are; format=veteran: "
       "veteran's layout, with its tags and comments, instead of cutechess-cli's)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         // An empty name would mean no PGN at all, said nowhere.
         if (values[0].empty()) invalid("-pgnout needs a file name, not \"\"");
         p.config.pgn = values[0];
         for (size_t i = 1; i < values.size(); ++i) {
           if (values[i] == "min") {
             p.config.pgn_minimal = true;
           } else if (values[i].rfind("format=", 0) == 0) {
             auto kind = value_in(kOutputFormats, values[i].substr(7));
             if (!kind)
               invalid("invalid PGN format: \"" + values[i].substr(7) + "\" (" + choices_in(kOutputFormats) + ")");
             p.config.pgn_layout = *kind;
           } else if (values[i] != "fi") {
             invalid("invalid value for option \"-pgnout\": \"" + values[i] + "\" (min, fi, format=...)");
           }
         }
       }},
      {"-epdout", 1, 1, false, "FILE", "add each game's final position to FILE",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         if (first(values).empty()) invalid("-epdout needs a file name, not \"\"");
         p.config.epd_out = first(values);
       }},
      {"-repeat", 0, 1, false, "[N]", "play each opening N times in a row (no N: 2; without -repeat: 1)",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.opening_repeat = values.empty() ? 2 : whole(first(values), p.name, 1, 100000);
       }},
      {"-noswap", 0, 0, false, "", "do not alternate colours",
       [](CutechessParse& p, const std::vector<std::string>&) { p.config.swap_sides = false; }},
      {"-reverse", 0, 0, false, "", "the schedule with colours the other way round",
       [](CutechessParse& p, const std::vector<std::string>&) { p.config.reverse_sides = true; }},
      {"-recover", 0, 0, false, "",
       "restart an engine that crashed or stalled and play on (without it such a game ends the match)",
       [](CutechessParse& p, const std::vector<std::string>&) { p.config.recover = true; }},
      {"-site", 1, 1, false, "NAME", "the PGN Site tag",
       [](CutechessParse& p, const std::vector<std::string>& values) { p.config.site = first(values); }},
      {"-wait", 1, 1, false, "MS", "pause this many milliseconds before each game",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.wait_ms = whole(first(values), p.name, 0, 3600000);
       }},
      {"-seeds", 1, 1, false, "N",
       "knockout: the first N engines are seeded in order, the others drawn; gauntlet: the first N meet the others",
       [](CutechessParse& p, const std::vector<std::string>& values) {
         p.config.seeds = whole(first(values), p.name, 0, 1000);
       }},
  };
  return table;
}

std::vector<std::string> engines_json_names(const std::string& file) {
  std::vector<std::string> names;
  if (file.empty()) return names;
  for (const auto& engine : read_engines_json(file, "-engines")) {
    const Json name = engine.is_object() ? engine.value("name", Json()) : Json();
    if (name.is_string()) names.push_back(name.get<std::string>());
  }
  return names;
}

std::string find_engines_json() {
  // Only named here; read when a conf= asks for it, so that a damaged or
  // unreadable engines.json troubles only the matches that use it.
  auto there = [](const std::filesystem::path& p) {
    std::error_code ec;
    return std::filesystem::symlink_status(p, ec).type() != std::filesystem::file_type::not_found && !ec;
  };
  if (there("engines.json")) return "engines.json";
  const char* home = std::getenv("HOME");
  const char* config = std::getenv("XDG_CONFIG_HOME");
  std::filesystem::path dir =
      config && *config ? std::filesystem::path(config) : std::filesystem::path(home ? home : "") / ".config";
  auto file = dir / "cutechess" / "engines.json";
  return there(file) ? file.string() : "";
}

TournamentConfig parse_cutechess_args(const std::vector<std::string>& args, const ConfigHost& host,
                                      const std::string& engines_json) {
  const auto& table = cutechess_options();
  // The options in the order given, each with its values (up to the next option).
  std::vector<std::pair<const CutechessOption*, std::vector<std::string>>> given;
  for (size_t i = 0; i < args.size();) {
    auto it = std::find_if(table.begin(), table.end(), [&](const auto& o) { return args[i] == o.name; });
    if (it == table.end())
      invalid(is_option(args[i]) ? "unknown option: \"" + args[i] + "\" (veteran match --help lists them)"
                                 : "\"" + args[i] + "\" is not an option; values follow the option they belong to");
    std::vector<std::string> values;
    for (++i; i < args.size() && !is_option(args[i]); ++i) values.push_back(args[i]);
    const std::string name = it->name;
    if (!it->repeatable && std::any_of(given.begin(), given.end(), [&](const auto& g) { return g.first == &*it; }))
      invalid("multiple instances of option \"" + name + "\"");
    if (static_cast<int>(values.size()) < it->min_values)
      invalid("option \"" + name + "\" needs " + (it->min_values == it->max_values ? "" : "at least ") +
              std::to_string(it->min_values) + " value(s): " + name + " " + it->values);
    if (it->max_values >= 0 && static_cast<int>(values.size()) > it->max_values)
      invalid("too many values for option \"" + name + "\": " + name + " " + it->values);
    given.emplace_back(&*it, std::move(values));
  }

  CutechessParse p{host, engines_json, {}, {}, {}, 1, 1, ""};
  p.config.pgn = "";
  p.config.pgn_append = true;
  p.config.opening_repeat = 1;
  p.config.opening_plies = 1024;
  p.config.output = OutputFormat::cutechess;
  p.config.pgn_layout = OutputFormat::cutechess;
  p.config.cutechess_schedule = true;
  p.config.recover = false;
  p.config.event = "?";
  p.config.site = "?";
  for (const auto& [option, values] : given) {
    p.name = option->name;
    option->apply(p, values);
  }
  TournamentConfig& c = p.config;
  auto& engines = p.engines;
  const auto& each = p.each;
  const int games = p.games, rounds = p.rounds;
  if (engines.size() < 2) invalid("at least two engines are needed (-engine ... -engine ...)");
  // cutechess-cli plays a knockout's encounters once: no -rounds.
  if (c.pairing == Pairing::knockout && rounds > 1)
    invalid("-rounds is not for a knockout (its encounters go on until decided)");
  c.games = games * rounds;
  c.encounter_games = games;
  if (c.games > 1000000) invalid("-games times -rounds is more than a million games per pairing");
  for (auto& e : engines) {
    for (const auto& v : each) apply_engine_key(v, e, host, engines_json, "-each");
    auto& s = e.entry.spec;
    const std::string who = "engine " + std::to_string(e.position);
    if (s.program) {
      if (!s.external.command.empty()) invalid(who + ": give either program= (a veteran program) or cmd=, not both");
      if (s.level > 0) {
        const int max = engines::levels_of(*s.program).max;
        if (s.level > max)
          invalid(who + ": " + s.program->id + " has levels 1 to " + std::to_string(max) + ", not " +
                  std::to_string(s.level));
      }
      for (const auto& [key, value] : s.settings) try {
          engines::check_setting(*s.program, key);
        } catch (const std::invalid_argument& x) { invalid(who + ": " + x.what()); }
      if (!e.name_given) e.entry.name = s.program->id;
    } else {
      if (!s.settings.empty())
        invalid(who + ": " + s.settings.front().first + "= is for veteran's programs, not an external engine");
      if (s.level > 0)
        invalid(who + ": level= is for veteran's programs; give an external engine's strength with option.NAME=");
      if (s.external.command.empty()) invalid(who + ": missing chess engine command (cmd=, conf= or program=)");
      if (s.external.protocol.empty())
        invalid(who + " (" + s.external.command + "): missing chess protocol (proto=uci or proto=xboard)");
      if (!e.name_given) e.entry.name = s.external.command;
      e.entry.name_from_engine = !e.name_given;
      s.external.name = e.entry.name;
    }
    const std::string limits = time_control(e);
    try {
      e.entry.tc = engines::TimeControl::parse(limits);
    } catch (const std::invalid_argument& x) {
      invalid(who + ": invalid time control " + (e.tc.empty() ? "st=" + e.st : "tc=" + e.tc) + ": " + x.what());
    }
    e.entry.defined_at = "-engine " + std::to_string(e.position);
    for (const auto& other : c.engines)
      if (other.name == e.entry.name)
        invalid(who + ": the name \"" + e.entry.name + "\" is taken by another engine; give name=");
    c.engines.push_back(std::move(e.entry));
  }
  if (c.sprt && c.pairing == Pairing::knockout) invalid("-sprt is for a match, not a knockout");
  if (c.sprt && c.engines.size() != 2)
    invalid("-sprt is for a match of two engines, and this one has " + std::to_string(c.engines.size()));
  c.tc = *c.engines[0].tc;
  validate(c);  // what every front end checks: commands found, folders there, the event's size
  return c;
}

}  // namespace veteran::tournament
