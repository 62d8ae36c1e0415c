/* The CP/M exercisers on superzazu's cores (superzazu/z80, superzazu/8080),
   with the same minimal CP/M as veteran's rig: BDOS as OUT to a port of its
   own at $0005, warm boot as OUT at $0000. One file for both cores: build
   with -DPEER_8080 and i8080.c, or without and z80.c.
   Build: gcc -O3 [-DPEER_8080] -I DIR DIR/{z80,i8080}.c cpm_superzazu.c */
#include "peer_clock.h"
#ifdef PEER_8080
#include "i8080.h"
typedef i8080 core;
#define CORE_STEP i8080_step
#define CORE_INIT i8080_init
#define PEER_NAME "superzazu-8080"
#else
#include "z80.h"
typedef z80 core;
#define CORE_STEP z80_step
#define CORE_INIT z80_init
#define PEER_NAME "superzazu-z80"
#endif

static uint8_t memory[65536];
static int done;
static core cpu;

static uint8_t rb(void* u, uint16_t a) { (void)u; return memory[a]; }
static void wb(void* u, uint16_t a, uint8_t v) { (void)u; memory[a] = v; }
#ifdef PEER_8080
static uint8_t pin(void* u, uint8_t p) { (void)u; (void)p; return 0xFF; }
static void pout(void* u, uint8_t p, uint8_t v) {
#else
static uint8_t pin(z80* u, uint8_t p) { (void)u; (void)p; return 0xFF; }
static void pout(z80* u, uint8_t p, uint8_t v) {
#endif
  (void)u; (void)v;
  if (p == 0xFF) done = 1;
  if (p != 0xFE) return;
  if (cpu.c == 2) peer_putc((char)cpu.e);
  if (cpu.c == 9)
    for (uint16_t i = (uint16_t)(cpu.d << 8 | cpu.e); memory[i] != '$'; ++i) peer_putc((char)memory[i]);
}

int main(int argc, char** argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s PROGRAM.COM [PASS-TEXT]\n", argv[0]); return 2; }
  const char* pass = argc > 2 ? argv[2] : "Tests complete";
  peer_load(argv[1], memory, 0x100, sizeof memory);
  CORE_INIT(&cpu);
  cpu.read_byte = rb;
  cpu.write_byte = wb;
  cpu.port_in = pin;
  cpu.port_out = pout;
  cpu.userdata = &cpu;
  static const uint8_t boot[] = {0xD3, 0xFF}, bdos[] = {0xD3, 0xFE, 0xC9};
  memcpy(memory, boot, sizeof boot);
  memcpy(memory + 5, bdos, sizeof bdos);
  cpu.pc = 0x100;
  cpu.sp = 0xC9FE;
  double t0 = peer_now();
  while (!done) CORE_STEP(&cpu);
  double t = peer_now() - t0;
  peer_report(PEER_NAME, argv[1], cpu.cyc, t, peer_cpm_passed(pass));
  return peer_cpm_passed(pass) ? 0 : 1;
}
