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

#include "veteran/emu/machine.hpp"

#include <cstdint>
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

  // Runs about `cycles` (whole instructions); false when a breakpoint or a
  // watchpoint stopped it first (stop_reason() says which).
  bool run(uint64_t cycles);
  // One instruction (or an interrupt's entry).
  void step();
  // A subroutine call runs to the instruction after it (its return, with the
  // stack back where it was), within `max_cycles`; anything else is step().
  // False if a breakpoint, a watchpoint or the limit stopped it first.
  bool step_over(uint64_t max_cycles = 100'000'000);
  // Runs until the program counter is `address`, within `max_cycles`.
  bool run_to(uint16_t address, uint64_t max_cycles = 100'000'000);

  const std::string& stop_reason() const { return reason_; }
  emu::Machine& machine() const { return machine_; }

 private:
  Machine& machine_;
  std::string reason_;
  std::vector<std::pair<uint16_t, uint8_t>> before_;  // the watched bytes before an instruction
  // One instruction, then whether a watchpoint's byte changed.
  bool step_watched();
  bool guarded() const { return !breakpoints.empty() || !watchpoints.empty(); }
};

}  // namespace veteran::emu
