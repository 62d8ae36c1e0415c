// RIFF WAVE audio, as people record cassettes: PCM of 8, 16, 24 or 32 bits
// or IEEE float, any number of channels (mixed down to one). The tape
// decoders work on this, never on the file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace veteran::files {

struct Audio {
  unsigned sample_rate = 0;
  std::vector<float> samples;  // mono, nominally -1..1
  double seconds(size_t sample) const { return sample_rate ? static_cast<double>(sample) / sample_rate : 0; }
};

// Throws ImageError naming `source` and what is wrong (not RIFF/WAVE, no fmt
// or data chunk, an encoding it cannot read). A data chunk cut short by a
// truncated file gives the samples that are there: the tape decoder then
// reports where the recording stops.
Audio parse_wav(std::span<const uint8_t> bytes, const std::string& source);
Audio read_wav(const std::filesystem::path& file);

// 16-bit PCM mono: the form tests write their own recordings in.
std::vector<uint8_t> encode_wav16(const Audio& audio);
// The same into `file`; throws std::runtime_error naming it if it cannot be
// written whole (a full disk), leaving no partial file behind.
void write_wav(const std::string& file, const Audio& audio);

}  // namespace veteran::files
