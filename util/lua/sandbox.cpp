#include "util/lua/sandbox.hpp"

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace veteran::lua {
namespace {
constexpr int kHookStep = 10000;  // instructions between two looks at the budget

// Limits that hold inside Lua's C functions, which the count hook never
// interrupts.
constexpr lua_Integer kMaxRepeats = 1 << 24;  // string.rep's count, whatever the result's length

// string.rep with its work bounded: the result within the memory cap (the
// allocator would refuse it only after the loop that fills it), and not more
// than kMaxRepeats pieces even when they are empty.
int bounded_rep(lua_State* L) {
  size_t length = 0, separator = 0;
  (void)luaL_checklstring(L, 1, &length);
  const lua_Integer n = luaL_checkinteger(L, 2);
  (void)luaL_optlstring(L, 3, "", &separator);
  if (n <= 0 || (length == 0 && separator == 0)) {
    lua_pushliteral(L, "");
    return 1;
  }
  const double bytes = static_cast<double>(n) * static_cast<double>(length + separator);
  if (n > kMaxRepeats || bytes > static_cast<double>(size_t{64} << 20))
    return luaL_error(L, "string.rep: %I pieces of %d bytes is more than a veteran script may make", n,
                      static_cast<int>(length + separator));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

// setmetatable without finalizers: a __gc function runs inside the
// collector, where an error is only a warning and an endless loop escapes
// the instruction budget.
int no_finalizers(lua_State* L) {
  if (lua_istable(L, 2)) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "setmetatable: __gc finalizers are not allowed in veteran's scripts");
    lua_pop(L, 1);
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

// Replaces TABLE.NAME (a global table, or _G itself if `table` is null) by
// `wrapper`, which gets the original as its upvalue.
void wrap(lua_State* L, const char* table, const char* name, lua_CFunction wrapper) {
  if (table)
    lua_getglobal(L, table);
  else
    lua_pushglobaltable(L);
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, wrapper, 1);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

}  // namespace

void* Sandbox::allocate(void* self, void* block, size_t old_size, size_t new_size) {
  auto* s = static_cast<Sandbox*>(self);
  const size_t old = block ? old_size : 0;  // without a block, old_size is a type tag
  if (new_size == 0) {
    std::free(block);
    s->used_ -= old;
    return nullptr;
  }
  if (new_size > old && s->used_ + (new_size - old) > s->limits_.memory)
    return nullptr;  // Lua raises "not enough memory"
  void* grown = std::realloc(block, new_size);
  if (!grown) return nullptr;
  s->used_ = s->used_ - old + new_size;
  return grown;
}

void Sandbox::count(lua_State* L, lua_Debug* ar) {
  Sandbox* s = nullptr;
  std::memcpy(&s, lua_getextraspace(L), sizeof s);
  s->executed_ += kHookStep;
  if (!s->limits_.instructions || s->executed_ <= s->limits_.instructions) return;
  lua_getinfo(L, "Sl", ar);  // where the script was: the hook's own level has no line
  lua_pushfstring(L, "%s:%d: the script ran more than %d million instructions without finishing (an endless loop?)",
                  ar->short_src, ar->currentline, static_cast<int>(s->limits_.instructions / 1000000));
  lua_error(L);
}

Sandbox::Sandbox(Limits limits) : limits_(limits) {
  L_ = lua_newstate(allocate, this);
  if (!L_) throw std::runtime_error("cannot start Lua");
  Sandbox* self = this;
  std::memcpy(lua_getextraspace(L_), &self, sizeof self);
  if (limits_.instructions) lua_sethook(L_, count, LUA_MASKCOUNT, kHookStep);
  luaL_requiref(L_, "_G", luaopen_base, 1);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 1);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 1);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 1);
  lua_settop(L_, 0);
  for (const char* unsafe : {"dofile", "loadfile", "load", "require", "collectgarbage"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, unsafe);
  }
  wrap(L_, LUA_STRLIBNAME, "rep", bounded_rep);
  wrap(L_, nullptr, "setmetatable", no_finalizers);
  // Strings' methods ("x"):rep(n) come from the string table's metatable
  // __index, which is the same table: the wrapper is found there too.
}

Sandbox::~Sandbox() { lua_close(L_); }

namespace {

int place_error(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER) return 1;  // messages carry their place
  // Level 1 is error() itself (a C function, no place); the Lua code that called it is next.
  std::string where;
  for (int level = 1; level <= 3 && where.empty(); ++level) {
    luaL_where(L, level);
    where = lua_tostring(L, -1);
    lua_pop(L, 1);
  }
  lua_pushfstring(L, "%sa Lua error raised with a %s value, not a message", where.c_str(), luaL_typename(L, 1));
  return 1;
}

}  // namespace

int Sandbox::pcall(lua_State* L, int nargs, int nresults) {
  int base = lua_gettop(L) - nargs;  // the function's slot
  lua_pushcfunction(L, place_error);
  lua_insert(L, base);
  int status = lua_pcall(L, nargs, nresults, base);
  lua_remove(L, base);
  return status;
}

std::string Sandbox::pop_error(lua_State* L) {
  std::string message;
  if (lua_type(L, -1) == LUA_TSTRING || lua_type(L, -1) == LUA_TNUMBER)
    message = lua_tostring(L, -1);
  else
    message = std::string("a Lua error raised with a ") + luaL_typename(L, -1) + " value, not a message";
  lua_pop(L, 1);
  return message;
}

void Sandbox::raw_global(lua_State* L, const char* name) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  lua_pushstring(L, name);
  lua_rawget(L, -2);
  lua_remove(L, -2);
}

void Sandbox::raw_field(lua_State* L, int index, const char* key) {
  index = lua_absindex(L, index);
  if (!lua_istable(L, index)) {
    lua_pushnil(L);
    return;
  }
  lua_pushstring(L, key);
  lua_rawget(L, index);
}

bool Sandbox::to_text(lua_State* L, int index, std::string& out) {
  switch (lua_type(L, index)) {
    case LUA_TSTRING: out = lua_tostring(L, index); return true;
    case LUA_TNUMBER: {
      lua_pushvalue(L, index);  // a copy, so that a key being walked is not changed
      out = lua_tostring(L, -1);
      lua_pop(L, 1);
      return true;
    }
    case LUA_TBOOLEAN: out = lua_toboolean(L, index) ? "true" : "false"; return true;
    default: return false;
  }
}

std::string Sandbox::run(const std::string& chunk, const std::string& name) {
  new_budget();
  int status = luaL_loadbufferx(L_, chunk.data(), chunk.size(), name.c_str(), "t");
  if (status == LUA_OK) status = pcall(L_, 0, 0);
  if (status == LUA_OK) return "";
  // Out of memory, Lua has no line to give (its message handler cannot run): the file at least.
  if (status == LUA_ERRMEM) {
    lua_pop(L_, 1);
    return (name.rfind('@', 0) == 0 ? name.substr(1) : name) + ": not enough memory: the script used the " +
           std::to_string(limits_.memory >> 20) + " MiB a veteran script may have";
  }
  return pop_error(L_);
}

}  // namespace veteran::lua
