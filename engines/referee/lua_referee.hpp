// The host side of a referee: a Lua 5.4 script that knows one period program
// (its keys, its display, its rule gaps) drives a machine through a small API.
// Scripts run in veteran's one Lua sandbox (util/lua/sandbox.hpp). Script
// errors carry file and line.
//
// The API, in the global table `machine`:
//   machine.press(key [, ms])      hold a key for ms (default 100), then release it for as long
//   machine.key(key, down)         press or release a key
//   machine.run(ms)                run for ms of emulated time
//   machine.run_until(fn, max_ms [, step_ms])  run in steps (default 1 ms) until fn() is true; false on timeout
//   machine.display()              what the display shows, as text
//   machine.peek(address)          read memory without side effects
//   machine.poke(address, value)   write memory
//   machine.seconds()              emulated seconds since power-on
//   machine.log(text)              a line for the log (stderr of the engine)
// Offered only on machines with the capability (emu/capabilities.hpp); on
// others, asking for one is an error naming the machine and the capability:
//   machine.waiting_for_key()      the program waits in its monitor for a key (machines that can tell)
//   machine.output([from])         what the program sent to its serial terminal from byte `from` (0-based;
//                                  the terminal keeps the last MiB at least), and the count sent since reset
//                                  (machines with a serial port)
//   machine.send(bytes)            bytes down the serial line to the program (machines with a serial port)
//   machine.lamp(name)             whether the lamp `name` is lit (machines with lamps: the Channel F's Schach)
// Running goes through `watch` when one is given (emu/sliced_run.hpp): the
// machine itself is what the script sees, whatever watches it.
#pragma once

#include "emu/machine.hpp"
#include "emu/sliced_run.hpp"
#include "engines/referee/script_state.hpp"

#include "util/lua/sandbox.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::engines {

struct RefereeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class LuaReferee {
 public:
  // Loads and runs the script's top level. Throws RefereeError (with the
  // script's file and line) on a syntax or run-time error.
  LuaReferee(const std::filesystem::path& script, emu::Machine& machine,
             std::function<void(const std::string&)> log = {}, const emu::SliceWatch* watch = nullptr);
  LuaReferee(const std::string& chunk, const std::string& chunk_name, emu::Machine& machine,
             std::function<void(const std::string&)> log = {}, const emu::SliceWatch* watch = nullptr);
  ~LuaReferee();
  LuaReferee(const LuaReferee&) = delete;
  LuaReferee& operator=(const LuaReferee&) = delete;

  bool has_function(const std::string& name) const;
  // Calls a global function with string arguments; returns its results as
  // strings (numbers converted, nil as ""). Throws RefereeError.
  std::vector<std::string> call(const std::string& name, const std::vector<std::string>& args = {});
  // A global string or number, or `fallback`.
  std::string global(const std::string& name, const std::string& fallback = {}) const;
  // A global list of numbers ({1, 2.5, ...}); empty if there is none.
  std::vector<double> numbers(const std::string& name) const;

  // The script's state (its globals and the locals its functions share),
  // remembered beside a machine's save state and put back with it
  // (script_state.hpp), under a number of the caller's. Throw RefereeError.
  void remember_state(int slot = 0);
  void recall_state(int slot = 0);
  void drop_state(int slot);

 private:
  std::unique_ptr<lua::Sandbox> sandbox_;
  lua_State* L_ = nullptr;
  emu::Machine& machine_;
  std::function<void(const std::string&)> log_;
  const emu::SliceWatch* watch_;  // the caller's; nullptr: runs unsliced
  std::unique_ptr<ScriptState> state_;
  void open(const std::string& chunk, const std::string& chunk_name);
};

}  // namespace veteran::engines
