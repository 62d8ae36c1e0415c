// A referee script's state, remembered and restored: the values of its
// globals and of every local its functions close over (the chunk's top-level
// `local level = 1`), tables copied deep. An emulated engine restores its
// machine to the state just after the program booted (emu/state/) and the
// script to the state it had then, so a new game costs a restore instead of
// a reboot and a retyped game. Host tables (the libraries, `machine`, the
// globals table itself) are kept, not copied; metatables go with their
// tables. Everything stays inside the one Lua state: functions are the same
// closures, only the values they see are put back.
#pragma once

#include <lua.hpp>

namespace veteran::engines {

class ScriptState {
 public:
  // Before the script's chunk runs: the tables then in the globals are the host's.
  explicit ScriptState(lua_State* L);
  // The script's state now; throws std::runtime_error.
  void remember();
  // Back to the state remember() saw (nothing if it was never called).
  void recall();

 private:
  lua_State* L_;
  int remember_ = LUA_NOREF, recall_ = LUA_NOREF;
  bool remembered_ = false;
  void call(int ref, const char* what);
};

}  // namespace veteran::engines
