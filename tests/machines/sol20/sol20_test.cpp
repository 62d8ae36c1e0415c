// The Sol-20 with our own personality module (vdm_probe.asm) and programs
// poked into RAM: the boot shadow, the ports, the keyboard, the VDM-1's
// screen and scroll register, the serial port, the sense switches.
#include "emu/machines/sol20/sol20.hpp"
#include "emu/files/rompath.hpp"
#include "tests/machines/save_state_check.hpp"

#include <catch2/catch.hpp>

using veteran::emu::Sol20;

namespace {

Sol20 with_probe() {
  Sol20 sol;
  auto rom = veteran::files::read_file(VETERAN_SOL20_PROBE);
  rom.resize(Sol20::kRomSize, 0);
  sol.load_rom(rom);
  sol.reset();
  return sol;
}

const uint64_t kFrame = static_cast<uint64_t>(Sol20::kClockHz / 60);

}  // namespace

TEST_CASE("sol20: the module answers at $0000 after reset until the program reads it", "[sol20]") {
  Sol20 sol = with_probe();
  CHECK(sol.peek(0x0000) == 0xC3);  // JMP START, as at $C000
  sol.run(kFrame);
  CHECK(sol.peek(0x0000) == 0x55);  // RAM, written by the program once the shadow had gone
  CHECK(sol.peek(Sol20::kScreen + 4) == 0x55);
  sol.reset();
  CHECK(sol.peek(0x0000) == 0xC3);  // reset brings the shadow back
}

TEST_CASE("sol20: keys wait in turn; $FA bit 0 says one is there, $FC takes it", "[sol20]") {
  Sol20 sol = with_probe();
  sol.run(kFrame);
  for (char c : std::string("SOL")) sol.set_key(std::string(1, c), true);
  sol.run(30 * kFrame);
  CHECK(sol.peek(Sol20::kScreen + 8) == 3);  // the program's count of keys
  CHECK(sol.peek(Sol20::kScreen + 128) == 'S');
  CHECK(sol.peek(Sol20::kScreen + 130) == 'L');
  CHECK(sol.peek(Sol20::kScreen + 192) == 0xA6);  // $FA with a key waiting: bit 0 low
  CHECK(sol.peek(Sol20::kScreen) == 0xA7);        // and with none
  CHECK_THROWS_WITH(sol.set_key("F13", true), Catch::Contains("no key named 'F13'"));
}

TEST_CASE("sol20: the screen as the VDM-1 shows it, from the scroll register's row", "[sol20]") {
  Sol20 sol = with_probe();
  sol.run(kFrame);
  CHECK(sol.display_text().find("SOL-20 VDM") != std::string::npos);
  // A program of ours in RAM: OUT $FE with 1, then halt.
  const uint8_t program[] = {0x3E, 0x01, 0xD3, 0xFE, 0x76};  // MVI A,1; OUT 0FEH; HLT
  for (size_t i = 0; i < sizeof program; ++i) sol.poke(static_cast<uint16_t>(0x1000 + i), program[i]);
  sol.cpu().r.pc = 0x1000;
  sol.run(100);
  CHECK(sol.scroll() == 1);
  const std::string text = sol.display_text();
  CHECK(text.rfind("SOL-20 VDM", 0) == 0);  // row 1 is now the top row
  size_t rows = 0;
  for (char c : text) rows += c == '\n';
  CHECK(rows == 16);
  // Bit 7 of a code is the cursor; the character is the low seven bits.
  sol.poke(Sol20::kScreen + 64 + 10, 'X' | 0x80);
  CHECK(sol.display_text().rfind("SOL-20 VDMX", 0) == 0);
  auto face = std::get<veteran::emu::ScreenFace>(sol.face());
  CHECK(face.columns == 64);
  CHECK(face.cells[0].text == "S");
}

TEST_CASE("sol20: sense switches at $FF, flipped by SENSE0..SENSE7", "[sol20]") {
  Sol20 sol = with_probe();
  CHECK(sol.sense_switches() == 0xFF);  // all off, as MAME's default
  sol.set_key("SENSE3", true);
  CHECK(sol.sense_switches() == 0xF7);
  sol.reset();
  sol.run(kFrame);
  CHECK(sol.peek(Sol20::kScreen + 1) == 0xF7);
}

TEST_CASE("sol20: the serial port at $F8/$F9, a character time a byte at 300 baud", "[sol20]") {
  Sol20 sol = with_probe();
  // Sends 'A' and 'B' back to back, then polls $F8 until a byte arrives, keeps it at $2000 and halts.
  const uint8_t program[] = {0x3E, 'A',  0xD3, 0xF9,                    // MVI A,'A'; OUT 0F9H
                             0x3E, 'B',  0xD3, 0xF9,                    // MVI A,'B'; OUT 0F9H
                             0xDB, 0xF8, 0x32, 0x01, 0x20,              // IN 0F8H; STA 2001H (TBMT low: 'B' waits)
                             0xDB, 0xF8, 0xE6, 0x40, 0xCA, 0x0D, 0x10,  // wait: IN 0F8H; ANI 40H; JZ wait
                             0xDB, 0xF9, 0x32, 0x00, 0x20, 0x76};       // IN 0F9H; STA 2000H; HLT
  for (size_t i = 0; i < sizeof program; ++i) sol.poke(static_cast<uint16_t>(0x1000 + i), program[i]);
  sol.cpu().r.pc = 0x1000;
  sol.run(50);
  CHECK(sol.peek(0x2001) == 0x23);  // TBMT low while 'B' waits behind 'A'; CTS, DSR, DCD high
  CHECK(std::string(sol.serial_output().kept) == "A");
  sol.serial_give('Z');
  const auto character = static_cast<uint64_t>(Sol20::kClockHz * 11 / 300);  // start, 8 data, 2 stop bits
  sol.run(character / 2);
  CHECK(std::string(sol.serial_output().kept) == "A");  // 'B' is still on its way
  sol.run(2 * character);
  CHECK(std::string(sol.serial_output().kept) == "AB");
  CHECK(sol.peek(0x2000) == 'Z');
}

