// 6502 behaviour the single-step vectors do not cover: RESET, IRQ, NMI, JAM,
// and the disassembler.
#include "cores/mos6502/mos6502.hpp"
#include "cores/mos6502/disassembler.hpp"
#include "emu/testrig/flat_bus.hpp"
#include "tests/unit/run_until_check.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <random>
#include <tuple>
#include <vector>

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

namespace {

// A bus that records every access with its cycle, and raises NMI or IRQ when
// the program writes to $02xx, as a device would in the middle of a slice.
struct DeviceBus {
  std::array<uint8_t, 65536> ram{};
  std::vector<std::tuple<uint64_t, uint16_t, uint8_t, bool>> trace;
  m::Cpu<DeviceBus>* cpu = nullptr;
  uint8_t read(uint16_t a) {
    trace.emplace_back(cpu->cycles, a, ram[a], false);
    return ram[a];
  }
  void write(uint16_t a, uint8_t v) {
    trace.emplace_back(cpu->cycles, a, v, true);
    ram[a] = v;
    if ((a & 0xFF00) == 0x0200) {
      if (v & 1) cpu->nmi();
      cpu->set_irq(v & 2);
    }
  }
};

struct Machine {
  DeviceBus bus;
  m::Cpu<DeviceBus> cpu{bus};
  explicit Machine(uint32_t seed) {
    bus.cpu = &cpu;
    std::mt19937 rng(seed);
    for (auto& b : bus.ram) b = static_cast<uint8_t>(rng());
    cpu.r.pc = static_cast<uint16_t>(rng());
    cpu.r.p = static_cast<uint8_t>((rng() | m::U) & ~m::B);
  }
};

}  // namespace

TEST_CASE("6502 run_until goes exactly as step() does, slices, interrupts and JAM included", "[cores][6502]") {
  int interrupts = 0, jams = 0;
  veteran::test::check_run_until_as_step<Machine>(
      200'000, [](Machine&) {},
      [&](Machine& stepped, Machine& run) {
        CHECK(run.cpu.jammed == stepped.cpu.jammed);
        for (const auto& [cycle, address, value, write] : stepped.bus.trace)
          if (!write && (address == 0xFFFA || address == 0xFFFE)) ++interrupts;
        jams += stepped.cpu.jammed;
      });
  CHECK(interrupts > 0);  // the programs did raise NMI/IRQ (or hit BRK) and took them
  CHECK(jams > 0);
}

TEST_CASE("6502 stop() from a device ends the slice after the current instruction", "[cores][6502]") {
  struct StopBus {
    std::array<uint8_t, 65536> ram{};
    m::Cpu<StopBus>* cpu = nullptr;
    uint8_t read(uint16_t a) { return ram[a]; }
    void write(uint16_t a, uint8_t v) {
      ram[a] = v;
      if (a == 0x4000) cpu->stop();
    }
  } bus;
  // $0200: INX / INX / STA $4000 / INX / JMP $0200
  const uint8_t program[] = {0xE8, 0xE8, 0x8D, 0x00, 0x40, 0xE8, 0x4C, 0x00, 0x02};
  std::copy(std::begin(program), std::end(program), bus.ram.begin() + 0x200);
  m::Cpu<StopBus> cpu(bus);
  bus.cpu = &cpu;
  cpu.r.pc = 0x0200;
  cpu.run_until(1'000'000);
  CHECK(cpu.r.pc == 0x0205);  // just after the STA
  CHECK(cpu.r.x == 2);
  CHECK(cpu.cycles == 2 + 2 + 4);
}
