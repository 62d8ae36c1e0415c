// The Channel F with our own BIOS program (vram_probe.asm): video RAM through
// the ports, the latches read back, the console's buttons and the hand
// controllers, the palette, the tones, cartridges and the Schach board.
#include "emu/machines/channelf/channelf.hpp"
#include "emu/files/rompath.hpp"
#include "tests/machines/save_state_check.hpp"

#include "emu/machines/channelf/chf_file.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

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
  CHECK(byte_at(cf, 30, 2) == 0xFF);  // the left controller idle
  cf.set_key("START", false);
  cf.set_key("RIGHT-PUSH", false);
  cf.set_key("RIGHT-RIGHT", true);
  cf.set_key("LEFT-TWIST-LEFT", true);
  cf.run(5 * kFrame);
  CHECK(byte_at(cf, 30, 0) == 0x0F);
  CHECK(byte_at(cf, 30, 1) == 0xFE);  // RIGHT is bit 0
  CHECK(byte_at(cf, 30, 2) == 0xEF);  // TWIST-LEFT is bit 4
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
  plot(3, 125, 2);               // column 125 bit 1 and column 126 bit 1 pick palettes 1-3
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
  using veteran::emu::listed_cartridge;
  const auto schach = listed_cartridge("cbbaa8522fee16a0cc13ed3140d41e22919da24b");
  REQUIRE(schach);
  CHECK(schach->set == "schach");
  CHECK(schach->board == ChannelF::Board::chess);
  CHECK(schach->ram_size == 0x800);
  const auto maze = listed_cartridge("a7b70fb6f24bb1dd79f2cbb1e57b3edb04332e04");
  REQUIRE(maze);
  CHECK(maze->set == "maze");
  CHECK(maze->board == ChannelF::Board::maze);
  CHECK_FALSE(listed_cartridge("0000000000000000000000000000000000000000"));
}

TEST_CASE("channelf: cartridges at $0800; the Schach board's RAM and lamp", "[channelf]") {
  ChannelF cf;
  cf.load_cartridge({0x11, 0x22});
  CHECK(cf.peek(0x0800) == 0x11);
  CHECK(cf.peek(0x0802) == 0xFF);  // past the cartridge
  cf.write(0x2800, 0x55);
  CHECK(cf.peek(0x2800) == 0xFF);  // a plain cartridge (MAME's "std" board) is ROM
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
  CHECK_THROWS_WITH(cf.load_bios(std::vector<uint8_t>(1000), std::vector<uint8_t>(1024)),
                    Catch::Contains("1024 bytes, not 1000"));
}

namespace {

std::string temp_file(const std::string& name, const std::vector<uint8_t>& bytes) {
  const auto path = (std::filesystem::temp_directory_path() / name).string();
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  return path;
}

veteran::emu::Cartridge rom_and_ram() {
  veteran::emu::Cartridge c;
  c.title = "test";
  veteran::emu::Cartridge::Range rom, ram, lamp;
  rom.from = 0x0800;
  rom.data = {0x55, 0x2B, 0x77};
  rom.size = 3;
  ram.kind = veteran::emu::Cartridge::Range::Kind::ram;
  ram.from = 0x2800;
  ram.size = 0x800;
  lamp.kind = veteran::emu::Cartridge::Range::Kind::lamp;
  lamp.from = 0x3800;
  lamp.size = 1;
  lamp.data = {0xFF};
  c.ranges = {rom, ram, lamp};
  return c;
}

}  // namespace

TEST_CASE("channelf: a cartridge file gets MAME's board for it", "[channelf]") {
  using veteran::emu::read_cartridge;
  // Not in MAME's list: Schach's RAM (MAME's default for a file), 256 KiB a multi-cart with it.
  auto plain = read_cartridge(temp_file("vt_plain.bin", {0x55, 0x08, 0x00}));
  CHECK(plain.board == ChannelF::Board::chess);
  CHECK(plain.ram_size == 0x800);
  CHECK(read_cartridge(temp_file("vt_multi.bin", std::vector<uint8_t>(0x40000, 1))).board == ChannelF::Board::multi);
  CHECK_THROWS_WITH(read_cartridge(temp_file("vt_big.bin", std::vector<uint8_t>(70000))),
                    Catch::Contains("vt_big.bin: 70000 bytes; a Channel F cartridge holds at most 63,488"));
  CHECK_THROWS_WITH(read_cartridge(temp_file("vt_empty.bin", {})),
                    Catch::Contains("vt_empty.bin: the cartridge file is empty"));
  ChannelF cf;
  cf.insert_cartridge(temp_file("vt_plain.bin", {0x55, 0x08, 0x00}));
  cf.write(0x2800, 0x42);
  CHECK(cf.peek(0x2800) == 0x42);
}

TEST_CASE("channelf: a multi-cart's banks at $0800-$27FF, picked by a write to $3000-$3FFF", "[channelf]") {
  std::vector<uint8_t> image(0x40000);
  for (size_t i = 0; i < image.size(); ++i) image[i] = static_cast<uint8_t>(i / 0x1000);  // each 4 KiB its number
  ChannelF cf;
  veteran::emu::Cartridge c;
  c.board = ChannelF::Board::multi;
  c.rom = image;
  cf.load_cartridge(c);
  CHECK(cf.peek(0x0800) == 0);
  CHECK(cf.peek(0x2000) == 1);
  CHECK(cf.peek(0x2800) == 0xFF);  // no RAM, as MAME's list has it
  cf.write(0x3000, 0x05);
  CHECK(cf.peek(0x0800) == 10);
  cf.write(0x3FFF, 0x25);  // bit 5: the bank's upper half first
  CHECK(cf.peek(0x0800) == 11);
  CHECK(cf.peek(0x1800) == 12);
  c.board = ChannelF::Board::multi_old;  // the older board has no such bit
  cf.load_cartridge(c);
  cf.write(0x3000, 0x25);
  CHECK(cf.peek(0x0800) == 10);
  cf.reset();
  CHECK(cf.peek(0x0800) == 0);  // reset picks bank 0
  c.rom.resize(1000);
  CHECK_THROWS_WITH(cf.load_cartridge(c), Catch::Contains("multi-cart holds 262,144 bytes, not 1000"));
}

