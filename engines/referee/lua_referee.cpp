#include "engines/referee/lua_referee.hpp"

#include <lua.hpp>
#include "emu/capabilities.hpp"
#include "util/io/input_file.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace veteran::engines {
namespace {

// The machine behind the API functions, kept as the first upvalue.
emu::Machine& machine_of(lua_State* L) { return *static_cast<emu::Machine*>(lua_touserdata(L, lua_upvalueindex(1))); }

uint64_t cycles_for_ms(const emu::Machine& m, double ms) {
  return ms <= 0 ? 0 : static_cast<uint64_t>(ms * m.clock_hz() / 1000.0);
}

// Runs the machine for `ms`, through the watch (the third upvalue) if any.
void run_ms(lua_State* L, emu::Machine& m, double ms) {
  emu::run_sliced(m, cycles_for_ms(m, ms), static_cast<const emu::SliceWatch*>(lua_touserdata(L, lua_upvalueindex(3))));
}

// Host errors inside API calls become Lua errors, which carry the script's line.
// Lua unwinds with longjmp: every luaL_check* runs before any C++ object lives.
template <class Fn>
int guarded(lua_State* L, Fn&& fn) {
  try {
    return fn();
  } catch (const std::exception& e) {
    luaL_where(L, 1);  // the script's file and line that called the API
    lua_pushstring(L, e.what());
  }
  lua_concat(L, 2);
  return lua_error(L);
}

int api_key(lua_State* L) {
  const char* key = luaL_checkstring(L, 1);
  bool down = lua_toboolean(L, 2);
  return guarded(L, [&] {
    machine_of(L).set_key(key, down);
    return 0;
  });
}

int api_press(lua_State* L) {
  const char* key = luaL_checkstring(L, 1);
  double ms = luaL_optnumber(L, 2, 100);
  return guarded(L, [&] {
    auto& m = machine_of(L);
    m.set_key(key, true);
    run_ms(L, m, ms);
    m.set_key(key, false);
    run_ms(L, m, ms);
    return 0;
  });
}

int api_run(lua_State* L) {
  double ms = luaL_checknumber(L, 1);
  return guarded(L, [&] {
    auto& m = machine_of(L);
    run_ms(L, m, ms);
    return 0;
  });
}

int api_run_until(lua_State* L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  double max_ms = luaL_checknumber(L, 2);
  double step_ms = luaL_optnumber(L, 3, 1);
  luaL_argcheck(L, step_ms > 0, 3, "step must be above 0 ms");
  auto& m = machine_of(L);
  for (double t = 0; t <= max_ms; t += step_ms) {
    lua_pushvalue(L, 1);
    lua_call(L, 0, 1);  // errors in the condition propagate with their line
    bool done = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (done) {
      lua_pushboolean(L, 1);
      return 1;
    }
    guarded(L, [&] {  // a machine error (an unknown monitor call...) becomes the script's error
      run_ms(L, m, step_ms);
      return 0;
    });
  }
  lua_pushboolean(L, 0);
  return 1;
}

int api_waiting_for_key(lua_State* L) {
  return guarded(L, [&] {
    lua_pushboolean(L, emu::require<emu::KeyWait>(machine_of(L), "").waiting_for_key());
    return 1;
  });
}

int api_display(lua_State* L) {
  return guarded(L, [&] {
    lua_pushstring(L, machine_of(L).display_text().c_str());
    return 1;
  });
}

// The bytes the program sent to its serial terminal from offset `from` (0 by
// default) and the count sent so far: a referee keeps its own place.
int api_output(lua_State* L) {
  lua_Integer from = luaL_optinteger(L, 1, 0);
  luaL_argcheck(L, from >= 0, 1, "offset must be 0 or more");
  return guarded(L, [&] {
    const auto sent = emu::require<emu::SerialPort>(machine_of(L), "").serial_output();
    // Bytes before the kept tail are gone: the text starts where the tail does.
    const uint64_t total = sent.dropped + sent.kept.size();
    const uint64_t start = std::clamp<uint64_t>(static_cast<uint64_t>(from), sent.dropped, total) - sent.dropped;
    lua_pushlstring(L, sent.kept.data() + start, sent.kept.size() - start);
    lua_pushinteger(L, static_cast<lua_Integer>(total));
    return 2;
  });
}

// Bytes for the program's serial port, sent as a terminal at the other end sends them.
int api_send(lua_State* L) {
  size_t length = 0;
  const char* bytes = luaL_checklstring(L, 1, &length);
  return guarded(L, [&] {
    emu::require<emu::SerialPort>(machine_of(L), "").serial_send(std::string_view(bytes, length));
    return 0;
  });
}

// Whether the lamp `name` is lit (the Schach cartridge's THINKING).
int api_lamp(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  return guarded(L, [&] {
    auto& m = machine_of(L);
    std::string names;
    for (const auto& lamp : emu::require<emu::Lamps>(m, "").lamps()) {
      if (lamp.name == name) {
        lua_pushboolean(L, lamp.on);
        return 1;
      }
      names += (names.empty() ? "" : ", ") + lamp.name;
    }
    throw std::runtime_error(std::string(m.name()) + " has no lamp named '" + name + "' (lamps: " + names + ")");
  });
}

lua_Integer checked_address(lua_State* L, int arg) {
  lua_Integer a = luaL_checkinteger(L, arg);
  luaL_argcheck(L, a >= 0 && a <= 0xFFFF, arg, "address must be 0 to 0xFFFF");
  return a;
}

int api_peek(lua_State* L) {
  lua_pushinteger(L, machine_of(L).peek(static_cast<uint16_t>(checked_address(L, 1))));
  return 1;
}

int api_poke(lua_State* L) {
  lua_Integer v = luaL_checkinteger(L, 2);
  luaL_argcheck(L, v >= 0 && v <= 0xFF, 2, "value must be 0 to 0xFF");
  machine_of(L).poke(static_cast<uint16_t>(checked_address(L, 1)), static_cast<uint8_t>(v));
  return 0;
}

int api_seconds(lua_State* L) {
  lua_pushnumber(L, machine_of(L).seconds());
  return 1;
}

int api_log(lua_State* L) {
  auto* log = static_cast<std::function<void(const std::string&)>*>(lua_touserdata(L, lua_upvalueindex(2)));
  if (log && *log) (*log)(luaL_checkstring(L, 1));
  return 0;
}

// machine.NAME for a function of a capability the machine lacks: an error at
// the script's line naming the machine and the capability (the table's
// __index; upvalues: the table of such names, the machine's name).
int api_missing(lua_State* L) {
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TSTRING) return 0;  // not a capability's function: nil
  const char* capability = lua_tostring(L, -1);
  luaL_where(L, 1);  // the script's file and line that asked (the metamethod runs as its callee)
  lua_pushfstring(L, "%s has no %s (machine.%s)", lua_tostring(L, lua_upvalueindex(2)), capability,
                  luaL_tolstring(L, 2, nullptr));
  lua_remove(L, -2);  // luaL_tolstring's copy
  lua_concat(L, 2);
  return lua_error(L);
}

