// The one Lua sandbox in which every script veteran runs is run: tournament
// configs and the referees of the period programs. Only the base, string,
// table and math libraries, without the functions that load code or files
// or drive the collector; chunks are loaded as text only (a mutated
// bytecode chunk can crash the interpreter itself); the memory a script may
// take is capped through the allocator, and the instructions it may run
// between two budgets through a count hook, so that a script can neither
// loop forever nor grow without bound. Host code reads scripts' values
// without metamethods (raw_global, raw_field, to_text): an error raised in
// one would jump over C++ frames.
#pragma once

#include <lua.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace veteran::lua {

struct Limits {
  size_t memory = size_t{256} << 20;  // bytes
  uint64_t instructions = 0;          // a budget's instructions (0: no limit)
};

class Sandbox {
 public:
  explicit Sandbox(Limits limits = {});  // throws std::runtime_error if Lua cannot start
  ~Sandbox();
  Sandbox(const Sandbox&) = delete;
  Sandbox& operator=(const Sandbox&) = delete;

  lua_State* state() const { return L_; }

  // Loads `chunk` (text) under `name` ("@file.lua" names it in messages)
  // and runs it, with a fresh instruction budget. Returns "" or the error,
  // with the file and line Lua gives.
  std::string run(const std::string& chunk, const std::string& name);
  // A fresh instruction budget, before each call into the script.
  void new_budget() { executed_ = 0; }

  // Pops the error value on top of the stack and says it in words, whatever
  // its type (error({}) raises a table).
  static std::string pop_error(lua_State* L);
  // lua_pcall with a message handler that gives an error raised with a value
  // that is no message (error({})) the file and line that raised it.
  static int pcall(lua_State* L, int nargs, int nresults);
  // The global `name` pushed without metamethods.
  static void raw_global(lua_State* L, const char* name);
  // Field `key` of the table at `index` pushed without metamethods.
  static void raw_field(lua_State* L, int index, const char* key);
  // A string, number or boolean at `index` as text, no metamethods; false for other types.
  static bool to_text(lua_State* L, int index, std::string& out);

 private:
  lua_State* L_ = nullptr;
  Limits limits_;
  size_t used_ = 0;
  uint64_t executed_ = 0;
  static void* allocate(void* self, void* block, size_t old_size, size_t new_size);
  static void count(lua_State* L, lua_Debug* ar);
};

}  // namespace veteran::lua
