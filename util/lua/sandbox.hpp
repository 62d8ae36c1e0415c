// The one Lua sandbox in which every script veteran runs is run: tournament
// configs and the referees of the period programs. Only the base, string,
// table and math libraries, without the functions that load code or files
// or drive the collector; chunks are loaded as text only (a mutated
// bytecode chunk can crash the interpreter itself).
#pragma once

#include <lua.hpp>

#include <string>

namespace veteran::lua {

class Sandbox {
 public:
  Sandbox();  // throws std::runtime_error if Lua cannot start
  ~Sandbox();
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  lua_State* state() const { return L_; }

  // Loads `chunk` (text) under `name` ("@file.lua" names it in messages)
  // and runs it. Returns "" or the error, with the file and line Lua gives.
  std::string run(const std::string& chunk, const std::string& name);

  // Pops the error value on top of the stack and says it in words, whatever
  // its type (error({}) raises a table).
  static std::string pop_error(lua_State* L);

 private:
  lua_State* L_ = nullptr;
};

}  // namespace veteran::lua
