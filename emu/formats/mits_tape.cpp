#include "emu/formats/mits_tape.hpp"

namespace veteran::files {

LoadBlocks parse_mits_tape(std::span<const uint8_t> bytes, const std::string& source) {
  size_t at = 0;
  while (at < bytes.size() && bytes[at] == 0x00) ++at;
  if (at == bytes.size()) throw ImageError(source + ": the tape holds only leader (NUL bytes), no program");
  if (bytes[at] != 0x3C && bytes[at] != 0x78) {
    // The loader's leader: its length, repeated; then the loader itself.
    const uint8_t length = bytes[at];
    while (at < bytes.size() && bytes[at] == length) ++at;
    if (bytes.size() - at < length)
      throw ImageError(source + ": the tape ends inside its " + std::to_string(length) + "-byte loader: truncated?");
    at += length;
  }
  return parse_load_blocks(bytes, at, source, true);
}

namespace {
std::vector<Segment> mits_tape_segments(std::span<const uint8_t> bytes, const std::string& source) {
  return parse_mits_tape(bytes, source).segments;
}
}  // namespace

const ImageFormat kMitsTape{"mits-tape", {".tap"}, "MITS paper tape", mits_tape_segments};

}  // namespace veteran::files
