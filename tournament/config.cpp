#include "tournament/config.hpp"

#include "engines/play/time_control.hpp"

#include "util/lua/sandbox.hpp"
#include "util/lua/value_bytes.hpp"

#include <unistd.h>
#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

namespace veteran::tournament {
namespace {

// What a config may ask for: games per pairing, and games played side by side.
constexpr int kMaxGames = 100000;
constexpr int kMaxConcurrency = 64;

struct Builder {
  TournamentConfig config;
  const ConfigHost* host = nullptr;
  std::filesystem::path folder;
  bool settings_seen = false;
  // each{}: settings for every engine, applied over each engine{}'s own
  // (cutechess-cli's -each); options are added, init lines appended.
  struct Each {
    bool given = false;
    std::optional<std::string> stderr_file, directory;
    std::optional<engines::TimeControl> tc;
    std::optional<bool> restart;
    std::optional<double> time_margin, startup_seconds;
    std::optional<int> level, book_depth;
    std::optional<std::string> book;
    std::map<std::string, std::string> options;
    std::vector<std::string> init;
  } each;
  // installed() searches PATH and available() checks image files: each asked
  // once per name, so that a config looping over them stays cheap.
  std::map<std::string, std::string> installed;
  std::map<std::string, bool> available;
  // Recording (record_config): each call that changed the event, as bytes.
  std::string* recording = nullptr;
  // Replaying (replay_config): the file and line of the call replayed.
  const std::string* replayed_at = nullptr;
};

// Errors are C++ exceptions inside the API functions, turned into Lua
// errors by `guarded` once the C++ frames are unwound (a Lua error must not
// jump over C++ destructors).
[[noreturn]] void fail(const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof text, format, args);
  va_end(args);
  throw std::runtime_error(text);
}

Builder& builder(lua_State* L) { return *static_cast<Builder*>(lua_touserdata(L, lua_upvalueindex(1))); }

// "file:line" of the call being made (or replayed).
std::string where(lua_State* L) {
  if (const std::string* at = builder(L).replayed_at) return *at;
  luaL_where(L, 1);
  std::string w = lua_tostring(L, -1);
  lua_pop(L, 1);
  while (!w.empty() && (w.back() == ' ' || w.back() == ':')) w.pop_back();
  return w;
}

// Appends a call that ended well to the recording: its name, place and table.
void record_call(lua_State* L, const char* name) {
  Builder& b = builder(L);
  if (!b.recording) return;
  lua_pushstring(L, name);
  lua::append_value(L, -1, *b.recording);
  lua_pushstring(L, where(L).c_str());
  lua::append_value(L, -1, *b.recording);
  lua_pop(L, 2);
  lua::append_value(L, 1, *b.recording);
}

// `Recorded`: the call changes the event and is kept for replay_config
// (tournament, engine, each; not the questions installed() and the like).
template <int (*F)(lua_State*), const char* Recorded = nullptr>
int guarded(lua_State* L) {
  {
    std::string error;
    try {
      const int results = F(L);
      if constexpr (Recorded != nullptr) record_call(L, Recorded);
      return results;
    } catch (const std::exception& e) { error = e.what(); }
    const std::string at = where(L);
    lua_pushstring(L, (at.empty() ? error : at + ": " + error).c_str());
  }
  return lua_error(L);
}

// Field access on the table at index 1, with the caller's line in errors;
// raw, so that a metamethod of the script's cannot raise an error across C++ frames.
struct Fields {
  lua_State* L;
  const char* call;
  std::set<std::string> allowed;
  int at = 1;  // the table's stack index

