// Z80 behaviour the single-step vectors do not cover: interrupts, HALT, EI.
#include "testrig/flat_bus.hpp"
#include "z80/z80.hpp"

#include <catch2/catch.hpp>

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
