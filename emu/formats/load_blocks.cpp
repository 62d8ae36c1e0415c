#include "emu/formats/load_blocks.hpp"

#include <cstdio>

namespace veteran::files {

std::string hex_digits(unsigned v, int digits) {
  char s[16];
  std::snprintf(s, sizeof s, "%0*X", digits, v);
  return s;
}

LoadBlocks parse_load_blocks(std::span<const uint8_t> bytes, size_t at, const std::string& source, bool nulls_between) {
  LoadBlocks out;
  std::string what;
  auto next = [&]() -> uint8_t {
    if (at >= bytes.size())
      throw ImageError(source + ": the file ends inside " + what + " (offset " + std::to_string(at) + "): truncated?");
    return bytes[at++];
  };
  for (int block = 1;; ++block) {
    what = "block " + std::to_string(block);
    uint8_t c = next();
    while (nulls_between && c == 0x00) c = next();
    const size_t start = at - 1;
    if (c == 0x78) {
      uint8_t lo = next(), hi = next();
      out.entry = static_cast<uint16_t>(hi << 8 | lo);
      return out;
    }
    if (c != 0x3C)
      throw ImageError(source + ": block " + std::to_string(block) + " at offset " + std::to_string(start) +
                       " starts with " + hex_digits(c, 2) + ", not 3C (data) or 78 (entry)");
    size_t count = next();
    if (count == 0) count = 256;
    uint8_t lo = next(), hi = next();
    uint16_t address = static_cast<uint16_t>(hi << 8 | lo);
    unsigned sum = lo + hi;
    std::vector<uint8_t> data(count);
    for (auto& d : data) sum += d = next();
    uint8_t check = next();
    if (check != (sum & 0xFF))
      throw ImageError(source + ": block " + std::to_string(block) + " at offset " + std::to_string(start) + " ($" +
                       hex_digits(address, 4) + ", " + std::to_string(count) + " bytes) fails its checksum: " +
                       hex_digits(check, 2) + " on tape, " + hex_digits(sum & 0xFF, 2) + " computed");
    append_segment(out.segments, address, data, source + ": block " + std::to_string(block));
  }
}

}  // namespace veteran::files
