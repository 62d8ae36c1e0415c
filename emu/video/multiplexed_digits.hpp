// LED digits a program lights one (or a few) at a time, as a person sees
// them: each segment's on-time is added up over frames of `frame_cycles`, and
// a frame's picture is each segment's share of the brightest one's time; a
// ghost while the program switches digits stays dim, and a display the
// program blinks shows as on in some frames and off in others, as the eye
// sees it. Idle stretches of whole frames are skipped, not stepped through.
#pragma once

#include "cores/common/state_archive.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace veteran::emu {

class MultiplexedDigits {
 public:
  static constexpr int kSegments = 8;  // a..g and the dot

  MultiplexedDigits(int digits, uint64_t frame_cycles)
      : frame_cycles_(frame_cycles), current_(static_cast<size_t>(digits) * kSegments),
        last_(static_cast<size_t>(digits) * kSegments) {}

  int digits() const { return static_cast<int>(current_.size() / kSegments); }

  // From `now` on, the digits of `digit_mask` (bit d: digit d) show `segments` (bit s: segment s lit).
  void show(uint32_t digit_mask, uint8_t segments, uint64_t now) {
    accumulate(now);
    mask_ = digit_mask, segments_ = segments;
  }
  // Each digit's segments' brightness in the last whole frame (0 to 1).
  std::vector<float> brightness(uint64_t now) {
    accumulate(now);
    const std::vector<uint64_t>& t = have_last_ ? last_ : current_;
    const uint64_t brightest = *std::max_element(t.begin(), t.end());
    std::vector<float> out(t.size(), 0.0f);
    if (brightest)
      for (size_t i = 0; i < t.size(); ++i) out[i] = static_cast<float>(t[i]) / static_cast<float>(brightest);
    return out;
  }
  // The segments lit to the eye: on for at least a quarter of the brightest's time.
  std::vector<uint8_t> lit(uint64_t now) {
    const auto level = brightness(now);
    std::vector<uint8_t> out(static_cast<size_t>(digits()), 0);
    for (size_t i = 0; i < level.size(); ++i)
      if (level[i] >= 0.25f) out[i / kSegments] |= static_cast<uint8_t>(1 << (i % kSegments));
    return out;
  }

  template <class Archive>
  void serialize(Archive& a) {
    a("frame_start", frame_start_, state::within_cycles, state::kCyclesWhy);
    a("since", since_, state::within_cycles, state::kCyclesWhy);
    a("current", current_), a("last", last_), a("have_last", have_last_), a("mask", mask_), a("segments", segments_);
    if constexpr (Archive::kLoading)
      if (current_.size() != last_.size() || current_.size() % kSegments)
        throw state::StateError("the display's frames do not have the same digits");
  }

 private:
  uint64_t frame_cycles_;
  uint64_t frame_start_ = 0, since_ = 0;
  std::vector<uint64_t> current_, last_;
  bool have_last_ = false;
  uint32_t mask_ = 0;
  uint8_t segments_ = 0;

  void accumulate(uint64_t now) {
    while (since_ < now) {
      const uint64_t frame_end = frame_start_ + frame_cycles_;
      const uint64_t until = std::min(now, frame_end);
      for (int d = 0; d < digits(); ++d)
        if (mask_ & (1u << d))
          for (int s = 0; s < kSegments; ++s)
            if (segments_ & (1 << s)) current_[static_cast<size_t>(d * kSegments + s)] += until - since_;
      since_ = until;
      if (until == frame_end) {
        last_ = current_;
        have_last_ = true;
        std::fill(current_.begin(), current_.end(), 0);
        frame_start_ = frame_end;
        const uint64_t whole = (now - frame_start_) / frame_cycles_;
        if (whole > 1) since_ = frame_start_ += (whole - 1) * frame_cycles_;
      }
    }
  }
};

}  // namespace veteran::emu
