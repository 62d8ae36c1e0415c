// A referee script's state, remembered and restored: the values of its
// globals and of every local its functions close over (the chunk's top-level
// `local level = 1`), tables copied deep. An emulated engine restores its
// machine to the state just after the program booted (emu/state/) and the
// script to the state it had then, so a new game costs a restore instead of
// a reboot and a retyped game. Host tables (the libraries, `machine`, the
// globals table itself) are kept, not copied; metatables go with their
// tables. Everything stays inside the one Lua state: functions are the same
// closures, only the values they see are put back. Several states are kept
// at once, each under a number the caller chooses (the post-boot state, and
// the points of a game an engine can go back to).
#pragma once

#include <lua.hpp>

namespace veteran::engines {

class ScriptState {
 public:
  // Before the script's chunk runs: the tables then in the globals are the host's.
  explicit ScriptState(lua_State* L);
  // The script's state now, kept under `slot` (replacing what was there);
  // throws std::runtime_error.
  void remember(int slot);
  // Back to the state kept under `slot` (nothing if there is none).
  void recall(int slot);
  // Lets go of the state kept under `slot`.
  void drop(int slot);

 private:
  lua_State* L_;
  int remember_ = LUA_NOREF, recall_ = LUA_NOREF, drop_ = LUA_NOREF;
  void call(int ref, int slot, const char* what);
};

}  // namespace veteran::engines
