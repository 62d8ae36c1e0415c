// The TRS-80 Model I's cassette input at 500 baud. The input circuit sets a
// latch when the signal swings from high to low; the program reads the
// latch as bit 7 of port $FF and clears it by writing to the port. The tape
// is kept as the times of those swings ("falls"), from either kind of tape:
//  - a .cas image's bytes, played as the Level II ROM wrote them: every bit
//    a cell of about 2 ms that starts with a clock pulse, a 1 with a second
//    pulse in the middle. The timing is MAME's (cells of 88 samples at
//    44.1 kHz, the data pulse 44 samples in, each pulse 6 samples high then
//    6 low), bits most significant first, and half a cell of silence after
//    the leader's sync byte A5, where the ROM's writer pauses between the
//    leader and the header (MAME plays the same);
//  - a recording (.wav): wherever the signal falls through -0.2 from one
//    sample to the next, MAME's rule for the same circuit, so that any
//    recording of a real tape plays as the machine would hear it.
#pragma once

#include "emu/formats/wav.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace veteran::emu {

class Trs80Cassette {
 public:
  // A .cas image's bytes.
  void insert(const std::vector<uint8_t>& bytes);
  // A recording.
  void insert(const files::Audio& recording);
  bool loaded() const { return !falls_.empty(); }

  // The motor relay (port $FF bit 2), switched at machine time `seconds`.
  void motor(bool on, double seconds);
  // Whether a pulse has set the latch since it was last cleared, up to `seconds`.
  bool latch(double seconds);
  void clear_latch(double seconds);

  // The times (seconds into the tape) at which pulses set the latch: for tests.
  std::vector<double> edges(size_t max) const;
  double tape_position(double seconds) const;

  // The signal level at which a fall sets the latch (MAME's).
  static constexpr float kThreshold = -0.2f;

  // Save states (cores/common/state_archive.hpp): the tape itself and where it is.
  template <class Archive>
  void serialize(Archive& a) {
    a("falls", falls_), a("running", running_), a("started_at", started_at_), a("tape_at_start", tape_at_start_);
    a("looked_to", looked_to_), a("latch", latch_);
  }

 private:
  std::vector<double> falls_;  // sorted, seconds into the tape
  bool running_ = false;
  double started_at_ = 0;     // machine time the motor last started
  double tape_at_start_ = 0;  // tape position then
  double looked_to_ = 0;      // tape position up to which pulses have been seen
  bool latch_ = false;

  void rewind();
  void advance(double seconds);
};

}  // namespace veteran::emu