std::string read_script(const std::filesystem::path& path) {
  try {
    return io::read_file(path.string(), io::kMaxConfigFile, "a referee script");
  } catch (const std::exception& e) { throw RefereeError(e.what()); }
}

}  // namespace

LuaReferee::LuaReferee(const std::filesystem::path& script, emu::Machine& machine,
                       std::function<void(const std::string&)> log, const emu::SliceWatch* watch)
    : machine_(machine), log_(std::move(log)), watch_(watch) {
  open(read_script(script), "@" + script.string());
}

LuaReferee::LuaReferee(const std::string& chunk, const std::string& chunk_name, emu::Machine& machine,
                       std::function<void(const std::string&)> log, const emu::SliceWatch* watch)
    : machine_(machine), log_(std::move(log)), watch_(watch) {
  open(chunk, "@" + chunk_name);
}

LuaReferee::~LuaReferee() = default;

void LuaReferee::open(const std::string& chunk, const std::string& chunk_name) {
  // A referee's call runs the machine for as long as the program thinks, with
  // its predicate called every few emulated milliseconds: 2,000 million
  // instructions a call; 64 MiB.
  sandbox_ = std::make_unique<lua::Sandbox>(lua::Limits{size_t{64} << 20, 2000000000});
  L_ = sandbox_->state();
  static constexpr luaL_Reg kApi[] = {
      {"key", api_key},         {"press", api_press}, {"run", api_run},   {"run_until", api_run_until},
      {"display", api_display}, {"peek", api_peek},   {"poke", api_poke}, {"seconds", api_seconds},
      {"log", api_log},         {nullptr, nullptr},
  };
  // The functions of a capability, offered only on machines that have it.
  static constexpr luaL_Reg kSerial[] = {{"output", api_output}, {"send", api_send}, {nullptr, nullptr}};
  static constexpr luaL_Reg kLamps[] = {{"lamp", api_lamp}, {nullptr, nullptr}};
  static constexpr luaL_Reg kKeyWait[] = {{"waiting_for_key", api_waiting_for_key}, {nullptr, nullptr}};
  struct Group {
    const luaL_Reg* functions;
    bool present;
    const char* capability;
  };
  const Group groups[] = {
      {kSerial, emu::capability<emu::SerialPort>(machine_) != nullptr, emu::SerialPort::kName},
      {kLamps, emu::capability<emu::Lamps>(machine_) != nullptr, emu::Lamps::kName},
      {kKeyWait, emu::capability<emu::KeyWait>(machine_) != nullptr, emu::KeyWait::kName},
  };
  auto set_functions = [&](const luaL_Reg* functions) {
    lua_pushlightuserdata(L_, &machine_);
    lua_pushlightuserdata(L_, &log_);
    lua_pushlightuserdata(L_, const_cast<emu::SliceWatch*>(watch_));  // read only: run_ms()
    luaL_setfuncs(L_, functions, 3);
  };
  lua_newtable(L_);
  set_functions(kApi);
  lua_newtable(L_);  // the functions the machine lacks, by name: their capability
  for (const auto& g : groups) {
    if (g.present) {
      lua_pushvalue(L_, -2);
      set_functions(g.functions);
      lua_pop(L_, 1);
      continue;
    }
    for (const luaL_Reg* f = g.functions; f->name; ++f) {
      lua_pushstring(L_, g.capability);
      lua_setfield(L_, -2, f->name);
    }
  }
  lua_newtable(L_);  // machine's metatable
  lua_insert(L_, -2);
  lua_pushstring(L_, machine_.name());
  lua_pushcclosure(L_, api_missing, 2);
  lua_setfield(L_, -2, "__index");
  lua_pushboolean(L_, 0);
  lua_setfield(L_, -2, "__metatable");  // a script neither reads nor replaces it
  lua_setmetatable(L_, -2);
  lua_setglobal(L_, "machine");
  state_ = std::make_unique<ScriptState>(L_);
  std::string error = sandbox_->run(chunk, chunk_name);
  if (!error.empty()) {
    sandbox_.reset();
    L_ = nullptr;
    throw RefereeError("referee " + error);
  }
}

