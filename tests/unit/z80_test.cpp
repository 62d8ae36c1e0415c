// Z80 behaviour the single-step vectors do not cover: interrupts, HALT, EI.
#include "cores/z80/z80.hpp"
#include "emu/testrig/flat_bus.hpp"
#include "tests/unit/run_until_check.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <random>
#include <tuple>
#include <vector>

using veteran::testrig::FlatBus;
namespace z = veteran::z80;

namespace {
struct Rig {
  FlatBus bus;
  z::Cpu<FlatBus> cpu{bus};
  Rig() {
    cpu.reset();
    cpu.r.sp = 0x8000;
  }
};
}  // namespace

TEST_CASE("Z80 IM 1: RST 38h after the instruction following EI", "[cores][z80]") {
  Rig t;
  t.bus.load(0x0000, {0xED, 0x56, 0xFB, 0x00, 0x00});  // IM 1; EI; NOP; NOP
  t.cpu.set_irq(true);
  t.cpu.step();  // IM 1
  t.cpu.step();  // EI
  CHECK(t.cpu.r.pc == 3);
  t.cpu.step();  // not yet: EI delays acceptance by one instruction
  CHECK(t.cpu.r.pc == 4);
  uint64_t before = t.cpu.cycles;
  t.cpu.step();
  CHECK(t.cpu.r.pc == 0x38);
  CHECK(t.cpu.cycles - before == 13);
  CHECK_FALSE(t.cpu.r.iff1);
  CHECK(t.bus.ram[0x7FFF] == 0x00);
  CHECK(t.bus.ram[0x7FFE] == 0x04);
}

TEST_CASE("Z80 IM 2 reads the vector at I:data", "[cores][z80]") {
  Rig t;
  t.bus.load(0x0000, {0xED, 0x5E, 0x3E, 0x12, 0xED, 0x47, 0xFB, 0x00, 0x00});  // IM 2; LD A,12h; LD I,A; EI
  t.bus.load(0x1220, {0x78, 0x56});
  t.cpu.irq_data = 0x20;
  for (int i = 0; i < 5; ++i) t.cpu.step();
  t.cpu.set_irq(true);
  uint64_t before = t.cpu.cycles;
  t.cpu.step();
  CHECK(t.cpu.r.pc == 0x5678);
  CHECK(t.cpu.cycles - before == 19);
}

TEST_CASE("Z80 HALT runs NOPs until an interrupt, which resumes after it", "[cores][z80]") {
  Rig t;
  t.bus.load(0x0000, {0xF3, 0x76, 0x00});  // DI; HALT
  t.cpu.step();
  t.cpu.step();
  CHECK(t.cpu.r.halted);
  uint8_t r0 = t.cpu.r.r;
  uint64_t c0 = t.cpu.cycles;
  t.cpu.step();
  t.cpu.step();
  CHECK(t.cpu.r.pc == 2);
  CHECK(t.cpu.cycles - c0 == 8);
  CHECK(t.cpu.r.r == r0 + 2);  // refresh goes on while halted
  t.cpu.nmi();
  t.cpu.step();
  CHECK_FALSE(t.cpu.r.halted);
  CHECK(t.cpu.r.pc == 0x66);
  CHECK(t.bus.ram[0x7FFE] == 0x02);  // returns past the HALT
}

TEST_CASE("Z80 NMOS quirk: LD A,I interrupted reads P/V as 0", "[cores][z80]") {
  Rig t;
  t.bus.load(0x0000, {0xED, 0x56, 0xFB, 0x00, 0xED, 0x57});  // IM 1; EI; NOP; LD A,I
  for (int i = 0; i < 3; ++i) t.cpu.step();
  t.cpu.step();  // LD A,I with IFF2 = 1: P/V set
  CHECK((t.cpu.r.f & z::PF));
  t.cpu.set_irq(true);
  t.cpu.step();  // the interrupt accepted right after it clears P/V
  CHECK(t.cpu.r.pc == 0x38);
  CHECK_FALSE((t.cpu.r.f & z::PF));
}

namespace {

// A bus that records every access with its T-state, and raises NMI or INT
// when the program writes to port or memory $xx5x, as a device would in the
// middle of a slice.
struct DeviceBus {
  std::array<uint8_t, 65536> ram{};
  std::vector<std::tuple<uint64_t, uint16_t, uint8_t, char>> trace;
  z::Cpu<DeviceBus>* cpu = nullptr;
  void device(uint16_t a, uint8_t v) {
    if ((a & 0xF0) != 0x50) return;
    if (v & 1) cpu->nmi();
    cpu->set_irq(v & 2);
  }
  uint8_t read(uint16_t a) {
    trace.emplace_back(cpu->cycles, a, ram[a], 'r');
    return ram[a];
  }
  void write(uint16_t a, uint8_t v) {
    trace.emplace_back(cpu->cycles, a, v, 'w');
    ram[a] = v;
    device(a, v);
  }
  uint8_t in(uint16_t port) {
    trace.emplace_back(cpu->cycles, port, 0xFF, 'i');
    return 0xFF;
  }
  void out(uint16_t port, uint8_t v) {
    trace.emplace_back(cpu->cycles, port, v, 'o');
    device(port, v);
  }
};

struct Machine {
  DeviceBus bus;
  z::Cpu<DeviceBus> cpu{bus};
  explicit Machine(uint32_t seed) {
    bus.cpu = &cpu;
    std::mt19937 rng(seed);
    for (auto& b : bus.ram) b = static_cast<uint8_t>(rng());
    auto s = cpu.r;
    s.pc = static_cast<uint16_t>(rng());
    s.sp = static_cast<uint16_t>(rng());
    s.im = static_cast<uint8_t>(rng() % 3);
    s.iff1 = s.iff2 = rng() & 1;
    cpu.set_state(s);
  }
};

}  // namespace

TEST_CASE("Z80 run_until goes exactly as step() does, slices, interrupts, HALT and prefixes included", "[cores][z80]") {
  int requests = 0, halts = 0;
  veteran::test::check_run_until_as_step<Machine>(
      400'000, [&](Machine& stepped) { halts += stepped.cpu.r.halted; },
      [&](Machine& stepped, Machine&) {
        for (const auto& [cycle, address, value, kind] : stepped.bus.trace)
          if ((kind == 'w' || kind == 'o') && (address & 0xF0) == 0x50 && (value & 3)) ++requests;
      });
  CHECK(requests > 0);  // devices did raise NMI or INT in the middle of slices
  CHECK(halts > 0);     // random code halts, and is woken or stays halted alike both ways
}
