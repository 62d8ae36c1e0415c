// CUTS (1200 baud) and Kansas City (300 baud) recordings: veteran's encoder
// and decoder against each other on clean and roughened signals; MAME's
// decoder reads the same recordings in oracle.live.sol20_cassette.
#include "emu/formats/cuts_tape.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/formats/solos_tape.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace veteran::files;

namespace {

std::vector<uint8_t> values(const std::vector<TapeCharacter>& characters) {
  std::vector<uint8_t> out;
  for (const auto& c : characters) out.push_back(c.value);
  return out;
}

std::vector<uint8_t> all_bytes() {
  std::vector<uint8_t> bytes;
  for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<uint8_t>(i));
  return bytes;
}

}  // namespace

TEST_CASE("cuts: every byte through the encoder and back, at 1200 and 300 baud", "[tape]") {
  for (int baud : {1200, 300}) {
    const auto tape = encode_cuts(all_bytes(), baud, 0.5);
    const auto read = decode_cuts(tape, baud, "t.wav");
    CHECK(values(read) == all_bytes());
    // Each character is read when its last data bit has passed: 11 bits a character after the leader.
    REQUIRE(read.size() == 256);
    CHECK(read[1].seconds - read[0].seconds == Approx(11.0 / baud).epsilon(0.01));
  }
}

TEST_CASE("cuts: DC, a quieter and inverted signal, a little noise do not matter", "[tape]") {
  auto tape = encode_cuts(all_bytes(), 1200, 0.5);
  uint32_t seed = 1;
  for (size_t i = 0; i < tape.samples.size(); ++i) {
    seed = seed * 1664525 + 1013904223;
    const float noise = (static_cast<float>(seed >> 8) / 16777216.0f - 0.5f) * 0.05f;
    tape.samples[i] = -0.3f * tape.samples[i] + 0.2f + noise;
  }
  CHECK(values(decode_cuts(tape, 1200, "t.wav")) == all_bytes());
}

TEST_CASE("cuts: a recording read at the other rate is not its bytes; silence is refused", "[tape]") {
  const auto tape = encode_cuts(all_bytes(), 1200, 0.5);
  std::vector<uint8_t> wrong;
  try {
    wrong = values(decode_cuts(tape, 300, "t.wav"));
  } catch (const ImageError&) {}
  CHECK(wrong != all_bytes());
  Audio silence;
  silence.sample_rate = 9600;
  silence.samples.assign(9600, 0.0f);
  CHECK_THROWS_WITH(decode_cuts(silence, 1200, "quiet.wav"), Catch::Contains("quiet.wav: no 1200-baud CUTS recording"));
  CHECK_THROWS_WITH(decode_cuts(tape, 600, "t.wav"), Catch::Contains("300 or 1200 baud"));
}

TEST_CASE("solos: a file through the tape and back; a changed byte fails its block's checksum", "[tape]") {
  SolosFile f{"CHESS", 0x00, 0x0100, 0x0100, {}, 0};
  for (int i = 0; i < 600; ++i) f.data.push_back(static_cast<uint8_t>(i * 7));
  auto bytes = solos_tape_bytes(f);
  REQUIRE(bytes.size() == 100 + 1 + 16 + 1 + 600 + 3);  // leader, SOH, header, its sum, data, three block sums
  const auto files = parse_solos_tape(decode_cuts(encode_cuts(bytes, 1200, 0.2), 1200, "t.wav"), "t.wav");
  REQUIRE(files.size() == 1);
  CHECK(files[0].name == "CHESS");
  CHECK(files[0].load == 0x0100);
  CHECK(files[0].data == f.data);
  // The checksum as MAME's sol_cas computes it: MAME's castool gave 48 for this header.
  const uint8_t header[16] = {'P', 'R', 'O', 'B', 'E', 0, 0, 0x10, 0, 0, 0x10, 0, 0x10, 0, 0, 0};
  uint8_t sum = 0;
  for (uint8_t b : header) sum = solos_checksum(sum, b);
  CHECK(sum == 0x48);
  bytes[100 + 1 + 16 + 1 + 300] ^= 1;  // a byte of block 2
  CHECK_THROWS_WITH(parse_solos_tape(decode_cuts(encode_cuts(bytes, 1200, 0.2), 1200, "t.wav"), "t.wav"),
                    Catch::Contains("t.wav: block 2 of 'CHESS'") && Catch::Contains("fails its checksum"));
  bytes.resize(200);
  CHECK_THROWS_WITH(parse_solos_tape(decode_cuts(encode_cuts(bytes, 1200, 0.2), 1200, "t.wav"), "t.wav"),
                    Catch::Contains("stops inside block 1 of 'CHESS'"));
}

TEST_CASE("cuts: characters at their times, with a change of rate, as a recorder takes them down", "[tape]") {
  // 'A' and 'B' at 1200 baud, the idle line's tone changed to 300 baud's at 0.2 s, 'C' at 0.3 s.
  const std::vector<SentCharacter> sent = {
      {0.05, 'A', 1200}, {0.05 + 11.0 / 1200, 'B', 1200}, {0.2, 0, 300, false}, {0.3, 'C', 300}};
  const auto tape = encode_cuts(sent, 0.5);
  CHECK(tape.seconds(tape.samples.size()) == Approx(0.5).margin(0.001));
  const auto fast = decode_cuts(tape, 1200, "t.wav");
  REQUIRE(values(fast).size() >= 2);
  CHECK(values(fast)[0] == 'A');
  CHECK(values(fast)[1] == 'B');
  // A character is read when its last data bit has passed: 9 bits after its start.
  CHECK(fast[0].seconds == Approx(0.05 + 9.0 / 1200).margin(0.0005));
  const auto slow = decode_cuts(tape, 300, "t.wav");
  REQUIRE_FALSE(slow.empty());
  CHECK(slow.back().value == 'C');
  CHECK(slow.back().seconds == Approx(0.3 + 9.0 / 300).margin(0.001));
}

TEST_CASE("cuts: a start bit after a 1 shorter than a bit, as where a recorder changed its rate", "[tape]") {
  // 300 baud's 1 tone for a quarter of a bit between 1200 Hz (a 0 at 300 baud) and a character:
  // a UART sees the line high, then its fall.
  const std::vector<SentCharacter> sent = {{0.0, 0, 1200, false}, {0.1, 0, 300, false}, {0.1 + 0.25 / 300, 'Z', 300}};
  const auto read = decode_cuts(encode_cuts(sent, 0.2), 300, "t.wav");
  REQUIRE_FALSE(read.empty());
  CHECK(read.back().value == 'Z');
}
