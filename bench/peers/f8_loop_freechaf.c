/* veteran's F8 bench workload (bench/core_workloads.cpp: a checksum loop with
   a subroutine call per byte) on FreeChaF's F8 core (libretro/FreeChaF,
   src/f8.c), built as one translation unit with a flat 64 KiB memory here so
   that its memory functions can inline. Reports host ns per instruction, the
   figure `veteran bench` prints for its own core on the same program.
   Build: gcc -O3 -I FreeChaF/src f8_loop_freechaf.c
   (this file includes FreeChaF/src/f8.c). With -DPEER_SEPARATE_TU and
   FreeChaF/src/f8.c on the command line instead, f8.c is its own translation
   unit, as FreeChaF builds it, and every memory access is a call. */
#ifdef PEER_SEPARATE_TU
#include <stddef.h>
#include <stdint.h>
#include "f8.h"
#include "memory.h"
#else
#include "f8.c"
#endif
#include "peer_clock.h"

static uint8_t memory[65536];
uint8_t MEMORY_read8(uint16_t a) { return memory[a]; }
uint16_t MEMORY_read16(uint16_t a) { return (uint16_t)(memory[a] << 8 | memory[(uint16_t)(a + 1)]); }
void MEMORY_write8(uint16_t a, uint8_t v) { memory[a] = v; }
uint8_t PORTS_read(uint8_t p) { (void)p; return 0; }
void PORTS_write(uint8_t p, uint8_t v) { (void)p; (void)v; }
void PORTS_notify(uint8_t p, uint8_t v) { (void)p; (void)v; }

int main(int argc, char** argv) {
  /* The bytes of kProgramF8 and kSubF8 in bench/core_workloads.cpp. */
  static const uint8_t program[] = {0x2A, 0x10, 0x00, 0x70, 0x5B, 0x16, 0xC0, 0x50, 0x13, 0xE1,
                                    0x51, 0x28, 0x00, 0x20, 0x3B, 0x94, 0xF5, 0x29, 0x00, 0x00};
  static const uint8_t sub[] = {0x42, 0x1F, 0x52, 0x1C};
  long long instructions = argc > 1 ? atoll(argv[1]) : 200000000LL;
  memcpy(memory, program, sizeof program);
  memcpy(memory + 0x20, sub, sizeof sub);
  for (int i = 0; i < 256; ++i) memory[0x1000 + i] = (uint8_t)(i * 7 + 3);
  F8_init();
  F8_reset();
  uint64_t cycles = 0;
  double t0 = peer_now();
  for (long long i = 0; i < instructions; ++i) cycles += (uint64_t)F8_exec();
  double t = peer_now() - t0;
  printf("peer=freechaf-f8 workload=checksum-loop instructions=%lld host_ns_per_instruction=%.2f r0=%02X r1=%02X r2=%02X\n",
         instructions, t * 1e9 / (double)instructions, F8_R[0], F8_R[1], F8_R[2]);
  (void)cycles;
  return 0;
}
