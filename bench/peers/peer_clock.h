/* Shared by the peer harnesses: wall time and the one result line they all
   print, so that bench/peers/compare.sh reads every peer the same way. */
#ifndef PEER_CLOCK_H
#define PEER_CLOCK_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double peer_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Reads a whole file into `memory` at `at`; exits with a message on failure. */
static size_t peer_load(const char* path, uint8_t* memory, size_t at, size_t room) {
  FILE* f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: cannot open\n", path);
    exit(2);
  }
  size_t n = fread(memory + at, 1, room - at, f);
  fclose(f);
  return n;
}

/* What the program printed, kept to tell a pass from a reported error. */
static char peer_output[1 << 16];
static size_t peer_output_length;
static void peer_putc(char c) {
  putchar(c);
  if (c == '\n') fflush(stdout);
  if (peer_output_length + 1 < sizeof peer_output) peer_output[peer_output_length++] = c;
}
/* A CP/M exerciser passed when it finished and printed no ERROR. */
static int peer_cpm_passed(const char* pass_text) {
  return strstr(peer_output, "ERROR") == NULL && strstr(peer_output, pass_text) != NULL;
}

static void peer_report(const char* peer, const char* program, uint64_t cycles, double seconds, int passed) {
  printf("\npeer=%s program=%s result=%s cycles=%llu seconds=%.3f emulated_mhz=%.1f\n", peer, program,
         passed ? "PASS" : "FAIL", (unsigned long long)cycles, seconds, (double)cycles / seconds / 1e6);
}
#endif
