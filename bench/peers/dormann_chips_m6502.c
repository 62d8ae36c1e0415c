/* Klaus Dormann's 6502 functional test on floooh/chips' m6502.h, a
   cycle-stepped core ticked once per clock with memory on its pins, as its
   header's HOWTO drives it. The test ends where an instruction starts at the
   same address as the one before it (a jump to itself).
   Build: gcc -O3 -I chips/chips dormann_chips_m6502.c */
#define CHIPS_IMPL
#include <stdbool.h>
#include "m6502.h"
#include "peer_clock.h"

static uint8_t memory[65536];

int main(int argc, char** argv) {
  if (argc != 2) { fprintf(stderr, "usage: %s 6502_functional_test.bin\n", argv[0]); return 2; }
  peer_load(argv[1], memory, 0, sizeof memory);
  m6502_t cpu;
  m6502_desc_t desc = {0};
  m6502_init(&cpu, &desc);
  uint64_t pins = M6502_SYNC;  /* a prefetch at $0400, as the header shows it */
  M6502_SET_ADDR(pins, 0x0400);
  M6502_SET_DATA(pins, memory[0x0400]);
  m6502_set_pc(&cpu, 0x0400);
  uint64_t cycles = 0;
  uint32_t last = 0x10000, pc = 0;
  double t0 = peer_now();
  for (;;) {
    pins = m6502_tick(&cpu, pins);
    ++cycles;
    const uint16_t addr = M6502_GET_ADDR(pins);
    if (pins & M6502_RW) {
      M6502_SET_DATA(pins, memory[addr]);
    } else {
      memory[addr] = M6502_GET_DATA(pins);
    }
    if (pins & M6502_SYNC) {  /* the opcode fetch of the next instruction */
      pc = addr;
      if (pc == last) break;
      last = pc;
    }
  }
  double t = peer_now() - t0;
  printf("trapped at $%04X", pc);
  peer_report("chips-m6502", "6502_functional_test", cycles, t, pc == 0x3469);
  return pc == 0x3469 ? 0 : 1;
}
