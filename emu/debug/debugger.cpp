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
    if (goal_ && goal_->started && goal_reached()) {
      if (goal_->more == 0) {
        goal_.reset();
        return false;
      }
      aim_one_over(goal_->more - 1, goal_->budget);
    }
    const bool fresh = goal_ && !goal_->started;
    if (!resuming && !fresh && stops_at(view.pc())) {
      reason_ = "breakpoint " + hex16(view.pc());
      resume_at_ = view.pc();
      goal_.reset();
      return false;
    }
    resuming = false;
    if (goal_) {
      if (machine_.cycles() >= goal_->end) {
        reason_ = goal_->kind == Goal::Kind::out  ? "the subroutine did not return"
                  : goal_->kind == Goal::Kind::to ? "did not reach " + hex16(goal_->pc)
                                                  : "the call did not return";
        reason_ += " within " + std::to_string(goal_->budget) + " cycles";
        goal_.reset();
        return false;
      }
      goal_->started = true;
    }
    if (step_watched()) {
      goal_.reset();
      return false;
    }
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
  goal_.reset();
  step_watched();
}

bool Debugger::goal_reached() const {
  const CpuView& view = view_of(machine_);
  switch (goal_->kind) {
    case Goal::Kind::step: return true;
    case Goal::Kind::call: return view.pc() == goal_->pc && view.sp() == goal_->sp;
    case Goal::Kind::out: return view.sp() > goal_->sp;
    case Goal::Kind::to: return view.pc() == goal_->pc;
  }
  return true;
}

void Debugger::aim_one_over(unsigned more, uint64_t max_cycles) {
  CpuView& view = view_of(machine_);
  const Instruction here = view.disassemble(view.pc());
  // The return lands after the call with the stack as it was; a recursive
  // pass through the same address with a deeper stack does not count.
  goal_ = Goal{here.call ? Goal::Kind::call : Goal::Kind::step,
               static_cast<uint16_t>(view.pc() + here.length),
               view.sp(),
               machine_.cycles() + max_cycles,
               max_cycles,
               more,
               false};
}

bool Debugger::aim_over(unsigned times, uint64_t max_cycles) {
  reason_.clear();
  resume_at_.reset();
  aim_one_over(times > 0 ? times - 1 : 0, max_cycles);
  return true;
}

bool Debugger::aim_out(uint64_t max_cycles) {
  reason_.clear();
  resume_at_.reset();
  CpuView& view = view_of(machine_);
  if (view.sp() == 0) {
    goal_.reset();
    reason_ = std::string(view.cpu()) + " keeps its return addresses in registers: no stack to step out of";
    return false;
  }
  goal_ = Goal{Goal::Kind::out, 0, view.sp(), machine_.cycles() + max_cycles, max_cycles, 0, false};
  return true;
}

bool Debugger::aim_to(uint16_t address, uint64_t max_cycles) {
  reason_.clear();
  resume_at_.reset();
  view_of(machine_);  // a machine without a CPU view says so here
  goal_ = Goal{Goal::Kind::to, address, 0, machine_.cycles() + max_cycles, max_cycles, 0, false};
  return true;
}

bool Debugger::finish() {
  // Every goal ends within its budget, so this loop does.
  while (goal_ && run(1'000'000)) {}
  return reason_.empty();
}

}  // namespace veteran::emu
