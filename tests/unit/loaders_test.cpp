// Program image loaders: Intel HEX, MOS paper tape and ELF, made here byte by byte.
#include "emu/formats/elf_image.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/machines/machine_table.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

using namespace veteran::files;

namespace {

std::string hex_record(uint16_t address, uint8_t type, const std::vector<uint8_t>& data) {
  char buf[16];
  std::string s = ":";
  unsigned sum = static_cast<unsigned>(data.size()) + (address >> 8) + (address & 0xFF) + type;
  std::snprintf(buf, sizeof buf, "%02X%04X%02X", static_cast<unsigned>(data.size()), address, type);
  s += buf;
  for (uint8_t b : data) {
    std::snprintf(buf, sizeof buf, "%02X", b);
    s += buf;
    sum += b;
  }
  std::snprintf(buf, sizeof buf, "%02X", (0x100 - (sum & 0xFF)) & 0xFF);
  return s + buf + "\n";
}

std::string tape_record(uint16_t field, const std::vector<uint8_t>& data) {
  char buf[16];
  std::string s = ";";
  unsigned sum = static_cast<unsigned>(data.size()) + (field >> 8) + (field & 0xFF);
  std::snprintf(buf, sizeof buf, "%02X%04X", static_cast<unsigned>(data.size()), field);
  s += buf;
  for (uint8_t b : data) {
    std::snprintf(buf, sizeof buf, "%02X", b);
    s += buf;
    sum += b;
  }
  std::snprintf(buf, sizeof buf, "%04X", sum & 0xFFFF);
  return s + buf + "\n";
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const ImageError& e) { return e.what(); }
  return "(accepted)";
}

}  // namespace

TEST_CASE("Intel HEX: data records join into segments", "[files][loaders]") {
  std::string text = hex_record(0x0200, 0, {0xA9, 0x01}) + hex_record(0x0202, 0, {0x8D, 0x00, 0x03}) +
                     hex_record(0x1780, 0, {0x18}) + ":00000001FF\n";
  auto segments = parse_intel_hex(text, "prog.hex");
  REQUIRE(segments.size() == 2);
  CHECK(segments[0].address == 0x0200);
  CHECK(segments[0].bytes == std::vector<uint8_t>{0xA9, 0x01, 0x8D, 0x00, 0x03});
  CHECK(segments[1].address == 0x1780);
}

TEST_CASE("Intel HEX: errors name the line", "[files][loaders]") {
  std::string good = hex_record(0x0200, 0, {0xA9, 0x01});
  std::string bad_sum = good;
  bad_sum[bad_sum.size() - 2] = bad_sum[bad_sum.size() - 2] == '0' ? '1' : '0';
  CHECK(error_of([&] { parse_intel_hex(good + bad_sum + ":00000001FF\n", "p.hex"); }) ==
        "p.hex:2: checksum does not match");
  CHECK(error_of([&] { parse_intel_hex(good, "p.hex"); }) ==
        "p.hex: no end-of-file record (:00000001FF): the file is truncated");
  CHECK(error_of([&] { parse_intel_hex("A9 01\n", "p.hex"); }) == "p.hex:1: an Intel HEX record starts with ':'");
  CHECK(error_of([&] { parse_intel_hex(":02020000A9\n", "p.hex"); }) ==
        "p.hex:1: record length does not match its byte count");
  CHECK(error_of([&] {
          parse_intel_hex(hex_record(0xFFFF, 0, {1, 2}) + ":00000001FF\n", "p.hex");
        }) == "p.hex:1: data runs past $FFFF");
  // An extended address record without its two bytes once gave "vector::_M_range_check" and no file.
  CHECK(error_of([&] { parse_intel_hex(":00000002FE\n:00000001FF\n", "p.hex"); }) ==
        "p.hex:1: an extended address record (type 2) carries 2 bytes, this one 0");
}

