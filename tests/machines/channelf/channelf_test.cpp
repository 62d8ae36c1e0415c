// The Channel F with our own BIOS program (vram_probe.asm): video RAM through
// the ports, the latches read back, the console's buttons and the hand
// controllers, the palette, the tones, cartridges and the Schach board.
#include "veteran/emu/files/rompath.hpp"
#include "veteran/emu/machines/channelf/channelf.hpp"

#include <catch2/catch.hpp>

using veteran::emu::ChannelF;

namespace {

constexpr uint64_t kFrame = 29568;

ChannelF with_probe() {
  ChannelF cf;
  auto program = veteran::files::read_file(VETERAN_CHANNELF_PROBE);
  program.resize(0x800, 0);
  cf.load_bios({program.begin(), program.begin() + 0x400}, {program.begin() + 0x400, program.end()});
  cf.reset();
  return cf;
}

// Row `row`'s byte `n` as the probe writes it: four dots, high bits first.
int byte_at(const ChannelF& cf, int row, int n) {
  int v = 0;
  for (int i = 0; i < 4; ++i) v = v << 2 | cf.dot(row, n * 4 + i);
  return v;
}

}  // namespace

TEST_CASE("channelf: video RAM written through the row, column and colour latches", "[channelf]") {
  ChannelF cf = with_probe();
  cf.run(20 * kFrame);
  for (int row = 0; row < 16; ++row)
    for (int column = 0; column < 128; column += 17) CHECK(cf.dot(row, column) == ((row + column) & 3));
  // Row 0's columns 125 and 126 hold 1 and 2: palette 2, light grey behind blue, red, green.
  CHECK(cf.colour(0, 0) == 5);
  CHECK(cf.colour(0, 1) == 4);
  CHECK(cf.colour(0, 2) == 2);
}

TEST_CASE("channelf: the ports read back as MAME reads them; buttons and controllers active high", "[channelf]") {
  ChannelF cf = with_probe();
  cf.run(20 * kFrame);
  CHECK(byte_at(cf, 20, 0) == 0x0F);  // port 0: no button, latch 0
  CHECK(byte_at(cf, 20, 1) == 0xFF);  // port 1: the controller idle, inverted
  CHECK(byte_at(cf, 20, 4) == 0x4F);  // port 0 with its latch's bit 6
  cf.set_key("START", true);
  cf.set_key("RIGHT-PUSH", true);
  cf.run(5 * kFrame);
  CHECK(byte_at(cf, 30, 0) == 0x07);  // START is bit 3
  CHECK(byte_at(cf, 30, 1) == 0x7F);  // PUSH is bit 7
  cf.set_key("START", false);
  cf.run(5 * kFrame);
  CHECK(byte_at(cf, 30, 0) == 0x0F);
  CHECK_THROWS_WITH(cf.set_key("RESET", true), Catch::Contains("no key named 'RESET'"));
}

TEST_CASE("channelf: the left controller on port 4 only while port 0's bit 6 is low", "[channelf]") {
  ChannelF cf;
  cf.out(0, 0x00);
  cf.out(4, 0x00);
  CHECK(cf.in(4) == 0xFF);
  cf.set_key("LEFT-UP", true);
  cf.set_key("LEFT-TWIST-RIGHT", true);
  CHECK(cf.in(4) == 0xD7);  // UP bit 3, TWIST-RIGHT bit 5, inverted
  cf.out(0, 0x40);
  CHECK(cf.in(4) == 0x00);  // not read: all high outside, inverted
  cf.out(4, 0x81);
  CHECK(cf.in(4) == 0x81);  // the latch shows through
}

TEST_CASE("channelf: a row's palette from its columns 125 and 126", "[channelf]") {
  ChannelF cf;
  // OUT 5 (row 3), OUT 4 (column), OUT 1 (colour), OUT 0 with bit 5: poked as a program would.
  auto plot = [&](int row, int column, int value) {
    cf.out(5, static_cast<uint8_t>(~row & 0x3F));
    cf.out(4, static_cast<uint8_t>(~column & 0x7F));
    cf.out(1, static_cast<uint8_t>(~(value << 6)));
    cf.out(0, 0x20);
    cf.out(0, 0);
  };
  plot(3, 10, 1);
  plot(3, 11, 2);
  plot(3, 12, 3);
  CHECK(cf.colour(3, 9) == 0);  // palette 0: black background, white dots
  CHECK(cf.colour(3, 10) == 1);
  plot(3, 125, 2);  // column 125 bit 1 and column 126 bit 1 pick palettes 1-3
  CHECK(cf.colour(3, 9) == 7);   // palette 1: light blue background
  CHECK(cf.colour(3, 10) == 4);  // blue, red, green
  CHECK(cf.colour(3, 11) == 2);
  CHECK(cf.colour(3, 12) == 3);
  plot(3, 126, 2);
  CHECK(cf.colour(3, 9) == 6);  // palette 3: light green
  const std::string text = cf.display_text();
  CHECK(text.substr(3 * 129 + 9, 4) == "Gbrg");
}

TEST_CASE("channelf: the tones on port 5 as a timeline", "[channelf]") {
  ChannelF cf;
  cf.out(5, 0x40);
  cf.out(5, 0x40);  // no change, no entry
  cf.out(5, 0xC0);
  cf.out(5, 0x00);
  REQUIRE(cf.tones().size() == 3);
  CHECK(cf.tone_hz() == 0);  // silent again; 1 kHz, 500 Hz, 120 Hz for 1-3
  cf.out(5, 0x80);
  CHECK(cf.tone_hz() == 500);
  CHECK(cf.tones()[0].second == 1);
  CHECK(cf.tones()[1].second == 3);
  CHECK(cf.tones()[2].second == 0);
}

TEST_CASE("channelf: MAME's cartridge list names the boards", "[channelf]") {
  CHECK(ChannelF::listed_cartridge("cbbaa8522fee16a0cc13ed3140d41e22919da24b") == std::make_pair(std::string("schach"), std::string("chess")));
  CHECK(ChannelF::listed_cartridge("a7b70fb6f24bb1dd79f2cbb1e57b3edb04332e04") == std::make_pair(std::string("maze"), std::string("maze")));
  CHECK(ChannelF::listed_cartridge("0000000000000000000000000000000000000000").first.empty());
}

TEST_CASE("channelf: cartridges at $0800; the Schach board's RAM and lamp", "[channelf]") {
  ChannelF cf;
  cf.load_cartridge({0x11, 0x22});
  CHECK(cf.peek(0x0800) == 0x11);
  CHECK(cf.peek(0x0802) == 0xFF);  // past the cartridge
  cf.write(0x2800, 0x55);
  CHECK(cf.peek(0x2800) == 0xFF);  // a plain cartridge is ROM
  cf.load_cartridge(std::vector<uint8_t>(6144, 0), ChannelF::Board::chess);
  cf.write(0x2800, 0x55);
  cf.write(0x2FFF, 0x66);
  CHECK(cf.peek(0x2800) == 0x55);
  CHECK(cf.peek(0x2FFF) == 0x66);
  CHECK_FALSE(cf.thinking_lamp());
  cf.write(0x8000, 0);
  CHECK(cf.thinking_lamp());
  cf.write(0x3800, 0);
  CHECK_FALSE(cf.thinking_lamp());
  CHECK_THROWS_WITH(cf.load_cartridge(std::vector<uint8_t>(0x10000)), Catch::Contains("at most 63,488 bytes"));
  CHECK_THROWS_WITH(cf.load_bios(std::vector<uint8_t>(1000), std::vector<uint8_t>(1024)), Catch::Contains("1024 bytes, not 1000"));
}
