// The KIM-1 machine with a test ROM of our own (keypad_display.s, assembled
// with ca65 at build time): keypad matrix, multiplexed display, ST and RS.
#include "files/rompath.hpp"
#include "machines/kim1/kim1.hpp"

#include <catch2/catch.hpp>

#include <vector>

using veteran::emu::Kim1;

namespace {
struct Rig {
  Kim1 kim;
  Rig() {
    auto rom = veteran::files::read_file(VETERAN_KIM1_TEST_ROM);
    std::vector<uint8_t> blank(1024, 0xFF);
    kim.load_roms(rom, blank);
    kim.reset();
    kim.run(100'000);  // 100 ms
  }
  std::string after(double ms) {
    kim.run(static_cast<uint64_t>(ms * 1000));
    return kim.display_text();
  }
};
}  // namespace

TEST_CASE("KIM-1: reset vector through the address mirror, display multiplexed", "[machines][kim1]") {
  Rig t;
  CHECK(t.kim.display_text() == "0076 15");
}

TEST_CASE("KIM-1: each keypad key reads on its row and column", "[machines][kim1]") {
  Rig t;
  const std::pair<const char*, const char*> keys[] = {
      {"0", "00"}, {"5", "05"}, {"6", "06"}, {"7", "07"}, {"A", "0A"}, {"D", "0D"}, {"E", "0E"},
      {"F", "0F"}, {"AD", "10"}, {"DA", "11"}, {"+", "12"}, {"GO", "13"}, {"PC", "14"},
  };
  for (const auto& [key, code] : keys) {
    t.kim.set_key(key, true);
    CHECK(t.after(60) == std::string("0076 ") + code);
    t.kim.set_key(key, false);
    CHECK(t.after(60) == "0076 15");
  }
}

TEST_CASE("KIM-1: ST is an NMI, RS a reset", "[machines][kim1]") {
  Rig t;
  t.kim.set_key("ST", true);
  t.kim.set_key("ST", false);
  CHECK(t.after(60) == "0176 15");
  t.kim.set_key("ST", true);
  CHECK(t.after(60) == "0276 15");
  t.kim.set_key("RS", true);
  CHECK(t.after(60) == "0076 15");
}

TEST_CASE("KIM-1: unknown keys are refused by name", "[machines][kim1]") {
  Rig t;
  CHECK_THROWS_WITH(t.kim.set_key("Q", true), Catch::Contains("no key named 'Q'"));
}

TEST_CASE("KIM-1: memory map and mirrors", "[machines][kim1]") {
  Rig t;
  t.kim.poke(0x0200, 0x42);
  CHECK(t.kim.peek(0x2200) == 0x42);  // A13-A15 are not decoded
  CHECK(t.kim.peek(0xFFFC) == t.kim.peek(0x1FFC));
  t.kim.poke(0x17C5, 0x99);  // U2's RAM
  CHECK(t.kim.peek(0x17C5) == 0x99);
  t.kim.poke(0x1C00, 0x00);  // ROM stays
  CHECK(t.kim.peek(0x1C00) != 0x00);
}
