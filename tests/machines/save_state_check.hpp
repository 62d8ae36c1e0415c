// The save-state test every machine takes: run, snapshot, run on; restore
// (into the same machine, and into a fresh one built by `make`) and run on
// again: cycles, memory, what the display shows and the whole state (the
// snapshot bytes, registers included) come out the same. `between` sets up
// the boundary case under test just before the snapshot (a key held, an
// interrupt pending, a tape playing).
#pragma once

#include "emu/machine.hpp"
#include "emu/state/snapshot.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::tests {

struct Observed {
  uint64_t cycles = 0;
  std::vector<uint8_t> memory;
  std::string display;
  std::vector<uint8_t> state;
};

inline Observed observe(emu::Machine& m) {
  Observed o{m.cycles(), {}, m.display_text(), emu::save_snapshot(m)};
  for (uint32_t a = 0; a < 0x10000; ++a) o.memory.push_back(m.peek(static_cast<uint16_t>(a)));
  return o;
}

inline void check_same(const Observed& got, const Observed& want) {
  CHECK(got.cycles == want.cycles);
  CHECK(got.display == want.display);
  CHECK(got.memory == want.memory);  // whole vectors: a failure shows the first difference's size only
  CHECK(got.state == want.state);
}

// Runs `m` `before` cycles, then `between`, snapshots, runs `after` more.
inline void check_save_state(emu::Machine& m, const std::function<std::unique_ptr<emu::Machine>()>& make,
                             uint64_t before, uint64_t after, const std::function<void(emu::Machine&)>& between = {}) {
  m.run(before);
  if (between) between(m);
  const auto snapshot = emu::save_snapshot(m);
  m.run(after);
  const Observed want = observe(m);
  REQUIRE(want.cycles > before);

  // The same machine, gone on past the point: restored, it goes the same way.
  emu::load_snapshot(m, snapshot, "the snapshot");
  m.run(after);
  check_same(observe(m), want);

  // A fresh machine of the same build: nothing the snapshot leaves out matters.
  auto fresh = make();
  emu::load_snapshot(*fresh, snapshot, "the snapshot");
  fresh->run(after);
  check_same(observe(*fresh), want);
}

}  // namespace veteran::tests
