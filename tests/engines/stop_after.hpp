// A stop asked from inside an emulated engine's search after a number of
// seconds of emulated time, so that a stop test runs alike on any host.
#pragma once

#include "emu/machine.hpp"
#include "engines/engine.hpp"

#include <memory>

namespace veteran::engines {

// Asks `engine` to stop once its machine has run `seconds` of emulated time
// in this search (the machine watch, every 0.05 emulated s).
inline void stop_after(Engine& engine, double seconds) {
  auto started = std::make_shared<double>(-1);
  engine.set_machine_watch(
      [&engine, started, seconds](emu::Machine& m) {
        if (*started < 0) *started = m.seconds();
        if (m.seconds() - *started >= seconds) engine.stop_search();
      },
      0.05);
}

}  // namespace veteran::engines
