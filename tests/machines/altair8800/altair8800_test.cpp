// The Altair 8800 with its 2SIO and terminal: our own 8080 program
// (acia_echo.asm, assembled at build time) for the ACIA as a program sees it,
// the sense switches and RAM sizes; the MC6850's timing on its own; the
// glass terminal; MITS paper tapes (tapes made here byte by byte).
#include "emu/machines/altair8800/altair8800.hpp"
#include "emu/chips/mc6850.hpp"
#include "emu/files/rompath.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/formats/mits_tape.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/terminal/serial_terminal.hpp"
#include "tests/machines/save_state_check.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

using veteran::emu::Altair8800;
using veteran::emu::Mc6850;
using veteran::emu::SerialTerminal;

namespace {

constexpr uint64_t kMs = 2000;  // cycles a millisecond at 2 MHz

std::string first_lines(Altair8800& a, int n) {
  std::istringstream in(a.display_text());
  std::string out, line;
  for (int i = 0; i < n && std::getline(in, line); ++i) out += line + "|";
  return out;
}

struct EchoRig {
  Altair8800 altair;
  EchoRig() {
    auto program = veteran::files::read_file(VETERAN_ALTAIR_ECHO);
    for (size_t i = 0; i < program.size(); ++i) altair.poke(static_cast<uint16_t>(0xFD00 + i), program[i]);
    altair.poke(0x0000, 0xC3);  // JMP $FD00: reset starts at $0000
    altair.poke(0x0001, 0x00);
    altair.poke(0x0002, 0xFD);
    altair.reset();
    altair.run(50 * kMs);
  }
  void type(const std::string& text) {
    for (char c : text) altair.set_key(std::string(1, c), true);
    altair.run(50 * kMs);
  }
};

// A MITS tape: NUL leader, the loader's leader (its length, repeated) and the
// loader, then blocks with NULs between, then the entry record.
std::vector<uint8_t> tape(const std::vector<std::pair<uint16_t, std::vector<uint8_t>>>& blocks, uint16_t entry,
                          int loader_length = 5) {
  std::vector<uint8_t> t;
  auto put = [&t](std::initializer_list<int> bytes) {
    for (int b : bytes) t.push_back(static_cast<uint8_t>(b));
  };
  put({0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
  if (loader_length > 0) {
    for (int i = 0; i < 6; ++i) put({loader_length});
    for (int i = 0; i < loader_length; ++i) put({0xD0 + i});
  }
  for (const auto& [address, data] : blocks) {
    put({0x00, 0x00, 0x3C, static_cast<int>(data.size()), address & 0xFF, address >> 8});
    unsigned sum = (address & 0xFF) + (address >> 8);
    for (uint8_t b : data) {
      t.push_back(b);
      sum += b;
    }
    t.push_back(static_cast<uint8_t>(sum));
  }
  put({0x78, entry & 0xFF, entry >> 8});
  return t;
}

std::string error_of(const std::vector<uint8_t>& bytes) {
  try {
    veteran::files::parse_mits_tape(bytes, "t.tap");
  } catch (const veteran::files::ImageError& e) { return e.what(); }
  return "";
}

}  // namespace

TEST_CASE("our program sets the ACIA up, prints its banner and echoes keys") {
  EchoRig rig;
  CHECK(first_lines(rig.altair, 1) == "ECHO|");
  CHECK(rig.altair.peek(0x0FFE) == Mc6850::TDRE);  // after master reset and set-up: nothing received, room to send
  CHECK(rig.altair.waiting_for_key());
  rig.type("HELLO");
  CHECK(first_lines(rig.altair, 2) == "ECHO|HELLO|");
  CHECK(rig.altair.peek(0x0FFF) == 5);
  CHECK(rig.altair.peek(0x1000) == 'H');
  CHECK(rig.altair.peek(0x1004) == 'O');
  CHECK(rig.altair.serial_output().kept == "ECHO\r\nHELLO");
  CHECK(rig.altair.serial_output().dropped == 0);
}

TEST_CASE("keys typed ahead wait in the terminal and none is lost") {
  EchoRig rig;
  const std::string text = "THE QUICK BROWN FOX";
  for (char c : text) rig.altair.set_key(c == ' ' ? "SPACE" : std::string(1, c), true);
  CHECK_FALSE(rig.altair.waiting_for_key());  // keys still on their way
  rig.altair.run(100 * kMs);
  CHECK(rig.altair.peek(0x0FFF) == text.size());
  CHECK(first_lines(rig.altair, 2) == "ECHO|" + text + "|");
  CHECK(rig.altair.waiting_for_key());
}

TEST_CASE("the sense switches are read at port $FF; each press flips one") {
  EchoRig rig;
  rig.altair.set_key("SW8", true);
  rig.altair.set_key("SW8", false);
  rig.altair.set_key("SW15", true);
  CHECK(rig.altair.sense_switches() == 0x81);
  rig.type("?");
  CHECK(first_lines(rig.altair, 2) == "ECHO|?81|");
  rig.altair.set_key("SW15", true);
  rig.type("?");
  CHECK(first_lines(rig.altair, 2) == "ECHO|?81?01|");
  CHECK_THROWS_WITH(rig.altair.set_key("SW16", true), Catch::Contains("SW14, SW15, STOP, RUN, SINGLE STEP"));
  CHECK_THROWS_WITH(rig.altair.set_key("F1", true), Catch::Contains("no key named 'F1'"));
}

TEST_CASE("the front panel: stop, examine, deposit through the switches, run what was deposited") {
  Altair8800 altair;
  auto lamp = [&](const std::string& name) {
    for (const auto& l : altair.lamps())
      if (l.name == name) return l.on;
    FAIL("no lamp " << name);
    return false;
  };
  auto flip = [&](int bit) { altair.set_key("SW" + std::to_string(bit), true); };
  auto set_switches = [&](unsigned value) {  // the toggles to `value`, each flipped as needed
    unsigned now = 0;
    for (const auto& s : altair.switches()) now |= s.on ? 1u << std::stoi(s.name.substr(2)) : 0;
    for (int bit = 0; bit < 16; ++bit)
      if (((now ^ value) >> bit) & 1) flip(bit);
  };
  auto press = [&](const char* key) { altair.set_key(key, true), altair.set_key(key, false); };
  altair.run(10'000);
  press("STOP");
  CHECK(lamp("WAIT"));
  const uint64_t pc_then = altair.cpu().r.pc;
  altair.run(10'000);
  CHECK(altair.cpu().r.pc == pc_then);  // held while stopped
  // MVI A,$2A; STA $0100; HLT deposited at $0000.
  set_switches(0);
  press("EXAMINE");
  const uint8_t program[] = {0x3E, 0x2A, 0x32, 0x00, 0x01, 0x76};
  for (size_t i = 0; i < sizeof program; ++i) {
    set_switches(program[i]);
    press(i == 0 ? "DEPOSIT" : "DEPOSIT NEXT");
    CHECK(altair.peek(static_cast<uint16_t>(i)) == program[i]);
  }
  // The lights show the examined address (5: A2 and A0) and its byte ($76).
  CHECK(lamp("A2"));
  CHECK_FALSE(lamp("A1"));
  CHECK(lamp("A0"));
  CHECK(lamp("D6"));
  CHECK_FALSE(lamp("D7"));
  set_switches(0x0001);
  press("EXAMINE");
  CHECK(lamp("A0"));
  CHECK(lamp("D5"));  // $2A
  CHECK(lamp("D3"));
  press("EXAMINE NEXT");
  CHECK(altair.cpu().r.pc == 2);
  set_switches(0);
  press("EXAMINE");
  press("SINGLE STEP");  // MVI A,$2A
  CHECK(altair.cpu().r.pc == 2);
  press("RUN");
  altair.run(1000);
  CHECK(altair.peek(0x0100) == 0x2A);
  CHECK(lamp("HLTA"));
  CHECK_FALSE(lamp("WAIT"));
  // The sense switches are the upper toggles.
  set_switches(0x8100);
  CHECK(altair.sense_switches() == 0x81);
}

TEST_CASE("RAM ends where the machine's boards end; above, the bus reads $FF") {
  Altair8800 small(16);
  small.poke(0x3FFF, 0x12);
  small.poke(0x4000, 0x34);
  CHECK(small.peek(0x3FFF) == 0x12);
  CHECK(small.peek(0x4000) == 0xFF);
  CHECK_THROWS_WITH(Altair8800(65), Catch::Contains("1 to 64 KiB"));
}

TEST_CASE("the MC6850 keeps a character time on the line for each byte, both ways") {
  Mc6850 acia(2'000'000.0, 9600);
  std::string sent;
  acia.sent = [&](uint8_t b) { sent += static_cast<char>(b); };
  const uint64_t t = acia.character_cycles();
  CHECK(t == 2292);  // 2 MHz x 11 bits (start, 8 data, 2 stop) / 9600 baud
  // A byte into the empty shift register leaves the transmit register free;
  // the next waits for the line.
  acia.write_data('A', 1000);
  CHECK(acia.read_status(1000) & Mc6850::TDRE);
  acia.write_data('B', 1010);
  CHECK_FALSE(acia.read_status(1010) & Mc6850::TDRE);
  CHECK(sent == "A");
  CHECK(acia.read_status(1000 + t) & Mc6850::TDRE);
  CHECK(sent == "AB");
  // A key arrives a character time after it was typed, the next one a
  // character time after the program read the first.
  acia.type('x', 5000);
  acia.type('y', 5000);
  CHECK_FALSE(acia.read_status(5000 + t - 1) & Mc6850::RDRF);
  CHECK(acia.read_status(5000 + t) & Mc6850::RDRF);
  CHECK(acia.read_data(6000 + t) == 'x');
  CHECK_FALSE(acia.read_status(6000 + 2 * t - 1) & Mc6850::RDRF);
  CHECK(acia.read_status(6000 + 2 * t) & Mc6850::RDRF);
  CHECK(acia.read_data(6000 + 2 * t) == 'y');
  // Master reset clears the status and holds the transmitter.
  acia.write_control(0x03, 20000);
  CHECK(acia.read_status(20000) == 0);
  acia.write_data('C', 20010);
  CHECK(sent == "AB");
  acia.write_control(0x15, 20020);
  CHECK(acia.read_status(20020) == Mc6850::TDRE);
}

TEST_CASE("the glass terminal: new lines, carriage returns, backspace, tabs, wrapping and scrolling") {
  SerialTerminal t;
  for (char c : std::string("AB\bC\tD\r\nX\x07Y")) t.receive(static_cast<uint8_t>(c));
  CHECK(t.text().substr(0, 14) == "AC      D\nXY\n\n");
  for (int i = 0; i < 30; ++i) {
    for (char c : "LINE " + std::to_string(i) + "\r\n") t.receive(static_cast<uint8_t>(c));
  }
  CHECK(t.text().substr(0, 8) == "LINE 7\nL");  // 31 new lines on 24 rows: the first 8 lines scrolled away
  CHECK(t.cursor_row() == SerialTerminal::kRows - 1);
  SerialTerminal w;
  for (int i = 0; i < 81; ++i) w.receive('0' + static_cast<uint8_t>(i % 10));
  CHECK(w.at(1, 0) == '0');  // the 81st character starts the next line
  CHECK(w.stream().size() == 81);
  // A program that prints for ever: the stream keeps a bounded tail and counts what it let go.
  SerialTerminal endless;
  const size_t sent = 2 * SerialTerminal::kStreamKept + 5;
  for (size_t i = 0; i < sent; ++i) endless.receive(static_cast<uint8_t>('A' + i % 26));
  CHECK(endless.stream().size() < 2 * SerialTerminal::kStreamKept);
  CHECK(endless.stream_dropped() + endless.stream().size() == sent);
  CHECK(endless.stream().back() == static_cast<char>('A' + (sent - 1) % 26));
}

TEST_CASE("MITS paper tapes: leader, loader, blocks and the entry record") {
  auto bytes = tape({{0x0100, {1, 2, 3}}, {0x0103, {4}}, {0x2000, {9, 8}}}, 0x0100);
  auto blocks = veteran::files::parse_mits_tape(bytes, "t.tap");
  REQUIRE(blocks.segments.size() == 2);
  CHECK(blocks.segments[0].address == 0x0100);
  CHECK(blocks.segments[0].bytes == std::vector<uint8_t>{1, 2, 3, 4});
  CHECK(blocks.segments[1].address == 0x2000);
  CHECK(blocks.entry == 0x0100);
  // Without a loader (a tape of blocks only) as well.
  CHECK(veteran::files::parse_mits_tape(tape({{0x0000, {7}}}, 0, 0), "t.tap").segments.at(0).bytes ==
        std::vector<uint8_t>{7});
  // Through the loader by its extension.
  const std::string file = "mits_tape_test.tap";
  {
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }
  CHECK(veteran::emu::memory_image(veteran::emu::altair8800_info(), file).size() == 2);
  std::remove(file.c_str());
}

TEST_CASE("a damaged MITS tape is refused with the block, its offset and what is wrong") {
  auto bytes = tape({{0x0100, {1, 2, 3}}}, 0x0100);
  auto bad = bytes;
  bad[bad.size() - 4] ^= 0xFF;  // the block's checksum
  CHECK_THAT(error_of(bad), Catch::Contains("t.tap: block 1") && Catch::Contains("fails its checksum"));
  auto cut = bytes;
  cut.resize(cut.size() - 6);
  CHECK_THAT(error_of(cut), Catch::Contains("ends inside block 1") && Catch::Contains("truncated"));
  CHECK_THAT(error_of(std::vector<uint8_t>(50, 0)), Catch::Contains("only leader"));
  auto stray = bytes;
  stray[stray.size() - 3] = 0x41;  // 'A' where the entry record starts
  CHECK_THAT(error_of(stray), Catch::Contains("starts with 41, not 3C (data) or 78 (entry)"));
  CHECK_THAT(error_of({0, 0, 9, 9, 1, 2}), Catch::Contains("ends inside its 9-byte loader"));
}

TEST_CASE("a save state restores the Altair with keys typed ahead and a byte on the line") {
  EchoRig t;
  auto make = [] { return std::make_unique<Altair8800>(); };
  veteran::tests::check_save_state(t.altair, make, 3, 40 * kMs, [](auto& m) {
    for (char c : std::string("HELLO")) m.set_key(std::string(1, c), true);
  });
  CHECK(first_lines(t.altair, 3).find("HELLO") != std::string::npos);
}

TEST_CASE("a save state restores the Altair stopped from its panel, with its address switches") {
  EchoRig t;
  auto make = [] { return std::make_unique<Altair8800>(); };
  veteran::tests::check_save_state(t.altair, make, 3, 40 * kMs, [](auto& m) {
    m.set_key(Altair8800::toggle_name(3), true);  // a toggle flips with each press
    m.set_key("STOP", true);
    m.set_key("STOP", false);
  });
  CHECK(t.altair.stopped());
  CHECK(t.altair.switches()[15 - 3].on);
}
