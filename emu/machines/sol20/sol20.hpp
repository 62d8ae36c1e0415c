// Processor Technology Sol-20, as MAME 0.251's sol20 driver has it: an 8080
// at 14.318181 MHz / 7 (2.045 MHz); RAM everywhere but the personality
// module's ROM at $C000-$C7FF (SOLOS, 2 KiB), which also answers at
// $0000-$07FF after reset until the program first reads $C000-$C7FF (the
// boot shadow); system RAM at $C800 and the VDM-1's 1 KiB screen at $CC00:
// 64 x 16 characters, bit 7 the cursor (shown inverse), the first row shown
// chosen by the scroll register (port $FE). Ports: $FA status (bit 0 low: a
// key is waiting; bits 6/7 the cassette UART's DAV/TBMT; the unused bits 1,
// 2 and 5 read high), $FC the key (reading it clears the flag), $F8/$F9 the
// serial port's UART status and data (TBMT bit 7, DAV bit 6, OR bit 4; CTS,
// DSR and DCD, bits 5, 1 and 0, high as with nothing plugged in), $FF
// the sense switches (all off: $FF), $FD the parallel port (reads 0). The
// cassette interface: port $FA's bits 7 and 6 run the two recorders' motors,
// bit 5 chooses 300 baud (else 1200); its UART's DAV, OR and TBMT are $FA's
// bits 6, 4 and 7 and its data port $FB. A recording (.wav, CUTS or Kansas
// City) in recorder 1 plays while its motor runs; its characters reach the
// UART at their times on the tape, over an unread one with OR set
// (docs/sol20.md). What the program writes to $FB leaves at the UART's pace
// and is taken down by the recorder in use (as MAME has it: recorder 2 while
// its motor runs, else recorder 1), while its motor runs.
#pragma once

