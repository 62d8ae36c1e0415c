#include "emu/formats/wav.hpp"
#include "util/io/output_file.hpp"

#include "emu/files/rompath.hpp"
#include "emu/formats/memory_image.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace veteran::files {
namespace {

uint32_t le(std::span<const uint8_t> b, size_t at, int bytes) {
  uint32_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = v << 8 | b[at + static_cast<size_t>(i)];
  return v;
}

constexpr uint16_t kPcm = 1, kFloat = 3, kExtensible = 0xFFFE;

// One sample of `bits` at `at`, as -1..1.
float sample(std::span<const uint8_t> b, size_t at, uint16_t format, int bits) {
  if (format == kFloat) {
    if (bits == 32) {
      uint32_t raw = le(b, at, 4);
      float f;
      std::memcpy(&f, &raw, 4);
      return f;
    }
    uint64_t raw = static_cast<uint64_t>(le(b, at + 4, 4)) << 32 | le(b, at, 4);
    double d;
    std::memcpy(&d, &raw, 8);
    return static_cast<float>(d);
  }
  if (bits == 8) return (static_cast<float>(b[at]) - 128.0f) / 128.0f;  // 8-bit WAVE is unsigned
  int bytes = bits / 8;
  uint32_t raw = le(b, at, bytes);
  int shift = 32 - bits;
  auto value = static_cast<int32_t>(raw << shift) >> shift;  // sign-extend
  return static_cast<float>(static_cast<double>(value) / std::ldexp(1.0, bits - 1));
}

}  // namespace

Audio parse_wav(std::span<const uint8_t> b, const std::string& source) {
  if (b.size() < 12 || std::memcmp(b.data(), "RIFF", 4) != 0 || std::memcmp(b.data() + 8, "WAVE", 4) != 0)
    throw ImageError(source + ": not a WAVE file (no RIFF/WAVE header)");
  uint16_t format = 0, channels = 0, bits = 0, block = 0;
  uint32_t rate = 0;
  bool have_fmt = false;
  size_t at = 12;
  while (at + 8 <= b.size()) {
    std::string id(reinterpret_cast<const char*>(b.data() + at), 4);
    uint32_t size = le(b, at + 4, 4);
    size_t body = at + 8;
    if (id == "fmt ") {
      if (size < 16 || body + 16 > b.size()) throw ImageError(source + ": the fmt chunk is cut short");
      format = static_cast<uint16_t>(le(b, body, 2));
      channels = static_cast<uint16_t>(le(b, body + 2, 2));
      rate = le(b, body + 4, 4);
      block = static_cast<uint16_t>(le(b, body + 12, 2));
      bits = static_cast<uint16_t>(le(b, body + 14, 2));
      if (format == kExtensible) {
        if (size < 40 || body + 26 > b.size()) throw ImageError(source + ": the extensible fmt chunk is cut short");
        format = static_cast<uint16_t>(le(b, body + 24, 2));  // the sub-format GUID starts with the tag
      }
      have_fmt = true;
    } else if (id == "data") {
      if (!have_fmt) throw ImageError(source + ": the data chunk comes before any fmt chunk");
      bool pcm_ok = format == kPcm && (bits == 8 || bits == 16 || bits == 24 || bits == 32);
      bool float_ok = format == kFloat && (bits == 32 || bits == 64);
      if (!pcm_ok && !float_ok)
        throw ImageError(source + ": WAVE encoding " + std::to_string(format) + " with " + std::to_string(bits) +
                         " bits is not supported (use PCM of 8-32 bits or float)");
      if (channels == 0 || rate == 0 || block != channels * bits / 8)
        throw ImageError(source + ": the fmt chunk is inconsistent (channels " + std::to_string(channels) + ", rate " +
                         std::to_string(rate) + ", block " + std::to_string(block) + ")");
      size_t available = std::min<size_t>(size, b.size() - body);
      size_t frames = available / block;
      Audio audio;
      audio.sample_rate = rate;
      audio.samples.resize(frames);
      for (size_t f = 0; f < frames; ++f) {
        float sum = 0;
        for (size_t c = 0; c < channels; ++c) sum += sample(b, body + f * block + c * bits / 8, format, bits);
        audio.samples[f] = sum / static_cast<float>(channels);
      }
      return audio;
    }
    at = body + size + (size & 1);  // chunks are padded to even sizes
  }
  throw ImageError(source + (have_fmt ? ": no data chunk" : ": no fmt chunk") + " (the file may be truncated)");
}

Audio read_wav(const std::filesystem::path& file) {
  auto bytes = read_file(file.string());
  return parse_wav(bytes, file.string());
}

std::vector<uint8_t> encode_wav16(const Audio& audio) {
  std::vector<uint8_t> out;
  auto put = [&](uint32_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
  };
  auto tag = [&](const char* t) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(t[i]));
  };
  uint32_t data_size = static_cast<uint32_t>(audio.samples.size() * 2);
  tag("RIFF");
  put(36 + data_size, 4);
  tag("WAVE");
  tag("fmt ");
  put(16, 4);
  put(kPcm, 2);
  put(1, 2);
  put(audio.sample_rate, 4);
  put(audio.sample_rate * 2, 4);
  put(2, 2);
  put(16, 2);
  tag("data");
  put(data_size, 4);
  for (float s : audio.samples) {
    long v = std::lround(std::clamp(s, -1.0f, 1.0f) * 32767.0f);
    put(static_cast<uint32_t>(static_cast<int32_t>(v)), 2);
  }
  return out;
}

void write_wav(const std::string& file, const Audio& audio) {
  const auto bytes = encode_wav16(audio);
  io::write_whole(file, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), "the recording");
}

}  // namespace veteran::files
