#include "emu/state/rewind.hpp"

#include "emu/state/snapshot.hpp"

#include <iterator>

namespace veteran::emu {

void RewindRing::offer(Machine& machine, double now) {
  if (now - last_ < spacing_) return;
  last_ = now;
  states_.push_back({now, save_snapshot(machine)});
  if (states_.size() > kept_) states_.pop_front();
}

bool RewindRing::rewind(Machine& machine, double now) {
  auto it = states_.end();
  while (it != states_.begin() && now - std::prev(it)->taken < spacing_) --it;
  if (it == states_.begin()) return false;  // none old enough: nothing changes
  --it;
  load_snapshot(machine, it->state, "the rewind's snapshot");
  states_.erase(it, states_.end());  // it, and the future it undoes
  last_ = now;                       // the next snapshot a spacing from here, not at once over the past just restored
  return true;
}

}  // namespace veteran::emu
