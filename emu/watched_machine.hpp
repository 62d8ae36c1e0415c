// A machine seen from outside while something else drives it: run() is cut
// into slices of emulated time and a watcher is called after each (to draw
// the machine's face, pace it to the wall clock, or hold it while paused).
// The machine stops at the same instruction as an unsliced run(n) would: each
// slice runs to an absolute cycle, so the last ends where run(n) ends.
#pragma once

#include "veteran/emu/machine.hpp"

#include <algorithm>
#include <functional>

namespace veteran::emu {

class WatchedMachine : public Machine {
 public:
  explicit WatchedMachine(Machine& inner) : inner_(inner) {}
  // No watcher: run() is the inner machine's own.
  void watch(std::function<void(Machine&)> watcher, uint64_t slice_cycles) {
    watcher_ = std::move(watcher);
    slice_ = std::max<uint64_t>(slice_cycles, 1);
  }

  void run(uint64_t n) override {
    if (!watcher_) return inner_.run(n);
    const uint64_t end = inner_.cycles() + n;
    while (inner_.cycles() < end) {
      inner_.run(std::min(end, inner_.cycles() + slice_) - inner_.cycles());
      watcher_(inner_);
    }
  }

  const char* name() const override { return inner_.name(); }
  double clock_hz() const override { return inner_.clock_hz(); }
  uint64_t cycles() const override { return inner_.cycles(); }
  void reset() override { inner_.reset(); }
  std::vector<std::string> key_names() const override { return inner_.key_names(); }
  void set_key(const std::string& key, bool down) override { inner_.set_key(key, down); }
  std::string display_text() override { return inner_.display_text(); }
  Face face() override { return inner_.face(); }
  void insert_tape(const std::string& file) override { inner_.insert_tape(file); }
  bool waiting_for_key() const override { return inner_.waiting_for_key(); }
  CpuView* cpu_view() override { return inner_.cpu_view(); }
  std::optional<SerialOutput> serial_output() override { return inner_.serial_output(); }
  uint8_t peek(uint16_t address) override { return inner_.peek(address); }
  void poke(uint16_t address, uint8_t value) override { inner_.poke(address, value); }

 private:
  Machine& inner_;
  std::function<void(Machine&)> watcher_;
  uint64_t slice_ = 1;
};

}  // namespace veteran::emu
