// A machine run while something else watches it: run() cut into slices of
// emulated time with a watcher called after each (to draw the machine's
// face, pace it to the wall clock, hold it while paused, or stop it). A
// function over any machine, so whoever drives the machine (a referee) keeps
// the machine itself, with all it offers. The machine stops at the same
// instruction as an unsliced run(n) would: each slice runs to an absolute
// cycle, so the last ends where run(n) ends.
#pragma once

#include "emu/machine.hpp"

#include <algorithm>
#include <functional>

namespace veteran::emu {

struct SliceWatch {
  std::function<void(Machine&)> watcher;  // none: run() is the machine's own
  uint64_t slice_cycles = 1;
};

inline void run_sliced(Machine& machine, uint64_t n, const SliceWatch* watch) {
  if (!watch || !watch->watcher) return machine.run(n);
  const uint64_t slice = std::max<uint64_t>(watch->slice_cycles, 1);
  const uint64_t end = machine.cycles() + n;
  while (machine.cycles() < end) {
    machine.run(std::min(end, machine.cycles() + slice) - machine.cycles());
    watch->watcher(machine);
  }
}

}  // namespace veteran::emu
