#include "veteran/util/lua/sandbox.hpp"

#include <stdexcept>

namespace veteran::lua {

Sandbox::Sandbox() : L_(luaL_newstate()) {
  if (!L_) throw std::runtime_error("cannot start Lua");
  luaL_requiref(L_, "_G", luaopen_base, 1);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 1);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 1);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 1);
  lua_settop(L_, 0);
  for (const char* unsafe : {"dofile", "loadfile", "load", "require", "collectgarbage"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, unsafe);
  }
}

Sandbox::~Sandbox() { lua_close(L_); }

std::string Sandbox::pop_error(lua_State* L) {
  std::string message;
  if (lua_type(L, -1) == LUA_TSTRING || lua_type(L, -1) == LUA_TNUMBER)
    message = lua_tostring(L, -1);
  else
    message = std::string("a Lua error raised with a ") + luaL_typename(L, -1) + " value, not a message";
  lua_pop(L, 1);
  return message;
}

std::string Sandbox::run(const std::string& chunk, const std::string& name) {
  if (luaL_loadbufferx(L_, chunk.data(), chunk.size(), name.c_str(), "t") != LUA_OK || lua_pcall(L_, 0, 0, 0) != LUA_OK)
    return pop_error(L_);
  return "";
}

}  // namespace veteran::lua
