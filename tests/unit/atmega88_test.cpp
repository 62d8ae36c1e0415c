// The ATmega88 as a chip (emu/chips/atmega88): Timer2's prescaler and
// overflow interrupt, SLEEP until it, interrupt entry and RETI with their
// cycles, the ports' pull-ups and toggles, EEPROM, and a save state's round
// trip, on programs written here in AVR machine code.
#include "emu/chips/atmega88/atmega88.hpp"

#include <catch2/catch.hpp>

#include <vector>

using veteran::emu::Atmega88;

namespace {

// Vectors: reset -> main (word 16), TIMER2 OVF (vector 9) -> isr (word 30).
//   main: LDI r16,2 / STS TCCR2B,r16 (clk/8) / LDI r16,1 / STS TIMSK2,r16 / OUT SMCR,r16 (SE, idle)
//         SEI / loop: SLEEP / RJMP loop
//   isr:  INC r20 / RETI
void load_sleeper(Atmega88& m) {
  const std::vector<std::pair<int, uint16_t>> words = {
      {0, 0xC00F},  {9, 0xC014},  {16, 0xE002}, {17, 0x9300}, {18, 0x00B1}, {19, 0xE001}, {20, 0x9300},
      {21, 0x0070}, {22, 0xBF03}, {23, 0x9478}, {24, 0x9588}, {25, 0xCFFE}, {30, 0x9543}, {31, 0x9518},
  };
  for (const auto& [at, word] : words) m.flash[static_cast<size_t>(at)] = word;
  m.reset();
}

}  // namespace

TEST_CASE("atmega88: Timer2 overflows every 256 x prescaler cycles and wakes the core from SLEEP", "[atmega88]") {
  Atmega88 m;
  load_sleeper(m);
  // RJMP (2) and LDI (1): the STS that starts the timer begins at cycle 3; its first overflow is at
  // 3 + 256 x 8; the sleeping core takes the interrupt 4 + 4 cycles after it.
  m.run_until(3 + 2048 - 1);
  CHECK(m.cpu().r.sleeping);
  CHECK(m.cpu().r.reg[20] == 0);
  m.run_until(3 + 2048 + 8);
  CHECK(m.cpu().cycles == 3 + 2048 + 8);
  CHECK(m.cpu().r.pc == 9);  // at the vector
  CHECK_FALSE(m.cpu().r.sleeping);
  CHECK((m.cpu().r.sreg & veteran::avr8::I) == 0);  // cleared on entry
  CHECK((m.read(0x37) & 1) == 0);                   // TOV2 (TIFR2) cleared by the entry
  // The return address (word 25, after the SLEEP) on the stack, high byte first in memory.
  CHECK(m.peek(Atmega88::kSramEnd) == 25);
  CHECK(m.peek(Atmega88::kSramEnd - 1) == 0);
  m.run_until(10 * 2048 + 1000);
  CHECK(m.cpu().r.reg[20] == 10);
  CHECK((m.cpu().r.sreg & veteran::avr8::I) != 0);  // RETI set it again
}

TEST_CASE("atmega88: the interrupt waits for the instruction after SEI", "[atmega88]") {
  Atmega88 m;
  // TOV2 flagged and enabled before SEI: the NOP after SEI runs, then the vector.
  //   SEI / NOP / NOP ...; vector 9 -> RJMP to word 30
  m.flash[9] = 0xC014;
  m.flash[16] = 0x9478;
  m.reset();
  m.cpu().r.pc = 100;  // NOPs, far from the SEI
  m.write(0x70, 1);    // TIMSK2
  m.write(0xB1, 1);    // clk/1
  m.run_until(300);    // overflowed, flag set, I still clear: NOPs run on
  CHECK(m.cpu().r.pc > 300);
  CHECK((m.read(0x37) & 1) == 1);  // TOV2
  m.cpu().r.pc = 16;               // SEI again
  const uint64_t at = m.cpu().cycles;
  m.cpu().step();  // SEI
  m.cpu().step();  // the NOP after it
  CHECK(m.cpu().r.pc == 18);
  m.cpu().step();  // the interrupt's entry: 4 cycles
  CHECK(m.cpu().r.pc == 9);
  CHECK(m.cpu().cycles == at + 1 + 1 + 4);
}

TEST_CASE("atmega88: ports read their pull-ups and the board's levels; PINx writes toggle", "[atmega88]") {
  Atmega88 m;
  m.reset();
  uint8_t low = 0;
  m.port_b.pulled_low = [&] { return low; };
  m.write(0x25, 0x07);  // PORTB: pull-ups on PB0-PB2
  CHECK(m.read(0x23) == 0xFF);
  low = 0x02;  // a key pulls PB1 low
  CHECK(m.read(0x23) == 0xFD);
  m.write(0x24, 0x01);  // PB0 an output, driving 1
  CHECK((m.read(0x23) & 1) == 1);
  m.write(0x23, 0x01);  // writing PINB0 toggles PORTB0
  CHECK((m.read(0x25) & 1) == 0);
  CHECK(m.port_b.driving_low() == 0x01);
}

TEST_CASE("atmega88: EEPROM, CLKPR's timed sequence, and a save state's round trip", "[atmega88]") {
  Atmega88 m;
  load_sleeper(m);
  CHECK(m.clock_divider() == 8);  // CKDIV8 at power-on
  m.write(0x61, 0x00);            // without CLKPCE first: ignored
  CHECK(m.clock_divider() == 8);
  m.write(0x61, 0x80);
  m.write(0x61, 0x00);
  CHECK(m.clock_divider() == 1);
  m.write(0x41, 0x10), m.write(0x40, 0x5A), m.write(0x3F, 0x04), m.write(0x3F, 0x02);  // EEMPE, EEPE
  CHECK(m.eeprom[0x10] == 0x5A);
  m.write(0x40, 0), m.write(0x3F, 0x01);  // EERE
  CHECK(m.read(0x40) == 0x5A);
  m.run_until(5000);
  veteran::state::StateWriter w;
  m.serialize(w);
  Atmega88 copy;
  load_sleeper(copy);
  veteran::state::StateReader r(w.bytes(), "S");
  copy.serialize(r);
  r.finish();
  m.run_until(40000);
  copy.run_until(40000);
  CHECK(copy.cpu().r == m.cpu().r);
  CHECK(copy.cpu().cycles == m.cpu().cycles);
  CHECK(copy.eeprom == m.eeprom);
}
