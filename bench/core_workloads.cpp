#include "bench/core_workloads.hpp"

#include "cores/avr8/avr8.hpp"
#include "cores/f8/f8.hpp"
#include "cores/i8080/i8080.hpp"
#include "cores/mos6502/mos6502.hpp"
#include "cores/z80/z80.hpp"
#include "emu/testrig/flat_bus.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <memory>

namespace veteran::bench {
namespace {

using testrig::FlatBus;

// 6502 at $0400: a checksum over a page with ADC/ROL/EOR, a JSR per byte,
// and a self-changing source byte so that no two passes are alike.
//   loop:  LDX #0 / inner: LDA $1000,X / ADC $20 / STA $20 / ROL A / EOR $21
//          STA $21 / JSR sub / INX / BNE inner / INC $1000 / JMP loop
//   sub:   LDY $22 / INY / STY $22 / RTS
constexpr uint8_t kProgram6502[] = {
    0xA2, 0x00, 0xBD, 0x00, 0x10, 0x65, 0x20, 0x85, 0x20, 0x2A, 0x45, 0x21, 0x85, 0x21, 0x20, 0x1A,
    0x04, 0xE8, 0xD0, 0xEE, 0xEE, 0x00, 0x10, 0x4C, 0x00, 0x04, 0xA4, 0x22, 0xC8, 0x84, 0x22, 0x60,
};

// Z80 at $0000: the same shape, with 16-bit loads and stores through ED.
//   start: LD HL,$4000 / LD B,0 / loop: LD A,(HL) / ADD A,C / LD C,A / RLCA
//          XOR D / LD D,A / INC HL / CALL sub / DJNZ loop / JR start
//   sub ($0020): PUSH BC / LD BC,($5000) / INC BC / LD ($5000),BC / POP BC / RET
constexpr uint8_t kProgramZ80[] = {
    0x21, 0x00, 0x40, 0x06, 0x00, 0x7E, 0x81, 0x4F, 0x07, 0xAA, 0x57, 0x23, 0xCD, 0x20, 0x00, 0x10, 0xF4, 0x18, 0xED,
};
constexpr uint8_t kSubZ80[] = {0xC5, 0xED, 0x4B, 0x00, 0x50, 0x03, 0xED, 0x43, 0x00, 0x50, 0xC1, 0xC9};

// 8080 at $0000: as the Z80 program, in 8080 instructions.
//   start: LXI H,$4000 / MVI B,0 / loop: MOV A,M / ADD C / MOV C,A / RLC / XRA D
//          MOV D,A / INX H / CALL sub / DCR B / JNZ loop / JMP start
//   sub ($0020): PUSH B / LDA $5000 / INR A / STA $5000 / POP B / RET
constexpr uint8_t kProgram8080[] = {
    0x21, 0x00, 0x40, 0x06, 0x00, 0x7E, 0x81, 0x4F, 0x07, 0xAA, 0x57,
    0x23, 0xCD, 0x20, 0x00, 0x05, 0xC2, 0x05, 0x00, 0xC3, 0x00, 0x00,
};
constexpr uint8_t kSub8080[] = {0xC5, 0x3A, 0x00, 0x50, 0x3C, 0x32, 0x00, 0x50, 0xC1, 0xC9};

// F8 at $0000: the same shape with the F8's own means: DC0 walks the page,
// the scratchpad holds the sums, PI/POP make the call.
//   start: DCI $1000 / LIS 0 / LR 11,A / loop: LM / AS 0 / LR 0,A / SL 1 / XS 1
//          LR 1,A / PI sub / DS 11 / BF 4,loop / JMP start
//   sub ($0020): LR A,2 / INC / LR 2,A / POP
constexpr uint8_t kProgramF8[] = {
    0x2A, 0x10, 0x00, 0x70, 0x5B, 0x16, 0xC0, 0x50, 0x13, 0xE1,
    0x51, 0x28, 0x00, 0x20, 0x3B, 0x94, 0xF5, 0x29, 0x00, 0x00,
};
constexpr uint8_t kSubF8[] = {0x42, 0x1F, 0x52, 0x1C};

// AVR at word 0: the same shape in the ATmega88's instructions, X walking a
// page of SRAM, a call per byte with a count kept in SRAM, the first byte
// changed each pass (avr8_checksum_program in core_workloads.hpp).
//   start: LDI r26,$00 / LDI r27,$01 / LDI r18,0 / loop: LD r24,X+ / ADD r16,r24 / ROL r16
//          EOR r17,r16 / RCALL sub / DEC r18 / BRNE loop / LDS r25,$0100 / INC r25 / STS $0100,r25
//          RJMP start
//   sub:   LDS r20,$0300 / INC r20 / STS $0300,r20 / RET
// Flash and 2 KiB of data (1 KiB of SRAM from $100, mirrored to a power of two): the core's bus.
struct AvrBus {
  std::array<uint16_t, 4096> words{};
  std::array<uint8_t, 0x800> data{};
  const uint16_t* program() { return words.data(); }
  uint8_t read(uint16_t a) { return data[a & 0x7FF]; }
  void write(uint16_t a, uint8_t v) { data[a & 0x7FF] = v; }
  int interrupt(uint64_t) { return 0; }
  void acknowledge(int) {}
  uint64_t wake_at(uint64_t now) { return now + 1; }
  bool sleep_enabled() { return false; }
};

CoreResult measure_avr8(uint64_t cycles) {
  CoreResult res{"avr8", "checksum-loop"};
  const auto& program = avr8_checksum_program();
  auto run = [&](bool count) {
    auto board = std::make_unique<AvrBus>();
    std::copy(program.begin(), program.end(), board->words.begin());
    avr8::Cpu<AvrBus> cpu(*board, 4096, 1);
    cpu.r.sp = 0x4FF;
    if (count) {
      while (cpu.cycles < cycles) cpu.step(), ++res.instructions;
      return;
    }
    const auto t0 = std::chrono::steady_clock::now();
    cpu.run_until(cycles);
    res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    res.cycles = cpu.cycles;
  };
  run(true);
  run(false);
  return res;
}

template <class Core>
void set_pc(Core& cpu, uint16_t pc) {
  if constexpr (requires { cpu.r.pc0; })
    cpu.r.pc0 = pc;
  else
    cpu.r.pc = pc;
}

// Times the way machines run a core, run_until over whole slices (the 6502
// has a faster path there than in step()); the instructions are counted in an
// untimed pass of step() over the same cycles, which runs the same ones.
template <class Core>
CoreResult measure(const char* core, const char* workload, const FlatBus& program, uint16_t start, uint64_t cycles) {
  CoreResult res{core, workload};
  {
    auto bus = std::make_unique<FlatBus>(program);
    Core cpu(*bus);
    set_pc(cpu, start);
    while (cpu.cycles < cycles) {
      cpu.step();
      ++res.instructions;
    }
  }
  auto bus = std::make_unique<FlatBus>(program);
  Core cpu(*bus);
  set_pc(cpu, start);
  auto t0 = std::chrono::steady_clock::now();
  cpu.run_until(cycles);
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  res.cycles = cpu.cycles;
  return res;
}

template <size_t N>
void load(FlatBus& bus, uint16_t at, const uint8_t (&bytes)[N]) {
  for (size_t i = 0; i < N; ++i) bus.ram[at + i] = bytes[i];
}

}  // namespace

std::vector<CoreResult> run_core_workloads(uint64_t cycles) {
  std::vector<CoreResult> out;
  auto bus = std::make_unique<FlatBus>();
  load(*bus, 0x0400, kProgram6502);
  out.push_back(measure<mos6502::Cpu<FlatBus>>("6502", "checksum-loop", *bus, 0x0400, cycles));

  bus = std::make_unique<FlatBus>();
  load(*bus, 0x0000, kProgramZ80);
  load(*bus, 0x0020, kSubZ80);
  out.push_back(measure<z80::Cpu<FlatBus>>("z80", "checksum-loop", *bus, 0x0000, cycles));

  bus = std::make_unique<FlatBus>();
  load(*bus, 0x0000, kProgram8080);
  load(*bus, 0x0020, kSub8080);
  out.push_back(measure<i8080::Cpu<FlatBus>>("8080", "checksum-loop", *bus, 0x0000, cycles));

  bus = std::make_unique<FlatBus>();
  load(*bus, 0x0000, kProgramF8);
  load(*bus, 0x0020, kSubF8);
  out.push_back(measure<f8::Cpu<FlatBus>>("f8", "checksum-loop", *bus, 0x0000, cycles));

  out.push_back(measure_avr8(cycles));
  return out;
}

const std::vector<uint16_t>& avr8_checksum_program() {
  static const std::vector<uint16_t> words = {
      0xE0A0, 0xE0B1, 0xE020,                                  // start: X = $0100, r18 = 0
      0x918D, 0x0F08, 0x1F00, 0x2710, 0xD008, 0x952A, 0xF7C9,  // loop
      0x9190, 0x0100, 0x9593, 0x9390, 0x0100, 0xCFF0,          // change the first byte, again
      0x9140, 0x0300, 0x9543, 0x9340, 0x0300, 0x9508,          // sub: count in SRAM
  };
  return words;
}

std::string format(const CoreResult& r) {
  char buf[256];
  std::snprintf(buf, sizeof buf, "core=%s workload=%s emulated_mhz=%.1f host_ns_per_instruction=%.2f", r.core.c_str(),
                r.workload.c_str(), r.emulated_mhz(), r.ns_per_instruction());
  return buf;
}

}  // namespace veteran::bench
