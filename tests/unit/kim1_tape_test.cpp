// The KIM-1 cassette decoder, fed with recordings made here: our own
// encoder (this file) writes the tones the way the KIM-1's DUMP does, then
// spoils them as real tapes are spoilt (speed, noise, DC, level, polarity,
// sine instead of square, 8-bit and stereo files, cuts and bad checksums).
#include "emu/formats/kim1_tape.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/formats/wav.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/roms/program_image.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

using namespace veteran::files;

namespace {

struct Recorder {
  unsigned rate = 44100;
  double speed = 1.0;  // >1: the tape runs fast, every tone higher and shorter
  bool square = true;
  double amplitude = 0.8, dc = 0, noise = 0;
  double wow = 0;  // speed wobbling by this fraction, twice a second
  bool invert = false;
  Audio audio;
  double phase = 0;
  std::mt19937 random{7};

  void tone(double hz, int cycles) {
    double t = static_cast<double>(audio.samples.size()) / rate;
    hz *= speed * (1 + wow * std::sin(2 * M_PI * 2 * t));
    std::normal_distribution<double> gauss(0, noise > 0 ? noise : 1);
    double samples = cycles * rate / hz;
    for (double n = 0; n < samples; n += 1) {
      double s = std::sin(phase);
      if (square) s = s >= 0 ? 1 : -1;
      double v = amplitude * (invert ? -s : s) + dc + (noise > 0 ? gauss(random) : 0);
      audio.samples.push_back(static_cast<float>(v));
      phase += 2 * M_PI * hz / rate;
    }
    phase = std::fmod(phase, 2 * M_PI);
  }
  void bit(int b) {
    tone(3600, 9);
    if (b)
      tone(2400, 6);
    else
      tone(3600, 9);
    tone(2400, 6);
  }
  void character(uint8_t c) {
    for (int i = 0; i < 8; ++i) bit(c >> i & 1);
  }
  void hex(unsigned v) {
    const char* digits = "0123456789ABCDEF";
    character(static_cast<uint8_t>(digits[v >> 4 & 15]));
    character(static_cast<uint8_t>(digits[v & 15]));
  }
  void silence(double seconds) {
    for (int i = 0; i < static_cast<int>(seconds * rate); ++i) audio.samples.push_back(static_cast<float>(dc));
  }
  // One record as the monitor's DUMP writes it; `corrupt_sum` spoils the checksum.
  void record(uint8_t id, uint16_t address, const std::vector<uint8_t>& data, int corrupt_sum = 0) {
    audio.sample_rate = rate;
    for (int i = 0; i < 100; ++i) character(0x16);
    character('*');
    hex(id);
    hex(address & 0xFF);
    hex(address >> 8);
    uint16_t sum = static_cast<uint16_t>((address & 0xFF) + (address >> 8));
    for (uint8_t b : data) hex(b), sum = static_cast<uint16_t>(sum + b);
    sum = static_cast<uint16_t>(sum + corrupt_sum);
    character('/');
    hex(sum & 0xFF);
    hex(sum >> 8);
    character(4);
    character(4);
  }
};

std::vector<uint8_t> program(size_t n, uint8_t seed) {
  std::vector<uint8_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<uint8_t>(seed + i * 37 + (i >> 3));
  return v;
}

}  // namespace

TEST_CASE("kim1 tape: records come back byte for byte, at any usual sample rate", "[files][kim1]") {
  for (unsigned rate : {22050u, 44100u, 48000u, 96000u}) {
    Recorder r;
    r.rate = rate;
    r.silence(0.5);
    r.record(0x01, 0x0000, program(256, 1));
    r.silence(1.0);
    r.record(0x02, 0x1780, program(0x67, 9));
    auto records = decode_kim1_tape(r.audio, "test.wav");
    INFO("rate " << rate);
    REQUIRE(records.size() == 2);
    CHECK(records[0].id == 0x01);
    CHECK(records[0].address == 0x0000);
    CHECK(records[0].bytes == program(256, 1));
    CHECK(records[1].id == 0x02);
    CHECK(records[1].address == 0x1780);
    CHECK(records[1].bytes == program(0x67, 9));
    CHECK(records[0].seconds == Approx(0.5).margin(0.01));
  }
}