TEST_CASE("MOS paper tape: records, the closing count, and checksums", "[files][loaders]") {
  std::string text = tape_record(0x0000, {0xD8, 0xA2, 0xFF}) + tape_record(0x1780, {0x18, 0xA9}) + tape_record(2, {});
  auto segments = parse_paper_tape(text, "chess.pap");
  REQUIRE(segments.size() == 2);
  CHECK(segments[0].bytes == std::vector<uint8_t>{0xD8, 0xA2, 0xFF});
  CHECK(segments[1].address == 0x1780);
  CHECK(error_of([&] { parse_paper_tape(tape_record(0, {1}) + tape_record(5, {}), "t.pap"); }) ==
        "t.pap:2: the tape says 5 records, it has 1");
  CHECK(error_of([&] { parse_paper_tape(tape_record(0, {1}), "t.pap"); }) ==
        "t.pap: no final ;00 record: the tape is truncated");
  std::string bad = tape_record(0, {1, 2});
  bad[7] = 'G';
  CHECK(error_of([&] { parse_paper_tape(bad, "t.pap"); }) == "t.pap:1: 'G1' is not a hexadecimal byte");
  // Junk after a record's checksum was once accepted.
  std::string junk = tape_record(0, {1});
  junk.insert(junk.find('\n'), "XYZ");
  CHECK(error_of([&] { parse_paper_tape(junk + tape_record(1, {}), "t.pap"); }) ==
        "t.pap:1: 'XYZ' after the record's checksum");
}

TEST_CASE("memory images: the machine's memory slot picks the format, others are refused by name",
          "[files][loaders][machines]") {
  using veteran::emu::machine_info;
  using veteran::emu::memory_image;
  auto path = std::filesystem::temp_directory_path() / "veteran-loader-test.bin";
  std::ofstream(path, std::ios::binary) << "\x01\x02\x03";
  auto segments = memory_image(machine_info("kim1"), path.string() + "@1780");
  REQUIRE(segments.size() == 1);
  CHECK(segments[0].address == 0x1780);
  CHECK(segments[0].bytes.size() == 3);
  // No address and no format of the machine's: the formats it takes are named.
  CHECK(error_of([&] { memory_image(machine_info("kim1"), path.string()); }) ==
        path.string() +
            "; kim1's memory takes .pap (MOS paper tape), .hex or .ihx (Intel HEX), .wav (KIM-1 cassette "
            "recording), FILE@ADDR (raw binary)");
  CHECK_THAT(error_of([&] { memory_image(machine_info("kim1"), path.string() + "@XYZ"); }),
             Catch::Contains("not a hexadecimal address"));
  // Another machine's file says whose it is; a .wav is the machine's own kind of recording, never a KIM-1's elsewhere.
  CHECK_THAT(error_of([&] { memory_image(machine_info("kim1"), "game.cas"); }),
             Catch::StartsWith("game.cas: a TRS-80 SYSTEM tape, which trs80 takes on --load; kim1's memory takes"));
  CHECK_THAT(error_of([&] { memory_image(machine_info("trs80"), "game.wav"); }),
             Catch::StartsWith("game.wav: a TRS-80 cassette recording, which trs80 takes on --tape;"));
  CHECK_THAT(error_of([&] { memory_image(machine_info("sol20"), "game.wav"); }),
             Catch::StartsWith("game.wav: a Sol-20 CUTS cassette recording, which sol20 takes on --tape;"));
  // An empty file, or an image with no data records, loads nothing: refused, not a silent success.
  std::ofstream(path, std::ios::binary | std::ios::trunc).flush();
  CHECK_THAT(error_of([&] { memory_image(machine_info("kim1"), path.string() + "@0200"); }),
             Catch::Contains("the file is empty: no bytes to load"));
  auto hex = std::filesystem::temp_directory_path() / "veteran-loader-test.hex";
  std::ofstream(hex) << ":00000001FF\n";
  CHECK_THAT(error_of([&] { memory_image(machine_info("kim1"), hex.string()); }),
             Catch::Contains("holds no bytes to load (Intel HEX)"));
  std::filesystem::remove(hex);
  // Aliases find the machine; an unknown name lists the machines.
  CHECK(&machine_info("altair") == &machine_info("altair8800"));
  CHECK_THROWS_WITH(machine_info("pet"), Catch::Contains("no machine named 'pet' (machines: kim1,"));
  std::filesystem::remove(path);
}

