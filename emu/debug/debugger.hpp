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

  // Runs about `cycles` (whole instructions); false when a breakpoint or a
  // watchpoint stopped it first (stop_reason() says which).
  bool run(uint64_t cycles);
  // One instruction (or an interrupt's entry).
  void step();
  // A subroutine call runs to the instruction after it (its return, with the
  // stack back where it was), within `max_cycles`; anything else is step().
  // False if a breakpoint, a watchpoint or the limit stopped it first.
  bool step_over(uint64_t max_cycles = 100'000'000);
  // Runs until the current subroutine returns: until the stack pointer rises above where it was
  // (the return address popped; a stack grows down on every core here), within `max_cycles`.
  bool step_out(uint64_t max_cycles = 100'000'000);
  // Runs until the program counter is `address`, within `max_cycles`.
  bool run_to(uint16_t address, uint64_t max_cycles = 100'000'000);

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
  // One instruction, then whether a watchpoint's byte changed.
  bool step_watched();
  bool guarded() const { return !breakpoints.empty() || !watchpoints.empty() || trace; }
  // Whether a breakpoint stops the machine at `pc` (its condition, if any, holds).
  bool stops_at(uint16_t pc) const;
};

}  // namespace veteran::emu
