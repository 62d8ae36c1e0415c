// TRS-80 program files: Level II SYSTEM cassette images (.cas, as MAME's
// trs80_cass list has them: the bytes the 500-baud tape carries) and disk
// /CMD files, read into memory segments and an entry address.
//   .cas: a leader of 00 bytes, the sync byte A5, 55 and a six-letter name;
//         blocks 3C, count (0 = 256), address (low, high), data, checksum
//         (the low byte of the sum of address and data); then 78 and the entry.
//   /CMD: records of type, length and body: 01 a load block (length counts
//         the 2 address bytes; below 3 it is 256 more), 02 the entry
//         address, 05 a name; other types are comments.
#pragma once

#include "emu/formats/memory_image.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace veteran::files {

struct Trs80Program {
  std::string name;
  std::vector<Segment> segments;
  std::optional<uint16_t> entry;
};

// Both throw ImageError naming the source, the block and the offset.
Trs80Program parse_system_cas(std::span<const uint8_t> bytes, const std::string& source);
Trs80Program parse_cmd(std::span<const uint8_t> bytes, const std::string& source);

extern const ImageFormat kTrs80SystemTape;  // "trs80-system-cas": .cas
extern const ImageFormat kTrs80Command;     // "trs80-cmd": /CMD (.cmd)
extern const ImageFormat kTrs80Recording;   // a recording (.wav) the Model I's cassette input plays

}  // namespace veteran::files
