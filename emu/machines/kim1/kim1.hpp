// MOS KIM-1: 6502 at 1 MHz, 1 KiB RAM, two 6530 RRIOTs (U2: 6530-002 with the
// monitor, U3: 6530-003), a 23-key keypad and six multiplexed LED digits.
// Address lines A13-A15 are not decoded: everything repeats every 8 KiB, so
// the 6502's vectors at $FFFA-$FFFF come from U2's ROM at $1FFA-$1FFF.
#pragma once

#include "cores/mos6502/mos6502.hpp"
#include "emu/capabilities.hpp"
#include "emu/chips/riot6530.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/machines/kim1/led_display.hpp"

#include <array>
#include <cstdint>
#include <span>

namespace veteran::emu {

const MachineInfo& kim1_info();

class Kim1 : public Machine, public Debuggable, public Switches {
 public:
  static constexpr double kClockHz = 1'000'000;
  // The codes of the keys outside the matrix (kim1_info.cpp): a 556 timer
  // turns ST into NMI and RS into RESET; SST is the single-step switch.
  static constexpr int kStopKey = -1, kResetKey = -2, kSingleStepSwitch = -3;
  // The single-step switch's name, as a key and as a switch.
  static constexpr const char* kSingleStepName = "SST";

  Kim1();
  // The ROM images of U2 (6530-002, $1C00) and U3 (6530-003, $1800), 1 KiB each.
  void load_roms(std::span<const uint8_t> u2_rom, std::span<const uint8_t> u3_rom);

  const MachineInfo& info() const override { return kim1_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  void set_key(const std::string& key, bool down) override;
  std::string display_text() override { return display_.text(cpu_.cycles); }
  Face face() override {
    auto level = display_.brightness(cpu_.cycles);
    return SegmentFace{{level.begin(), level.end()}, {3}};
  }
  CpuView* cpu_view() override { return &view_; }
  // SST on: an NMI after each instruction fetched outside the monitor's ROM ($1C00-$1FFF, K7),
  // as the board's SYNC gate makes it, so that the monitor shows each step. The switch is part
  // of a saved state (MAME leaves it out): a state saved while stepping restores stepping.
  std::vector<Switch> switches() const override { return {{kSingleStepName, single_step_}}; }
  uint8_t peek(uint16_t address) override;
  void poke(uint16_t address, uint8_t value) override;

  mos6502::Cpu<Kim1>& cpu() { return cpu_; }

  // The 6502's bus (public for the core's template).
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address);
  VETERAN_ALWAYS_INLINE void write(uint16_t address, uint8_t value);

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a.scope("u2", u2_), a.scope("u3", u3_), a("keypad_rows", rows_down_);
    a.scope("display", display_), a.scope("cpu", cpu_);
    a("single_step", single_step_), a("step_nmi_pending", step_nmi_pending_);
  }
  // The 8 KiB the address lines decode: RAM at $0000-$03FF, the RIOTs' RAM
  // at $1780-$17FF (U3's, then U2's), their ROMs at $1800 (U3) and $1C00 (U2).
  std::array<uint8_t, 0x2000> memory_{};
  Riot6530 u2_, u3_;
  std::array<uint8_t, 3> rows_down_{};  // keypad: bit n of row r is the key on PA n
  bool single_step_ = false;            // the SST switch
  bool step_nmi_pending_ = false;       // its NMI raised, the entry not yet taken
  LedDisplay display_;
  mos6502::Cpu<Kim1> cpu_{*this};
  Mos6502View<Kim1> view_{cpu_, *this};

  uint8_t keypad_columns();
  uint8_t read_other(uint16_t address);
  void write_other(uint16_t address, uint8_t value);
};

// The bus is defined here so that it inlines into the core's opcode switch.
// RAM, the RIOTs' RAM and their ROMs answer from one array; the RIOTs' I/O
// and the addresses nothing answers take the out-of-line path.
inline uint8_t Kim1::read(uint16_t address) {
  uint16_t a = address & 0x1FFF;
  if (a < 0x0400 || a >= 0x1780) return memory_[a];
  return read_other(address);
}

inline void Kim1::write(uint16_t address, uint8_t value) {
  uint16_t a = address & 0x1FFF;
  if (a < 0x0400 || (a >= 0x1780 && a < 0x1800))
    memory_[a] = value;
  else
    write_other(address, value);  // I/O, or ROM and nothing: ignored
}

}  // namespace veteran::emu
