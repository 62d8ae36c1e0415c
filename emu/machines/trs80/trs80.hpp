// TRS-80 Model I: Z80 at 1.774 MHz (10.6445 MHz / 6), 12 KiB of Level II
// BASIC ROM at $0000, the keyboard matrix at $3800, 1 KiB of video RAM at
// $3C00 (64 x 16 characters, codes $80-$BF as 2 x 3 blocks), RAM from $4000
// (48 KiB as the expansion interface gives it). The 40 Hz clock interrupt
// is there as MAME's trs80l2 has it: each tick sets bit 7 of the interrupt
// status at $37E0-$37E3 and raises INT until the CPU takes it; reading the
// status clears it. The expansion interface's other devices (disk, printer)
// read as nothing is there ($FF). The cassette port ($FF) is below.
#pragma once

#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/z80/z80.hpp"
#include "emu/capabilities.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/machines/trs80/cassette.hpp"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace veteran::emu {

const MachineInfo& trs80_info();

class Trs80 : public Machine, public CassetteInput, public Debuggable {
 public:
  static constexpr double kClockHz = 10'644'500.0 / 6;

  Trs80();
  // Up to 12 KiB of ROM from $0000; what is not given reads $FF.
  void load_rom(std::span<const uint8_t> rom);
  // The MCM6670P character generator (1 KiB: 128 characters of 8 rows, 6
  // pixels, bit 5 leftmost), as MAME's trs80l2 reads it: only the face uses it.
  void load_chargen(std::span<const uint8_t> chargen);

  const MachineInfo& info() const override { return trs80_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  void set_key(const std::string& key, bool down) override;
  // The 16 lines of the screen, block graphics as Unicode sextants.
  std::string display_text() override;
  Face face() override;
  // A .cas image in the recorder, played while the program runs the motor.
  void insert_tape(const std::string& file) override;
  Trs80Cassette& cassette() { return cassette_; }
  CpuView* cpu_view() override { return &view_; }
  uint8_t peek(uint16_t address) override { return memory_[address]; }
  void poke(uint16_t address, uint8_t value) override { memory_[address] = value; }

  z80::Cpu<Trs80>& cpu() { return cpu_; }
  // The character a screen cell shows, as text (one UTF-8 character).
  static std::string cell_text(uint8_t code);

  // The Z80's bus (public for the core's template). Memory inlines into the
  // core; the device addresses take the out-of-line path.
  static constexpr uint16_t kDevices = 0x37E0, kKeyboard = 0x3800, kVideo = 0x3C00;
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address) {
    if (address < kDevices || address >= kVideo) return memory_[address];
    return read_devices(address);
  }
  VETERAN_ALWAYS_INLINE void write(uint16_t address, uint8_t value) {
    if (address >= kVideo) memory_[address] = value;  // video RAM and RAM; ROM and the keyboard ignore writes
  }
  uint8_t in(uint16_t port);
  void out(uint16_t port, uint8_t value);
  void irq_acknowledged() { cpu_.set_irq(false); }

  static constexpr double kClockTicksHz = 40.0;

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a("keyboard_rows", rows_), a("port_ff", port_ff_), a("irq_status", irq_status_);
    a(
        "next_tick", next_tick_, [](double t) { return t >= 0 && t <= static_cast<double>(state::kMaxCycles); },
        state::kCyclesWhy),
        a.scope("cassette", cassette_), a.scope("cpu", cpu_);
  }
  uint8_t read_devices(uint16_t address);
  std::array<uint8_t, 0x10000> memory_{};
  std::array<uint8_t, 8> rows_{};  // keyboard: bit n of row r is the key at that crossing
  uint8_t port_ff_ = 0;
  uint8_t irq_status_ = 0;
  double next_tick_ = kClockHz / kClockTicksHz;  // the cycle of the next clock interrupt
  Trs80Cassette cassette_;
  std::vector<uint8_t> chargen_;
  z80::Cpu<Trs80> cpu_{*this};
  Z80View<Trs80> view_{cpu_, *this};
};

}  // namespace veteran::emu
