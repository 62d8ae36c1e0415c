// The machine view's machine, run on a thread of its own so that drawing the
// window does not take the machine's time (on two cores the machine keeps
// nearly its headless speed while the window draws). The window does
// everything else to the machine (keys, reset, the debugger's steps, memory
// edits, drawing its face) through with(), under the machine's lock, between
// the thread's slices. Paced by gui::Pacer: 1x, 10x, 100x or unlimited.
#pragma once

#include "emu/debug/debugger.hpp"
#include "emu/machine.hpp"
#include "emu/state/rewind.hpp"
#include "gui/app/pacer.hpp"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace veteran::gui {

class MachineRunner {
 public:
  // `paused`: the machine does not run a cycle until set_paused(false) (--paused: held at its reset).
  MachineRunner(std::unique_ptr<emu::Machine> machine, double speed, bool paused = false);
  ~MachineRunner();
  MachineRunner(const MachineRunner&) = delete;
  MachineRunner& operator=(const MachineRunner&) = delete;

  // Runs f(machine, debugger) while the machine stands still.
  template <class F>
  auto with(F&& f) {
    auto lock = lock_for_window();
    return f(*machine_, debugger_);
  }

  void set_paused(bool paused);
  bool paused() const { return paused_; }
  void set_speed(double speed);
  double speed() const { return speed_; }
  // Inside with(): the machine back about a second of wall time further than
  // the last rewind (a snapshot a second while it runs, the last ten kept);
  // false when there is nothing to go back to.
  bool rewind_held();
  // Why the machine stopped on its own (a breakpoint, a watchpoint, an
  // error), once; "" if it did not.
  std::string take_stop();

 private:
  std::unique_ptr<emu::Machine> machine_;
  emu::Debugger debugger_;
  Pacer pacer_;
  std::mutex mutex_;
  std::condition_variable turn_;
  std::atomic<bool> paused_{false}, stopping_{false}, ui_waiting_{false}, restart_{true};
  std::atomic<bool> resumed_{false};  // run on from where it was paused: a breakpoint there does not stop it
  std::atomic<double> speed_{1};
  std::string stop_;
  emu::RewindRing rewind_{1.0, 10};  // under mutex_
  std::thread thread_;
  void loop();
  // The machine's lock for the window: the thread gives way at its next slice
  // (a plain lock would seldom win against the thread's relocking).
  std::unique_lock<std::mutex> lock_for_window() {
    ui_waiting_ = true;
    std::unique_lock lock(mutex_);
    ui_waiting_ = false;
    turn_.notify_all();
    return lock;
  }
};

}  // namespace veteran::gui