  void check_known() {
    lua_pushnil(L);
    while (lua_next(L, at)) {
      lua_pop(L, 1);
      std::string key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
      if (!allowed.count(key)) {
        std::string list;
        for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
        fail("%s{} has no field '%s' (fields: %s)", call, key.c_str(), list.c_str());
      }
    }
  }
  bool has(const char* key) {
    lua::Sandbox::raw_field(L, at, key);
    bool present = !lua_isnil(L, -1);
    lua_pop(L, 1);
    return present;
  }
  std::string str(const char* key, const std::string& fallback = {}) {
    lua::Sandbox::raw_field(L, at, key);
    std::string v = fallback;
    if (!lua_isnil(L, -1)) {
      if (lua_type(L, -1) != LUA_TSTRING) fail("%s{}: '%s' must be a string", call, key);
      size_t length = 0;
      const char* text = lua_tolstring(L, -1, &length);
      v.assign(text, length);
      // A file name cut at the NUL ("a\0b.pgn" wrote "a") is not the name given.
      if (v.find('\0') != std::string::npos) fail("%s{}: '%s' holds a NUL byte (\\0), which no setting may", call, key);
    }
    lua_pop(L, 1);
    return v;
  }
  // A number in [min, max] (no NaN, no infinity), or the setting named with its range.
  double num(const char* key, double fallback, double min, double max) {
    lua::Sandbox::raw_field(L, at, key);
    double v = fallback;
    bool given = !lua_isnil(L, -1), number = lua_isnumber(L, -1);
    if (number) v = lua_tonumber(L, -1);
    lua_pop(L, 1);
    if (given && (!number || !std::isfinite(v) || v < min || v > max))
      fail("%s{}: '%s' must be a number from %g to %g", call, key, min, max);
    return v;
  }
  int integer(const char* key, int fallback, int min, int max) {
    lua::Sandbox::raw_field(L, at, key);
    bool given = !lua_isnil(L, -1), number = lua_isnumber(L, -1);
    double v = number ? lua_tonumber(L, -1) : fallback;
    lua_pop(L, 1);
    if (given && (!number || !std::isfinite(v) || v != std::floor(v) || v < min || v > max))
      fail("%s{}: '%s' must be a whole number from %d to %d", call, key, min, max);
    return static_cast<int>(v);
  }
  bool boolean(const char* key) {
    lua::Sandbox::raw_field(L, at, key);
    bool given = !lua_isnil(L, -1), is_boolean = lua_isboolean(L, -1), v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (given && !is_boolean) fail("%s{}: '%s' must be true or false", call, key);
    return v;
  }
  // A sub-table's string values ({"sd 4", ...}) or key = value pairs.
  std::vector<std::string> list(const char* key) {
    std::vector<std::string> out;
    lua::Sandbox::raw_field(L, at, key);
    if (!lua_isnil(L, -1)) {
      if (!lua_istable(L, -1)) fail("%s{}: '%s' must be a list of strings", call, key);
      for (lua_Integer i = 1;; ++i) {
        lua_rawgeti(L, -1, i);
        if (lua_isnil(L, -1)) {
          lua_pop(L, 1);
          break;
        }
        if (lua_type(L, -1) != LUA_TSTRING) fail("%s{}: '%s' must be a list of strings", call, key);
        out.push_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    return out;
  }
  std::map<std::string, std::string> pairs(const char* key) {
    std::map<std::string, std::string> out;
    lua::Sandbox::raw_field(L, at, key);
    if (!lua_isnil(L, -1)) {
      if (!lua_istable(L, -1)) fail("%s{}: '%s' must be a table of name = value", call, key);
      lua_pushnil(L);
      while (lua_next(L, -2)) {
        std::string k, v;
        if (lua_type(L, -2) != LUA_TSTRING)
          fail("%s{}: '%s' must be a table of name = value with names as strings", call, key);
        k = lua_tostring(L, -2);
        if (!lua::Sandbox::to_text(L, -1, v))
          fail("%s{}: '%s': the value of %s must be a string, number or boolean", call, key, k.c_str());
        lua_pop(L, 1);
        out[k] = v;
      }
    }
    lua_pop(L, 1);
    return out;
  }
};

std::string path_in(const Builder& b, const std::string& p) {
  if (p.empty() || std::filesystem::path(p).is_absolute() || p.rfind("builtin:", 0) == 0) return p;
  return (b.folder / p).lexically_normal().string();
}

// A time control read once, where the config gives it.
engines::TimeControl read_tc(const char* call, const std::string& tc) {
  try {
    return engines::TimeControl::parse(tc);
  } catch (const std::exception& e) { fail("%s{}: %s", call, e.what()); }
}

// restart = "on" | "off" | "auto" (cutechess-cli's words; auto and off keep the engine between games).
std::string restart_mode(Fields& f) {
  std::string mode = f.str("restart", "auto");
  if (mode != "on" && mode != "off" && mode != "auto")
    fail("%s{}: restart must be \"on\", \"off\" or \"auto\", not \"%s\"", f.call, mode.c_str());
  return mode;
}

// each{}'s settings over an engine's own; those for external engines only
// pass a veteran program by.
void apply_each(const Builder& b, EngineEntry& e) {
  const auto& each = b.each;
  engines::EngineSpec& s = e.spec;
  if (each.tc) e.tc = *each.tc;
  if (each.restart) e.restart = *each.restart;
  if (each.time_margin) e.time_margin = *each.time_margin;
  if (each.book) e.book = *each.book;
  if (each.book_depth) e.book_depth = *each.book_depth;
  if (each.level && s.program) {
    const int max = engines::levels_of(*s.program).max;
    if (*each.level > max) fail("each{}: %s has levels 1 to %d, not %d", s.program->id.c_str(), max, *each.level);
    s.level = *each.level;
  }
  if (s.program) return;
  for (const auto& [name, value] : each.options) s.external.options[name] = value;
  s.external.init.insert(s.external.init.end(), each.init.begin(), each.init.end());
  if (each.startup_seconds) s.external.startup_seconds = *each.startup_seconds;
  if (each.stderr_file) s.external.stderr_file = *each.stderr_file;
  if (each.directory) s.external.directory = *each.directory;
}

int l_tournament(lua_State* L) {
  Builder& b = builder(L);
  if (!lua_istable(L, 1)) fail("tournament{} takes a table");
  if (b.settings_seen) fail("tournament{} is given twice");
  b.settings_seen = true;
  Fields f{
      L, "tournament", {"event",       "site",       "pairing",    "games",           "tc",           "openings",
                        "concurrency", "adjudicate", "sprt",       "rating_interval", "hang_seconds", "pgn",
                        "log",         "repeats",    "swap",       "reverse",         "epd",          "pgn_minimal",
                        "wait",        "seeds",      "pgn_layout", "variant"}};
  f.check_known();
  auto& c = b.config;
  c.event = f.str("event", c.event);
  c.site = f.str("site", c.site);
  const std::string pairing = f.str("pairing", name_of(c.pairing));
  if (auto p = value_in(kPairings, pairing))
    c.pairing = *p;
  else
    fail("tournament{}: pairing must be %s, not \"%s\"", choices_in(kPairings).c_str(), pairing.c_str());
  c.seeds = f.integer("seeds", 0, 0, 1000);
  const std::string variant = f.str("variant", "standard");
  if (variant != "standard" && variant != "fischerandom")
    fail("tournament{}: variant must be \"standard\" or \"fischerandom\" (Chess960), not \"%s\"", variant.c_str());
  c.chess960 = variant == "fischerandom";
  c.games = f.integer("games", c.games, 1, kMaxGames);
  if (f.has("tc")) c.tc = read_tc("tournament", f.str("tc"));
  c.concurrency = f.integer("concurrency", c.concurrency, 1, kMaxConcurrency);
  c.hang_seconds = f.num("hang_seconds", c.hang_seconds, 0, 86400);
  c.pgn = path_in(b, f.str("pgn", c.pgn));
  if (f.has("openings")) {
    lua::Sandbox::raw_field(L, 1, "openings");
    if (!lua_istable(L, -1)) fail("tournament{}: openings must be a table { file = ..., order = ..., seed = ... }");
    Fields o{L, "openings", {"file", "order", "seed", "plies", "start", "format", "policy"}, lua_gettop(L)};
    o.check_known();
    c.openings = path_in(b, o.str("file"));
    if (c.openings.empty()) fail("openings{}: 'file' (an .epd or .pgn file) is required");
    std::string order = o.str("order", "sequential");
    if (order != "sequential" && order != "random")
      fail("openings{}: order must be \"sequential\" or \"random\", not \"%s\"", order.c_str());
    c.openings_random = order == "random";
    c.seed = static_cast<uint64_t>(o.integer("seed", 1, 0, 2147483647));
    c.opening_plies = o.integer("plies", 0, 0, 1000);
    c.opening_start = o.integer("start", 1, 1, 100000000);
    const std::string format = o.str("format"), policy = o.str("policy", "default");
    if (auto p = value_in(kOpeningPolicies, policy))
      c.opening_policy = *p;
    else
      fail("openings{}: policy must be %s, not \"%s\"", choices_in(kOpeningPolicies).c_str(), policy.c_str());
    if (auto kind = value_in(kOpeningsFormats, format))
      c.openings_format = *kind;
    else if (!format.empty())
      fail("openings{}: format must be %s, not \"%s\"", choices_in(kOpeningsFormats).c_str(), format.c_str());
    lua_pop(L, 1);
  }
  c.rating_interval = f.integer("rating_interval", 0, 0, kMaxGames);
  c.engine_log = path_in(b, f.str("log"));
  c.opening_repeat = f.integer("repeats", c.opening_repeat, 1, kMaxGames);
  c.swap_sides = !f.has("swap") || f.boolean("swap");
  c.reverse_sides = f.boolean("reverse");
  c.epd_out = path_in(b, f.str("epd"));
  c.pgn_minimal = f.boolean("pgn_minimal");
  const std::string layout = f.str("pgn_layout", name_of(c.pgn_layout));
  if (auto kind = value_in(kOutputFormats, layout))
    c.pgn_layout = *kind;
  else
    fail("tournament{}: pgn_layout must be %s, not \"%s\"", choices_in(kOutputFormats).c_str(), layout.c_str());
  c.wait_ms = f.integer("wait", 0, 0, 3600000);
  if (f.has("sprt")) {
    lua::Sandbox::raw_field(L, 1, "sprt");
    if (!lua_istable(L, -1))
      fail("tournament{}: sprt must be a table { elo0 = ..., elo1 = ..., alpha = ..., beta = ... }");
    Fields t{L, "sprt", {"elo0", "elo1", "alpha", "beta", "model"}, lua_gettop(L)};
    t.check_known();
    SprtSettings s;
    if (auto model = t.str("model"); !model.empty()) {
      try {
        s.model = parse_sprt_model(model);
      } catch (const std::invalid_argument& e) { fail("sprt{}: %s", e.what()); }
    }
    s.elo0 = t.num("elo0", s.elo0, -1000, 1000);
    s.elo1 = t.num("elo1", s.elo1, -1000, 1000);
    s.alpha = t.num("alpha", s.alpha, 0, 1);
    s.beta = t.num("beta", s.beta, 0, 1);
    if (std::string problem = s.problem(); !problem.empty()) fail("sprt{}: %s", problem.c_str());
    c.sprt = s;
    lua_pop(L, 1);
  }
  if (f.has("adjudicate")) {
    lua::Sandbox::raw_field(L, 1, "adjudicate");
    if (!lua_istable(L, -1)) fail("tournament{}: adjudicate must be a table");
    Fields a{L,
             "adjudicate",
             {"max_moves", "resign_score", "resign_moves", "resign_twosided", "draw_score", "draw_moves", "draw_after"},
             lua_gettop(L)};
    a.check_known();
    auto& j = c.adjudication;
    j.max_moves = a.integer("max_moves", 0, 0, 10000);
    j.resign_score = a.integer("resign_score", 0, 0, 100000);
    j.resign_moves = a.integer("resign_moves", j.resign_score ? 3 : 0, 0, 10000);
    j.resign_twosided = a.boolean("resign_twosided");
    j.draw_score = a.integer("draw_score", 0, 0, 100000);
    j.draw_moves = a.integer("draw_moves", j.draw_score ? 8 : 0, 0, 10000);
    j.draw_after = a.integer("draw_after", 40, 0, 10000);
    lua_pop(L, 1);
  }
  return 0;
}

int l_engine(lua_State* L) {
  Builder& b = builder(L);
  if (!lua_istable(L, 1)) fail("engine{} takes a table");
  Fields f{L,
           "engine",
           {"name", "program", "command", "args", "shell", "protocol", "options", "init", "level", "tc", "image",
            "directory", "startup_seconds", "stderr", "restart", "timemargin", "book", "bookdepth"}};
  // The programs' own settings (PeriodProgram::settings: weights for player@native), from the registry.
  std::set<std::string> settings;
  for (const auto& p : engines::period_programs()) settings.insert(p.settings.begin(), p.settings.end());
  f.allowed.insert(settings.begin(), settings.end());
  f.check_known();
  EngineEntry e;
  e.defined_at = where(L);
  engines::EngineSpec& s = e.spec;
  const std::string program = f.str("program");
  s.external.command = f.str("command");
  if (program.empty() == s.external.command.empty())
    fail(
        "engine{} needs either program = \"microchess@kim1\" (a veteran program) or command = \"...\" "
        "(an external engine), not %s",
        program.empty() ? "neither" : "both");
  if (!program.empty()) {
    // Resolved here, once, to the registry's entry.
    const auto& known = b.host->programs;
    s.program = engines::find_program(program);
    if (!s.program || std::find(known.begin(), known.end(), program) == known.end()) {
      std::string list;
      for (const auto& p : known) list += (list.empty() ? "" : ", ") + p;
      fail("engine{}: no program \"%s\" (known: %s)", program.c_str(), list.c_str());
    }
    for (const char* external :
         {"options", "init", "args", "shell", "protocol", "directory", "startup_seconds", "stderr"})
      if (f.has(external))
        fail("engine{}: '%s' is for external engines (command = ...); a veteran program takes level, tc and image",
             external);
  } else {
    s.external.protocol = f.str("protocol");
    if (s.external.protocol != "xboard" && s.external.protocol != "uci")
      fail("engine{}: protocol must be \"xboard\" or \"uci\" for command \"%s\"", s.external.command.c_str());
    s.external.options = f.pairs("options");
    s.external.init = f.list("init");
    s.external.arguments = f.list("args");
    s.external.shell = f.boolean("shell");
    s.external.directory = path_in(b, f.str("directory"));
    s.external.stderr_file = path_in(b, f.str("stderr"));
    s.external.startup_seconds = f.num("startup_seconds", s.external.startup_seconds, 0.1, 3600);
  }
  // A program's own settings (PeriodProgram::settings): weights = "FILE" for player@native.
  // A program's settings name files (weights = "FILE"), read relative to the config's folder.
  for (const auto& key : settings)
    if (f.has(key.c_str())) {
      if (!s.program) fail("engine{}: '%s' is for veteran's programs, not an external engine", key.c_str());
      try {
        engines::check_setting(*s.program, key);
      } catch (const std::invalid_argument& x) { fail("engine{}: %s", x.what()); }
      s.settings.emplace_back(key, path_in(b, f.str(key.c_str())));
    }
  e.name = f.str("name", s.program ? s.program->id : s.external.command);
  s.external.name = e.name;
  s.level = f.integer("level", 0, 0, 99);
  if (s.level > 0) {
    const auto* known = s.program;
    if (!known)
      fail(
          "engine{}: 'level' is for veteran's programs; give an external engine's strength through 'options' or "
          "'init'");
    const int max = engines::levels_of(*known).max;
    if (s.level > max) fail("engine{}: %s has levels 1 to %d, not %d", s.program->id.c_str(), max, s.level);
  }
  if (const std::string tc = f.str("tc"); !tc.empty()) e.tc = read_tc("engine", tc);
  e.restart = restart_mode(f) == "on";
  e.time_margin = f.integer("timemargin", 0, 0, 86400000) / 1000.0;
  if (f.has("book")) e.book = path_in(b, f.str("book"));
  e.book_depth = f.integer("bookdepth", 1000, 1, 1000000);
  apply_each(b, e);
  for (const auto& image : f.list("image")) s.images.push_back(path_in(b, image));
  for (const auto& other : b.config.engines)
    if (other.name == e.name)
      fail("engine{}: the name \"%s\" is taken (by the engine at %s); give name = \"...\"", e.name.c_str(),
           other.defined_at.c_str());
  b.config.engines.push_back(std::move(e));
  return 0;
}

int l_each(lua_State* L) {
  Builder& b = builder(L);
  if (!lua_istable(L, 1)) fail("each{} takes a table");
  if (b.each.given) fail("each{} is given twice");
  if (!b.config.engines.empty()) fail("each{} must come before the engine{} calls it applies to");
  Fields f{L,
           "each",
           {"tc", "restart", "timemargin", "level", "options", "init", "startup_seconds", "stderr", "directory", "book",
            "bookdepth"}};
  f.check_known();
  auto& each = b.each;
  each.given = true;
  if (f.has("tc")) each.tc = read_tc("each", f.str("tc"));
  if (f.has("restart")) each.restart = restart_mode(f) == "on";
  if (f.has("timemargin")) each.time_margin = f.integer("timemargin", 0, 0, 86400000) / 1000.0;
  if (f.has("level")) each.level = f.integer("level", 0, 1, 99);
  if (f.has("book")) each.book = path_in(b, f.str("book"));
  if (f.has("bookdepth")) each.book_depth = f.integer("bookdepth", 1000, 1, 1000000);
  if (f.has("startup_seconds")) each.startup_seconds = f.num("startup_seconds", 10, 0.1, 3600);
  if (f.has("stderr")) each.stderr_file = path_in(b, f.str("stderr"));
  if (f.has("directory")) each.directory = path_in(b, f.str("directory"));
  each.options = f.pairs("options");
  each.init = f.list("init");
  return 0;
}

int l_installed(lua_State* L) {
  if (lua_type(L, 1) != LUA_TSTRING) fail("installed() takes a command name");
  std::string name = lua_tostring(L, 1);
  auto& cache = builder(L).installed;
  auto known = cache.find(name);
  if (known == cache.end()) known = cache.emplace(name, engines::find_command(name)).first;
  const std::string& found = known->second;
  if (found.empty())
    lua_pushnil(L);
  else
    lua_pushstring(L, found.c_str());
  return 1;
}

int l_available(lua_State* L) {
  if (lua_type(L, 1) != LUA_TSTRING) fail("available() takes a program id");
  Builder& b = builder(L);
  std::string id = lua_tostring(L, 1);
  auto known = b.available.find(id);
  if (known == b.available.end()) known = b.available.emplace(id, b.host->available(id)).first;
  lua_pushboolean(L, known->second);
  return 1;
}

int l_programs(lua_State* L) {
  lua_newtable(L);
  lua_Integer i = 1;
  for (const auto& p : builder(L).host->players) {
    lua_pushstring(L, p.c_str());
    lua_seti(L, -2, i++);
  }
  return 1;
}

}  // namespace

namespace {

constexpr char kTournament[] = "tournament", kEngine[] = "engine", kEach[] = "each";

// A config's run: 64 MiB and 20 million instructions are plenty (a fuzzer's
// endless loop ends in well under a second).
lua::Sandbox config_sandbox() { return lua::Sandbox({size_t{64} << 20, 20000000}); }

void start_builder(Builder& b, const std::string& source, const ConfigHost& host) {
  b.host = &host;
  b.config.source = source;
  b.folder = source.empty() ? std::filesystem::path(".") : std::filesystem::path(source).parent_path();
  if (b.folder.empty()) b.folder = ".";
}

void set_api(lua_State* L, Builder& b, const std::pair<const char*, lua_CFunction>* api, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    lua_pushlightuserdata(L, &b);
    lua_pushcclosure(L, api[i].second, 1);
    lua_setglobal(L, api[i].first);
  }
}

// The event's own rules, checked once all its calls are made.
void check_event(const TournamentConfig& c, const std::string& source) {
  const std::string name = source.empty() ? "default tournament" : source;
  if (c.sprt && c.pairing == Pairing::knockout)
    throw std::runtime_error(name + ": sprt{} is for a match, not a knockout");
  if (c.sprt && c.engines.size() != 2)
    throw std::runtime_error(name + ": sprt{} is for a match of two engines, and this event has " +
                             std::to_string(c.engines.size()));
  if (c.engines.size() < 2)
    throw std::runtime_error(name + ": a tournament needs at least two engines, and this one has " +
                             std::to_string(c.engines.size()));
}

}  // namespace

std::string record_config(const std::string& lua, const std::string& source, const ConfigHost& host) {
  Builder b;
  start_builder(b, source, host);
  std::string calls;
  b.recording = &calls;
  lua::Sandbox sandbox = config_sandbox();
  lua_State* L = sandbox.state();
  // The same numbers from math.random on every run of the config.
  lua_getglobal(L, "math");
  lua_getfield(L, -1, "randomseed");
  lua_pushinteger(L, 0);
  lua_call(L, 1, 0);
  lua_pop(L, 1);
  const std::pair<const char*, lua_CFunction> api[] = {{kTournament, guarded<l_tournament, kTournament>},
                                                       {kEngine, guarded<l_engine, kEngine>},
                                                       {kEach, guarded<l_each, kEach>},
                                                       {"installed", guarded<l_installed>},
                                                       {"available", guarded<l_available>},
                                                       {"programs", guarded<l_programs>}};
  set_api(L, b, api, std::size(api));
  std::string chunk =
      "@" + (source.empty() ? std::string("default tournament") : std::filesystem::path(source).filename().string());
  std::string error = sandbox.run(lua, chunk);
  if (!error.empty()) throw std::runtime_error(error);
  check_event(b.config, source);
  return calls;
}

TournamentConfig replay_config(std::string_view calls, const std::string& source, const ConfigHost& host) {
  Builder b;
  start_builder(b, source, host);
  lua::Sandbox sandbox = config_sandbox();
  lua_State* L = sandbox.state();
  const std::pair<const char*, lua_CFunction> api[] = {
      {kTournament, guarded<l_tournament>}, {kEngine, guarded<l_engine>}, {kEach, guarded<l_each>}};
  for (size_t at = 0; at < calls.size();) {
    lua::push_value(L, calls, at);
    lua::push_value(L, calls, at);
    const std::string name = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    const std::string place = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
    lua_pop(L, 2);
    const auto* call = std::find_if(std::begin(api), std::end(api), [&](const auto& a) { return name == a.first; });
    if (call == std::end(api)) throw std::runtime_error("a recorded config call '" + name + "' is none of veteran's");
    lua_pushlightuserdata(L, &b);
    lua_pushcclosure(L, call->second, 1);
    lua::push_value(L, calls, at);
    b.replayed_at = &place;
    if (lua::Sandbox::pcall(L, 1, 0) != LUA_OK) throw std::runtime_error(lua::Sandbox::pop_error(L));
    b.replayed_at = nullptr;
  }
  check_event(b.config, source);
  return b.config;
}

TournamentConfig load_config(const std::string& lua, const std::string& source, const ConfigHost& host) {
  return replay_config(record_config(lua, source, host), source, host);
}

}  // namespace veteran::tournament
