// The TRS-80 Model I with our own Z80 ROM (keyboard_video.asm, assembled
// with z80asm at build time): keyboard matrix, video RAM and its text with
// block graphics, the ROM's write protection, the bare machine's devices.
#include "emu/machines/trs80/trs80.hpp"
#include "emu/files/rompath.hpp"
#include "emu/formats/wav.hpp"
#include "tests/machines/save_state_check.hpp"

#include <cmath>
#include <cstdint>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using veteran::emu::Trs80;
using veteran::emu::Trs80Cassette;

namespace {
std::vector<std::string> lines(Trs80& t) {
  std::vector<std::string> out;
  std::istringstream in(t.display_text());
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}
struct Rig {
  Trs80 trs;
  Rig() {
    trs.load_rom(veteran::files::read_file(VETERAN_TRS80_TEST_ROM));
    trs.reset();
    trs.run(200000);
  }
};
}  // namespace

TEST_CASE("trs80: our ROM writes the screen; keys are read through the matrix", "[trs80]") {
  Rig t;
  auto screen = lines(t.trs);
  REQUIRE(screen.size() == 16);
  CHECK(screen[0] == "VETERAN TRS-80");
  CHECK(screen[1] == "NO KEY");
  struct Case {
    const char* key;
    const char* shown;
  };
  for (const Case& c : {Case{"Q", "KEY 2 1"}, Case{"@", "KEY 0 0"}, Case{"ENTER", "KEY 6 0"}, Case{"SPACE", "KEY 6 7"},
                        Case{"SHIFT", "KEY 7 0"}, Case{"Z", "KEY 3 2"}, Case{"/", "KEY 5 7"}}) {
    t.trs.set_key(c.key, true);
    t.trs.run(50000);
    CHECK(lines(t.trs)[1] == c.shown);
    t.trs.set_key(c.key, false);
    t.trs.run(50000);
    CHECK(lines(t.trs)[1] == "NO KEY");
  }
  CHECK_THROWS_WITH(t.trs.set_key("F1", true), Catch::Contains("no key named 'F1'"));
}

TEST_CASE("trs80: block graphics show as Unicode sextants", "[trs80]") {
  Rig t;
  auto line = lines(t.trs)[2];
  CHECK(Trs80::cell_text(0x80) == " ");
  CHECK(Trs80::cell_text(0xBF) == "\u2588");      // all six blocks
  CHECK(Trs80::cell_text(0x95) == "\u258C");      // the left column
  CHECK(Trs80::cell_text(0xAA) == "\u2590");      // the right column
  CHECK(Trs80::cell_text(0x81) == "\U0001FB00");  // top left alone
  CHECK(Trs80::cell_text(0xBE) == "\U0001FB3B");  // all but top left
  CHECK(Trs80::cell_text(0x01) == "A");           // control codes show as letters
  CHECK(line.find("\U0001FB00") != std::string::npos);
}

TEST_CASE("trs80: ROM ignores writes, the bare machine has no devices, time runs at 1.774 MHz", "[trs80]") {
  Rig t;
  uint8_t before = t.trs.read(0x0000);
  t.trs.write(0x0000, static_cast<uint8_t>(~before));
  CHECK(t.trs.read(0x0000) == before);
  CHECK(t.trs.read(0x37EC) == 0xFF);  // no disk controller
  CHECK(t.trs.read(0x3800) == 0x00);  // no row selected, no key
  t.trs.write(0x4000, 0x5A);
  CHECK(t.trs.read(0x4000) == 0x5A);
  double s0 = t.trs.seconds();
  t.trs.run(1774);
  CHECK(t.trs.seconds() - s0 == Approx(0.001).epsilon(0.01));
}

TEST_CASE("trs80: a .cas tape plays through port $FF to our own 500-baud reader", "[trs80]") {
  Trs80 trs;
  trs.load_rom(veteran::files::read_file(VETERAN_TRS80_CASSETTE_ROM));
  // A SYSTEM tape of our own: leader, sync, header, one block.
  std::vector<uint8_t> tape(64, 0x00);
  tape.insert(tape.end(), {0xA5, 0x55, 'V', 'E', 'T', ' ', ' ', ' ', 0x3C, 0x02, 0x00, 0x50, 0xF0, 0x0F, 0x4F, 0x78});
  auto file = std::filesystem::temp_directory_path() / "veteran-trs80-test.cas";
  {
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(tape.data()), static_cast<std::streamsize>(tape.size()));
  }
  CHECK_THROWS_WITH(trs.insert_tape(file.string()), Catch::Contains("ends inside"));  // cut before the entry
  tape.insert(tape.end(), {0x00, 0x50});
  {
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(tape.data()), static_cast<std::streamsize>(tape.size()));
  }
  trs.insert_tape(file.string());
  std::filesystem::remove(file);
  trs.reset();
  trs.run(static_cast<uint64_t>(2.5 * Trs80::kClockHz));  // 80 bytes at 2 ms a bit: 1.3 s of tape
  auto screen = lines(trs);
  CHECK(screen[0] == "55 56 45 54 20 20 20 3C 02 00 50 F0");
  CHECK(screen[1] == "READ");
  // Without the motor running the tape does not move.
  Trs80Cassette c;
  c.insert(std::vector<uint8_t>{0xFF});
  CHECK_FALSE(c.latch(1.0));
  c.motor(true, 1.0);
  CHECK(c.latch(1.0005));  // the first clock pulse, 136 us in
}

