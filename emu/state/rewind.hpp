// A machine's recent past, for a front end's Rewind: a save state taken at
// most every `spacing` seconds of the caller's clock (the wall clock in the
// GUI, so that the cost stays a snapshot a second however fast the machine
// runs: about 0.1 ms, well under 1% of the time), the last `kept` of them.
// Each rewind goes back to the newest one at least `spacing` old and drops
// it and those after it, so that presses in a row go further back.
#pragma once

#include "emu/machine.hpp"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

namespace veteran::emu {

class RewindRing {
 public:
  RewindRing(double spacing_seconds, size_t kept) : spacing_(spacing_seconds), kept_(kept) {}

  // After a slice of running: a snapshot, if the last is `spacing` old.
  void offer(Machine& machine, double now);
  // The machine back to the newest snapshot at least `spacing` older than
  // `now` (that one and the newer ones dropped); false, and nothing
  // changed, when there is none.
  bool rewind(Machine& machine, double now);
  size_t size() const { return states_.size(); }
  void clear() { states_.clear(); }

 private:
  struct Kept {
    double taken = 0;
    std::vector<uint8_t> state;
  };
  double spacing_;
  size_t kept_;
  std::deque<Kept> states_;
  double last_ = -1e300;
};

}  // namespace veteran::emu
