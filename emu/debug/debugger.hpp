// Running a machine under a debugger: breakpoints on an address (the machine
// stops before the instruction there), watchpoints on a byte (it stops after
// the instruction that changed it), one instruction, step over a call, run
// to an address. With no breakpoint or watchpoint the machine runs at full
// speed; with some, an instruction at a time (Machine::run(1) is one
// instruction or one interrupt entry on every core).
//
// A watchpoint sees a byte change, as the machine's peek reads it: a write
// of the value already there does not stop the machine (the buses are not
// hooked, which would slow every emulated write).
#pragma once

#include "emu/machine.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace veteran::emu {

class Debugger {
 public:
  explicit Debugger(Machine& machine) : machine_(machine) {}

  std::set<uint16_t> breakpoints;
  std::set<uint16_t> watchpoints;
  // A breakpoint with a condition stops only when it holds there (debug_console.hpp's `bp ADDR,COND`).
  std::map<uint16_t, std::function<bool()>> conditions;
  // Called before each instruction while set (a trace to a file): the machine then runs an
  // instruction at a time, as with a breakpoint.
  std::function<void()> trace;

  // Runs about `cycles` (whole instructions); false when a breakpoint, a
  // watchpoint, a goal reached or a goal's budget spent stopped it first
  // (stop_reason() says which; "" for a goal reached).
  bool run(uint64_t cycles);
  // One instruction (or an interrupt's entry).
  void step();

  // Goals: where the next runs stop, so that a long one runs in the caller's
  // slices (the window's machine thread) instead of at once. A goal ends
  // when reached, at a breakpoint or watchpoint, or after `max_cycles`; its
  // first instruction runs without a breakpoint check (it starts where the
  // machine stands). Each returns false, with the reason, if it cannot aim.
  //
  // Over: a subroutine call runs to the instruction after it (its return,
  // the stack back where it was); anything else is one instruction; `times`
  // such steps one after another.
  bool aim_over(unsigned times = 1, uint64_t max_cycles = kMaxGoalCycles);
  // Out: until the current subroutine returns (the stack pointer rises above
  // where it was: the return address popped; a stack grows down on every
  // core here).
  bool aim_out(uint64_t max_cycles = kMaxGoalCycles);
  // To: until the program counter is `address`.
  bool aim_to(uint16_t address, uint64_t max_cycles = kMaxGoalCycles);
  bool has_goal() const { return goal_.has_value(); }
  void drop_goal() { goal_.reset(); }

  // The same goals run here at once: true when reached.
  bool step_over(uint64_t max_cycles = kMaxGoalCycles) { return aim_over(1, max_cycles) && finish(); }
  bool step_out(uint64_t max_cycles = kMaxGoalCycles) { return aim_out(max_cycles) && finish(); }
  bool run_to(uint16_t address, uint64_t max_cycles = kMaxGoalCycles) {
    return aim_to(address, max_cycles) && finish();
  }

  static constexpr uint64_t kMaxGoalCycles = 100'000'000;

  // The next run goes on from here past a breakpoint at this very address (Continue, go): a
  // breakpoint stops the machine before its instruction, not again when it resumes there.
  void resume_here();
  const std::string& stop_reason() const { return reason_; }
  emu::Machine& machine() const { return machine_; }

 private:
  Machine& machine_;
  std::string reason_;
  std::vector<std::pair<uint16_t, uint8_t>> before_;  // the watched bytes before an instruction
  std::optional<uint16_t> resume_at_;                 // where run() last stopped at a breakpoint
  struct Goal {
    enum class Kind { step, call, out, to } kind;
    uint16_t pc = 0, sp = 0;  // call: the return's address and stack; out: the stack; to: the address
    uint64_t end = 0;         // the cycle count at which the budget is spent
    uint64_t budget = 0;      // for the reason given then
    unsigned more = 0;        // over N: the steps after this one
    bool started = false;     // its first instruction has run
  };
  std::optional<Goal> goal_;
  // Aims one step over at the machine's instruction (a call or one instruction).
  void aim_one_over(unsigned more, uint64_t max_cycles);
  bool goal_reached() const;
  // Runs the goal here to its end; true when reached.
  bool finish();
  // One instruction, then whether a watchpoint's byte changed.
  bool step_watched();
  bool guarded() const { return !breakpoints.empty() || !watchpoints.empty() || trace || goal_; }
  // Whether a breakpoint stops the machine at `pc` (its condition, if any, holds).
  bool stops_at(uint16_t pc) const;
};

}  // namespace veteran::emu
