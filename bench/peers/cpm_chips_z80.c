/* ZEXDOC/ZEXALL on floooh/chips' z80.h, ticked once per T-state with memory
   and I/O on its pins; BDOS as an OUT to a port of its own at $0005 and the
   warm boot as an OUT at $0000, as veteran's rig has them.
   Build: gcc -O3 -I chips/chips cpm_chips_z80.c */
#define CHIPS_IMPL
#include <stdbool.h>
#include "z80.h"
#include "peer_clock.h"

static uint8_t memory[65536];

int main(int argc, char** argv) {
  if (argc != 2) { fprintf(stderr, "usage: %s zexdoc.cim\n", argv[0]); return 2; }
  peer_load(argv[1], memory, 0x100, sizeof memory);
  static const uint8_t boot[] = {0xD3, 0xFF}, bdos[] = {0xD3, 0xFE, 0xC9};
  memcpy(memory, boot, sizeof boot);
  memcpy(memory + 5, bdos, sizeof bdos);
  z80_t cpu;
  z80_init(&cpu);
  cpu.sp = 0xC9FE;
  uint64_t pins = z80_prefetch(&cpu, 0x100);
  uint64_t cycles = 0;
  int done = 0;
  double t0 = peer_now();
  while (!done) {
    pins = z80_tick(&cpu, pins);
    ++cycles;
    const uint16_t addr = Z80_GET_ADDR(pins);
    if (pins & Z80_MREQ) {
      if (pins & Z80_RD) {
        Z80_SET_DATA(pins, memory[addr]);
      } else if (pins & Z80_WR) {
        memory[addr] = Z80_GET_DATA(pins);
      }
    } else if (pins & Z80_IORQ) {
      if (pins & Z80_RD) {
        Z80_SET_DATA(pins, 0xFF);
      } else if (pins & Z80_WR) {
        if ((addr & 0xFF) == 0xFF) done = 1;
        if ((addr & 0xFF) == 0xFE) {
          if (cpu.c == 2) peer_putc((char)cpu.e);
          if (cpu.c == 9)
            for (uint16_t i = cpu.de; memory[i] != '$'; ++i) peer_putc((char)memory[i]);
        }
      }
    }
  }
  double t = peer_now() - t0;
  peer_report("chips-z80", argv[1], cycles, t, peer_cpm_passed("Tests complete"));
  return peer_cpm_passed("Tests complete") ? 0 : 1;
}
