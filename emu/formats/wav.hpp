// RIFF WAVE audio, as people record cassettes: PCM of 8, 16, 24 or 32 bits
// or IEEE float, any number of channels (mixed down to one). The tape
// decoders work on this, never on the file.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace veteran::files {

// Mono samples, -1..1 as floats to their readers, kept as 16 bits: as fine
// as any cassette recording is, and a quarter of the memory of floats, so a
// long tape costs about what its file does (a 60 MB recording of 8-bit
// samples was 240 MB of floats). Values past -1..1 are clipped, as a
// recorder's input clips them.
class Samples {
 public:
  // A sample as a reader reads it and a writer sets it.
  class Ref {
   public:
    Ref(int16_t& v) : v_(v) {}
    operator float() const { return to_float(v_); }
    Ref& operator=(float f) {
      v_ = quantize(f);
      return *this;
    }

   private:
    int16_t& v_;
  };
  class const_iterator {
   public:
    using value_type = float;
    using difference_type = std::ptrdiff_t;
    explicit const_iterator(const int16_t* p = nullptr) : p_(p) {}
    float operator*() const { return to_float(*p_); }
    const_iterator& operator++() {
      ++p_;
      return *this;
    }
    bool operator==(const const_iterator& o) const { return p_ == o.p_; }

   private:
    const int16_t* p_;
  };

  size_t size() const { return pcm_.size(); }
  bool empty() const { return pcm_.empty(); }
  float operator[](size_t i) const { return to_float(pcm_[i]); }
  Ref operator[](size_t i) { return Ref(pcm_[i]); }
  const_iterator begin() const { return const_iterator(pcm_.data()); }
  const_iterator end() const { return const_iterator(pcm_.data() + pcm_.size()); }
  void push_back(float v) { pcm_.push_back(quantize(v)); }
  void assign(size_t n, float v) { pcm_.assign(n, quantize(v)); }
  void resize(size_t n) { pcm_.resize(n); }
  void append(size_t n, float v) { pcm_.insert(pcm_.end(), n, quantize(v)); }
  void append(const Samples& more) { pcm_.insert(pcm_.end(), more.pcm_.begin(), more.pcm_.end()); }

  static int16_t quantize(float v) {
    const float scaled = v * 32767.0f;
    return static_cast<int16_t>(scaled >= 32767.0f ? 32767 : scaled <= -32768.0f ? -32768 : std::lround(scaled));
  }
  static float to_float(int16_t v) { return static_cast<float>(v) / 32767.0f; }

 private:
  std::vector<int16_t> pcm_;
};

struct Audio {
  unsigned sample_rate = 0;
  Samples samples;  // mono, nominally -1..1
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
