// The programs `veteran bench` times each machine on (bench/machine_workloads)
// run as their comments say: a benchmark of a program that crashed into the
// weeds on its first instruction would time nothing of what it claims.
#include "bench/machine_workloads.hpp"
#include "emu/capabilities.hpp"
#include "emu/debug/cpu_view.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace veteran;

namespace {

struct Expect {
  const char* machine;
  uint16_t first, last;  // where its program is: the PC stays there (or in the handler)
  uint16_t counter;      // a byte the loop changes (0: none)
};

}  // namespace

TEST_CASE("bench workloads: each machine's program stays in its loop and does its work", "[bench]") {
  const Expect expected[] = {
      {"kim1", 0x1C00, 0x1C35, 0x30},         {"trs80", 0x0000, 0x0057, 0}, {"jupiter3", 0x1000, 0x1016, 0},
      {"altair8800", 0x0000, 0x0014, 0x0100}, {"sol20", 0xC000, 0xC021, 0}, {"channelf", 0x0000, 0x0022, 0},
  };
  for (const auto& e : expected) {
    INFO(e.machine);
    auto m = bench::workload_machine(e.machine);
    REQUIRE(m);
    auto* cpu = emu::capability<emu::Debuggable>(*m);
    REQUIRE(cpu);
    std::set<uint8_t> counts;
    for (int i = 0; i < 50; ++i) {
      m->run(static_cast<uint64_t>(m->clock_hz() / 97));  // slices that end anywhere in the loop
      const uint16_t pc = cpu->cpu_view()->pc();
      CHECK((pc >= e.first && pc <= e.last));
      if (e.counter) counts.insert(m->peek(e.counter));
    }
    if (e.counter) CHECK(counts.size() > 10);
  }
  // The screens the programs write: the TRS-80's with each keyboard row (no key: '@'), the
  // Jupiter III's with the key pressed (read with bit 7 inverted).
  auto trs80 = bench::workload_machine("trs80");
  trs80->run(static_cast<uint64_t>(trs80->clock_hz() / 10));
  CHECK(trs80->peek(0x3C00) == 0x40);
  auto jupiter = bench::workload_machine("jupiter3");
  jupiter->set_key("A", true);
  jupiter->run(2000);  // the key is read once (the latch empties) and written; a lap of the screen takes longer
  int keys = 0;
  for (uint32_t a = 0xC000; a < 0xC800; ++a) keys += jupiter->peek(static_cast<uint16_t>(a)) == ('A' ^ 0x80);
  CHECK(keys == 1);
}
