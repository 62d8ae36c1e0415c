#include "emu/formats/cuts_tape.hpp"

#include "emu/formats/memory_image.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace veteran::files {
namespace {

// The half-cycles of the two tones at `baud`, in seconds: a 0's and a 1's.
struct Tones {
  double zero_half, one_half;
};
Tones tones_for(int baud) {
  if (baud == 1200) return {1.0 / 1200, 1.0 / 2400};  // 600 Hz half a cycle, 1200 Hz
  if (baud == 300) return {1.0 / 2400, 1.0 / 4800};   // 1200 Hz, 2400 Hz
  throw std::invalid_argument("a CUTS tape runs at 300 or 1200 baud, not " + std::to_string(baud));
}

// The times (seconds) at which the signal changes sign, with hysteresis: a
// one-pole high-pass removes DC and hum, an envelope follower sets the
// threshold, so that noise near zero makes no transitions.
std::vector<double> transitions(const Audio& audio) {
  const double rate = audio.sample_rate;
  const double hp = 1.0 / (1.0 + 2 * M_PI * 100.0 / rate);  // 100 Hz high-pass
  const double decay = std::exp(-1.0 / (0.005 * rate));     // 5 ms envelope
  std::vector<double> out;
  double x_prev = 0, y = 0, env = 0;
  int level = 0;  // -1, 0 (not yet known), +1
  for (size_t i = 0; i < audio.samples.size(); ++i) {
    const double x = audio.samples[i];
    y = hp * (y + x - x_prev);
    x_prev = x;
    env = std::max(std::abs(y), env * decay);
    const double threshold = std::max(0.25 * env, 0.01);
    const int now = y > threshold ? 1 : y < -threshold ? -1 : level;
    if (now != level) {
      if (level != 0) out.push_back(static_cast<double>(i) / rate);
      level = now;
    }
  }
  return out;
}

}  // namespace

std::vector<TapeCharacter> decode_cuts(const Audio& audio, int baud, const std::string& source) {
  const Tones tone = tones_for(baud);
  const double bit = 1.0 / baud;
  const double split = (tone.zero_half + tone.one_half) / 2;
  const auto edges = transitions(audio);
  // Half-cycles into bits: a 0 is `halves[0]` half-cycles of its tone, a 1
  // `halves[1]` of its own. A run of one tone is counted out in whole bits;
  // a run cut short by the other tone counts as one more bit when more than
  // half of it is there (a half-cycle lost or split by noise).
  const int halves[2] = {static_cast<int>(std::lround(bit / tone.zero_half)),
                         static_cast<int>(std::lround(bit / tone.one_half))};
  struct Bit {
    double end;
    int value;
    bool after_mark = false;  // the line was at 1, for less than a bit, just before it
  };
  std::vector<Bit> bits;
  int run = 0, run_value = -1;
  double run_end = 0;
  bool mark = false;
  auto push_bit = [&](int value) {
    bits.push_back({run_end, value, mark});
    mark = false;
  };
  auto flush_partial = [&] {
    if (run_value >= 0 && 2 * run > halves[run_value])
      push_bit(run_value);
    else if (run_value == 1 && run > 0)
      mark = true;  // too short for a bit, but a UART sees the line high
    run = 0;
  };
  for (size_t i = 1; i < edges.size(); ++i) {
    const double half = edges[i] - edges[i - 1];
    if (half > 4 * tone.zero_half) {  // a gap: silence or noise between tones
      flush_partial();
      run_value = -1;
      mark = false;
      continue;
    }
    const int value = half < split ? 1 : 0;
    if (value != run_value) {
      flush_partial();
      run_value = value;
    }
    run_end = edges[i];
    if (++run == halves[value]) {
      push_bit(value);
      run = 0;
    }
  }
  flush_partial();
  // Bits into characters, as a UART frames them: a start bit where the line
  // falls from 1 to 0 (a line held at 0 starts nothing; a 1 shorter than a
  // bit, as where a recorder changed its rate, is enough), eight data bits,
  // a stop bit.
  std::vector<TapeCharacter> out;
  for (size_t i = 1; i + 9 < bits.size();) {
    if (bits[i].value != 0 || (bits[i - 1].value != 1 && !bits[i].after_mark)) {
      ++i;
      continue;
    }
    uint8_t value = 0;
    for (int b = 0; b < 8; ++b) value |= static_cast<uint8_t>(bits[i + 1 + static_cast<size_t>(b)].value << b);
    if (bits[i + 9].value != 1) {  // no stop bit: not a character; look for the next start
      ++i;
      continue;
    }
    out.push_back({bits[i + 8].end, value});
    i += 10;
  }
  if (out.empty())
    throw ImageError(source + ": no " + std::to_string(baud) +
                     "-baud CUTS recording in it (silence, or another kind of tape)");
  return out;
}

Audio encode_cuts(const std::vector<uint8_t>& bytes, int baud, double leader_seconds) {
  std::vector<SentCharacter> characters;
  const double each = 11.0 / baud;  // start, eight data and two stop bits
  for (size_t i = 0; i < bytes.size(); ++i)
    characters.push_back({leader_seconds + static_cast<double>(i) * each, bytes[i], baud});
  return encode_cuts(characters, leader_seconds + static_cast<double>(bytes.size()) * each + 0.1);
}

Audio encode_cuts(const std::vector<SentCharacter>& characters, double length_seconds) {
  Audio a;
  a.sample_rate = 9600;
  float level = 1;
  size_t written = 0;  // samples so far; the time is written / rate, so that rounding does not add up
  auto half = [&](double seconds) {
    const auto until =
        static_cast<size_t>(std::lround((static_cast<double>(written) / a.sample_rate + seconds) * a.sample_rate));
    a.samples.append(until - written, level);
    written = until;
    level = -level;
  };
  auto put_bit = [&](int value, int baud) {
    const Tones tone = tones_for(baud);
    const double each = value ? tone.one_half : tone.zero_half;
    for (int k = 0; k < static_cast<int>(std::lround(1.0 / baud / each)); ++k) half(each);
  };
  auto now = [&] { return static_cast<double>(written) / a.sample_rate; };
  auto idle_until = [&](double seconds, int baud) {  // idle line (the 1 tone) up to `seconds`, to a half-cycle
    while (now() + 1.0 / baud <= seconds + 1e-9) put_bit(1, baud);
    const double one_half = tones_for(baud).one_half;
    while (now() + one_half <= seconds + 1e-9) half(one_half);
  };
  int baud = characters.empty() ? 1200 : characters.front().baud;
  for (const auto& c : characters) {
    idle_until(c.seconds, baud);
    baud = c.baud;
    if (!c.character) continue;  // the rate changes here
    put_bit(0, baud);
    for (int b = 0; b < 8; ++b) put_bit(c.value >> b & 1, baud);
    put_bit(1, baud);
    put_bit(1, baud);
  }
  idle_until(length_seconds, baud);
  return a;
}

}  // namespace veteran::files
