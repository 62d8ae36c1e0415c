// TRS-80 SYSTEM cassette images and /CMD files, made here byte by byte.
#include "emu/formats/trs80_tape.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/roms/program_image.hpp"

#include <catch2/catch.hpp>

using namespace veteran::files;

namespace {

std::vector<uint8_t> system_tape(const std::vector<std::pair<uint16_t, std::vector<uint8_t>>>& blocks, uint16_t entry,
                                 int corrupt_block = -1) {
  std::vector<uint8_t> t(255, 0x00);
  t.push_back(0xA5);
  t.push_back(0x55);
  for (char c : std::string("TEST  ")) t.push_back(static_cast<uint8_t>(c));
  int n = 0;
  for (const auto& [address, data] : blocks) {
    t.push_back(0x3C);
    t.push_back(static_cast<uint8_t>(data.size() & 0xFF));
    t.push_back(static_cast<uint8_t>(address & 0xFF));
    t.push_back(static_cast<uint8_t>(address >> 8));
    unsigned sum = (address & 0xFF) + (address >> 8);
    for (uint8_t b : data) t.push_back(b), sum += b;
    t.push_back(static_cast<uint8_t>(sum + (n++ == corrupt_block ? 1 : 0)));
  }
  t.push_back(0x78);
  t.push_back(static_cast<uint8_t>(entry & 0xFF));
  t.push_back(static_cast<uint8_t>(entry >> 8));
  return t;
}

std::vector<uint8_t> bytes(size_t n, uint8_t seed) {
  std::vector<uint8_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<uint8_t>(seed + 7 * i);
  return v;
}

}  // namespace

TEST_CASE("trs80 .cas: SYSTEM blocks, 256-byte blocks, the entry address", "[files][trs80]") {
  auto tape = system_tape({{0x4A00, bytes(256, 1)}, {0x4B00, bytes(10, 2)}, {0x7000, bytes(3, 3)}}, 0x4A00);
  auto p = parse_system_cas(tape, "t.cas");
  CHECK(p.name == "TEST");
  REQUIRE(p.entry);
  CHECK(*p.entry == 0x4A00);
  REQUIRE(p.segments.size() == 2);  // the first two blocks join
  CHECK(p.segments[0].address == 0x4A00);
  CHECK(p.segments[0].bytes.size() == 266);
  CHECK(p.segments[1].address == 0x7000);
  CHECK(veteran::roms::place(tape, "trs80-system-cas", "chess: t.cas").size() == 2);
}

TEST_CASE("trs80 .cas: broken tapes say what and where", "[files][trs80]") {
  auto bad = system_tape({{0x4A00, bytes(20, 1)}, {0x4A14, bytes(20, 2)}}, 0x4A00, 1);
  CHECK_THROWS_WITH(parse_system_cas(bad, "bad.cas"),
                    Catch::Contains("bad.cas") && Catch::Contains("block 2") && Catch::Contains("checksum"));
  auto whole = system_tape({{0x4A00, bytes(100, 1)}}, 0x4A00);
  std::vector<uint8_t> cut(whole.begin(), whole.begin() + static_cast<long>(whole.size() / 2));
  CHECK_THROWS_WITH(parse_system_cas(cut, "cut.cas"), Catch::Contains("cut.cas") && Catch::Contains("truncated"));
  std::vector<uint8_t> basic(10, 0x00);
  basic.insert(basic.end(), {0xA5, 0xD3, 0xD3, 0xD3, 'X'});
  CHECK_THROWS_WITH(parse_system_cas(basic, "b.cas"), Catch::Contains("BASIC"));
  CHECK_THROWS_WITH(parse_system_cas(std::vector<uint8_t>{0, 0, 0x42}, "x.cas"), Catch::Contains("A5"));
}

TEST_CASE("trs80 /CMD: load records, name, entry; and bad files", "[files][trs80]") {
  std::vector<uint8_t> cmd = {0x05, 0x04, 'C', 'H', 'E', 'S'};
  cmd.insert(cmd.end(), {0x01, 0x02, 0x00, 0x52});  // length 2 means 256 data bytes at $5200
  auto big = bytes(256, 9);
  cmd.insert(cmd.end(), big.begin(), big.end());
  cmd.insert(cmd.end(), {0x01, 0x05, 0x00, 0x53, 1, 2, 3});
  cmd.insert(cmd.end(), {0x02, 0x02, 0x00, 0x52});
  auto p = parse_cmd(cmd, "c.cmd");
  CHECK(p.name == "CHES");
  REQUIRE(p.entry);
  CHECK(*p.entry == 0x5200);
  REQUIRE(p.segments.size() == 1);
  CHECK(p.segments[0].bytes.size() == 259);
  CHECK_THROWS_WITH(parse_cmd(std::vector<uint8_t>{0x01, 0x10, 0x00}, "t.cmd"),
                    Catch::Contains("t.cmd") && Catch::Contains("ends inside record 1"));
  CHECK_THROWS_WITH(parse_cmd(std::vector<uint8_t>{0x4D, 0x5A, 0, 0}, "x.cmd"), Catch::Contains("not a /CMD file"));
}
