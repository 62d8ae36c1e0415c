/* Klaus Dormann's 6502 functional test on fake6502 (omarandlorraine/fake6502),
   built as one translation unit with its memory functions here, so that the
   compiler can inline them: the fastest way anyone embedding it builds it.
   Build: gcc -O3 -DNMOS6502 -DDECIMALMODE -I FAKE6502_DIR dormann_fake6502.c */
#include "fake6502.c"
#include "peer_clock.h"

static uint8_t memory[65536];
uint8_t fake6502_mem_read(fake6502_context* c, uint16_t a) { (void)c; return memory[a]; }
void fake6502_mem_write(fake6502_context* c, uint16_t a, uint8_t v) { (void)c; memory[a] = v; }

int main(int argc, char** argv) {
  if (argc != 2) { fprintf(stderr, "usage: %s 6502_functional_test.bin\n", argv[0]); return 2; }
  peer_load(argv[1], memory, 0, sizeof memory);
  fake6502_context c = {0};
  c.cpu.pc = 0x0400;
  c.cpu.s = 0xFD;
  c.cpu.flags = FAKE6502_CONSTANT_FLAG | FAKE6502_INTERRUPT_FLAG;
  uint64_t cycles = 0;
  double t0 = peer_now();
  for (;;) {  /* the test ends in a jump to itself */
    uint16_t pc = c.cpu.pc;
    c.emu.clockticks = 0;
    fake6502_step(&c);
    cycles += (uint64_t)c.emu.clockticks;
    if (c.cpu.pc == pc) break;
  }
  double t = peer_now() - t0;
  printf("trapped at $%04X", c.cpu.pc);
  peer_report("fake6502", "6502_functional_test", cycles, t, c.cpu.pc == 0x3469);
  return c.cpu.pc == 0x3469 ? 0 : 1;
}
