// The check both CPU cores' run loops must pass: for each seed, a machine
// stepped instruction by instruction and the same machine run by run_until
// in random slices reach the same cycle with the same bus trace, registers
// and cycle count. `Machine(seed)` builds a random program with devices that
// interrupt mid-slice; `after_step` sees the stepped machine after each
// instruction, `after_seed` both machines at the end.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>

namespace veteran::test {

template <class Machine, class AfterStep, class AfterSeed>
void check_run_until_as_step(uint64_t end, AfterStep after_step, AfterSeed after_seed) {
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    Machine stepped(seed), run(seed);
    while (stepped.cpu.cycles < end) {
      stepped.cpu.step();
      after_step(stepped);
    }
    std::mt19937 slices(seed);
    while (run.cpu.cycles < end) run.cpu.run_until(std::min<uint64_t>(end, run.cpu.cycles + 1 + slices() % 5000));
    INFO("seed " << seed);
    REQUIRE(run.bus.trace.size() == stepped.bus.trace.size());
    CHECK(run.bus.trace == stepped.bus.trace);
    CHECK(run.cpu.r == stepped.cpu.r);
    CHECK(run.cpu.cycles == stepped.cpu.cycles);
    after_seed(stepped, run);
  }
}

}  // namespace veteran::test
