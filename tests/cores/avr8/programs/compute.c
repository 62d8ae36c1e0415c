/* Our own test program for the AVR oracle (tests/cores/avr8): work for the
   whole instruction set as a compiler uses it. A sort of SRAM data, CRC-16
   from a table in flash (LPM), 8-, 16- and 32-bit arithmetic with libgcc's
   multiplication and division, recursion, pointer walks with pre-decrement
   and post-increment, and the results left in `results` and GPIOR0. */
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>

static const uint16_t crc_table[16] PROGMEM = {
    0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
    0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF,
};

volatile uint32_t results[8];
static uint8_t data[64];

static uint16_t crc16(const uint8_t* p, uint8_t n) {
  uint16_t crc = 0xFFFF;
  while (n--) {
    uint8_t b = *p++;
    crc = (crc << 4) ^ pgm_read_word(&crc_table[(crc >> 12) ^ (b >> 4)]);
    crc = (crc << 4) ^ pgm_read_word(&crc_table[(crc >> 12) ^ (b & 15)]);
  }
  return crc;
}

static uint16_t fib(uint8_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  uint32_t seed = 12345;
  for (uint8_t i = 0; i < sizeof data; ++i) {
    seed = seed * 1103515245UL + 12345;
    data[i] = (uint8_t)(seed >> 16);
  }
  results[0] = crc16(data, sizeof data);
  for (uint8_t i = 0; i < sizeof data; ++i)
    for (uint8_t j = sizeof data - 1; j > i; --j)
      if (data[j - 1] > data[j]) {
        uint8_t t = data[j];
        data[j] = data[j - 1];
        data[j - 1] = t;
      }
  results[1] = crc16(data, sizeof data);
  results[2] = fib(15);
  int32_t acc = -7;
  for (int16_t k = -300; k < 300; k += 7) acc = acc * 3 / 2 + (int32_t)k * k % 1000 - (k >> 2);
  results[3] = (uint32_t)acc;
  uint8_t* q = data + sizeof data;
  uint16_t sum = 0;
  while (q != data) sum += *--q * 3u;
  results[4] = sum;
  results[5] = (uint32_t)(seed / 977) ^ (seed % 1013);
  GPIOR0 = (uint8_t)results[0];
  for (;;) {
  }
}
