// The AY-3-1015 UART (the Sol-20 has two: the serial port at $F8/$F9 and the
// cassette interface at $FA/$FB), as a program sees it: TBMT (the transmit
// holding register is empty), DAV (a byte has arrived), OR (overrun); reading
// the data clears DAV (the Sol ties RDAV to RDE, MAME's auto_rdav). Time is
// the CPU's cycle count, passed in with every access. A byte written goes out
// in one character time at the line's rate (straight into the shift register
// when it is idle, so TBMT stays set); bytes for the program wait on the
// other side and arrive one character time after the program read the one
// before, as a terminal sends what was typed ahead. What is sent goes to `sent`.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>

namespace veteran::emu {

class Ay31015 {
 public:
  // `bits` a character on the line: start, data, parity and stop bits.
  Ay31015(double clock_hz, int baud, int bits) { configure(clock_hz, baud, bits); }
  void configure(double clock_hz, int baud, int bits);
  void power_on();

  // TBMT, DAV and OR after one sync, in the bits given (0 leaves one out).
  uint8_t status(uint64_t now, uint8_t tbmt_bit, uint8_t dav_bit, uint8_t or_bit) {
    sync(now);
    return static_cast<uint8_t>((holding_full_ ? 0 : tbmt_bit) | (dav_ ? dav_bit : 0) | (overrun_ ? or_bit : 0));
  }
  bool tbmt(uint64_t now);
  bool dav(uint64_t now);
  bool overrun(uint64_t now);
  uint8_t read_data(uint64_t now);
  void write_data(uint8_t value, uint64_t now);

  // The other side of the line: `give` waits for the program to read the
  // byte before (a terminal's typed-ahead keys); `arrive` is a byte off a
  // line that does not wait (a tape): over an unread one it sets OR.
  void give(uint8_t byte, uint64_t now);
  void arrive(uint8_t byte);
  bool giving() const { return !waiting_.empty(); }
  // Brings the line up to `now`; inline when nothing is on its way (a poll loop's usual case).
  void sync(uint64_t now) {
    if (holding_full_ || (!dav_ && !waiting_.empty())) sync_line(now);
  }
  // A byte leaving on the line, and the cycle its start bit began.
  std::function<void(uint8_t, uint64_t)> sent;
  uint64_t character_cycles() const { return char_cycles_; }

  // Save states (cores/common/state_archive.hpp); the line's speed is the machine's.
  template <class Archive>
  void serialize(Archive& a) {
    a("holding_full", holding_full_), a("dav", dav_), a("overrun", overrun_), a("holding", holding_);
    a("received", received_), a("line_free_at", line_free_at_), a("next_arrival", next_arrival_);
    a("waiting", waiting_);
  }

 private:
  void sync_line(uint64_t now);
  uint64_t char_cycles_ = 1;
  bool holding_full_ = false, dav_ = false, overrun_ = false;
  uint8_t holding_ = 0, received_ = 0;
  uint64_t line_free_at_ = 0, next_arrival_ = 0;
  std::deque<uint8_t> waiting_;
};

}  // namespace veteran::emu
