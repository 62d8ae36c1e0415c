// Arbitrary bytes as a program: every core keeps running (or, for the 6502's
// JAM opcodes, stops in a defined state); nothing crashes or hangs in a step.
#include "cores/f8/f8.hpp"
#include "cores/i8080/i8080.hpp"
#include "cores/mos6502/mos6502.hpp"
#include "cores/z80/z80.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <random>

using veteran::testrig::FlatBus;

namespace {

// Memory full of seeded random bytes, the program counter anywhere.
std::unique_ptr<FlatBus> random_memory(uint32_t seed) {
  auto bus = std::make_unique<FlatBus>();
  std::mt19937 rng(seed);
  for (auto& b : bus->ram) b = static_cast<uint8_t>(rng());
  return bus;
}

// Runs `steps` steps; every step must take time, so no step hangs or stalls.
template <class Core>
void run_random(Core& cpu, int steps) {
  for (int i = 0; i < steps; ++i) {
    uint64_t before = cpu.cycles;
    cpu.step();
    REQUIRE(cpu.cycles > before);
  }
}

}  // namespace

TEST_CASE("random byte streams: 6502 runs or jams, never stalls", "[cores][6502][robustness]") {
  int jammed = 0;
  for (uint32_t seed = 1; seed <= 20; ++seed) {
    auto bus = random_memory(seed);
    veteran::mos6502::Cpu<FlatBus> cpu(*bus);
    cpu.r.pc = static_cast<uint16_t>(seed * 2654435761u);
    run_random(cpu, 20000);
    if (cpu.jammed) {
      ++jammed;
      uint16_t pc = cpu.r.pc;
      cpu.step();
      CHECK(cpu.r.pc == pc);  // a jammed CPU stays put until RESET
    }
  }
  CHECK(jammed > 0);  // 12 of the 256 opcodes are JAM: random code hits one
}

TEST_CASE("random byte streams: Z80, 8080 and F8 run every byte as an instruction", "[cores][robustness]") {
  for (uint32_t seed = 1; seed <= 20; ++seed) {
    auto bus = random_memory(seed);
    veteran::z80::Cpu<FlatBus> z80(*bus);
    run_random(z80, 20000);
    veteran::i8080::Cpu<FlatBus> i8080(*bus);
    run_random(i8080, 20000);
    veteran::f8::Cpu<FlatBus> f8(*bus);
    run_random(f8, 20000);
  }
}

TEST_CASE("a Z80 program of nothing but prefixes does not hang a step", "[cores][z80][robustness]") {
  FlatBus bus;
  bus.ram.fill(0xDD);
  veteran::z80::Cpu<FlatBus> cpu(bus);
  run_random(cpu, 100000);  // 64 KiB of DD, several times around memory
  // Every byte ran as a prefix: one 4-T-state M1 each, PC one byte further.
  CHECK(cpu.cycles % 4 == 0);
  CHECK(cpu.r.pc == (cpu.cycles / 4) % 65536);
  CHECK((cpu.r.r & 0x7F) == (cpu.cycles / 4) % 128);
}
