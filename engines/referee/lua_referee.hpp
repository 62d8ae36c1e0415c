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
//   machine.waiting_for_key()      the program waits in its monitor for a key (machines that can tell)
//   machine.output([from])         what the program sent to its serial terminal from byte `from` (0-based;
//                                  the terminal keeps the last MiB at least), and the count sent since reset
//                                  (machines with a serial terminal)
//   machine.log(text)              a line for the log (stderr of the engine)
#pragma once

#include "veteran/emu/machine.hpp"

#include "veteran/util/lua/sandbox.hpp"

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
             std::function<void(const std::string&)> log = {});
  LuaReferee(const std::string& chunk, const std::string& chunk_name, emu::Machine& machine,
             std::function<void(const std::string&)> log = {});
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

 private:
  std::unique_ptr<lua::Sandbox> sandbox_;
  lua_State* L_ = nullptr;
  emu::Machine& machine_;
  std::function<void(const std::string&)> log_;
  void open(const std::string& chunk, const std::string& chunk_name);
};

}  // namespace veteran::engines
