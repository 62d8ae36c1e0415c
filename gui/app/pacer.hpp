// Emulated time against the wall clock: at 1x a machine runs as fast as the
// original did, at 10x and 100x that much faster, unlimited as fast as the
// host can. Used by the machine view (which runs the machine a frame at a
// time) and by the watch of an engine's machine (which runs on its own).
#pragma once

#include <chrono>
#include <cstdint>

namespace veteran::gui {

class Pacer {
 public:
  using Clock = std::chrono::steady_clock;

  // 0: unlimited.
  void set_speed(double factor, double emulated_now);
  double speed() const { return speed_; }
  // Starts counting again from here (after a pause, a reset, a new search).
  void restart(double emulated_now);
  // How many emulated seconds may pass by now to keep to the speed (for the
  // machine view's frame); at most `cap` so a slow frame does not pile up.
  double due(double emulated_now, double cap) const;
  // Sleeps until the wall clock has caught up with `emulated_now` (the
  // watch's way); returns at once when unlimited.
  void wait_for(double emulated_now) const;

 private:
  double speed_ = 1;
  Clock::time_point wall_start_ = Clock::now();
  double emulated_start_ = 0;
};

}  // namespace veteran::gui
