// The SHAH, Andre Adrian's home-built chess computer (seed 004): an ATmega88
// on its internal 8 MHz oscillator, four common-anode 7-segment digits and a
// key matrix. Wiring as the seed and MAME's `avrmax` give it: segments a..g
// and the dot on PD0-PD7, lit when the pin is low; the digit lines on PC0-PC3,
// a digit selected while its line is driven low (open collector: the program
// sets DDRC's bit); the keys read on PB0-PB2 with pull-ups, a pressed key
// pulling its column low while its line (PC0-PC3) is driven low:
//   line 0: A1 E5 FN   line 1: B2 F6 CL   line 2: C3 G7 GO   line 3: D4 H8
// The program goes into the flash with --load (Intel HEX); data-space peeks
// and pokes reach the registers, I/O and SRAM.
#pragma once

#include "emu/capabilities.hpp"
#include "emu/chips/atmega88/atmega88.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/video/multiplexed_digits.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace veteran::emu {

const MachineInfo& shah_info();

class Shah : public Machine, public ProgramMemory, public Debuggable {
 public:
  static constexpr double kClockHz = 8'000'000.0;
  static constexpr int kDigits = 4;
  // The eye's frame: four whole scans of the digits as the program multiplexes them (a digit
  // each Timer2 overflow, 8 MHz / 128 / 256), 65.5 ms. A frame that is not whole scans (20 ms
  // holds 1.2) shows one digit twice as bright as the others.
  static constexpr uint64_t kFrameCycles = 4 * 4 * 256 * 128;

  Shah();
  const MachineInfo& info() const override { return shah_info(); }
  uint64_t cycles() const override { return mcu_.cycles(); }
  void reset() override;
  void run(uint64_t n) override;
  void set_key(const std::string& key, bool down) override;
  // The four digits as read: letters and digits where the segments make one
  // (S and 5 are one pattern: read as 5), '?' for another pattern, ' ' dark,
  // '.' after a digit whose dot is lit.
  std::string display_text() override;
  Face face() override;
  uint8_t peek(uint16_t address) override { return mcu_.peek(address); }
  void poke(uint16_t address, uint8_t value) override;
  void save_state(state::StateWriter& out) override { serialize(out); }
  void load_state(state::StateReader& in) override { serialize(in); }
  void load_program(uint32_t address, uint8_t byte) override;
  CpuView* cpu_view() override { return &view_; }

  Atmega88& mcu() { return mcu_; }
  // The character seven segments (bit 0 = a ... bit 6 = g) make, '?' if none.
  static char glyph(uint8_t segments);

 private:
  Atmega88 mcu_;
  MultiplexedDigits digits_{kDigits, kFrameCycles};
  std::array<bool, 12> keys_{};  // line x 3 + column
  Avr8View<Atmega88Bus> view_{mcu_.cpu(), [this](uint16_t word) { return mcu_.flash[word % Atmega88::kFlashWords]; }};

  void wire();
  void display_changed();
  template <class Archive>
  void serialize(Archive& a) {
    a.scope("mcu", mcu_), a.scope("digits", digits_), a("keys", keys_);
    if constexpr (Archive::kLoading) display_changed();
  }
};

}  // namespace veteran::emu
