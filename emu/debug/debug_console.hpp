// MAME's debugger verbs over emu::Debugger, for the window's command line:
//   bp ADDR[,COND]  bpclear [N]  bpdisable [N]  bpenable [N]  bplist
//   wp ADDR[,LEN]   wpclear [N]  wpdisable [N]  wpenable [N]  wplist
//   go [ADDR]  step [N]  over [N]  out  dump FILE,ADDR,LEN  trace FILE|off
//   symbols FILE  help
// Numbers are hexadecimal, as in MAME ($ or 0x may lead); an address may be a
// symbol's name. A condition compares registers with numbers (`a==3f`,
// `x!=0 && pc>=1c00`; == != < > <= >=, && and ||). Breakpoints and
// watchpoints are numbered from 1 as MAME numbers them; a disabled one stays
// listed. Symbols come from a file of `ADDR NAME` lines (# starts a comment),
// e.g. made by a user from a program's published listing.
#pragma once

#include "emu/debug/debugger.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::io {
class AppendStream;
}

namespace veteran::emu {

class DebugConsole {
 public:
  DebugConsole();
  ~DebugConsole();
  DebugConsole(const DebugConsole&) = delete;
  DebugConsole& operator=(const DebugConsole&) = delete;

  struct Result {
    std::string text;  // what the command prints, a line each ("error: ..." when it failed)
    bool go = false;   // the machine is to run on (go)
  };
  // One command line on `debugger`'s machine: `step` runs here, at once;
  // `over` and `out` aim the debugger (Debugger::aim_over, aim_out) and
  // answer go, for the caller to run the machine to the goal in its slices.
  Result execute(Debugger& debugger, const std::string& line);
  // Where the machine stands: the stop's reason, if any, then the address
  // (its symbol) and instruction.
  std::string where(Debugger& debugger) const;

  // A breakpoint set or cleared at `address` (a double click on the listing).
  void toggle_breakpoint(Debugger& debugger, uint16_t address);
  // Reads `ADDR NAME` lines; throws std::runtime_error naming the file and line of a bad one.
  void load_symbols(const std::string& file);
  // The name at `address`, if the symbols have one.
  std::optional<std::string> symbol_at(uint16_t address) const;
  // After a stop at `pc`: the temporary breakpoint of `go ADDR` is done once reached.
  void stopped_at(Debugger& debugger, uint16_t pc);

  // The most bytes the watchpoints watch together.
  static constexpr size_t kMaxWatchedBytes = 1024;

  struct Point {
    int id = 0;
    uint16_t address = 0;
    uint16_t length = 1;  // watchpoints: the bytes watched
    bool enabled = true;
    std::string condition;  // breakpoints: "" for none
  };
  const std::vector<Point>& breakpoints() const { return breakpoints_; }
  const std::vector<Point>& watchpoints() const { return watchpoints_; }

 private:
  std::vector<Point> breakpoints_, watchpoints_;
  int next_breakpoint_ = 1, next_watchpoint_ = 1;
  std::optional<uint16_t> temporary_;  // go ADDR
  std::map<uint16_t, std::string> symbols_;
  std::map<std::string, uint16_t> addresses_;  // by lower-case name
  std::unique_ptr<io::AppendStream> trace_;    // the trace's file, while it runs

  uint16_t address(const std::string& text) const;
  void sync(Debugger& debugger) const;
  std::string points(Debugger& debugger, std::vector<Point>& list, int& next, const std::string& verb,
                     const std::vector<std::string>& args, const char* what);
  // Ends the trace; its error if a write had failed (the trace then stopped at the last whole flush).
  std::string close_trace(Debugger& debugger);
};

}  // namespace veteran::emu
