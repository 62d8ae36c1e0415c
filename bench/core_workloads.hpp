// Standard workloads for the CPU cores: small programs of our own that loop
// forever over loads, ALU work, shifts, calls and branches, so that a fixed
// number of emulated cycles is a fixed amount of work.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::bench {

struct CoreResult {
  std::string core;
  std::string workload;
  uint64_t cycles = 0;
  uint64_t instructions = 0;
  double seconds = 0;
  double emulated_mhz() const { return seconds > 0 ? static_cast<double>(cycles) / seconds / 1e6 : 0; }
  double ns_per_instruction() const { return instructions ? seconds * 1e9 / static_cast<double>(instructions) : 0; }
};

// The AVR workload's program, by word from address 0 (the simavr peer runs the same words).
const std::vector<uint16_t>& avr8_checksum_program();

// Runs each core's own workload for `cycles` emulated cycles.
std::vector<CoreResult> run_core_workloads(uint64_t cycles);

// One machine-readable line: core=... workload=... emulated_mhz=... host_ns_per_instruction=...
std::string format(const CoreResult& r);

}  // namespace veteran::bench
