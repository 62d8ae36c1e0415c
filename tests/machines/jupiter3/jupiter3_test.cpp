// The Jupiter III with our own Z80 program (jove_dialogue.asm, assembled with
// z80asm at build time): the monitor's command line, the RST 7 services as
// the SARGON listing calls them (lines, blocks, new lines, key input and
// echo, clearing and scrolling the screen), the keyboard ports, the block
// characters, and the errors a program or a user can cause.
#include "emu/machines/jupiter3/jupiter3.hpp"
#include "emu/files/rompath.hpp"
#include "tests/machines/save_state_check.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using veteran::emu::Jupiter3;

namespace {

std::vector<std::string> lines(Jupiter3& j) {
  std::vector<std::string> out;
  std::istringstream in(j.display_text());
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

struct Rig {
  Jupiter3 j;
  Rig() {
    auto program = veteran::files::read_file(VETERAN_JUPITER3_PROGRAM);
    for (size_t i = 0; i < program.size(); ++i) j.poke(static_cast<uint16_t>(0x1000 + i), program[i]);
    j.run(40000);
  }
  // A key held for 5 ms and released for 5 ms, as a person types.
  void press(const std::string& key) {
    j.set_key(key, true);
    j.run(20000);
    j.set_key(key, false);
    j.run(20000);
  }
  void type(const std::string& text) {
    for (char c : text) press(std::string(1, c));
  }
};

}  // namespace

TEST_CASE("jupiter3: the monitor runs a program; the program talks through RST 7", "[jupiter3]") {
  Rig t;
  CHECK(t.j.waiting_for_key());  // at the monitor's command line
  t.type("G1000");
  t.press("ENTER");
  auto screen = lines(t.j);
  REQUIRE(screen.size() == 32);
  CHECK(screen[0] == "");  // the clear screen's line
  CHECK(screen[1] == "VETERAN JUPITER");
  CHECK(screen[2] == "ANSWER?");
  CHECK(t.j.waiting_for_key());
  t.press("A");
  t.press("e");
  t.press("CTRL-R");
  screen = lines(t.j);
  CHECK(screen[2] == "ANSWER?A");
  CHECK(screen[3] == "GOT 41");
  CHECK(screen[4] == "ANSWER?e");
  CHECK(screen[5] == "GOT 65");
  CHECK(screen[6] == "ANSWER?·");  // a control character shows as a dot
  CHECK(screen[7] == "GOT 12");
  CHECK(screen[8] == "ANSWER?");
  CHECK(t.j.jove().take_output().find("VETERAN JUPITER\nANSWER?A\nGOT 41\n") != std::string::npos);
}

TEST_CASE("jupiter3: a new line at the bottom scrolls the screen", "[jupiter3]") {
  Rig t;
  t.type("G1000");
  t.press("ENTER");
  for (int i = 0; i < 20; ++i) t.press("1");  // two lines each: 2 + 40 lines in all
  t.j.run(400000);                            // a scroll moves 2 KiB of video memory: it takes time
  auto screen = lines(t.j);
  CHECK(screen[31] == "ANSWER?");
  CHECK(screen[30] == "GOT 31");
  CHECK(screen[29] == "ANSWER?1");
  for (const auto& l : screen) CHECK(l != "VETERAN JUPITER");
}

TEST_CASE("jupiter3: the keyboard ports; block characters", "[jupiter3]") {
  Rig t;
  t.type("G1000");
  t.press("ENTER");
  t.press("Q");
  CHECK_FALSE(t.j.waiting_for_key());  // the program polls port $B0 itself
  t.press("X");
  CHECK(t.j.peek(0x2000) == ('X' ^ 0x80));  // bit 7 inverted, as MAME reads the keyboard
  CHECK(t.j.peek(0x2001) == 1);
  t.press("SPACE");
  CHECK(t.j.peek(0x2000) == (' ' ^ 0x80));
  CHECK(t.j.peek(0x2001) == 2);
  // $80-$BF: bits 5/4 the top row, 3/2 the middle, 1/0 the bottom.
  CHECK(Jupiter3::cell_text(0x80) == " ");
  CHECK(Jupiter3::cell_text(0x00) == " ");  // cleared memory, and the 00 among SARGON's bishop blocks, is blank
  CHECK(Jupiter3::cell_text(0x07) == "·");
  CHECK(Jupiter3::cell_text(0xBF) == "\u2588");
  CHECK(Jupiter3::cell_text(0xAA) == "\u2590");      // the right column
  CHECK(Jupiter3::cell_text(0x95) == "\u258C");      // the left column
  CHECK(Jupiter3::cell_text(0xB0) == "\U0001FB02");  // the top row
  CHECK(Jupiter3::cell_text(0x83) == "\U0001FB2D");  // the bottom row
  auto bottom = lines(t.j)[31];
  CHECK(bottom.rfind(" \U0001FB0F\U0001FB1E", 0) == 0);  // $80 blank, $81 bottom left, $82 bottom right
}

TEST_CASE("jupiter3: errors name what went wrong", "[jupiter3]") {
  Rig t;
  t.type("G");
  t.press("ENTER");
  CHECK(lines(t.j)[1] == "?");  // not a command: the monitor says so and waits
  t.type("G1000");
  t.press("ENTER");
  t.press("Q");
  t.j.set_key(".", true);
  CHECK_THROWS_WITH(t.j.run(20000), Catch::Contains("unknown service 77,1A called from $10"));
  CHECK_THROWS_WITH(t.j.set_key("F1", true), Catch::Contains("no key named 'F1'"));
}

TEST_CASE("jupiter3: a save state restores the machine mid-dialogue with a key latched", "[jupiter3]") {
  Rig t;
  auto make = [] { return std::make_unique<Jupiter3>(); };
  veteran::tests::check_save_state(t.j, make, 10000, 200000, [](auto& m) { m.set_key("A", true); });
}
