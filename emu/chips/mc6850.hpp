// Motorola MC6850 ACIA, as a program sees it through its two registers, with
// a serial line at a fixed baud rate on the other side. Time is the CPU's
// cycle count, passed in with every access (the chip keeps no clock of its
// own): a byte written takes one character time on the line, and a byte the
// terminal sends arrives one character time after the program read the one
// before, so keys typed ahead wait in the terminal ("the program's pacing").
// Interrupts are not modelled (the machines here poll). What is sent goes to
// `sent`; the terminal's keys come in through `type`.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>

namespace veteran::emu {

class Mc6850 {
 public:
  enum Status : uint8_t {
    RDRF = 0x01,
    TDRE = 0x02,
    DCD = 0x04,
    CTS = 0x08,
    FE = 0x10,
    OVRN = 0x20,
    PE = 0x40,
    IRQ = 0x80
  };

  Mc6850(double clock_hz, int baud) : clock_hz_(clock_hz), baud_(baud) { power_on(); }

  // As a boot loader leaves the chip: master reset, then 8 data bits, no
  // parity, 2 stop bits, clock divided by 16. Programs that never set the
  // ACIA up themselves (8080 Microchess's 2SIO patch does not) need that.
  void power_on();

  uint8_t read_status(uint64_t now);
  uint8_t read_data(uint64_t now);
  void write_control(uint8_t value, uint64_t now);
  void write_data(uint8_t value, uint64_t now);

  // The terminal's side.
  void type(uint8_t c, uint64_t now);
  bool typing() const { return !typed_.empty(); }
  // Brings the line up to `now` (a byte waiting in the transmit register goes out).
  void sync(uint64_t now);
  // The program is polling for input with nothing to read and nothing of its
  // own waiting to go out: it waits for a key.
  bool polling_for_input() const { return idle_polls_ >= 2 && typed_.empty() && !(status_ & RDRF); }
  std::function<void(uint8_t)> sent;

  uint64_t character_cycles() const { return char_cycles_; }

  // Save states (cores/common/state_archive.hpp); the line's speed is the machine's.
  template <class Archive>
  void serialize(Archive& a) {
    a("status", status_), a("control", control_), a("in_reset", in_reset_), a("rdr", rdr_), a("tdr", tdr_);
    a("tdr_full", tdr_full_), a("char_cycles", char_cycles_), a("line_free_at", line_free_at_);
    a("next_arrival", next_arrival_), a("typed", typed_), a("idle_polls", idle_polls_);
  }

 private:
  void configure(uint8_t control);
  void transmit(uint8_t value, uint64_t at);
  double clock_hz_;
  int baud_;
  uint8_t status_ = TDRE;
  uint8_t control_ = 0;
  bool in_reset_ = false;
  uint8_t rdr_ = 0, tdr_ = 0;
  bool tdr_full_ = false;
  uint64_t char_cycles_ = 0;
  uint64_t line_free_at_ = 0;  // the transmit shift register is empty from this cycle
  uint64_t next_arrival_ = 0;  // the cycle the terminal's next character has arrived by
  std::deque<uint8_t> typed_;
  int idle_polls_ = 0;
};

}  // namespace veteran::emu