TEST_CASE("channelf: the 2102 on Maze's ports keeps bits, as MAME wires it", "[channelf]") {
  ChannelF cf;
  veteran::emu::Cartridge c;
  c.board = ChannelF::Board::maze;
  c.rom = {0x55};
  cf.load_cartridge(c);
  cf.out(0x25, 0x5A);
  cf.out(0x24, 0x0B);  // write a 1 at this address (bit 3), lines 2-3 from bits 2 and 1
  cf.out(0x24, 0x0A);  // stop writing; the same address
  CHECK(cf.in(0x24) == (0x0A | 0x80));
  cf.out(0x25, 0x00);
  CHECK((cf.in(0x24) & 0x80) == 0);  // another address holds 0
  CHECK(cf.in(0x25) == 0x00);
  CHECK(cf.in(0x20) == 0);  // Hangman's ports are not on Maze's board
}

TEST_CASE("channelf: .chf files, written and read back; damage named", "[channelf]") {
  using veteran::emu::parse_chf;
  using veteran::emu::write_chf;
  const auto bytes = write_chf(rom_and_ram(), 5);
  CHECK(bytes.size() % 16 == 0);
  const auto back = parse_chf(bytes, "x.chf");
  CHECK(back.title == "test");
  REQUIRE(back.ranges.size() == 3);
  CHECK(back.ranges[0].data == std::vector<uint8_t>{0x55, 0x2B, 0x77});
  CHECK(back.ranges[1].kind == veteran::emu::Cartridge::Range::Kind::ram);
  CHECK(back.ranges[1].size == 0x800);
  ChannelF cf;
  cf.insert_cartridge(temp_file("vt.chf", bytes));
  CHECK(cf.peek(0x0801) == 0x2B);
  CHECK(cf.peek(0x0803) == 0xFF);
  cf.write(0x2FFF, 7);
  CHECK(cf.peek(0x2FFF) == 7);
  cf.write(0x3800, 0);  // a lamp range: a write switches the lamp over
  CHECK(cf.thinking_lamp());
  cf.write(0x3800, 0);
  CHECK_FALSE(cf.thinking_lamp());

  auto damaged = [&](std::vector<uint8_t> b, const std::string& what) {
    CHECK_THROWS_WITH(parse_chf(b, "bad.chf"), Catch::StartsWith("bad.chf: ") && Catch::Contains(what));
  };
  auto b = bytes;
  b[0x15] = 2;
  damaged(b, "format version 2.0");
  b = bytes;
  b[0x16] = 9;
  damaged(b, "unknown hardware type 9");
  b = bytes;
  b[0x16] = 4;
  damaged(b, "Multi-Cart");
  damaged({bytes.begin(), bytes.begin() + 20}, "header is cut short");
  damaged({bytes.begin(), bytes.end() - 16}, "packet 3");
  b = bytes;
  b[0x30] = 'X';
  damaged(b, "packet 1 (at byte 48): no \"CHIP\" signature");
  b = bytes;
  b[0x3C] = 0x00;  // ROM at $0000
  b[0x3D] = 0x00;
  damaged(b, "ROM at $0000, 3 bytes, is not within $0800-$FFFF");
  b = bytes;
  b[0x38] = 7;
  damaged(b, "unknown chip type 7");
  // A million packets over one range (16 MB of file): refused at the first
  // overlap, not loaded a million times.
  b = bytes;
  const size_t second = 0x30 + (b[0x34] | b[0x35] << 8 | b[0x36] << 16 | static_cast<size_t>(b[0x37]) << 24);
  const std::vector<uint8_t> ram_packet(bytes.begin() + static_cast<long>(second),
                                        bytes.begin() + static_cast<long>(second) + 16);
  for (int i = 0; i < 1000000; ++i) b.insert(b.end(), ram_packet.begin(), ram_packet.end());
  damaged(b, "packet 4 (at byte");
  damaged(b, "overlaps an earlier packet");
}

TEST_CASE("channelf: a save state restores the machine with a button held, the Schach board's RAM and lamp lit",
          "[channelf]") {
  auto make = [] {
    auto cf = std::make_unique<ChannelF>();
    auto program = veteran::files::read_file(VETERAN_CHANNELF_PROBE);
    program.resize(0x800, 0);
    cf->load_bios({program.begin(), program.begin() + 0x400}, {program.begin() + 0x400, program.end()});
    cf->load_cartridge(std::vector<uint8_t>(6144, 0), ChannelF::Board::chess);
    cf->reset();
    return cf;
  };
  auto cf = make();
  veteran::tests::check_save_state(*cf, make, 3 * kFrame + 5, 4 * kFrame, [](auto& m) {
    auto& c = dynamic_cast<ChannelF&>(m);
    m.set_key("START", true);
    c.write(0x2800, 0x5A);
    c.write(0x8000, 0);  // the THINKING lamp on
  });
  CHECK(cf->thinking_lamp());
  CHECK(cf->peek(0x2800) == 0x5A);
}
