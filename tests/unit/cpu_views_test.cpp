// The debugger's views of the four cores (emu/debug/core_views.hpp) on flat
// memory: registers as the core holds them, flags as letters, and which
// instructions are calls (what "step over" runs through).
#include "emu/debug/core_views.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <catch2/catch.hpp>

using namespace veteran;
using testrig::FlatBus;

namespace {

emu::Peek peek_of(FlatBus& bus) {
  return [&bus](uint16_t a) { return bus.ram[a]; };
}

unsigned reg(const emu::CpuView& view, const std::string& name) {
  for (const auto& r : view.registers())
    if (r.name == name) return r.value;
  FAIL("no register " << name);
  return 0;
}

}  // namespace

TEST_CASE("CPU views: the 8080's registers, flags and calls", "[cores][debug]") {
  FlatBus bus;
  // LXI SP,$2000; MVI A,$80; ORA A (S set, Z clear); CNZ $0100; CMP B; RST 1
  bus.load(0, {0x31, 0x00, 0x20, 0x3E, 0x80, 0xB7, 0xC4, 0x00, 0x01, 0xB8, 0xCF});
  i8080::Cpu<FlatBus> cpu(bus);
  emu::I8080View<FlatBus> view(cpu, peek_of(bus));
  for (int i = 0; i < 3; ++i) cpu.step();
  CHECK(std::string(view.cpu()) == "8080");
  CHECK(reg(view, "A") == 0x80);
  CHECK(reg(view, "SP") == 0x2000);
  CHECK(view.pc() == 6);
  CHECK(view.flags().substr(0, 2) == "Sz");
  CHECK(view.disassemble(6).call);  // CNZ
  CHECK(view.disassemble(6).length == 3);
  CHECK_FALSE(view.disassemble(9).call);  // CMP B, not a call
  CHECK(view.disassemble(10).call);       // RST 1
}

TEST_CASE("CPU views: the F8's registers and its calls through PC1", "[cores][debug]") {
  FlatBus bus;
  // LI $42; LR 0,A; PI $0800
  bus.load(0, {0x20, 0x42, 0x50, 0x28, 0x08, 0x00});
  f8::Cpu<FlatBus> cpu(bus);
  emu::F8View<FlatBus> view(cpu, peek_of(bus));
  cpu.step();
  cpu.step();
  CHECK(std::string(view.cpu()) == "F8");
  CHECK(reg(view, "A") == 0x42);
  CHECK(reg(view, "R0") == 0x42);
  CHECK(view.pc() == 3);
  auto pi = view.disassemble(3);
  CHECK(pi.call);
  CHECK(pi.text.rfind("PI", 0) == 0);
  cpu.step();
  CHECK(view.pc() == 0x0800);
  CHECK(reg(view, "PC1") == 6);  // the return address
}

TEST_CASE("CPU views: the 6502 and Z80 name their calls", "[cores][debug]") {
  FlatBus bus;
  bus.load(0, {0x20, 0x00, 0x10, 0x4C, 0x00, 0x10});  // JSR $1000; JMP $1000
  mos6502::Cpu<FlatBus> m(bus);
  emu::Mos6502View<FlatBus> v6502(m, peek_of(bus));
  CHECK(v6502.disassemble(0).call);
  CHECK_FALSE(v6502.disassemble(3).call);
  FlatBus zbus;
  zbus.load(0, {0xC4, 0x00, 0x10, 0xFF, 0xC3, 0x00, 0x10});  // CALL NZ,$1000; RST 38H; JP $1000
  z80::Cpu<FlatBus> z(zbus);
  emu::Z80View<FlatBus> vz80(z, peek_of(zbus));
  CHECK(vz80.disassemble(0).call);
  CHECK(vz80.disassemble(3).call);
  CHECK_FALSE(vz80.disassemble(4).call);
}