void LuaReferee::remember_state(int slot) {
  sandbox_->new_budget();
  try {
    state_->remember(slot);
  } catch (const std::exception& e) { throw RefereeError(e.what()); }
}

void LuaReferee::recall_state(int slot) {
  sandbox_->new_budget();
  try {
    state_->recall(slot);
  } catch (const std::exception& e) { throw RefereeError(e.what()); }
}

void LuaReferee::drop_state(int slot) {
  sandbox_->new_budget();
  try {
    state_->drop(slot);
  } catch (const std::exception& e) { throw RefereeError(e.what()); }
}

bool LuaReferee::has_function(const std::string& name) const {
  lua::Sandbox::raw_global(L_, name.c_str());
  bool is_function = lua_isfunction(L_, -1);
  lua_pop(L_, 1);
  return is_function;
}

std::vector<std::string> LuaReferee::call(const std::string& name, const std::vector<std::string>& args) {
  int base = lua_gettop(L_);
  if (!lua_checkstack(L_, static_cast<int>(args.size()) + 4)) throw RefereeError("referee: Lua stack is full");
  lua::Sandbox::raw_global(L_, name.c_str());
  if (!lua_isfunction(L_, -1)) {
    lua_settop(L_, base);
    throw RefereeError("referee has no function '" + name + "'");
  }
  for (const auto& a : args) lua_pushstring(L_, a.c_str());
  sandbox_->new_budget();
  if (lua::Sandbox::pcall(L_, static_cast<int>(args.size()), LUA_MULTRET) != LUA_OK) {
    std::string error = lua::Sandbox::pop_error(L_);
    lua_settop(L_, base);
    throw RefereeError("referee " + error);
  }
  std::vector<std::string> results;
  for (int i = base + 1, top = lua_gettop(L_); i <= top; ++i) {
    std::string text;
    if (!lua_isnil(L_, i) && !lua::Sandbox::to_text(L_, i, text)) {
      std::string type = luaL_typename(L_, i);
      lua_settop(L_, base);
      throw RefereeError("referee's " + name + " returned a " + type + ", not a string, number or boolean");
    }
    results.push_back(text);
  }
  lua_settop(L_, base);
  return results;
}

std::string LuaReferee::global(const std::string& name, const std::string& fallback) const {
  lua::Sandbox::raw_global(L_, name.c_str());
  std::string v;
  if (!lua::Sandbox::to_text(L_, -1, v) || lua_isboolean(L_, -1)) v = fallback;
  lua_pop(L_, 1);
  return v;
}

std::vector<double> LuaReferee::numbers(const std::string& name) const {
  std::vector<double> out;
  lua::Sandbox::raw_global(L_, name.c_str());
  if (lua_istable(L_, -1)) {
    for (lua_Integer i = 1;; ++i) {
      lua_rawgeti(L_, -1, i);
      bool number = lua_isnumber(L_, -1);
      if (number) out.push_back(lua_tonumber(L_, -1));
      lua_pop(L_, 1);
      if (!number) break;
    }
  }
  lua_pop(L_, 1);
  return out;
}

}  // namespace veteran::engines
