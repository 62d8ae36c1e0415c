// Wave Mate Jupiter III, as far as the SARGON book listing needs it: a Z80 at
// 4 MHz (as MAME's driver has it) with 64 KiB of RAM, the video memory at
// $C000 shown as 64 x 32 characters (codes $80-$BF as 2 x 3 blocks), an ASCII
// keyboard (status at port $B0, bit 7 a key waiting; the key at port $B2, bit
// 7 inverted, as MAME reads them), and the Jove monitor's services modelled
// at the call level (jove_services.hpp), so no ROM is needed. Reset leaves the
// machine at the monitor's command line.
#pragma once

#include "cores/common/inline.hpp"
#include "cores/z80/z80.hpp"
#include "emu/capabilities.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/machines/jupiter3/jove_services.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace veteran::emu {

const MachineInfo& jupiter3_info();

class Jupiter3 : public Machine, public KeyWait, public Debuggable {
 public:
  static constexpr double kClockHz = 4'000'000.0;

  Jupiter3();

  const MachineInfo& info() const override { return jupiter3_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  // Keys by the character they send ("A", "e", "2", "-"), and ENTER, SPACE,
  // BACKSPACE, LINEFEED, ESCAPE, CTRL-A ... CTRL-Z.
  void set_key(const std::string& key, bool down) override;
  // The 32 lines of the screen, blocks as Unicode sextants.
  std::string display_text() override;
  Face face() override;
  bool waiting_for_key() const override { return jove_.waiting_for_key() && !key_; }
  CpuView* cpu_view() override { return &view_; }
  uint8_t peek(uint16_t address) override { return memory_[address]; }
  void poke(uint16_t address, uint8_t value) override { memory_[address] = value; }

  z80::Cpu<Jupiter3>& cpu() { return cpu_; }
  JoveServices& jove() { return jove_; }
  static std::string cell_text(uint8_t code);
  // A block graphic's cells in emu::ScreenCell's order; -1 for a character.
  static int block_cells(uint8_t code);

  // The Z80's bus (public for the core's template).
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address) { return memory_[address]; }
  VETERAN_ALWAYS_INLINE void write(uint16_t address, uint8_t value) { memory_[address] = value; }
  uint8_t in(uint16_t port);
  void out(uint16_t port, uint8_t value);

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a("key", key_), a.scope("jove", jove_), a.scope("cpu", cpu_);
  }
  std::array<uint8_t, 0x10000> memory_{};
  std::optional<uint8_t> key_;  // the keyboard's latch: one character until read
  JoveServices jove_;
  z80::Cpu<Jupiter3> cpu_{*this};
  Z80View<Jupiter3> view_{cpu_, *this};
};

}  // namespace veteran::emu