#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/i8080/i8080.hpp"
#include "emu/capabilities.hpp"
#include "emu/chips/ay31015.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/formats/cuts_tape.hpp"

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace veteran::emu {

const MachineInfo& sol20_info();

class Sol20 : public Machine, public SerialPort, public CassetteInput, public CassetteOutput, public Debuggable {
 public:
  static constexpr double kClockHz = 14'318'181.0 / 7;
  static constexpr uint16_t kRom = 0xC000, kRomSize = 0x0800, kScreen = 0xCC00;
  static constexpr int kColumns = 64, kRows = 16;
  static constexpr int kSerialBaud = 300;  // MAME's default switch setting: 300 baud, 8 bits, no parity, 2 stop bits
  static constexpr uint8_t kSerialStatus = 0xF8, kSerialData = 0xF9, kStatus = 0xFA, kTapeData = 0xFB, kKeyboard = 0xFC,
                           kParallel = 0xFD, kScroll = 0xFE, kSenseSwitches = 0xFF;

  Sol20();
  // The personality module (SOLOS); throws std::invalid_argument for a wrong size.
  void load_rom(const std::vector<uint8_t>& rom);

  const MachineInfo& info() const override { return sol20_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  // The keyboard's keys (emu/terminal/ascii_keys.hpp); SENSE0..SENSE7 flip a sense switch.
  void set_key(const std::string& key, bool down) override;
  std::string display_text() override;
  Face face() override;
  Output serial_output() override;
  // A recording (.wav) in recorder 1, from its start; throws naming the file.
  void insert_tape(const std::string& file) override;
  // The same from a recording in memory (`source` names it in errors).
  void insert_tape(const files::Audio& audio, const std::string& source);
  // Seconds of tape played so far.
  double tape_seconds() const { return tape_seconds_; }
  // Recorder 1's recording as a .wav (recorder 2's if only it has one).
  void save_tape(const std::string& file) override;
  CpuView* cpu_view() override { return &view_; }
  uint8_t peek(uint16_t address) override { return visible(address); }
  void poke(uint16_t address, uint8_t value) override { write(address, value); }

  // The serial port's other side: bytes for the program, and what it sent.
  void serial_give(uint8_t byte) { serial_.give(byte, cpu_.cycles); }
  void serial_send(std::string_view bytes) override {
    for (char c : bytes) serial_give(static_cast<uint8_t>(c));
  }
  uint8_t sense_switches() const { return switches_; }
  void set_sense_switches(uint8_t value) { switches_ = value; }
  uint8_t scroll() const { return scroll_; }
  i8080::Cpu<Sol20>& cpu() { return cpu_; }

  // The 8080's bus (public for the core's template).
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address) {
    if (shadow_ && address >= kRom && address < kRom + kRomSize)
      shadow_ = false;  // the first read of the ROM ends the shadow
    return visible(address);
  }
  VETERAN_ALWAYS_INLINE void write(uint16_t address, uint8_t value) {
    if (address < kRom || address >= kRom + kRomSize) memory_[address] = value;
  }
  uint8_t in(uint8_t port);
  void out(uint8_t port, uint8_t value);

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a("memory", memory_), a("rom_shadow", shadow_), a("sense_switches", switches_), a("scroll", scroll_);
    a("key", key_), a("key_waiting", key_waiting_), a("typed", typed_),
        a("next_key_at", next_key_at_, state::within_cycles, state::kCyclesWhy);
    a.scope("serial", serial_), a.scope("tape_uart", tape_uart_), a("cassette_control", cassette_control_);
    a("tape_loaded", tape_loaded_), a("tape_1200", tape_characters_[0]), a("tape_300", tape_characters_[1]);
    a("tape_next", tape_next_), a("tape_resync", tape_resync_), a("tape_seconds", tape_seconds_);
    a("tape_synced_at", tape_synced_at_, state::within_cycles, state::kCyclesWhy), a("recorder_1", recorded_[0]),
        a("recorder_2", recorded_[1]);
    a("recorder_1_seconds", recorder_seconds_[0]), a("recorder_2_seconds", recorder_seconds_[1]);
    a("recorders_synced_at", recorders_synced_at_, state::within_cycles, state::kCyclesWhy),
        a("serial_sent", serial_sent_), a.scope("cpu", cpu_);
  }
  VETERAN_ALWAYS_INLINE uint8_t visible(uint16_t address) const {
    return shadow_ && address < kRomSize ? memory_[kRom + address] : memory_[address];
  }
  void deliver_key();
  // Plays the tape up to now: its characters up to there reach the UART.
  void play_tape();
  // Port $FA's bit that runs recorder r's motor (0: recorder 1, 1: recorder 2).
  static constexpr uint8_t motor_bit(int r) { return r == 0 ? 0x80 : 0x40; }
  // Runs the recorders' tape clocks up to now.
  void run_recorders();
  void record(uint8_t value, uint64_t start);

  std::array<uint8_t, 0x10000> memory_{};
  bool shadow_ = true;
  uint8_t switches_ = 0xFF;
  uint8_t scroll_ = 0;
  uint8_t key_ = 0;
  bool key_waiting_ = false;
  std::deque<uint8_t> typed_;
  uint64_t next_key_at_ = 0;
  Ay31015 serial_{kClockHz, kSerialBaud, 1 + 8 + 2};
  Ay31015 tape_uart_{kClockHz, 1200, 1 + 8 + 2};
  uint8_t cassette_control_ = 0;  // port $FA's bits 4-7
  bool tape_loaded_ = false;
  std::vector<files::TapeCharacter> tape_characters_[2];  // the recording read at 1200 and at 300 baud
  size_t tape_next_ = 0;
  bool tape_resync_ = true;
  double tape_seconds_ = 0;
  uint64_t tape_synced_at_ = 0;
  std::vector<files::SentCharacter> recorded_[2];
  double recorder_seconds_[2] = {0, 0};  // each recorder's tape run so far
  uint64_t recorders_synced_at_ = 0;
  std::string serial_sent_;
  i8080::Cpu<Sol20> cpu_{*this};
  I8080View<Sol20> view_{cpu_, *this};
};

}  // namespace veteran::emu