namespace {

// A 32-bit ELF file of our own: the header, then a program header a segment
// (type, file offset, physical address, size), then the segments' bytes.
struct ElfSegment {
  uint32_t type, physical;
  std::vector<uint8_t> bytes;
};
std::vector<uint8_t> elf_file(const std::vector<ElfSegment>& segments, bool big_endian) {
  std::vector<uint8_t> f(52 + 32 * segments.size(), 0);
  auto put = [&](size_t at, uint32_t v, int size) {
    for (int i = 0; i < size; ++i)
      f[at + static_cast<size_t>(big_endian ? size - 1 - i : i)] = static_cast<uint8_t>(v >> (8 * i));
  };
  f[0] = 0x7F, f[1] = 'E', f[2] = 'L', f[3] = 'F', f[4] = 1, f[5] = big_endian ? 2 : 1, f[6] = 1;
  put(16, 2, 2);   // an executable
  put(28, 52, 4);  // the program headers right after the header
  put(42, 32, 2), put(44, static_cast<uint32_t>(segments.size()), 2);
  for (size_t i = 0; i < segments.size(); ++i) {
    const size_t h = 52 + 32 * i;
    put(h, segments[i].type, 4), put(h + 4, static_cast<uint32_t>(f.size()), 4);
    put(h + 8, 0x800000 + segments[i].physical, 4);  // a virtual address the loader ignores
    put(h + 12, segments[i].physical, 4), put(h + 16, static_cast<uint32_t>(segments[i].bytes.size()), 4);
    f.insert(f.end(), segments[i].bytes.begin(), segments[i].bytes.end());
  }
  return f;
}

}  // namespace

TEST_CASE("ELF: loadable segments at their physical addresses, either byte order", "[files][loaders][elf]") {
  for (bool big : {false, true}) {
    INFO(big);
    const auto f =
        elf_file({{1, 0x0000, {0x0C, 0x94, 0x34, 0x00}}, {4, 0x0100, {9, 9}}, {1, 0x0004, {0xAA, 0xBB}}}, big);
    const auto segments = parse_elf(f, "prog.elf");
    REQUIRE(segments.size() == 1);  // the code and the data after it join; the note (type 4) is not loaded
    CHECK(segments[0].address == 0);
    CHECK(segments[0].bytes == std::vector<uint8_t>{0x0C, 0x94, 0x34, 0x00, 0xAA, 0xBB});
  }
}

TEST_CASE("ELF: a file that is not one, cut short or out of reach is refused by name", "[files][loaders][elf]") {
  auto good = elf_file({{1, 0x0000, {1, 2, 3, 4}}}, false);
  CHECK_THROWS_WITH(parse_elf(std::vector<uint8_t>{'M', 'Z', 0, 0}, "a.elf"),
                    Catch::Contains("a.elf: not an ELF file"));
  auto wide = good;
  wide[4] = 2;
  CHECK_THROWS_WITH(parse_elf(wide, "a.elf"), Catch::Contains("64-bit"));
  CHECK_THROWS_WITH(parse_elf(std::vector<uint8_t>(good.begin(), good.begin() + 40), "a.elf"),
                    Catch::Contains("cut short"));
  CHECK_THROWS_WITH(parse_elf(std::vector<uint8_t>(good.begin(), good.end() - 2), "a.elf"),
                    Catch::Contains("runs past its end"));
  CHECK_THROWS_WITH(parse_elf(elf_file({{1, 0xFFFE, {1, 2, 3, 4}}}, false), "a.elf"), Catch::Contains("past $FFFF"));
  CHECK_THROWS_WITH(parse_elf(elf_file({}, false), "a.elf"), Catch::Contains("no program headers"));
  CHECK_THROWS_WITH(parse_elf(elf_file({{1, 0, {}}}, false), "a.elf"), Catch::Contains("nothing to load"));
}
