#include "engines/referee/script_state.hpp"

#include "util/lua/sandbox.hpp"

#include <stdexcept>
#include <string>

namespace veteran::engines {
namespace {

// Host code, run with the debug library the scripts never see. `host` holds
// the host's tables; `copy` keeps one copy per table, so tables shared between
// values stay shared.
constexpr const char* kMemory = R"LUA(
local debug, G, host = ...
local getupvalue, setupvalue = debug.getupvalue, debug.setupvalue
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable
local next, type, ipairs = next, type, ipairs

local function copy(v, copies)
  if type(v) ~= "table" or host[v] then return v end
  if copies[v] then return copies[v] end
  local c = {}
  copies[v] = c
  for k, x in next, v do c[copy(k, copies)] = copy(x, copies) end
  setmetatable(c, getmetatable(v))
  return c
end

-- Every Lua function reachable from the globals, through tables and upvalues.
local function functions()
  local seen, list = {}, {}
  local function visit(v)
    if seen[v] then return end
    if type(v) == "function" then
      seen[v] = true
      list[#list + 1] = v
      local i = 1
      while true do
        local name, x = getupvalue(v, i)
        if not name then break end
        if x ~= nil then visit(x) end
        i = i + 1
      end
    elseif type(v) == "table" and not host[v] then
      seen[v] = true
      for k, x in next, v do visit(k) visit(x) end
    end
  end
  for _, v in next, G do visit(v) end
  return list
end

local memos = {}
local function remember(slot)
  local copies = {}
  local memo = { globals = {}, upvalues = {} }
  for k, v in next, G do memo.globals[k] = copy(v, copies) end
  for _, f in ipairs(functions()) do
    local i = 1
    while true do
      local name, x = getupvalue(f, i)
      if not name then break end
      memo.upvalues[#memo.upvalues + 1] = { f, i, copy(x, copies) }
      i = i + 1
    end
  end
  memos[slot] = memo
end

local function recall(slot)
  local memo = memos[slot]
  if not memo then return end
  local copies = {}
  local extra = {}
  for k in next, G do if memo.globals[k] == nil then extra[#extra + 1] = k end end
  for _, k in ipairs(extra) do G[k] = nil end
  for k, v in next, memo.globals do G[k] = copy(v, copies) end
  for _, u in ipairs(memo.upvalues) do setupvalue(u[1], u[2], copy(u[3], copies)) end
end

local function drop(slot) memos[slot] = nil end

return remember, recall, drop
)LUA";

}  // namespace

ScriptState::ScriptState(lua_State* L) : L_(L) {
  const int top = lua_gettop(L_);
  if (luaL_loadbufferx(L_, kMemory, std::char_traits<char>::length(kMemory), "=script_state", "t") != LUA_OK)
    throw std::logic_error("script_state: " + lua::Sandbox::pop_error(L_));
  luaL_requiref(L_, LUA_DBLIBNAME, luaopen_debug, 0);  // for the host chunk only: no global is set
  lua_pushglobaltable(L_);
  lua_newtable(L_);  // the host's tables: the globals table and every table in it now
  lua_pushglobaltable(L_);
  lua_pushboolean(L_, 1);
  lua_rawset(L_, -3);
  lua_pushglobaltable(L_);
  lua_pushnil(L_);
  while (lua_next(L_, -2)) {
    if (lua_istable(L_, -1)) {
      lua_pushvalue(L_, -1);
      lua_pushboolean(L_, 1);
      lua_rawset(L_, -6);
    }
    lua_pop(L_, 1);
  }
  lua_pop(L_, 1);
  if (lua::Sandbox::pcall(L_, 3, 3) != LUA_OK) throw std::logic_error("script_state: " + lua::Sandbox::pop_error(L_));
  drop_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  recall_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  remember_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  lua_settop(L_, top);
}

void ScriptState::call(int ref, int slot, const char* what) {
  const int top = lua_gettop(L_);
  lua_rawgeti(L_, LUA_REGISTRYINDEX, ref);
  lua_pushinteger(L_, slot);
  if (lua::Sandbox::pcall(L_, 1, 0) != LUA_OK) {
    std::string error = lua::Sandbox::pop_error(L_);
    lua_settop(L_, top);
    throw std::runtime_error(std::string("referee: ") + what + " its state: " + error);
  }
  lua_settop(L_, top);
}

void ScriptState::remember(int slot) { call(remember_, slot, "remembering"); }

void ScriptState::recall(int slot) { call(recall_, slot, "restoring"); }

void ScriptState::drop(int slot) { call(drop_, slot, "dropping"); }

}  // namespace veteran::engines
