#include "gui/machine/machine_runner.hpp"

#include <chrono>
#include <utility>

namespace veteran::gui {
namespace {

using Steady = std::chrono::steady_clock;

// At most this much emulated time a slice when paced, and this much wall
// time a slice when unlimited: the window waits for the lock no longer.
constexpr double kPacedSlice = 0.01;
constexpr auto kUnlimitedSlice = std::chrono::milliseconds(4);

// The rewind's clock: wall time, so that it costs a snapshot a second at any speed.
double wall_seconds() { return std::chrono::duration<double>(Steady::now().time_since_epoch()).count(); }

}  // namespace

MachineRunner::MachineRunner(std::unique_ptr<emu::Machine> machine, double speed, bool paused)
    : machine_(std::move(machine)), debugger_(*machine_) {
  speed_ = speed;
  paused_ = paused;  // before the thread starts: set after it, a slice could run first
  thread_ = std::thread([this] { loop(); });
}

MachineRunner::~MachineRunner() {
  stopping_ = true;
  turn_.notify_all();
  thread_.join();
}

void MachineRunner::set_paused(bool paused) {
  if (paused_ && !paused) resumed_ = true;
  paused_ = paused;
  restart_ = true;
  turn_.notify_all();
}

void MachineRunner::set_speed(double speed) {
  speed_ = speed;
  restart_ = true;
  turn_.notify_all();
}

bool MachineRunner::rewind_held() {
  if (!rewind_.rewind(*machine_, wall_seconds())) return false;
  restart_ = true;  // the pace counts from here
  return true;
}

std::string MachineRunner::take_stop() {
  auto lock = lock_for_window();
  return std::exchange(stop_, std::string());
}

void MachineRunner::loop() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    if (paused_ || ui_waiting_) {
      turn_.wait_for(lock, std::chrono::milliseconds(50));
      continue;
    }
    if (restart_) {
      pacer_.set_speed(speed_, machine_->seconds());
      restart_ = false;
    }
    if (resumed_.exchange(false)) debugger_.resume_here();
    const double hz = machine_->clock_hz();
    try {
      bool ran = true;
      if (pacer_.speed() <= 0) {
        auto until = Steady::now() + kUnlimitedSlice;
        do ran = debugger_.run(static_cast<uint64_t>(0.002 * hz));
        while (ran && !ui_waiting_ && Steady::now() < until);
      } else {
        double due = pacer_.due(machine_->seconds(), kPacedSlice);
        if (due > 0) ran = debugger_.run(static_cast<uint64_t>(due * hz));
      }
      if (!ran) {  // a breakpoint or a watchpoint
        paused_ = true;
        stop_ = debugger_.stop_reason();
      }
      rewind_.offer(*machine_, wall_seconds());
    } catch (const std::exception& e) {  // the machine stopped (an unknown monitor call...)
      paused_ = true;
      stop_ = e.what();
    }
    if (pacer_.speed() > 0 && !paused_) {
      // Paced: sleep (unlocked) until the machine is due to run again.
      double next = machine_->seconds() + kPacedSlice / 2;
      lock.unlock();
      pacer_.wait_for(next);
      lock.lock();
    } else {
      lock.unlock();  // let the window in between slices
      std::this_thread::yield();
      lock.lock();
    }
  }
}

}  // namespace veteran::gui
