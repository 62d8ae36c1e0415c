// cutechess-cli's one stream of random numbers (its Mersenne class, seeded
// with -srand): the random opening order, a knockout's draw, Chess960's
// start positions and the opening books' moves all come from it, in turn.
#pragma once

#include <cstdint>

namespace veteran::tournament {

// cutechess's random numbers (its Mersenne class): a Mersenne twister
// whose state update keeps bit 0 of word i (where MT19937 keeps bit 31),
// so its numbers are not std::mt19937's.
class CutechessRandom {
 public:
  explicit CutechessRandom(uint32_t seed);
  uint32_t next();

 private:
  uint32_t state_[624];
  int index_ = 0;
};

}  // namespace veteran::tournament
