// Memory images: segments of bytes at addresses, the formats users' files
// come in (ImageFormat), and the generic ones: a raw binary at an address,
// Intel HEX, MOS paper tape (.pap). Machines' own tape formats are beside
// this file (kim1_tape, trs80_tape, mits_tape, solos_tape); which machine
// takes which is declared by the machine (emu/machine_info.hpp). Errors name
// the file and line.
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

// A format users' files come in, declared once where its decoder is and
// listed by the slots of the machines that take it (emu/machine_info.hpp).
// `decode` gives the memory a file of it loads; a format a machine plays
// rather than loads (a recording on the cassette, a cartridge) has none.
struct ImageFormat {
  using Decode = std::vector<Segment> (*)(std::span<const uint8_t> bytes, const std::string& source);
  const char* id;                       // "intel-hex": a manifest's `load` entry names it
  std::vector<const char*> extensions;  // ".hex", ".ihx"; none for a raw binary at FILE@ADDR
  const char* title;                    // "Intel HEX"
  Decode decode = nullptr;
  // Taken whatever the file is called, told by what it holds (a cartridge's
  // ROM image): `extensions` are what such files are usually called.
  bool by_contents = false;
};

// Generic formats, for any machine that loads memory.
extern const ImageFormat kRawBinary;  // FILE@ADDR
extern const ImageFormat kIntelHex;
extern const ImageFormat kPaperTape;  // MOS paper tape (.pap)

// Whether a file's name (FILE, or FILE@ADDR for a raw binary) is one of `format`'s.
bool named_as(const ImageFormat& format, const std::string& spec);
// The format of `formats` a file's name picks, or nullptr.
const ImageFormat* format_of(const std::string& spec, const std::vector<const ImageFormat*>& formats);
// The formats for a message or help: ".pap (MOS paper tape), .hex or .ihx (Intel HEX), FILE@ADDR (raw binary)".
std::string describe(const std::vector<const ImageFormat*>& formats);

// Loads FILE in the format of `formats` its name picks (a raw binary for
// FILE@ADDR) into memory segments; `taker` ("kim1's memory") names what takes
// them in the error for a file of none of them.
std::vector<Segment> load_image(const std::string& spec, const std::vector<const ImageFormat*>& formats,
                                const std::string& taker);

}  // namespace veteran::files