TEST_CASE("sol20: a personality module of the wrong size is refused", "[sol20]") {
  Sol20 sol;
  CHECK_THROWS_WITH(sol.load_rom(std::vector<uint8_t>(1024)), Catch::Contains("2048 bytes, not 1024"));
}

TEST_CASE("sol20: the cassette: characters reach $FB at their time on the tape while the motor runs", "[sol20]") {
  Sol20 sol = with_probe();
  const std::vector<uint8_t> bytes = {0x01, 'S', 'O', 'L', 0xFF};
  sol.insert_tape(veteran::files::encode_cuts(bytes, 1200, 0.2), "ours.wav");
  // Motor on at 1200 baud; each character at $3000 on; the count at $2FFF.
  const uint8_t program[] = {0x3E, 0x80, 0xD3, 0xFA,                    // MVI A,80H; OUT 0FAH
                             0x21, 0x00, 0x30,                          // LXI H,3000H
                             0xDB, 0xFA, 0xE6, 0x40, 0xCA, 0x07, 0x10,  // wait: IN 0FAH; ANI 40H; JZ wait
                             0xDB, 0xFB, 0x77, 0x23,                    // IN 0FBH; MOV M,A; INX H
                             0x7D, 0x32, 0xFF, 0x2F,                    // MOV A,L; STA 2FFFH
                             0xC3, 0x07, 0x10};                         // JMP wait
  for (size_t i = 0; i < sizeof program; ++i) sol.poke(static_cast<uint16_t>(0x1000 + i), program[i]);
  sol.cpu().r.pc = 0x1000;
  sol.run(30 * kFrame);  // 0.5 s: the leader and the five characters
  REQUIRE(sol.peek(0x2FFF) == 5);
  for (size_t i = 0; i < bytes.size(); ++i) CHECK(sol.peek(static_cast<uint16_t>(0x3000 + i)) == bytes[i]);
  CHECK(sol.tape_seconds() > 0.4);

  // With the motor off the tape stands still.
  Sol20 still = with_probe();
  still.insert_tape(veteran::files::encode_cuts(bytes, 1200, 0.2), "ours.wav");
  still.run(30 * kFrame);
  CHECK(still.tape_seconds() == 0);
}

TEST_CASE("sol20: a recording with nothing on it is refused, naming the file", "[sol20]") {
  Sol20 sol = with_probe();
  veteran::files::Audio silence;
  silence.sample_rate = 8000;
  silence.samples.assign(8000, 0.0f);
  CHECK_THROWS_WITH(sol.insert_tape(silence, "quiet.wav"),
                    Catch::Contains("quiet.wav: no CUTS (1200 baud) or Kansas City"));
}

TEST_CASE("sol20: a save state restores the machine with the tape playing and keys typed ahead", "[sol20]") {
  const std::vector<uint8_t> bytes = {0x01, 'S', 'O', 'L', 0xFF};
  const uint8_t program[] = {0x3E, 0x80, 0xD3, 0xFA, 0x21, 0x00, 0x30, 0xDB, 0xFA, 0xE6, 0x40, 0xCA, 0x07,
                             0x10, 0xDB, 0xFB, 0x77, 0x23, 0x7D, 0x32, 0xFF, 0x2F, 0xC3, 0x07, 0x10};
  auto make = [] {
    auto sol = std::make_unique<Sol20>();
    auto rom = veteran::files::read_file(VETERAN_SOL20_PROBE);
    rom.resize(Sol20::kRomSize, 0);
    sol->load_rom(rom);
    sol->reset();
    return sol;
  };
  auto sol = make();
  sol->insert_tape(veteran::files::encode_cuts(bytes, 1200, 0.2),
                   "ours.wav");  // the program above, as in the cassette test
  for (size_t i = 0; i < sizeof program; ++i) sol->poke(static_cast<uint16_t>(0x1000 + i), program[i]);
  sol->cpu().r.pc = 0x1000;
  veteran::tests::check_save_state(*sol, make, 14 * kFrame, 16 * kFrame, [](auto& m) {
    m.set_key("A", true);
    m.set_key("B", true);
    veteran::emu::require<veteran::emu::SerialPort>(m, "").serial_send("XY");
  });
  REQUIRE(sol->peek(0x2FFF) == 5);
  for (size_t i = 0; i < bytes.size(); ++i) CHECK(sol->peek(static_cast<uint16_t>(0x3000 + i)) == bytes[i]);
}
