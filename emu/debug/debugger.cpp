#include "emu/debug/debugger.hpp"

#include "emu/capabilities.hpp"

#include <cstdio>
#include <stdexcept>

namespace veteran::emu {
namespace {

std::string hex16(uint16_t v) {
  char b[8];
  std::snprintf(b, sizeof b, "$%04X", v);
  return b;
}

CpuView& view_of(Machine& m) {
  CpuView* view = require<Debuggable>(m, "to debug").cpu_view();
  if (!view) throw std::runtime_error(std::string(m.name()) + " offers no CPU view to debug");
  return *view;
}

}  // namespace

bool Debugger::stops_at(uint16_t pc) const {
  if (!breakpoints.count(pc)) return false;
  auto condition = conditions.find(pc);
  return condition == conditions.end() || !condition->second || condition->second();
}

bool Debugger::step_watched() {
  // One instruction at a time runs here: the bytes before it go to a buffer kept between calls.
  before_.clear();
  for (uint16_t a : watchpoints) before_.emplace_back(a, machine_.peek(a));
  if (trace) trace();
  machine_.run(1);
  for (const auto& [a, v] : before_) {
    uint8_t now = machine_.peek(a);
    if (now != v) {
      char b[64];
      std::snprintf(b, sizeof b, "watchpoint %s: $%02X -> $%02X", hex16(a).c_str(), v, now);
      reason_ = b;
      return true;
    }
  }
  return false;
}

bool Debugger::run(uint64_t cycles) {
  reason_.clear();
  if (!guarded()) {
    machine_.run(cycles);
    return true;
  }
  CpuView& view = view_of(machine_);
  const uint64_t end = machine_.cycles() + cycles;
  // A breakpoint stops before its instruction, except the one a run goes on from after it
  // stopped there (run is called in slices, some of one instruction: only a resume skips).
  bool resuming = resume_at_ && *resume_at_ == view.pc();
  resume_at_.reset();
  while (machine_.cycles() < end) {
    if (!resuming && stops_at(view.pc())) {
      reason_ = "breakpoint " + hex16(view.pc());
      resume_at_ = view.pc();
      return false;
    }
    resuming = false;
    if (step_watched()) return false;
  }
  return true;
}

void Debugger::resume_here() {
  auto* debuggable = capability<Debuggable>(machine_);
  if (CpuView* view = debuggable ? debuggable->cpu_view() : nullptr) resume_at_ = view->pc();
}

void Debugger::step() {
  reason_.clear();
  resume_at_.reset();
  step_watched();
}

bool Debugger::run_to(uint16_t address, uint64_t max_cycles) {
  reason_.clear();
  CpuView& view = view_of(machine_);
  const uint64_t end = machine_.cycles() + max_cycles;
  bool first = true;
  while (view.pc() != address || first) {
    if (!first && stops_at(view.pc())) {
      reason_ = "breakpoint " + hex16(view.pc());
      return false;
    }
    first = false;
    if (machine_.cycles() >= end) {
      reason_ = "did not reach " + hex16(address) + " within " + std::to_string(max_cycles) + " cycles";
      return false;
    }
    if (step_watched()) return false;
  }
  return true;
}

bool Debugger::step_out(uint64_t max_cycles) {
  reason_.clear();
  CpuView& view = view_of(machine_);
  if (view.sp() == 0) {
    reason_ = std::string(view.cpu()) + " keeps its return addresses in registers: no stack to step out of";
    return false;
  }
  const uint16_t sp = view.sp();
  const uint64_t end = machine_.cycles() + max_cycles;
  bool first = true;
  while (view.sp() <= sp) {
    if (!first && stops_at(view.pc())) {
      reason_ = "breakpoint " + hex16(view.pc());
      return false;
    }
    first = false;
    if (machine_.cycles() >= end) {
      reason_ = "the subroutine did not return within " + std::to_string(max_cycles) + " cycles";
      return false;
    }
    if (step_watched()) return false;
  }
  return true;
}

bool Debugger::step_over(uint64_t max_cycles) {
  reason_.clear();
  CpuView& view = view_of(machine_);
  Instruction here = view.disassemble(view.pc());
  if (!here.call) {
    step();
    return reason_.empty();
  }
  // The return lands after the call with the stack as it was; a recursive
  // pass through the same address with a deeper stack does not count.
  const uint16_t next = static_cast<uint16_t>(view.pc() + here.length), sp = view.sp();
  const uint64_t end = machine_.cycles() + max_cycles;
  if (step_watched()) return false;
  while (!(view.pc() == next && view.sp() == sp)) {
    if (stops_at(view.pc())) {
      reason_ = "breakpoint " + hex16(view.pc());
      return false;
    }
    if (machine_.cycles() >= end) {
      reason_ = "the call did not return within " + std::to_string(max_cycles) + " cycles";
      return false;
    }
    if (step_watched()) return false;
  }
  return true;
}

}  // namespace veteran::emu
