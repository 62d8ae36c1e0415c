// 6502 behaviour the single-step vectors do not cover: RESET, IRQ, NMI, JAM,
// and the disassembler.
#include "testrig/flat_bus.hpp"
#include "mos6502/disassembler.hpp"
#include "mos6502/mos6502.hpp"

#include <catch2/catch.hpp>

using veteran::testrig::FlatBus;
namespace m = veteran::mos6502;

TEST_CASE("6502 RESET takes 7 cycles and loads the vector", "[cores][6502]") {
  FlatBus bus;
  bus.load(0xFFFC, {0x34, 0x12});
  m::Cpu<FlatBus> cpu(bus);
  cpu.r.s = 0x00;
  cpu.reset();
  CHECK(cpu.cycles == 7);
  CHECK(cpu.r.pc == 0x1234);
  CHECK(cpu.r.s == 0xFD);
  CHECK((cpu.r.p & m::I));
}

TEST_CASE("6502 IRQ is taken only with I clear; NMI always", "[cores][6502]") {
  FlatBus bus;
  bus.load(0x0200, {0xEA, 0xEA, 0xEA});  // NOPs
  bus.load(0xFFFE, {0x00, 0x30});        // IRQ/BRK vector
  bus.load(0xFFFA, {0x00, 0x40});        // NMI vector
  bus.load(0x4000, {0xEA, 0xEA});
  m::Cpu<FlatBus> cpu(bus);
  cpu.r.pc = 0x0200;
  cpu.r.s = 0xFF;
  cpu.r.p = m::U | m::I;
  cpu.set_irq(true);
  cpu.step();
  CHECK(cpu.r.pc == 0x0201);  // masked

  cpu.r.p = m::U;
  uint64_t before = cpu.cycles;
  cpu.step();
  CHECK(cpu.cycles - before == 7);
  CHECK(cpu.r.pc == 0x3000);
  CHECK(bus.ram[0x01FF] == 0x02);
  CHECK(bus.ram[0x01FE] == 0x01);
  CHECK((bus.ram[0x01FD] & m::B) == 0);  // hardware interrupts push B clear
  CHECK((cpu.r.p & m::I));

  cpu.nmi();
  cpu.step();
  CHECK(cpu.r.pc == 0x4000);
  cpu.step();  // NMI is an edge: taken once
  CHECK(cpu.r.pc == 0x4001);
}

TEST_CASE("6502 JAM stops the CPU until RESET, time still passes", "[cores][6502]") {
  FlatBus bus;
  bus.load(0x0300, {0x02});
  bus.load(0xFFFC, {0x00, 0x03});
  m::Cpu<FlatBus> cpu(bus);
  cpu.r.pc = 0x0300;
  cpu.step();
  CHECK(cpu.jammed);
  CHECK(cpu.r.pc == 0x0300);
  uint64_t c = cpu.cycles;
  cpu.step();
  CHECK(cpu.r.pc == 0x0300);
  CHECK(cpu.cycles > c);
  cpu.reset();
  CHECK_FALSE(cpu.jammed);
}

TEST_CASE("6502 disassembler: modes, lengths, undocumented opcodes", "[cores][6502][disasm]") {
  FlatBus bus;
  auto dis = [&](std::initializer_list<uint8_t> bytes, uint16_t at = 0x1000) {
    bus.load(at, bytes);
    return m::disassemble(at, [&](uint16_t a) { return bus.ram[a]; });
  };
  CHECK(dis({0xA9, 0x41}).text == "LDA #$41");
  CHECK(dis({0xBD, 0x34, 0x12}).text == "LDA $1234,X");
  CHECK(dis({0xBD, 0x34, 0x12}).length == 3);
  CHECK(dis({0x6C, 0xFF, 0x02}).text == "JMP ($02FF)");
  CHECK(dis({0xB1, 0x80}).text == "LDA ($80),Y");
  CHECK(dis({0x0A}).text == "ASL A");
  CHECK(dis({0x60}).text == "RTS");
  CHECK(dis({0xD0, 0xFE}).text == "BNE $1000");
  CHECK(dis({0xA7, 0x10}).text == "*LAX $10");
  CHECK(dis({0x02}).text == "*JAM");
}
