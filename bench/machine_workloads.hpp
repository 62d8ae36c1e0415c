// Whole machines at work on programs of our own, for `veteran bench`: how
// many times faster than the real machine veteran runs them headless (CPU,
// memory map, ports and devices together, as a period program meets them).
#pragma once

#include "emu/machine.hpp"

#include <memory>
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

// A machine set up with its workload's program, ready to run ("kim1", ...);
// nullptr for a machine without one.
std::unique_ptr<emu::Machine> workload_machine(const std::string& machine);

// Each machine's workload (or only `machine`'s) for `emulated_seconds` of its time.
std::vector<MachineResult> run_machine_workloads(double emulated_seconds, const std::string& machine = "");

// One machine-readable line: machine=... workload=... emulated_seconds=... wall_seconds=... speedup=...
std::string format(const MachineResult& r);

// A save state's cost on each machine, after its workload: the snapshot's
// size and the wall time to take one and to restore one (what an emulated
// engine's new game costs: emu/state/).
struct StateResult {
  std::string machine;
  size_t bytes = 0;
  double save_seconds = 0, load_seconds = 0;  // each, averaged
};
std::vector<StateResult> run_state_workloads(const std::string& machine = "");
// machine=... workload=save-state state_bytes=... save_us=... load_us=...
std::string format(const StateResult& r);

}  // namespace veteran::bench
