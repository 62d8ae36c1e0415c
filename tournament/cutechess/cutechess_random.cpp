#include "tournament/cutechess/cutechess_random.hpp"

namespace veteran::tournament {

CutechessRandom::CutechessRandom(uint32_t seed) {
  state_[0] = seed;
  for (uint32_t i = 1; i < 624; ++i) state_[i] = 0x6C078965u * (state_[i - 1] ^ (state_[i - 1] >> 30)) + i;
}

uint32_t CutechessRandom::next() {
  if (index_ == 0) {
    for (int i = 0; i < 624; ++i) {
      const uint32_t y = (state_[i] & 0x1u) + (state_[(i + 1) % 624] & 0x7FFFFFFFu);
      state_[i] = state_[(i + 397) % 624] ^ (y >> 1);
      if (y % 2) state_[i] ^= 0x9908B0DFu;
    }
  }
  uint32_t y = state_[index_];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9D2C5680u;
  y ^= (y << 15) & 0xEFC60000u;
  y ^= y >> 18;
  index_ = (index_ + 1) % 624;
  return y;
}

}  // namespace veteran::tournament
