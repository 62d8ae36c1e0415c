// Six multiplexed 7-segment digits, as a person sees them: the program lights
// one digit at a time, so each segment's on-time is integrated over 20 ms
// frames and a segment counts as lit when it was on for at least a quarter of
// the time of the brightest segment in that frame. Brief ghosts while the
// program switches digits stay dark, as they do to the eye.
#pragma once

#include "cores/common/state_archive.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace veteran::emu {

class LedDisplay {
 public:
  static constexpr int kDigits = 6;
  explicit LedDisplay(uint64_t frame_cycles) : frame_cycles_(frame_cycles) {}

  // From now on, `digit` (or -1 for none) shows `segments` (bit 0 = a ... bit 6 = g).
  void drive(int digit, uint8_t segments, uint64_t now);
  // The segments a person sees on each digit.
  std::array<uint8_t, kDigits> segments(uint64_t now);
  // Each segment's on-time in the last frame, relative to the brightest (0 to 1).
  std::array<std::array<float, 7>, kDigits> brightness(uint64_t now);
  // Hex digits as the KIM-1 shows them: "1C00 A9" (address, space, data).
  std::string text(uint64_t now);
  static char glyph(uint8_t segments);

  // Save states (cores/common/state_archive.hpp): the frames being integrated.
  template <class Archive>
  void serialize(Archive& a) {
    a("frame_start", frame_start_, state::within_cycles, state::kCyclesWhy), a("current", current_), a("last", last_),
        a("have_last", have_last_);
    a(
        "digit", digit_, [](int d) { return d >= -1 && d < kDigits; }, "a digit 0 to 5, or -1 for none");
    a("segments", segments_), a("since", since_, state::within_cycles, state::kCyclesWhy);
  }

 private:
  using OnTime = std::array<std::array<uint64_t, 7>, kDigits>;
  uint64_t frame_cycles_;
  uint64_t frame_start_ = 0;
  OnTime current_{}, last_{};
  bool have_last_ = false;
  int digit_ = -1;
  uint8_t segments_ = 0;
  uint64_t since_ = 0;

  void accumulate(uint64_t now);
};

}  // namespace veteran::emu
