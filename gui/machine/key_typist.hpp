// Keys pressed for as long as the machine needs to see them: text typed or
// pasted (MAME's natural keyboard: natural_chords) goes out a chord at a
// time, each held MachineInfo::key_hold_seconds of emulated time and let go
// as long before the next; a host key tapped quicker than that (a press and
// a release in one frame) is held that long all the same. Timed by the
// machine's emulated clock, so the same at any speed.
#pragma once

#include "emu/machine.hpp"

#include <deque>
#include <map>
#include <string>
#include <vector>

namespace veteran::gui {

class KeyTypist {
 public:
  explicit KeyTypist(double hold_seconds) : hold_(hold_seconds) {}
  // Chords to type after those waiting.
  void type(const std::vector<std::vector<std::string>>& chords);
  // A host key down now; up now, or as soon as it has been down long enough.
  void key_down(emu::Machine& m, const std::string& key);
  void key_up(emu::Machine& m, const std::string& key);
  // Presses and lets go what is due at the machine's clock now (called each frame).
  void advance(emu::Machine& m);
  // Something is still to type or to let go (the window keeps drawing).
  bool active() const { return !queue_.empty() || !held_.empty() || !releases_.empty() || gap_until_ > 0; }
  size_t waiting() const { return queue_.size(); }

 private:
  double hold_;
  std::deque<std::vector<std::string>> queue_;
  std::vector<std::string> held_;             // the chord down now
  double held_until_ = 0, gap_until_ = 0;     // emulated seconds
  std::map<std::string, double> pressed_at_;  // host keys down, since when
  std::map<std::string, double> releases_;    // host keys let go early: up at this time
};

}  // namespace veteran::gui
