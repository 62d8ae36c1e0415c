// MITS paper tapes (.tap, as SIMH's Altair names them), in the form MITS's
// own tapes have: a leader, MITS's checksum loader, then load blocks
// (emu/formats/load_blocks.hpp) that the loader reads into memory.
//   leader: NUL bytes, then bytes whose value is the loader's length L; the
//           bootstrap a person toggles in skips them and reads the next L
//           bytes as the loader. A tape made without a loader (the blocks
//           right after the NULs) is read as well.
//   blocks: 3C ... and the entry record 78; NULs between blocks are feed.
#pragma once

#include "emu/formats/load_blocks.hpp"

#include <cstdint>
#include <span>
#include <string>

namespace veteran::files {

// Throws ImageError naming the source and the offset (no blocks, a bad
// checksum, a truncated tape).
LoadBlocks parse_mits_tape(std::span<const uint8_t> bytes, const std::string& source);

extern const ImageFormat kMitsTape;  // "mits-tape": .tap

}  // namespace veteran::files
