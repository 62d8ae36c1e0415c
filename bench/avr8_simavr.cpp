// The AVR core beside Debian's simavr on the same program (the checksum loop of
// core_workloads.cpp) for the same emulated cycles, interleaved, each timed
// whole: one line each, as `veteran bench` writes its cores, and their ratio.
//   avr8_simavr_bench [CYCLES] [ROUNDS]
#include "bench/core_workloads.hpp"

extern "C" {
#include <simavr/sim_avr.h>
#include <simavr/sim_core.h>
}

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

double simavr_mhz(uint64_t cycles) {
  avr_t* avr = avr_make_mcu_by_name("atmega88");
  avr_init(avr);
  avr->log = 0;
  const auto& program = veteran::bench::avr8_checksum_program();
  for (size_t w = 0; w < program.size(); ++w) {
    avr->flash[2 * w] = static_cast<uint8_t>(program[w]);
    avr->flash[2 * w + 1] = static_cast<uint8_t>(program[w] >> 8);
  }
  avr->pc = 0;
  avr->state = cpu_Running;
  const auto t0 = std::chrono::steady_clock::now();
  while (avr->cycle < cycles) avr_run(avr);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double mhz = static_cast<double>(avr->cycle) / seconds / 1e6;
  avr_terminate(avr);
  return mhz;
}

double ours_mhz(uint64_t cycles) {
  for (const auto& r : veteran::bench::run_core_workloads(cycles))
    if (r.core == "avr8") return r.emulated_mhz();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const uint64_t cycles = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 50'000'000;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 3;
  std::vector<double> ours, peer;
  for (int i = 0; i < rounds; ++i) {  // interleaved, so that a busy moment falls on both
    peer.push_back(simavr_mhz(cycles));
    ours.push_back(ours_mhz(cycles));
  }
  std::sort(ours.begin(), ours.end());
  std::sort(peer.begin(), peer.end());
  const double o = ours[ours.size() / 2], p = peer[peer.size() / 2];
  std::printf("core=avr8 workload=checksum-loop emulated_mhz=%.1f (min %.1f, max %.1f)\n", o, ours.front(),
              ours.back());
  std::printf("peer=simavr workload=checksum-loop emulated_mhz=%.1f (min %.1f, max %.1f)\n", p, peer.front(),
              peer.back());
  std::printf("ratio avr8/simavr=%.2f (medians of %d interleaved rounds)\n", p > 0 ? o / p : 0, rounds);
  return 0;
}
