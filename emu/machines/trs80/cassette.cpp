#include "veteran/emu/machines/trs80/cassette.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::emu {
namespace {

constexpr double kRate = 44100;
constexpr double kCell = 88 / kRate;      // one bit
constexpr double kDataAt = 44 / kRate;    // the second pulse of a 1
constexpr double kFallAt = 6 / kRate;     // a pulse's swing from high to low

}  // namespace

void Trs80Cassette::insert(std::vector<uint8_t> bytes) {
  bytes_ = std::move(bytes);
  pause_after_ = SIZE_MAX;
  size_t i = 0;
  while (i < bytes_.size() && bytes_[i] == 0x00) ++i;
  if (i < bytes_.size() && bytes_[i] == 0xA5) pause_after_ = (i + 1) * 8;
  running_ = false;
  tape_at_start_ = looked_to_ = 0;
  latch_ = false;
}

bool Trs80Cassette::bit(size_t cell) const {
  size_t byte = cell / 8;
  if (byte >= bytes_.size()) return false;
  return bytes_[byte] >> (7 - cell % 8) & 1;
}

double Trs80Cassette::cell_start(size_t cell) const {
  return static_cast<double>(cell) * kCell + (cell >= pause_after_ ? kCell / 2 : 0);
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
  double now = tape_position(seconds);
  if (bytes_.empty() || now <= looked_to_) {
    looked_to_ = std::max(looked_to_, now);
    return;
  }
  size_t cells = bytes_.size() * 8;
  auto first = static_cast<size_t>(std::max(0.0, std::floor(looked_to_ / kCell) - 1));
  for (size_t cell = first; !latch_ && cell < cells && cell_start(cell) <= now; ++cell) {
    double base = cell_start(cell);
    double clock = base + kFallAt, data = base + kDataAt + kFallAt;
    if (clock > looked_to_ && clock <= now) latch_ = true;
    if (bit(cell) && data > looked_to_ && data <= now) latch_ = true;
  }
  looked_to_ = now;
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
  std::vector<double> out;
  for (size_t cell = 0; cell < bytes_.size() * 8 && out.size() < max; ++cell) {
    out.push_back(cell_start(cell) + kFallAt);
    if (bit(cell) && out.size() < max) out.push_back(cell_start(cell) + kDataAt + kFallAt);
  }
  return out;
}

}  // namespace veteran::emu