TEST_CASE("trs80: the 40 Hz clock interrupt, its status at $37E0 cleared by reading", "[trs80]") {
  Trs80 trs;
  trs.load_rom(veteran::files::read_file(VETERAN_TRS80_CLOCK_ROM));
  trs.reset();
  trs.run(static_cast<uint64_t>(Trs80::kClockHz * 1.01));  // ticks at 25 ms, 50 ms, ... 1 s
  CHECK(trs.peek(0x4000) == 40);
  CHECK(trs.peek(0x4001) == 0x80);  // the clock's bit, as the handler read it
  auto screen = lines(trs);
  CHECK(screen[0] == "28 80");
  // Read again with no tick since, the status is clear; the CPU does not see
  // the line while interrupts are off, and takes the tick once they are on.
  CHECK(trs.read(0x37E0) == 0x00);
  trs.cpu().r.iff1 = trs.cpu().r.iff2 = false;
  trs.run(static_cast<uint64_t>(Trs80::kClockHz * 0.1));
  CHECK(trs.peek(0x4000) == 40);
  trs.cpu().r.iff1 = trs.cpu().r.iff2 = true;
  trs.run(2000);
  CHECK(trs.peek(0x4000) == 41);
  CHECK(trs.peek(0x4001) == 0x80);
}

TEST_CASE("trs80: a recording (.wav) plays as the machine hears it, told from a .cas by its contents", "[trs80]") {
  // Our SYSTEM tape's pulses recorded as MAME shapes them (6 samples high,
  // 6 low, at 44.1 kHz), in a file named .cas: the contents decide.
  std::vector<uint8_t> tape(64, 0x00);
  for (int b :
       {0xA5, 0x55, 0x56, 0x45, 0x54, 0x20, 0x20, 0x20, 0x3C, 0x02, 0x00, 0x50, 0xF0, 0x0F, 0x4F, 0x78, 0x00, 0x50})
    tape.push_back(static_cast<uint8_t>(b));
  Trs80Cassette pulses;
  pulses.insert(tape);
  veteran::files::Audio audio;
  audio.sample_rate = 44100;
  audio.samples.assign(static_cast<size_t>(3 * 44100), 0.0f);
  for (double t : pulses.edges(SIZE_MAX)) {
    const auto fall = static_cast<size_t>(std::lround(t * 44100)) + 4410;  // a tenth of a second of silence first
    for (size_t k = fall - 6; k < fall + 6; ++k) audio.samples[k] = k < fall ? 0.8f : -0.8f;
  }
  auto file = std::filesystem::temp_directory_path() / "veteran-trs80-recording.cas";
  veteran::files::write_wav(file.string(), audio);
  Trs80 trs;
  trs.load_rom(veteran::files::read_file(VETERAN_TRS80_CASSETTE_ROM));
  trs.insert_tape(file.string());
  trs.reset();
  trs.run(static_cast<uint64_t>(2.6 * Trs80::kClockHz));
  auto screen = lines(trs);
  CHECK(screen[0] == "55 56 45 54 20 20 20 3C 02 00 50 F0");
  CHECK(screen[1] == "READ");
  // Silence is no tape.
  audio.samples.assign(44100, 0.0f);
  veteran::files::write_wav(file.string(), audio);
  CHECK_THROWS_WITH(trs.insert_tape(file.string()), Catch::Contains("a recording with no pulses"));
  std::filesystem::remove(file);
  // A file named .wav that is no recording is not read as a .cas.
  auto fake = std::filesystem::temp_directory_path() / "veteran-trs80-fake.wav";
  std::ofstream(fake, std::ios::binary) << std::string(64, '\0') << "\xA5 garbage";
  CHECK_THROWS_WITH(trs.insert_tape(fake.string()), Catch::Contains("named .wav but not a WAVE recording"));
  std::filesystem::remove(fake);
}

// Save states (tests/machines/save_state_check.hpp).
TEST_CASE("trs80: a save state restores the machine with a key held, the clock ticking, a tape playing", "[trs80]") {
  auto with_rom = [](const char* rom) {
    return [rom] {
      auto trs = std::make_unique<Trs80>();
      trs->load_rom(veteran::files::read_file(rom));
      trs->reset();
      return trs;
    };
  };
  SECTION("a key held") {
    auto make = with_rom(VETERAN_TRS80_TEST_ROM);
    auto trs = make();
    veteran::tests::check_save_state(*trs, make, 200000, 300000, [](auto& m) { m.set_key("A", true); });
  }
  SECTION("the 40 Hz clock: a tick's interrupt pending at the snapshot") {
    auto make = with_rom(VETERAN_TRS80_CLOCK_ROM);
    auto trs = make();
    const auto tick = static_cast<uint64_t>(Trs80::kClockHz / 40);
    veteran::tests::check_save_state(*trs, make, 4 * tick + 3, 30 * tick);
    CHECK(trs->peek(0x4000) > 30);
  }
  SECTION("a tape half read") {
    auto make = with_rom(VETERAN_TRS80_CASSETTE_ROM);
    auto trs = make();
    std::vector<uint8_t> tape = {0xA5, 0x55, 'V',  'E',  'T',  ' ',  ' ',  ' ',  0x3C,
                                 0x02, 0x00, 0x50, 0xF0, 0x0F, 0x4F, 0x78, 0x00, 0x50};
    tape.insert(tape.begin(), 64, 0x00);  // the leader
    trs->cassette().insert(tape);
    veteran::tests::check_save_state(*trs, make, static_cast<uint64_t>(0.8 * Trs80::kClockHz),
                                     static_cast<uint64_t>(1.7 * Trs80::kClockHz));
    CHECK(lines(*trs)[1] == "READ");
  }
}
