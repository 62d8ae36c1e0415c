// The checksummed load blocks of Microsoft's and MITS's tapes, as both the
// Altair's paper tapes (MITS's checksum loader) and the TRS-80's SYSTEM
// cassettes carry them:
//   3C, count (0 = 256), address (low, high), data, checksum (the low byte of
//   the sum of the address and data bytes) -- repeated; then 78 and the entry
//   address (low, high).
#pragma once

#include "emu/formats/memory_image.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace veteran::files {

struct LoadBlocks {
  std::vector<Segment> segments;
  uint16_t entry = 0;
};

// Reads blocks from `at` to the entry record. `nulls_between`: NUL bytes
// between blocks are tape feed and passed over (paper tape); otherwise every
// byte belongs to a block. Throws ImageError naming the source, the block
// and its offset (a bad checksum, a truncated block, a stray byte).
LoadBlocks parse_load_blocks(std::span<const uint8_t> bytes, size_t at, const std::string& source, bool nulls_between);

// `v` in `digits` upper-case hex digits, as the tape formats' errors print bytes and addresses.
std::string hex_digits(unsigned v, int digits);

}  // namespace veteran::files
