// Runs the 6502 single-step vectors: registers, memory and every bus cycle.
#include "cores/mos6502/mos6502.hpp"
#include "tests/cores/vector_runner.hpp"

#include <array>

namespace {

using veteran::test::BusCycle;
using veteran::test::Mismatches;

struct TraceBus {
  std::array<uint8_t, 65536> ram{};
  std::vector<BusCycle> trace;
  const uint64_t* clock = nullptr;

  uint8_t read(uint16_t a) {
    trace.push_back({static_cast<long>(*clock), a, ram[a], "read"});
    return ram[a];
  }
  void write(uint16_t a, uint8_t v) {
    trace.push_back({static_cast<long>(*clock), a, v, "write"});
    ram[a] = v;
  }
};

struct Adapter6502 {
  TraceBus bus;
  veteran::mos6502::Cpu<TraceBus> cpu{bus};
  Adapter6502() { bus.clock = &cpu.cycles; }

  static veteran::mos6502::State state_of(const nlohmann::json& j) {
    veteran::mos6502::State s;
    s.pc = j.at("pc").get<uint16_t>();
    s.a = j.at("a").get<uint8_t>();
    s.x = j.at("x").get<uint8_t>();
    s.y = j.at("y").get<uint8_t>();
    s.s = j.at("s").get<uint8_t>();
    s.p = j.at("p").get<uint8_t>();
    return s;
  }

  Mismatches run(const nlohmann::json& test) {
    const auto& init = test.at("initial");
    const auto& fin = test.at("final");
    bus.ram.fill(0);
    for (const auto& cell : init.at("ram")) bus.ram[cell.at(0).get<uint16_t>()] = cell.at(1).get<uint8_t>();
    bus.trace.clear();
    cpu.r = state_of(init);
    cpu.cycles = 0;
    cpu.jammed = false;
    cpu.step();

    Mismatches m;
    auto want = state_of(fin);
    using veteran::test::expect_equal;
    expect_equal(m, "pc", cpu.r.pc, want.pc);
    expect_equal(m, "a", cpu.r.a, want.a);
    expect_equal(m, "x", cpu.r.x, want.x);
    expect_equal(m, "y", cpu.r.y, want.y);
    expect_equal(m, "s", cpu.r.s, want.s);
    expect_equal(m, "p", cpu.r.p, want.p);
    for (const auto& cell : fin.at("ram")) {
      uint16_t a = cell.at(0).get<uint16_t>();
      expect_equal(m, ("ram[" + std::to_string(a) + "]").c_str(), bus.ram[a], cell.at(1).get<uint8_t>());
    }
    std::vector<BusCycle> expected;
    for (const auto& c : test.at("cycles"))
      expected.push_back({static_cast<long>(expected.size()), c.at(0).get<unsigned>(), c.at(1).get<int>(),
                          c.at(2).get<std::string>()});
    veteran::test::compare_cycles(m, bus.trace, expected, static_cast<long>(cpu.cycles),
                                  static_cast<long>(expected.size()));
    return m;
  }
};

}  // namespace

int main(int argc, char** argv) {
  // This copy of the vectors predates the upstream fix (ProcessorTests issue #46,
  // 2023) for the undocumented absolute NOPs: real NMOS chips read the operand
  // address (0C: 4 cycles; xC: 4, or 5 on a page crossing, reading the fixed
  // address). The core follows the hardware, so these files are listed, not run.
  const std::string why = "pre-2023 data omits the final read of undocumented NOP abs/abs,X (ProcessorTests #46)";
  std::vector<veteran::test::SkipRule> skips;
  for (const char* f : {"0c.json", "1c.json", "3c.json", "5c.json", "7c.json", "dc.json", "fc.json"})
    skips.push_back({f, why});
  return veteran::test::vector_main<Adapter6502>(argc, argv, skips);
}
