// The ATmega88 as a chip: the AVR core (cores/avr8), 8 KiB of flash, 1 KiB of
// SRAM, 512 bytes of EEPROM, and the peripherals a board like the SHAH uses:
// ports B, C and D, Timer/Counter2, the sleep mode register, the clock
// prescaler, the power reduction register, the general-purpose registers and
// the EEPROM's registers. Other I/O registers hold what is written to them.
// A board wires the ports (their `pulled_low` and `changed`) and reads the
// pins; it knows nothing of the core.
#pragma once

#include "cores/avr8/avr8.hpp"
#include "cores/common/state_archive.hpp"
#include "emu/chips/atmega88/avr_port.hpp"
#include "emu/chips/atmega88/avr_timer2.hpp"

#include <array>
#include <cstdint>

namespace veteran::emu {

class Atmega88;

// The core's bus: the chip's flash, data space and interrupts.
struct Atmega88Bus {
  Atmega88& m;
  const uint16_t* program();
  uint8_t read(uint16_t a);
  void write(uint16_t a, uint8_t v);
  int interrupt(uint64_t now);
  void acknowledge(int vector);
  uint64_t wake_at(uint64_t now);
  bool sleep_enabled();
};

class Atmega88 {
 public:
  static constexpr uint32_t kFlashWords = 4096;
  static constexpr uint16_t kSramStart = 0x100, kSramEnd = 0x4FF;
  // Data-space addresses of the registers modelled here.
  static constexpr uint16_t kPinb = 0x23, kPind = 0x29, kEecr = 0x3F, kEedr = 0x40, kEearl = 0x41, kEearh = 0x42,
                            kSmcr = 0x53, kMcusr = 0x54, kClkpr = 0x61, kPrr = 0x64;

  AvrPort port_b, port_c, port_d;
  AvrTimer2 timer2;
  std::array<uint16_t, kFlashWords> flash{};
  std::array<uint8_t, 512> eeprom{};

  Atmega88() : bus_{*this}, cpu_(bus_, kFlashWords, 1) { eeprom.fill(0xFF); }
  Atmega88(const Atmega88&) = delete;
  Atmega88& operator=(const Atmega88&) = delete;

  avr8::Cpu<Atmega88Bus>& cpu() { return cpu_; }
  uint64_t cycles() const { return cpu_.cycles; }
  // Power-on reset: registers cleared, SP at the end of SRAM (the ATmega88's reset value), the
  // clock divided by 8 (CKDIV8, as shipped).
  void reset() {
    cpu_.reset();
    cpu_.r.sp = kSramEnd;
    io_.fill(0);
    port_b.reset(), port_c.reset(), port_d.reset();
    timer2.reset();
    io_[kClkpr - 0x20] = 3;
    io_[kMcusr - 0x20] = 1;  // PORF
    clkpr_unlocked_until_ = 0;
  }
  void run_until(uint64_t target) { cpu_.run_until(target); }
  // CLKPR's division of the 8 MHz oscillator (1, 2, 4 ... 256).
  unsigned clock_divider() const { return 1u << (io_[kClkpr - 0x20] & 0x0F); }

  uint8_t read(uint16_t a) { return a >= kSramStart ? sram_[(a - kSramStart) & 0x3FF] : read_io(a); }
  void write(uint16_t a, uint8_t v) {
    if (a >= kSramStart)
      sram_[(a - kSramStart) & 0x3FF] = v;
    else
      write_io(a, v);
  }
  // The whole data space as the core sees it (registers, SP and SREG too).
  uint8_t peek(uint16_t a) { return cpu_.read_data(a); }

  template <class Archive>
  void serialize(Archive& a) {
    // The flash too: the program is the machine's, not a ROM set's (a state loads on a bare chip).
    a("flash", flash), a("sram", sram_), a("io", io_), a("eeprom", eeprom),
        a("clkpr_unlocked_until", clkpr_unlocked_until_);
    a.scope("port_b", port_b), a.scope("port_c", port_c), a.scope("port_d", port_d), a.scope("timer2", timer2);
    a.scope("cpu", cpu_);
  }

