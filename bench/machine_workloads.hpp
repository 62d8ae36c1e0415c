// Whole machines at work on programs of our own, for `veteran bench`: how
// many times faster than the real machine veteran runs them headless (CPU,
// memory map, ports and devices together, as a period program meets them).
#pragma once

#include <string>
#include <vector>

namespace veteran::bench {

struct MachineResult {
  std::string machine;
  std::string workload;
  double emulated_seconds = 0;
  double wall_seconds = 0;
  double speedup() const { return wall_seconds > 0 ? emulated_seconds / wall_seconds : 0; }
};

// Each machine's workload for `emulated_seconds` of its time.
std::vector<MachineResult> run_machine_workloads(double emulated_seconds);

// One machine-readable line: machine=... workload=... emulated_seconds=... wall_seconds=... speedup=...
std::string format(const MachineResult& r);

}  // namespace veteran::bench
