// The TRS-80 Model I's cassette input at 500 baud, played from the bytes of
// a .cas image. On the tape every bit is a cell of about 2 ms that starts
// with a clock pulse; a 1 has a second pulse in the middle. The input circuit
// sets a latch when a pulse swings from high to low; the program reads the
// latch as bit 7 of port $FF and clears it by writing to the port. The timing
// is MAME's (cells of 88 samples at 44.1 kHz, the data pulse 44 samples in,
// each pulse 6 samples high then 6 low), bits most significant first, and
// half a cell of silence after the leader's sync byte A5, where the Level II
// ROM's writer pauses between the leader and the header (MAME plays the same).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace veteran::emu {

class Trs80Cassette {
 public:
  void insert(std::vector<uint8_t> bytes);
  bool loaded() const { return !bytes_.empty(); }

  // The motor relay (port $FF bit 2), switched at machine time `seconds`.
  void motor(bool on, double seconds);
  // Whether a pulse has set the latch since it was last cleared, up to `seconds`.
  bool latch(double seconds);
  void clear_latch(double seconds);

  // The times (seconds into the tape) at which pulses set the latch: for tests.
  std::vector<double> edges(size_t max) const;
  double tape_position(double seconds) const;

 private:
  std::vector<uint8_t> bytes_;
  bool running_ = false;
  double started_at_ = 0;   // machine time the motor last started
  double tape_at_start_ = 0;  // tape position then
  double looked_to_ = 0;    // tape position up to which pulses have been seen
  bool latch_ = false;

  size_t pause_after_ = SIZE_MAX;  // the first cell after the sync byte
  bool bit(size_t cell) const;
  double cell_start(size_t cell) const;
  void advance(double seconds);
};

}  // namespace veteran::emu
