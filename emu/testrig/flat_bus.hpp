// The simplest bus: 64 KiB of RAM, I/O reads as $FF and writes go nowhere.
// Used by the CPU test rigs, the core benchmarks and the cores' unit tests.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>

namespace veteran::testrig {

struct FlatBus {
  std::array<uint8_t, 65536> ram{};
  uint8_t read(uint16_t a) const { return ram[a]; }
  void write(uint16_t a, uint8_t v) { ram[a] = v; }
  uint8_t in(uint16_t) const { return 0xFF; }
  void out(uint16_t, uint8_t) {}
  void load(uint16_t at, std::initializer_list<uint8_t> bytes) {
    for (uint8_t b : bytes) ram[at++] = b;
  }
};

}  // namespace veteran::testrig