TEST_CASE("kim1 tape: real-tape faults are tolerated", "[files][kim1]") {
  struct Case {
    const char* what;
    double speed, noise, dc, amplitude;
    bool square, invert;
    double wow = 0;
  };
  for (const Case& c :
       {Case{"tape 15% slow", 0.85, 0, 0, 0.8, true, false}, Case{"tape 15% fast", 1.15, 0, 0, 0.8, true, false},
        Case{"sine tones, quiet", 1.0, 0, 0, 0.05, false, false},
        Case{"hiss at a third of the signal", 1.0, 0.2, 0, 0.6, false, false},
        Case{"DC offset", 1.0, 0.02, 0.3, 0.4, true, false}, Case{"inverted polarity", 0.95, 0.05, 0, 0.7, false, true},
        Case{"wow and flutter of 4%", 1.0, 0.03, 0, 0.7, false, false, 0.04}}) {
    Recorder r;
    r.speed = c.speed, r.noise = c.noise, r.dc = c.dc, r.amplitude = c.amplitude;
    r.square = c.square, r.invert = c.invert, r.wow = c.wow;
    r.silence(0.2);
    r.record(0x07, 0x0200, program(200, 3));
    INFO(c.what);
    auto records = decode_kim1_tape(r.audio, "test.wav");
    REQUIRE(records.size() == 1);
    CHECK(records[0].address == 0x0200);
    CHECK(records[0].bytes == program(200, 3));
  }
}

TEST_CASE("kim1 tape: 8-bit, stereo and float WAVE files load through load_image", "[files][kim1]") {
  Recorder r;
  r.record(0x01, 0x0100, program(64, 5));
  auto dir = std::filesystem::temp_directory_path() / "veteran-kim1-tape-test";
  std::filesystem::create_directories(dir);
  // 16-bit mono, as encode_wav16 writes it.
  auto mono = encode_wav16(r.audio);
  {
    std::ofstream(dir / "mono.wav", std::ios::binary)
        .write(reinterpret_cast<const char*>(mono.data()), static_cast<std::streamsize>(mono.size()));
  }
  auto segments = veteran::emu::memory_image(veteran::emu::machine_info("kim1"), (dir / "mono.wav").string());
  REQUIRE(segments.size() == 1);
  CHECK(segments[0].address == 0x0100);
  CHECK(segments[0].bytes == program(64, 5));

  // The same samples as 8-bit unsigned stereo with the channels equal.
  auto header = [](uint16_t format, uint16_t channels, uint32_t rate, uint16_t bits, uint32_t data_size) {
    std::vector<uint8_t> h;
    auto put = [&](uint32_t v, int n) {
      for (int i = 0; i < n; ++i) h.push_back(static_cast<uint8_t>(v >> (8 * i)));
    };
    auto tag = [&](const char* t) {
      for (int i = 0; i < 4; ++i) h.push_back(static_cast<uint8_t>(t[i]));
    };
    uint16_t block = static_cast<uint16_t>(channels * bits / 8);
    tag("RIFF"), put(36 + data_size, 4), tag("WAVE"), tag("fmt "), put(16, 4), put(format, 2), put(channels, 2);
    put(rate, 4), put(rate * block, 4), put(block, 2), put(bits, 2), tag("data"), put(data_size, 4);
    return h;
  };
  auto stereo8 = header(1, 2, r.rate, 8, static_cast<uint32_t>(r.audio.samples.size() * 2));
  for (float s : r.audio.samples) {
    auto v = static_cast<uint8_t>(std::lround(128 + 100 * s));
    stereo8.push_back(v), stereo8.push_back(v);
  }
  auto a8 = parse_wav(stereo8, "stereo8.wav");
  CHECK(a8.sample_rate == r.rate);
  CHECK(decode_kim1_tape(a8, "stereo8.wav").at(0).bytes == program(64, 5));

  auto float32 = header(3, 1, r.rate, 32, static_cast<uint32_t>(r.audio.samples.size() * 4));
  for (float s : r.audio.samples) {
    uint32_t raw;
    std::memcpy(&raw, &s, 4);
    for (int i = 0; i < 4; ++i) float32.push_back(static_cast<uint8_t>(raw >> (8 * i)));
  }
  CHECK(decode_kim1_tape(parse_wav(float32, "f.wav"), "f.wav").at(0).bytes == program(64, 5));
  std::filesystem::remove_all(dir);
}

