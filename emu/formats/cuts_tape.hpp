// Cassette recordings in the Kansas City standard and its faster CUTS form,
// as the Sol-20's cassette interface writes and reads them: each character
// a start bit (0), eight data bits least significant first and stop bits
// (1), the line idling at 1. At 300 baud (Kansas City) a 0 is four cycles of
// 1200 Hz and a 1 eight cycles of 2400 Hz; at 1200 baud (CUTS) a 0 is half a
// cycle of 600 Hz and a 1 a whole cycle of 1200 Hz. Facts from MAME's
// sol_cas format and the Sol-20's manual.
#pragma once

#include "emu/formats/wav.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::files {

struct TapeCharacter {
  double seconds = 0;  // when its last data bit has been read, from the start of the recording
  uint8_t value = 0;
  using Serialized = void;  // in save states (cores/common/state_archive.hpp)
  template <class Archive>
  void serialize(Archive& a) {
    a("seconds", seconds), a("value", value);
  }
};

// Every character on the recording at `baud` (300 or 1200). The tones are
// told apart by their half-cycles (DC, hum and polarity do not matter).
// Throws ImageError naming `source` when the recording holds no signal of
// that kind (silence, or another format).
std::vector<TapeCharacter> decode_cuts(const Audio& audio, int baud, const std::string& source);

// The recording of `bytes` at `baud`, after `leader_seconds` of idle line
// (the 1 tone), each character with two stop bits, as a square wave at
// 9600 samples a second: for tests, and for tapes made from files.
Audio encode_cuts(const std::vector<uint8_t>& bytes, int baud, double leader_seconds);

// A character sent to a recorder: when its start bit began on the tape, at
// what rate; or (character false) the moment the rate changed, after which
// the idle line sounds the new rate's 1 tone.
struct SentCharacter {
  double seconds = 0;
  uint8_t value = 0;
  int baud = 1200;
  bool character = true;
  using Serialized = void;  // in save states (cores/common/state_archive.hpp)
  template <class Archive>
  void serialize(Archive& a) {
    a("seconds", seconds), a("value", value), a("baud", baud), a("character", character);
  }
};
// The recording of characters sent at their times (in order), the line idle
// (the 1 tone of the rate in use) before, between and after them up to
// `length_seconds`, as encode_cuts writes it: what a recorder took down
// while its motor ran.
Audio encode_cuts(const std::vector<SentCharacter>& characters, double length_seconds);

}  // namespace veteran::files
