// The line at the bottom of the window: the latest message at the left (all
// of it on hover; "F1: shortcuts" when there is none), and at the right the
// frames drawn a second and, while a period machine runs, its speed in
// percent of the original, as MAME shows them.
#pragma once

#include "gui/app/probes.hpp"

#include <chrono>
#include <string>

namespace veteran::gui {

class StatusBar {
 public:
  // Draws the bar across the bottom of a window `width` x `height` (its
  // items named "message" and "rates" for scripts); returns its height.
  // `machine`: the period machine's name ("" : none); `emulated_seconds`:
  // its clock, from which the speed is counted.
  float draw(float width, float height, const std::string& message, const std::string& machine, double emulated_seconds,
             Probes& probes);

 private:
  using Steady = std::chrono::steady_clock;
  // Frames a second and the machine's speed, counted over about a second of the wall clock.
  void update_rates(double emulated_seconds);
  Steady::time_point since_ = Steady::now();
  double fps_ = 0, emulated_percent_ = 0, emulated_then_ = 0;
  int frames_ = 0;
};

}  // namespace veteran::gui
