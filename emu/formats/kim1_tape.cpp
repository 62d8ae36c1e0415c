#include "emu/formats/kim1_tape.hpp"

#include "emu/formats/memory_image.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace veteran::files {
namespace {

constexpr double kHighHz = 3600, kLowHz = 2400;

// A second-order Butterworth low-pass (the audio cookbook's biquad): tape
// hiss above the tones goes before the edges are looked for.
struct LowPass {
  double b0, b1, b2, a1, a2, x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  LowPass(double cutoff, double rate) {
    double w = 2 * M_PI * std::min(cutoff, 0.45 * rate) / rate, alpha = std::sin(w) / std::sqrt(2.0);
    double a0 = 1 + alpha, c = std::cos(w);
    b0 = (1 - c) / 2 / a0, b1 = (1 - c) / a0, b2 = b0, a1 = -2 * c / a0, a2 = (1 - alpha) / a0;
  }
  double operator()(double x) {
    double y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1, x1 = x, y2 = y1, y1 = y;
    return y;
  }
};

// Times (in samples) at which the signal rises through its upper threshold:
// a low-pass takes the hiss, a one-pole high-pass DC and hum, an envelope
// follower sets the threshold, and hysteresis keeps what noise is left near
// zero from making edges.
std::vector<double> rising_edges(const Audio& audio) {
  const double rate = audio.sample_rate;
  LowPass hiss(6000, rate);
  const double hp = 1.0 / (1.0 + 2 * M_PI * 300.0 / rate);  // 300 Hz high-pass
  const double decay = std::exp(-1.0 / (0.003 * rate));     // 3 ms envelope
  std::vector<double> edges;
  double x_prev = 0, y = 0, env = 0, y_prev = 0;
  bool high = false;
  for (size_t i = 0; i < audio.samples.size(); ++i) {
    double x = hiss(audio.samples[i]);
    y = hp * (y + x - x_prev);
    x_prev = x;
    env = std::max(std::abs(y), env * decay);
    double threshold = std::max(0.2 * env, 0.002);
    if (!high && y > threshold) {
      high = true;
      double frac = (y - y_prev) != 0 ? (threshold - y_prev) / (y - y_prev) : 0;
      edges.push_back(static_cast<double>(i) - 1 + std::clamp(frac, 0.0, 1.0));
    } else if (high && y < -threshold) {
      high = false;
    }
    y_prev = y;
  }
  return edges;
}

// The period (in samples) that separates the two tones, learnt from the
// recording: two-means clustering of all plausible periods.
double tone_threshold(const std::vector<double>& periods, double rate) {
  double high = rate / kHighHz, low = rate / kLowHz;
  for (int round = 0; round < 12; ++round) {
    double cut = (high + low) / 2, sum_h = 0, sum_l = 0;
    size_t n_h = 0, n_l = 0;
    for (double p : periods) {
      if (p < 0.6 * rate / kHighHz || p > 1.6 * rate / kLowHz) continue;  // not a tone at all
      if (p < cut)
        sum_h += p, ++n_h;
      else
        sum_l += p, ++n_l;
    }
    if (n_h == 0 || n_l == 0) break;
    high = sum_h / static_cast<double>(n_h);
    low = sum_l / static_cast<double>(n_l);
  }
  return (high + low) / 2;
}

struct Run {
  bool high;
  int cycles;
  double start, length;  // samples
};

// Cycles grouped into runs of one tone; runs of one or two cycles are
// glitches and go to the run before them.
std::vector<Run> tone_runs(const std::vector<double>& edges, double rate) {
  std::vector<double> periods;
  for (size_t i = 1; i < edges.size(); ++i) periods.push_back(edges[i] - edges[i - 1]);
  double cut = tone_threshold(periods, rate), too_long = 2.5 * rate / kLowHz;
  std::vector<Run> runs;
  for (size_t i = 0; i < periods.size(); ++i) {
    double p = periods[i];
    if (p > too_long) {  // silence or a dropout: no tone here
      runs.push_back({false, 0, edges[i], p});
      continue;
    }
    bool high = p < cut;
    if (!runs.empty() && runs.back().cycles > 0 && runs.back().high == high) {
      runs.back().cycles++;
      runs.back().length += p;
    } else {
      runs.push_back({high, 1, edges[i], p});
    }
  }
  std::vector<Run> clean;
  for (const Run& r : runs) {
    if (r.cycles > 0 && r.cycles <= 2 && !clean.empty() && clean.back().cycles > 0) {
      clean.back().length += r.length;
      continue;
    }
    if (!clean.empty() && clean.back().cycles > 0 && r.cycles > 0 && clean.back().high == r.high) {
      clean.back().cycles += r.cycles;
      clean.back().length += r.length;
      continue;
    }
    clean.push_back(r);
  }
  return clean;
}

constexpr int kNoBit = 2;  // a break in the signal: framing starts over

struct Bit {
  int value;
  double start;  // samples
};

// A bit is a high-tone run and the low-tone run after it: a short high part
// and a long low part is a 1, the other way round a 0.
std::vector<Bit> bits_of(const std::vector<Run>& runs, double rate) {
  const double nominal = 3 * 2.5e-3 * rate;
  std::vector<Bit> bits;
  for (size_t i = 0; i + 1 < runs.size(); ++i) {
    const Run& h = runs[i];
    const Run& l = runs[i + 1];
    if (h.cycles == 0 || !h.high) {
      if (h.cycles == 0 && (bits.empty() || bits.back().value != kNoBit)) bits.push_back({kNoBit, h.start});
      continue;
    }
    double total = h.length + l.length;
    if (l.cycles == 0 || total < 0.6 * nominal || total > 1.6 * nominal) {
      bits.push_back({kNoBit, h.start});
      continue;
    }
    bits.push_back({h.length < l.length ? 1 : 0, h.start});
    ++i;
  }
  return bits;
}

constexpr uint8_t kSyn = 0x16, kStart = '*', kEnd = '/';

std::string at_time(const Audio& audio, double sample) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", sample / audio.sample_rate);
  return text;
}

}  // namespace