 private:
  friend struct Atmega88Bus;
  Atmega88Bus bus_;
  avr8::Cpu<Atmega88Bus> cpu_;
  std::array<uint8_t, 1024> sram_{};
  std::array<uint8_t, 0xE0> io_{};  // $20-$FF: what is not a chip's own
  uint64_t clkpr_unlocked_until_ = 0;

  AvrPort* port_at(uint16_t a, int& reg) {
    if (a < kPinb || a > kPind + 2) return nullptr;
    reg = (a - kPinb) % 3;
    return (a - kPinb) / 3 == 0 ? &port_b : (a - kPinb) / 3 == 1 ? &port_c : &port_d;
  }
  uint8_t read_io(uint16_t a) {
    int reg = 0;
    if (AvrPort* p = port_at(a, reg)) return p->read(reg);
    if (AvrTimer2::owns(a)) return timer2.read(a, cpu_.cycles);
    return a >= 0x20 && a < 0x100 ? io_[a - 0x20] : 0;
  }
  void write_io(uint16_t a, uint8_t v) {
    int reg = 0;
    if (AvrPort* p = port_at(a, reg)) return p->write(reg, v);
    if (AvrTimer2::owns(a)) {
      timer2.write(a, v, cpu_.cycles);
      cpu_.poll_interrupts();
      return;
    }
    if (a < 0x20 || a >= 0x100) return;
    if (a == kClkpr) {
      // CLKPCE, then the new division within four cycles (the datasheet's sequence).
      if (v == 0x80) {
        clkpr_unlocked_until_ = cpu_.cycles + 5;  // a write beginning within the next four cycles
        return;
      }
      if (cpu_.cycles >= clkpr_unlocked_until_) return;
      clkpr_unlocked_until_ = 0;
      v = static_cast<uint8_t>(v & 0x0F);
    } else if (a == kEecr) {
      eeprom_control(v);
      return;
    }
    io_[a - 0x20] = v;
  }
  // EERE reads EEDR from EEAR; EEPE after EEMPE writes it (at once: the 3.4 ms of a real write are not waited).
  void eeprom_control(uint8_t v) {
    const uint16_t address = static_cast<uint16_t>((io_[kEearl - 0x20] | io_[kEearh - 0x20] << 8) & 0x1FF);
    if (v & 1) io_[kEedr - 0x20] = eeprom[address];
    if ((v & 2) && (io_[kEecr - 0x20] & 4)) eeprom[address] = io_[kEedr - 0x20];
    io_[kEecr - 0x20] = static_cast<uint8_t>(v & 0x3C);  // EEMPE, the mode and EERIE stay; EERE and EEPE done
  }
};

inline const uint16_t* Atmega88Bus::program() { return m.flash.data(); }
inline uint8_t Atmega88Bus::read(uint16_t a) { return m.read(a); }
inline void Atmega88Bus::write(uint16_t a, uint8_t v) { m.write(a, v); }
inline int Atmega88Bus::interrupt(uint64_t now) { return m.timer2.pending(now) ? AvrTimer2::kOverflowVector : 0; }
inline void Atmega88Bus::acknowledge(int vector) {
  if (vector == AvrTimer2::kOverflowVector) m.timer2.acknowledge();
}
// Only an enabled overflow wakes the core; without one it sleeps to the end of the slice.
inline uint64_t Atmega88Bus::wake_at(uint64_t now) {
  return (m.timer2.read(AvrTimer2::kTimsk2, now) & 1) ? m.timer2.next_overflow(now) : UINT64_MAX;
}
inline bool Atmega88Bus::sleep_enabled() { return m.io_[Atmega88::kSmcr - 0x20] & 1; }

}  // namespace veteran::emu
