// 8080 specifics: its auxiliary carry rules, DAA, PUSH PSW, interrupts.
#include "cores/i8080/i8080.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <catch2/catch.hpp>

using veteran::testrig::FlatBus;
namespace i = veteran::i8080;

namespace {
struct Rig {
  FlatBus bus;
  i::Cpu<FlatBus> cpu{bus};
  Rig() { cpu.r.sp = 0x8000; }
  void run(int n) {
    for (int k = 0; k < n; ++k) cpu.step();
  }
};
}  // namespace

TEST_CASE("8080 ANA sets AC from bit 3 of the OR of its operands", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0x3E, 0x08, 0xE6, 0x00, 0x3E, 0x00, 0xE6, 0x00});  // MVI A,8; ANI 0; MVI A,0; ANI 0
  t.run(2);
  CHECK((t.cpu.r.f & i::AC));
  t.run(2);
  CHECK_FALSE((t.cpu.r.f & i::AC));
}

TEST_CASE("8080 SUB: AC is the carry of the complement addition", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0x3E, 0x10, 0xD6, 0x01, 0x3E, 0x11, 0xD6, 0x01});  // 10h-1; 11h-1
  t.run(2);
  CHECK(t.cpu.r.a == 0x0F);
  CHECK_FALSE((t.cpu.r.f & i::AC));  // a borrow from bit 4 means no carry
  t.run(2);
  CHECK((t.cpu.r.f & i::AC));
}

TEST_CASE("8080 DAA after BCD addition", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0x3E, 0x38, 0xC6, 0x45, 0x27});  // 38 + 45 = 83 (BCD)
  t.run(3);
  CHECK(t.cpu.r.a == 0x83);
  CHECK_FALSE((t.cpu.r.f & i::CY));
  t.bus.load(5, {0xC6, 0x19, 0x27});  // 83 + 19 = 102 (BCD): 02 with carry
  t.run(2);
  CHECK(t.cpu.r.a == 0x02);
  CHECK((t.cpu.r.f & i::CY));
}

TEST_CASE("8080 PUSH PSW has the fixed bits; POP PSW restores them", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0x01, 0xFF, 0xFF, 0xC5, 0xF1, 0xF5});  // LXI B,FFFF; PUSH B; POP PSW; PUSH PSW
  t.run(4);
  CHECK(t.cpu.r.f == 0xD7);
  CHECK(t.bus.ram[0x7FFE] == 0xD7);
}

TEST_CASE("8080 interrupt executes the RST from the bus, after EI's delay", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0xFB, 0x00, 0x00});  // EI; NOP
  t.cpu.irq_data = 0xD7;              // RST 2
  t.cpu.set_irq(true);
  t.cpu.step();
  t.cpu.step();
  CHECK(t.cpu.r.pc == 2);
  t.cpu.step();
  CHECK(t.cpu.r.pc == 0x10);
  CHECK_FALSE(t.cpu.r.inte);
  CHECK(t.bus.ram[0x7FFE] == 0x02);
}

TEST_CASE("8080 undocumented aliases: CB is JMP, D9 is RET, DD/ED/FD are CALL", "[cores][8080]") {
  Rig t;
  t.bus.load(0, {0xCB, 0x00, 0x10});
  t.bus.load(0x1000, {0xDD, 0x00, 0x20});
  t.bus.load(0x2000, {0xD9});
  t.run(1);
  CHECK(t.cpu.r.pc == 0x1000);
  t.run(1);
  CHECK(t.cpu.r.pc == 0x2000);
  CHECK(t.cpu.cycles == 10 + 17);
  t.run(1);
  CHECK(t.cpu.r.pc == 0x1003);
}
