/* ZEXDOC/ZEXALL on redcode/Z80 (with Zeta): a minimal CP/M as veteran's rig
   has it, BDOS through the core's hook opcode at $0005, HALT at $0000.
   Build: gcc -O3 -DZ80_STATIC [-DZ80_WITH_Q] -I Z80/API -I Zeta/API Z80/sources/Z80.c cpm_redcode_z80.c */
#include <Z80.h>
#include "peer_clock.h"

static uint8_t memory[65536];
static Z80 cpu;
static int done;

static zuint8 rd(void* ctx, zuint16 a) { (void)ctx; return memory[a]; }
static void wr(void* ctx, zuint16 a, zuint8 v) { (void)ctx; memory[a] = v; }
static zuint8 in(void* ctx, zuint16 p) { (void)ctx; (void)p; return 0xFF; }
static void out(void* ctx, zuint16 p, zuint8 v) { (void)ctx; (void)p; (void)v; }
static void halt(void* ctx, zuint8 signal) { (void)ctx; if (signal) { done = 1; z80_break(&cpu); } }
static zuint8 hook(void* ctx, zuint16 a) {
  (void)ctx;
  if (a != 5) return Z80_NOP;
  if (Z80_C(cpu) == 2) peer_putc((char)Z80_E(cpu));
  if (Z80_C(cpu) == 9)
    for (zuint16 i = Z80_DE(cpu); memory[i] != '$'; ++i) peer_putc((char)memory[i]);
  return Z80_RET;
}

int main(int argc, char** argv) {
  if (argc != 2) { fprintf(stderr, "usage: %s zexdoc.cim\n", argv[0]); return 2; }
  peer_load(argv[1], memory, 0x100, sizeof memory);
  memset(&cpu, 0, sizeof cpu);
  cpu.fetch_opcode = cpu.fetch = cpu.read = cpu.nop = rd;
  cpu.write = wr;
  cpu.in = in;
  cpu.out = out;
  cpu.halt = halt;
  cpu.hook = hook;
  z80_power(&cpu, Z_TRUE);
  memory[0] = 0x76;        /* HALT: the warm boot ends the run */
  memory[5] = Z80_HOOK;    /* BDOS */
  memory[6] = 0xFE;        /* the top of memory, as veteran's rig has it */
  memory[7] = 0xC9;
  Z80_PC(cpu) = 0x100;
  Z80_SP(cpu) = 0xC9FE;
  uint64_t cycles = 0;
  double t0 = peer_now();
  while (!done) cycles += z80_run(&cpu, 1u << 30);
  double t = peer_now() - t0;
  peer_report(
#ifdef Z80_WITH_Q
      "redcode-z80-q",
#else
      "redcode-z80",
#endif
      argv[1], cycles, t, peer_cpm_passed("Tests complete"));
  return peer_cpm_passed("Tests complete") ? 0 : 1;
}
