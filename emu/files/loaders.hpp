// Program image formats users have: raw binary at an address, Intel HEX, and
// MOS paper tape (.pap, the KIM-1's punched-tape format). Each gives memory
// segments; errors name the file and line.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::files {

struct Segment {
  uint16_t address = 0;
  std::vector<uint8_t> bytes;
};

struct ImageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Adds `data` at `address`: to the last segment if it ends there, else as a
// new one. Throws ImageError (naming `where`) if it runs past $FFFF.
void append_segment(std::vector<Segment>& segments, uint32_t address, std::span<const uint8_t> data,
                    const std::string& where);

// Intel HEX: data (00), end of file (01); extended address records (02, 04)
// must keep the image below 64 KiB. Every record's checksum is checked.
std::vector<Segment> parse_intel_hex(const std::string& text, const std::string& source);

// MOS paper tape: ";LLAAAA<data>CCCC" per record, CCCC the 16-bit sum of the
// count, address and data bytes; the last record ";00NNNNCCCC" counts the records.
std::vector<Segment> parse_paper_tape(const std::string& text, const std::string& source);

// An address written in `base` (16 for FILE@ADDR, 0 for C's 0x.. in manifests):
// the whole text, 0 to $FFFF; nothing otherwise.
std::optional<uint16_t> parse_address(const std::string& text, int base);

// The records of a KIM-1 cassette recording (.wav bytes) as segments.
std::vector<Segment> kim1_tape_segments(const std::vector<uint8_t>& wav, const std::string& source);

// Loads FILE (format from its extension: .hex/.ihx Intel HEX, .pap paper
// tape, .wav a KIM-1 cassette recording, .cas/.cmd TRS-80 files, .tap a MITS
// paper tape), or FILE@ADDR for a raw binary at a hexadecimal address.
std::vector<Segment> load_image(const std::string& spec);

}  // namespace veteran::files
