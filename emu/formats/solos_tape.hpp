// SOLOS's tape files, as the Sol-20's monitor writes and reads them (facts
// from MAME's sol_cas format, after the Solace emulator's documentation):
// a leader of NULs, SOH ($01), a 16-byte header (the name, five characters
// and a NUL; the type; the length, load address and execution address, low
// byte first; three spare bytes) and its checksum, then the data in blocks
// of 256 bytes, each followed by its checksum, the last block as long as
// what is left. A checksum starts at 0 and takes each byte d as
// c = c - d - 1 (mod 256).
#pragma once

#include "emu/formats/cuts_tape.hpp"
#include "emu/formats/memory_image.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::files {

struct SolosFile {
  std::string name;
  uint8_t type = 0;
  uint16_t load = 0, exec = 0;
  std::vector<uint8_t> data;
  double seconds = 0;  // where its header starts on the recording
};

uint8_t solos_checksum(uint8_t sum, uint8_t byte);

// Every SOLOS file on the characters read from a recording. Throws
// ImageError naming `source`, the file on the tape and the block when a
// checksum fails or the recording stops inside a file. None found: empty.
std::vector<SolosFile> parse_solos_tape(const std::vector<TapeCharacter>& characters, const std::string& source);

// A file as SOLOS writes it, from the leader on: for tests and for tapes made from files.
std::vector<uint8_t> solos_tape_bytes(const SolosFile& file);

// A CUTS recording (.wav) the Sol-20's cassette interface plays to SOLOS.
extern const ImageFormat kSolosRecording;

}  // namespace veteran::files