std::vector<Kim1TapeRecord> decode_kim1_tape(const Audio& audio, const std::string& source) {
  if (audio.sample_rate < 8000)
    throw ImageError(source + ": sample rate " + std::to_string(audio.sample_rate) +
                     " Hz is too low to tell the KIM-1's 2400 and 3600 Hz tones apart");
  const double rate = audio.sample_rate;
  auto bits = bits_of(tone_runs(rising_edges(audio), rate), rate);

  auto byte_at = [&](size_t i) -> int {  // the character whose first bit is bits[i], or -1
    if (i + 8 > bits.size()) return -1;
    int v = 0;
    for (int b = 0; b < 8; ++b) {
      if (bits[i + static_cast<size_t>(b)].value == kNoBit) return -1;
      v |= bits[i + static_cast<size_t>(b)].value << b;
    }
    return v;
  };

  std::vector<Kim1TapeRecord> records;
  size_t i = 0;
  while (i + 8 <= bits.size()) {
    // A leader: at least four SYN in a row, then '*'.
    int syns = 0;
    size_t j = i;
    while (byte_at(j) == kSyn) ++syns, j += 8;
    if (syns < 4 || byte_at(j) != kStart) {
      i = syns ? j : i + 1;
      continue;
    }
    Kim1TapeRecord record;
    record.seconds = std::max(0.0, bits[i].start / rate);
    std::string name = "record " + std::to_string(records.size() + 1) + " (at " + at_time(audio, bits[i].start) + ")";
    j += 8;
    auto next_char = [&]() -> int {
      int c = byte_at(j);
      if (c < 0) {
        if (j + 8 > bits.size())
          throw ImageError(source + ": the recording ends inside " + name + "; is it cut short?");
        throw ImageError(source + ": " + name + " breaks off at " + at_time(audio, bits[j].start) +
                         " (the signal there is not a KIM-1 bit)");
      }
      j += 8;
      return c;
    };
    auto hex_byte = [&]() -> int {  // two ASCII hex characters, or -1 for '/'
      int hi = next_char();
      if (hi == kEnd) return -1;
      int lo = next_char();
      auto digit = [&](int c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        char text[8];
        std::snprintf(text, sizeof text, "$%02X", c);
        throw ImageError(source + ": " + name + " has " + text + " where a hexadecimal digit belongs, at " +
                         at_time(audio, bits[j - 8].start));
      };
      return digit(hi) << 4 | digit(lo);
    };
    int id = hex_byte(), sal = hex_byte(), sah = hex_byte();
    if (id < 0 || sal < 0 || sah < 0) throw ImageError(source + ": " + name + " ends before its address");
    record.id = static_cast<uint8_t>(id);
    record.address = static_cast<uint16_t>(sah << 8 | sal);
    uint16_t sum = static_cast<uint16_t>(sal + sah);
    for (int v; (v = hex_byte()) >= 0;) {
      record.bytes.push_back(static_cast<uint8_t>(v));
      sum = static_cast<uint16_t>(sum + v);
    }
    int lo = hex_byte(), hi = hex_byte();
    if (lo < 0 || hi < 0) throw ImageError(source + ": " + name + " has '/' where its checksum belongs");
    uint16_t on_tape = static_cast<uint16_t>(hi << 8 | lo);
    if (on_tape != sum) {
      char text[96];
      std::snprintf(text, sizeof text, " fails its checksum: $%04X on tape, $%04X computed", on_tape, sum);
      throw ImageError(source + ": " + name + text);
    }
    if (record.address + record.bytes.size() > 0x10000) throw ImageError(source + ": " + name + " runs past $FFFF");
    records.push_back(std::move(record));
    i = j;
  }
  if (records.empty())
    throw ImageError(source +
                     ": no KIM-1 tape record found (no leader of SYN characters followed by '*'); "
                     "is this a KIM-1 cassette recording?");
  return records;
}

std::vector<Segment> kim1_tape_segments(std::span<const uint8_t> wav, const std::string& source) {
  std::vector<Segment> segments;
  for (const auto& record : decode_kim1_tape(parse_wav(wav, source), source))
    append_segment(segments, record.address, record.bytes, source);
  return segments;
}

const ImageFormat kKim1Cassette{"kim1-cassette", {".wav"}, "KIM-1 cassette recording", kim1_tape_segments};

}  // namespace veteran::files