TEST_CASE("kim1 tape: broken recordings say what and where", "[files][kim1]") {
  SECTION("a checksum that does not match") {
    Recorder r;
    r.record(0x01, 0x0000, program(32, 2), 1);
    CHECK_THROWS_WITH(decode_kim1_tape(r.audio, "bad.wav"),
                      Catch::Contains("bad.wav") && Catch::Contains("record 1") && Catch::Contains("checksum"));
  }
  SECTION("a recording cut inside a record") {
    Recorder r;
    r.record(0x01, 0x0000, program(64, 2));
    r.audio.samples.resize(r.audio.samples.size() * 2 / 3);
    CHECK_THROWS_WITH(decode_kim1_tape(r.audio, "cut.wav"),
                      Catch::Contains("cut.wav") && Catch::Contains("ends inside record 1"));
  }
  SECTION("a dropout in the middle of the data") {
    Recorder r;
    r.record(0x01, 0x0000, program(64, 2));
    size_t n = r.audio.samples.size();
    for (size_t i = n / 2; i < n / 2 + 2000; ++i) r.audio.samples[i] = 0;
    CHECK_THROWS_WITH(decode_kim1_tape(r.audio, "drop.wav"),
                      Catch::Contains("drop.wav") && Catch::Contains("record 1"));
  }
  SECTION("noise only") {
    Audio a;
    a.sample_rate = 44100;
    std::mt19937 random(3);
    std::uniform_real_distribution<float> u(-1, 1);
    for (int i = 0; i < 44100 * 2; ++i) a.samples.push_back(u(random));
    CHECK_THROWS_WITH(decode_kim1_tape(a, "noise.wav"),
                      Catch::Contains("noise.wav") && Catch::Contains("no KIM-1 tape record"));
  }
  SECTION("not a WAVE file, or a truncated header") {
    std::vector<uint8_t> text = {'h', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 'r', 'l', 'd', '!'};
    CHECK_THROWS_WITH(parse_wav(text, "x.wav"), Catch::Contains("x.wav") && Catch::Contains("not a WAVE"));
    Recorder r;
    r.record(0x01, 0x0000, program(8, 2));
    auto bytes = encode_wav16(r.audio);
    bytes.resize(30);
    CHECK_THROWS_WITH(parse_wav(bytes, "short.wav"), Catch::Contains("short.wav") && Catch::Contains("fmt"));
  }
}

TEST_CASE("kim1 tape: a manifest's kim1-cassette entry places the records", "[files][kim1][roms]") {
  Recorder r;
  r.record(0x01, 0x0000, program(100, 4));
  r.record(0x02, 0x1780, program(20, 8));
  auto segments = veteran::roms::place(encode_wav16(r.audio), "kim1-cassette", "mchess: test.wav");
  REQUIRE(segments.size() == 2);
  CHECK(segments[1].address == 0x1780);
  CHECK(segments[1].bytes == program(20, 8));
  CHECK_THROWS_WITH(veteran::roms::place({1, 2, 3}, "kim1-cassette", "mchess: x.wav"),
                    Catch::Contains("mchess: x.wav"));
  CHECK(veteran::roms::place({1, 2, 3}, "0x1C00", "rom").at(0).address == 0x1C00);
  CHECK_THROWS_WITH(veteran::roms::place({1}, "somewhere", "rom"), Catch::Contains("'somewhere'"));
}
