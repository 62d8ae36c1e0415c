// The timeslice every core offers: run whole instructions up to a cycle count,
// and let a device end the slice early. A core derives from Timeslice<Core>
// and provides `cycles` and `step()`. Standard library only, like the cores.
#pragma once

#include <cstdint>

namespace veteran::cores {

template <class Core>
class Timeslice {
 public:
  // Runs whole instructions until `target` cycles have elapsed in total, or
  // until a device calls stop() (which ends the timeslice after the current
  // instruction, the way a bus write that needs the host's attention would).
  void run_until(uint64_t target) {
    target_ = target;
    Core& core = static_cast<Core&>(*this);
    while (core.cycles < target_) core.step();
  }
  void stop() { target_ = limit_ = 0; }

 protected:
  uint64_t target_ = 0;
  // For a core with its own faster run loop: the cycle count at which that
  // loop must come back, the target or 0 once something needs attention
  // (stop(), an interrupt request): one comparison per instruction covers all.
  uint64_t limit_ = 0;
  void attention() { limit_ = 0; }
};

}  // namespace veteran::cores
