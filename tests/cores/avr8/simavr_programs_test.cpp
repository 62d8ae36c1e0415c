// Our own C programs (tests/cores/avr8/programs, built with Debian's gcc-avr
// in the build) on the ATmega88 chip and on simavr: the computing one
// compared after every instruction, the sleeping one by what it counted.
#include "emu/chips/atmega88/atmega88.hpp"

#include <catch2/catch.hpp>

extern "C" {
#include <simavr/sim_avr.h>
#include <simavr/sim_core.h>
}

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

std::vector<uint8_t> program(const std::string& name) {
  std::ifstream in(std::string(VETERAN_AVR_PROGRAMS) + "/" + name + ".bin", std::ios::binary);
  REQUIRE(in);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Both {
  veteran::emu::Atmega88 ours;
  avr_t* avr = nullptr;
  explicit Both(const std::vector<uint8_t>& image) {
    REQUIRE(image.size() <= 8192);
    for (size_t i = 0; i < image.size(); ++i)
      ours.flash[i / 2] = static_cast<uint16_t>(ours.flash[i / 2] | image[i] << (i % 2 ? 8 : 0));
    ours.reset();
    ours.cpu().r.reg.fill(0);
    avr = avr_make_mcu_by_name("atmega88");
    REQUIRE(avr);
    avr_init(avr);
    avr->log = 0;
    std::copy(image.begin(), image.end(), avr->flash);
    avr->pc = 0;
  }
  ~Both() { avr_terminate(avr); }
  uint8_t sreg() const {
    uint8_t v = 0;
    for (int b = 0; b < 8; ++b) v = static_cast<uint8_t>(v | (avr->sreg[b] ? 1 << b : 0));
    return v;
  }
};

}  // namespace

TEST_CASE("avr8: our compute program runs instruction for instruction as on simavr", "[avr8][oracle]") {
  Both b(program("compute"));
  auto& cpu = b.ours.cpu();
  const uint64_t start = b.avr->cycle;
  uint64_t steps = 0;
  uint16_t last_pc = 0xFFFF;
  for (; steps < 5'000'000; ++steps) {
    const uint16_t pc = cpu.r.pc;
    if (pc == last_pc) break;  // the closing `for (;;)`: a jump to itself
    last_pc = pc;
    cpu.step();
    avr_run(b.avr);
    INFO("step " << steps << " at word " << pc);
    REQUIRE(cpu.r.pc * 2u == b.avr->pc);
    REQUIRE(cpu.cycles == b.avr->cycle - start);
    REQUIRE(cpu.r.sreg == b.sreg());
    REQUIRE(cpu.r.sp == (b.avr->data[R_SPL] | b.avr->data[R_SPH] << 8));
    bool same = std::equal(cpu.r.reg.begin(), cpu.r.reg.end(), b.avr->data);
    for (uint16_t a = 0x100; a <= 0x4FF && same; ++a) same = b.ours.peek(a) == b.avr->data[a];
    REQUIRE(same);  // registers and SRAM
  }
  INFO(steps << " instructions");
  CHECK(steps > 10000);
  CHECK(b.ours.peek(0x3E) == b.avr->data[0x3E]);  // GPIOR0: the first CRC's low byte
  CHECK(b.ours.peek(0x3E) != 0);
}

TEST_CASE("avr8: our sleeping program counts Timer2's overflows as on simavr", "[avr8][oracle]") {
  Both b(program("sleeper"));
  auto& cpu = b.ours.cpu();
  // 40 overflows of 256 x 128 cycles, and some: both must have finished by then.
  const uint64_t enough = 45ull * 256 * 128;
  b.ours.run_until(enough);
  while (b.avr->cycle < enough && b.avr->state != cpu_Done && b.avr->state != cpu_Crashed) avr_run(b.avr);
  CHECK(b.ours.peek(0x3E) == 40);  // GPIOR0: ticks
  CHECK(b.ours.peek(0x4A) == 40);  // GPIOR1: one wake an overflow
  CHECK(b.avr->data[0x3E] == 40);
  CHECK(b.avr->data[0x4A] == 40);
  CHECK(b.ours.clock_divider() == 1);
  CHECK_FALSE(cpu.r.sleeping);
}
