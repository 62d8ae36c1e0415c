/* Klaus Dormann's 6502 functional test on gianlucag/mos6502 (a C++ class with
   bus callbacks), run one instruction at a time to see the jump to itself.
   Build: g++ -O3 -I mos6502 mos6502/mos6502.cpp dormann_gianlucag.cpp */
#include "mos6502.h"
extern "C" {
#include "peer_clock.h"
}

static uint8_t memory[65536];
static uint8_t rd(uint16_t a) { return memory[a]; }
static void wr(uint16_t a, uint8_t v) { memory[a] = v; }

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s 6502_functional_test.bin\n", argv[0]);
    return 2;
  }
  peer_load(argv[1], memory, 0, sizeof memory);
  mos6502 cpu(rd, wr);
  cpu.Reset();
  cpu.SetPC(0x0400);
  uint64_t cycles = 0;
  double t0 = peer_now();
  for (;;) {
    uint16_t pc = cpu.GetPC();
    cpu.Run(1, cycles, mos6502::INST_COUNT);
    if (cpu.GetPC() == pc) break;
  }
  double t = peer_now() - t0;
  printf("trapped at $%04X", cpu.GetPC());
  peer_report("gianlucag-mos6502", "6502_functional_test", cycles, t, cpu.GetPC() == 0x3469);
  return cpu.GetPC() == 0x3469 ? 0 : 1;
}
