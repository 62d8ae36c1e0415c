// The KIM-1 cassette format, read from a recording (.wav), as the monitor's
// LOAD reads it from the tape head.
//
// The signal: every bit lasts three equal thirds (about 2.5 ms each): the
// first third is the high tone (~3600 Hz), the last third the low tone
// (~2400 Hz), and the middle one says the bit: low tone for 1, high tone for
// 0. Bits go least significant first, eight to a character. A record is a
// leader of SYN characters ($16), '*', then in ASCII hexadecimal the ID, the
// start address (low byte, then high byte) and the data, then '/', the 16-bit
// sum of the address and data bytes (low byte first), and two EOT ($04).
// Facts from the KIM-1 User Manual and MAME's kim1_cas format.
#pragma once

#include "emu/formats/memory_image.hpp"
#include "emu/formats/wav.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::files {

struct Kim1TapeRecord {
  uint8_t id = 0;
  uint16_t address = 0;
  std::vector<uint8_t> bytes;
  double seconds = 0;  // where in the recording the record starts
};

// Every record on the recording, checksums checked. Real recordings are
// forgiving: the tones are told apart by a threshold learnt from the
// recording itself (so tape speed may be off by a fifth either way), DC,
// hum and polarity do not matter, and glitches shorter than a couple of
// cycles are absorbed. Throws ImageError naming `source`, the record and the
// time in the recording when a record is broken, cut short or fails its
// checksum, or when there is no record at all.
std::vector<Kim1TapeRecord> decode_kim1_tape(const Audio& audio, const std::string& source);

// The records of a recording (.wav bytes) as memory segments.
std::vector<Segment> kim1_tape_segments(std::span<const uint8_t> wav, const std::string& source);
extern const ImageFormat kKim1Cassette;  // "kim1-cassette": .wav

}  // namespace veteran::files
