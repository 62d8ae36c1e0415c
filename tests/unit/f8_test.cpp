// F8 behaviour the MAME vectors do not cover: RESET and interrupt acknowledge.
#include "cores/f8/f8.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <catch2/catch.hpp>

using veteran::testrig::FlatBus;
namespace f8 = veteran::f8;

TEST_CASE("F8 RESET saves PC0 in PC1 and starts at 0", "[cores][f8]") {
  FlatBus bus;
  f8::Cpu<FlatBus> cpu(bus);
  cpu.r.pc0 = 0x1234;
  cpu.r.w = f8::ICB;
  cpu.reset();
  CHECK(cpu.r.pc0 == 0);
  CHECK(cpu.r.pc1 == 0x1234);
  CHECK_FALSE((cpu.r.w & f8::ICB));
}

TEST_CASE("F8 interrupts: taken with ICB set, not right after a privileged instruction", "[cores][f8]") {
  FlatBus bus;
  bus.load(0x0000, {0x1B, 0x2B, 0x2B});  // EI; NOP; NOP
  f8::Cpu<FlatBus> cpu(bus);
  cpu.irq_vector = 0x0500;
  cpu.set_irq(true);
  cpu.step();  // EI: privileged, so the next instruction runs first
  CHECK(cpu.r.pc0 == 1);
  cpu.step();
  CHECK(cpu.r.pc0 == 2);
  cpu.step();  // now acknowledged
  CHECK(cpu.r.pc0 == 0x0500);
  CHECK(cpu.r.pc1 == 2);
  CHECK_FALSE((cpu.r.w & f8::ICB));
}

TEST_CASE("F8 PI and POP: call and return through PC1", "[cores][f8]") {
  FlatBus bus;
  bus.load(0x0100, {0x28, 0x02, 0x00});  // PI $0200
  bus.load(0x0200, {0x1C});              // POP
  f8::Cpu<FlatBus> cpu(bus);
  cpu.r.pc0 = 0x0100;
  cpu.step();
  CHECK(cpu.r.pc0 == 0x0200);
  CHECK(cpu.r.pc1 == 0x0103);
  CHECK(cpu.cycles == 26);
  cpu.step();
  CHECK(cpu.r.pc0 == 0x0103);
}
