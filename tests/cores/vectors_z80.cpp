// Runs the Z80 single-step vectors: registers (WZ, Q, R and the interrupt state
// included), memory, I/O, and the T-state of every memory and I/O access.
#include "cores/z80/z80.hpp"
#include "tests/cores/vector_runner.hpp"

#include <array>

namespace {

using veteran::test::BusCycle;
using veteran::test::Mismatches;

// Records each access at the T-state the vectors show it: memory is strobed in
// the second T-state of its machine cycle, I/O in the third.
struct TraceBus {
  std::array<uint8_t, 65536> ram{};
  std::vector<BusCycle> trace;
  const uint64_t* clock = nullptr;
  int port_value = 0;  // what IN returns (from the test's "ports")
  std::vector<std::array<int, 2>> port_writes;

  long at(int offset) const { return static_cast<long>(*clock) + offset; }
  uint8_t read(uint16_t a) {
    trace.push_back({at(1), a, ram[a], "r-m-"});
    return ram[a];
  }
  void write(uint16_t a, uint8_t v) {
    trace.push_back({at(1), a, v, "-wm-"});
    ram[a] = v;
  }
  uint8_t in(uint16_t port) {
    trace.push_back({at(2), port, port_value, "r--i"});
    return static_cast<uint8_t>(port_value);
  }
  void out(uint16_t port, uint8_t v) {
    trace.push_back({at(2), port, v, "-w-i"});
    port_writes.push_back({port, v});
  }
};

struct AdapterZ80 {
  TraceBus bus;
  veteran::z80::Cpu<TraceBus> cpu{bus};
  AdapterZ80() { bus.clock = &cpu.cycles; }

  static veteran::z80::State state_of(const nlohmann::json& j) {
    veteran::z80::State s;
    auto u8 = [&](const char* k) { return j.at(k).get<uint8_t>(); };
    auto u16 = [&](const char* k) { return j.at(k).get<uint16_t>(); };
    s.pc = u16("pc");
    s.sp = u16("sp");
    s.ix = u16("ix");
    s.iy = u16("iy");
    s.wz = u16("wz");
    s.a = u8("a");
    s.f = u8("f");
    s.b = u8("b");
    s.c = u8("c");
    s.d = u8("d");
    s.e = u8("e");
    s.h = u8("h");
    s.l = u8("l");
    s.af_ = u16("af_");
    s.bc_ = u16("bc_");
    s.de_ = u16("de_");
    s.hl_ = u16("hl_");
    s.i = u8("i");
    s.r = u8("r");
    s.im = u8("im");
    s.iff1 = u8("iff1");
    s.iff2 = u8("iff2");
    s.q = u8("q");
    s.ei = u8("ei");
    s.p = u8("p");
    return s;
  }

  Mismatches run(const nlohmann::json& test) {
    const auto& init = test.at("initial");
    const auto& fin = test.at("final");
    bus.ram.fill(0);
    for (const auto& cell : init.at("ram")) bus.ram[cell.at(0).get<uint16_t>()] = cell.at(1).get<uint8_t>();
    bus.trace.clear();
    bus.port_writes.clear();
    std::vector<std::array<int, 2>> expected_writes;
    bus.port_value = 0xFF;
    if (test.contains("ports"))
      for (const auto& p : test.at("ports")) {
        if (p.at(2) == "r")
          bus.port_value = p.at(1).get<int>();
        else
          expected_writes.push_back({p.at(0).get<int>(), p.at(1).get<int>()});
      }
    cpu.set_state(state_of(init));
    cpu.cycles = 0;
    cpu.step();

    Mismatches m;
    auto want = state_of(fin);
    using veteran::test::expect_equal;
#define VETERAN_CHECK(field) expect_equal(m, #field, +cpu.r.field, +want.field)
    VETERAN_CHECK(pc);
    VETERAN_CHECK(sp);
    VETERAN_CHECK(ix);
    VETERAN_CHECK(iy);
    VETERAN_CHECK(wz);
    VETERAN_CHECK(a);
    VETERAN_CHECK(f);
    VETERAN_CHECK(b);
    VETERAN_CHECK(c);
    VETERAN_CHECK(d);
    VETERAN_CHECK(e);
    VETERAN_CHECK(h);
    VETERAN_CHECK(l);
    VETERAN_CHECK(af_);
    VETERAN_CHECK(bc_);
    VETERAN_CHECK(de_);
    VETERAN_CHECK(hl_);
    VETERAN_CHECK(i);
    VETERAN_CHECK(r);
    VETERAN_CHECK(im);
    VETERAN_CHECK(iff1);
    VETERAN_CHECK(iff2);
    VETERAN_CHECK(q);
    VETERAN_CHECK(ei);
    VETERAN_CHECK(p);
#undef VETERAN_CHECK
    for (const auto& cell : fin.at("ram")) {
      uint16_t a = cell.at(0).get<uint16_t>();
      expect_equal(m, ("ram[" + std::to_string(a) + "]").c_str(), bus.ram[a], cell.at(1).get<uint8_t>());
    }
    if (bus.port_writes != expected_writes) m.push_back("port writes differ");

    // Only the T-states with an active strobe are bus accesses to compare.
    // A read's data shows on the bus in the T-state after the strobe.
    std::vector<BusCycle> expected;
    const auto& cycles = test.at("cycles");
    long index = 0;
    for (size_t i = 0; i < cycles.size(); ++i, ++index) {
      std::string pins = cycles[i].at(2).get<std::string>();
      if (pins == "----") continue;
      const auto& data = (pins[0] == 'r' && i + 1 < cycles.size()) ? cycles[i + 1].at(1) : cycles[i].at(1);
      expected.push_back({index, cycles[i].at(0).get<unsigned>(), data.is_null() ? -1 : data.get<int>(), pins});
    }
    veteran::test::compare_cycles(m, bus.trace, expected, static_cast<long>(cpu.cycles), index);
    return m;
  }
};

}  // namespace

int main(int argc, char** argv) { return veteran::test::vector_main<AdapterZ80>(argc, argv); }
