#include "gui/app/pacer.hpp"

#include <algorithm>
#include <thread>

namespace veteran::gui {

void Pacer::set_speed(double factor, double emulated_now) {
  speed_ = factor;
  restart(emulated_now);
}

void Pacer::restart(double emulated_now) {
  wall_start_ = Clock::now();
  emulated_start_ = emulated_now;
}

double Pacer::due(double emulated_now, double cap) const {
  if (speed_ <= 0) return cap;
  double wall = std::chrono::duration<double>(Clock::now() - wall_start_).count();
  double target = emulated_start_ + wall * speed_;
  return std::clamp(target - emulated_now, 0.0, cap);
}

void Pacer::wait_for(double emulated_now) const {
  if (speed_ <= 0) return;
  auto when = wall_start_ + std::chrono::duration_cast<Clock::duration>(
                                std::chrono::duration<double>((emulated_now - emulated_start_) / speed_));
  std::this_thread::sleep_until(when);
}

}  // namespace veteran::gui
