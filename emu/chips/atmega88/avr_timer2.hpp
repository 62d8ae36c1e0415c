// The ATmega88's Timer/Counter2 in normal mode, clocked from the I/O clock
// through its prescaler (1, 8, 32, 64, 128, 256, 1024; TCCR2B's CS2 bits):
// TCNT2 counts up and sets TOV2 (TIFR2 bit 0) as it passes $FF; TIMSK2's
// TOIE2 makes that the TIMER2 OVF interrupt (vector 9). Computed from the
// cycle count when asked, not ticked: an idle machine costs nothing. The
// compare units (OCR2A/B, their flags) are kept as registers; no waveform.
#pragma once

#include "cores/common/state_archive.hpp"

#include <cstdint>

namespace veteran::emu {

class AvrTimer2 {
 public:
  static constexpr int kOverflowVector = 9;
  // Data-space addresses.
  static constexpr uint16_t kTifr2 = 0x37, kTimsk2 = 0x70, kTccr2a = 0xB0, kTccr2b = 0xB1, kTcnt2 = 0xB2, kOcr2a = 0xB3,
                            kOcr2b = 0xB4, kAssr = 0xB6;

  void reset() { tccr2a_ = tccr2b_ = ocr2a_ = ocr2b_ = timsk2_ = tifr2_ = 0, count_ = 0, since_ = 0; }

  // Whether `address` is one of the timer's registers.
  static bool owns(uint16_t a) { return a == kTifr2 || a == kTimsk2 || (a >= kTccr2a && a <= kOcr2b) || a == kAssr; }
  uint8_t read(uint16_t a, uint64_t now) {
    sync(now);
    switch (a) {
      case kTifr2: return tifr2_;
      case kTimsk2: return timsk2_;
      case kTccr2a: return tccr2a_;
      case kTccr2b: return tccr2b_;
      case kTcnt2: return static_cast<uint8_t>(count_);
      case kOcr2a: return ocr2a_;
      case kOcr2b: return ocr2b_;
      default: return 0;  // ASSR: synchronous, nothing busy
    }
  }
  void write(uint16_t a, uint8_t v, uint64_t now) {
    sync(now);
    switch (a) {
      case kTifr2: tifr2_ = static_cast<uint8_t>(tifr2_ & ~v); break;  // a 1 clears the flag
      case kTimsk2: timsk2_ = static_cast<uint8_t>(v & 7); break;
      case kTccr2a: tccr2a_ = v; break;
      case kTccr2b: tccr2b_ = static_cast<uint8_t>(v & 0x0F); break;  // FOC2A/B strobe, read as 0
      case kTcnt2: count_ = v; break;
      case kOcr2a: ocr2a_ = v; break;
      case kOcr2b: ocr2b_ = v; break;
      default: break;
    }
  }
  // The overflow interrupt, if enabled and flagged by `now`. Asked before
  // every instruction while interrupts are on: the next overflow's cycle is
  // compared first, and the count brought up to date only when it is due.
  bool pending(uint64_t now) {
    if (!(timsk2_ & 1)) return false;
    if (tifr2_ & 1) return true;
    if (now < next_overflow(since_)) return false;
    sync(now);
    return tifr2_ & 1;
  }
  // The vector's entry clears the flag, as the hardware does.
  void acknowledge() { tifr2_ = static_cast<uint8_t>(tifr2_ & ~1); }
  // The cycle at which the next overflow sets TOV2 (never, stopped: UINT64_MAX).
  uint64_t next_overflow(uint64_t now) {
    sync(now);
    const uint64_t p = prescale();
    if (!p) return UINT64_MAX;
    return since_ + (256 - count_) * p;
  }

  template <class Archive>
  void serialize(Archive& a) {
    a("tccr2a", tccr2a_), a("tccr2b", tccr2b_), a("ocr2a", ocr2a_), a("ocr2b", ocr2b_), a("timsk2", timsk2_);
    a("tifr2", tifr2_), a(
                            "count", count_, [](uint32_t c) { return c < 256; }, "0 to 255");
    a("since", since_, state::within_cycles, state::kCyclesWhy);
  }

 private:
  uint8_t tccr2a_ = 0, tccr2b_ = 0, ocr2a_ = 0, ocr2b_ = 0, timsk2_ = 0, tifr2_ = 0;
  uint32_t count_ = 0;
  uint64_t since_ = 0;  // the cycle at which the count was `count_` (a prescaler boundary)

  uint64_t prescale() const {
    static constexpr uint64_t kPrescale[8] = {0, 1, 8, 32, 64, 128, 256, 1024};
    return kPrescale[tccr2b_ & 7];
  }
  // The count and flag as of `now`: whole prescaler periods since `since_`.
  void sync(uint64_t now) {
    const uint64_t p = prescale();
    if (!p || now < since_ + p) {
      if (!p) since_ = now;
      return;
    }
    const uint64_t ticks = (now - since_) / p;
    if (ticks == 0) return;
    if (count_ + ticks >= 256) tifr2_ |= 1;  // it passed $FF at least once
    count_ = static_cast<uint32_t>((count_ + ticks) % 256);
    since_ += ticks * p;
  }
};

}  // namespace veteran::emu
