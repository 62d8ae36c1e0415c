#include "emu/machines/trs80/cassette.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::emu {
namespace {

constexpr double kRate = 44100;
constexpr double kCell = 88 / kRate;    // one bit
constexpr double kDataAt = 44 / kRate;  // the second pulse of a 1
constexpr double kFallAt = 6 / kRate;   // a pulse's swing from high to low

}  // namespace

void Trs80Cassette::rewind() {
  running_ = false;
  tape_at_start_ = looked_to_ = 0;
  latch_ = false;
}

void Trs80Cassette::insert(const std::vector<uint8_t>& bytes) {
  falls_.clear();
  // The ROM's writer pauses half a cell after the leader's sync byte.
  size_t pause_after = SIZE_MAX, i = 0;
  while (i < bytes.size() && bytes[i] == 0x00) ++i;
  if (i < bytes.size() && bytes[i] == 0xA5) pause_after = (i + 1) * 8;
  for (size_t cell = 0; cell < bytes.size() * 8; ++cell) {
    const double start = static_cast<double>(cell) * kCell + (cell >= pause_after ? kCell / 2 : 0);
    falls_.push_back(start + kFallAt);
    if (bytes[cell / 8] >> (7 - cell % 8) & 1) falls_.push_back(start + kDataAt + kFallAt);
  }
  rewind();
}

void Trs80Cassette::insert(const files::Audio& recording) {
  falls_.clear();
  for (size_t i = 1; i < recording.samples.size(); ++i)
    if (recording.samples[i - 1] > kThreshold && recording.samples[i] < kThreshold)
      falls_.push_back(recording.seconds(i));
  rewind();
}

double Trs80Cassette::tape_position(double seconds) const {
  return running_ ? tape_at_start_ + (seconds - started_at_) : tape_at_start_;
}

void Trs80Cassette::motor(bool on, double seconds) {
  if (on == running_) return;
  advance(seconds);
  tape_at_start_ = tape_position(seconds);
  started_at_ = seconds;
  running_ = on;
}

// Sets the latch if a pulse fell between the last look and now.
void Trs80Cassette::advance(double seconds) {
  const double now = tape_position(seconds);
  if (now > looked_to_) {
    auto next = std::upper_bound(falls_.begin(), falls_.end(), looked_to_);
    if (next != falls_.end() && *next <= now) latch_ = true;
  }
  looked_to_ = std::max(looked_to_, now);
}

bool Trs80Cassette::latch(double seconds) {
  advance(seconds);
  return latch_;
}

void Trs80Cassette::clear_latch(double seconds) {
  advance(seconds);
  latch_ = false;
}

std::vector<double> Trs80Cassette::edges(size_t max) const {
  return {falls_.begin(), falls_.begin() + static_cast<long>(std::min(max, falls_.size()))};
}

}  // namespace veteran::emu
