// ROM manifests and the rompath audit, with files and zip archives of our own
// making: found, missing, wrong length, wrong checksum, damaged archives.
#include "emu/files/rompath.hpp"
#include "emu/files/zip_archive.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/roms/audit.hpp"
#include "emu/roms/library.hpp"
#include "emu/roms/manifest.hpp"
#include "emu/roms/program_image.hpp"
#include "util/hash/digest.hpp"

#include <zlib.h>
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <random>

namespace fs = std::filesystem;
using namespace veteran;

namespace {

std::vector<uint8_t> bytes(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<uint8_t> v(n);
  for (auto& b : v) b = static_cast<uint8_t>(rng() % 7);  // compressible, so deflate has work
  return v;
}

void write(const fs::path& p, const std::vector<uint8_t>& data) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(data.data()), static_cast<long>(data.size()));
}

// A minimal zip writer (stored or raw-deflate members), for the tests only.
void write_zip(const fs::path& p, const std::vector<std::pair<std::string, std::vector<uint8_t>>>& members,
               bool compress) {
  std::vector<uint8_t> out, central;
  auto put16 = [](std::vector<uint8_t>& v, unsigned x) {
    v.push_back(uint8_t(x));
    v.push_back(uint8_t(x >> 8));
  };
  auto put32 = [&](std::vector<uint8_t>& v, uint32_t x) {
    put16(v, x & 0xFFFF);
    put16(v, x >> 16);
  };
  for (const auto& [name, data] : members) {
    std::vector<uint8_t> body = data;
    if (compress) {
      body.resize(compressBound(static_cast<uLong>(data.size())) + 16);
      z_stream z{};
      deflateInit2(&z, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
      z.next_in = const_cast<Bytef*>(data.data());
      z.avail_in = static_cast<uInt>(data.size());
      z.next_out = body.data();
      z.avail_out = static_cast<uInt>(body.size());
      deflate(&z, Z_FINISH);
      body.resize(z.total_out);
      deflateEnd(&z);
    }
    uint32_t crc = hash::crc32(data), offset = static_cast<uint32_t>(out.size());
    auto header = [&](std::vector<uint8_t>& v, bool central_entry) {
      put32(v, central_entry ? 0x02014b50 : 0x04034b50);
      if (central_entry) put16(v, 20);
      put16(v, 20);
      put16(v, 0);
      put16(v, compress ? 8 : 0);
      put16(v, 0);
      put16(v, 0);
      put32(v, crc);
      put32(v, static_cast<uint32_t>(body.size()));
      put32(v, static_cast<uint32_t>(data.size()));
      put16(v, static_cast<unsigned>(name.size()));
      put16(v, 0);
      if (central_entry) {
        put16(v, 0);
        put16(v, 0);
        put16(v, 0);
        put32(v, 0);
        put32(v, offset);
      }
      v.insert(v.end(), name.begin(), name.end());
    };
    header(out, false);
    out.insert(out.end(), body.begin(), body.end());
    header(central, true);
  }
  uint32_t cd_offset = static_cast<uint32_t>(out.size());
  out.insert(out.end(), central.begin(), central.end());
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<unsigned>(members.size()));
  put16(out, static_cast<unsigned>(members.size()));
  put32(out, static_cast<uint32_t>(central.size()));
  put32(out, cd_offset);
  put16(out, 0);
  write(p, out);
}

struct Fixture {
  fs::path dir = fs::temp_directory_path() / "veteran-roms-test";
  std::vector<uint8_t> a = bytes(1024, 1), b = bytes(2048, 2);
  roms::RomSet set;
  Fixture() {
    fs::remove_all(dir);
    char json[1024];
    std::snprintf(json, sizeof json,
                  R"({"set":"testset","kind":"system","machine":"testmachine","description":"test ROMs",
                      "files":[{"name":"a.bin","size":1024,"crc32":"%08x","sha1":"%s","load":"0x0000"},
                               {"name":"b.bin","size":2048,"crc32":"%08x","sha1":"%s","load":"0x1000"}]})",
                  hash::crc32(a), hash::sha1_hex(a).c_str(), hash::crc32(b), hash::sha1_hex(b).c_str());
    set = roms::parse_manifest(json, "test.json");
  }
  ~Fixture() { fs::remove_all(dir); }
};

}  // namespace

TEST_CASE("the built-in manifests parse and name every machine's set", "[roms]") {
  const auto& sets = roms::builtin_manifests();
  for (const char* name : {"kim1", "trs80l2", "channelf", "sol20", "jupiter3", "mchess", "schach"})
    CHECK(std::any_of(sets.begin(), sets.end(), [&](const auto& s) { return s.set == name; }));
  for (const auto& s : sets) CHECK_FALSE(s.files.empty());
}

TEST_CASE("a bad manifest is refused with its file and field", "[roms]") {
  auto error_of = [](const std::string& json) {
    try {
      roms::parse_manifest(json, "roms-manifest/bad.json");
    } catch (const std::exception& e) { return std::string(e.what()); }
    return std::string("(accepted)");
  };
  CHECK_THAT(error_of("{"), Catch::StartsWith("roms-manifest/bad.json: not valid JSON"));
  CHECK_THAT(error_of(R"({"set":"x"})"), Catch::Contains("missing \"kind\""));
  CHECK_THAT(error_of(R"({"set":"x","kind":"system","machine":"m","description":"d","files":[{"name":"a","size":1,
                          "crc32":"XYZ","sha1":"00","load":"0"}]})"),
             Catch::Contains("files[0]: \"crc32\" must be 8 lower-case hex digits"));
  // Found by fuzz_manifest: a number too large for JSON's reader was not a runtime_error (an abort).
  try {
    roms::parse_manifest(R"({"set":"x","kind":"system","files":[{"size":1008e923}]})", "roms-manifest/bad.json");
    FAIL("accepted");
  } catch (const std::runtime_error& e) {
    CHECK_THAT(std::string(e.what()),
               Catch::StartsWith("roms-manifest/bad.json: not valid JSON") && Catch::Contains("number overflow"));
  }
}

TEST_CASE("audit: good loose files in the set's folder", "[roms]") {
  Fixture f;
  write(f.dir / "testset" / "a.bin", f.a);
  write(f.dir / "testset" / "b.bin", f.b);
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::good);
  CHECK_THAT(roms::format_audit(audit, {f.dir}), Catch::Contains("romset testset is good"));
  CHECK(roms::load_rom(f.set, f.set.files[1], {f.dir}) == f.b);
}

TEST_CASE("audit: stored and deflated zip archives, found by CRC whatever the member's name", "[roms]") {
  for (bool compress : {false, true}) {
    Fixture f;
    write_zip(f.dir / "testset.zip", {{"a.bin", f.a}, {"some/folder/renamed.rom", f.b}}, compress);
    auto audit = roms::audit_set(f.set, {fs::path("/nonexistent"), f.dir});
    CHECK(audit.status == roms::SetStatus::good);
    CHECK(roms::load_rom(f.set, f.set.files[0], {f.dir}) == f.a);
  }
}

TEST_CASE("audit: missing, wrong length and wrong checksum are each reported with the fix", "[roms]") {
  Fixture f;
  write(f.dir / "testset" / "a.bin", std::vector<uint8_t>(f.a.begin(), f.a.begin() + 512));
  auto b = f.b;
  b[7] ^= 0xFF;
  write(f.dir / "b.bin", b);  // loose, beside the set's folder
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::bad);
  std::string report = roms::format_audit(audit, {f.dir});
  CHECK_THAT(report, Catch::Contains("a.bin (1024 bytes) - INCORRECT LENGTH: 512 bytes"));
  CHECK_THAT(report, Catch::Contains("b.bin (2048 bytes) - INCORRECT CHECKSUM"));
  CHECK_THAT(report, Catch::Contains("to fix: put a.bin, b.bin in"));
  CHECK_THROWS_WITH(roms::load_rom(f.set, f.set.files[0], {f.dir}), Catch::Contains("INCORRECT LENGTH"));

  fs::remove_all(f.dir);
  CHECK(roms::audit_set(f.set, {f.dir}).status == roms::SetStatus::not_found);
}

TEST_CASE("audit: a damaged zip archive is reported, not skipped", "[roms]") {
  Fixture f;
  write_zip(f.dir / "testset.zip", {{"a.bin", f.a}, {"b.bin", f.b}}, true);
  {  // truncate the archive in the middle of the data
    auto size = fs::file_size(f.dir / "testset.zip");
    fs::resize_file(f.dir / "testset.zip", size / 2);
  }
  CHECK_THROWS_WITH(files::ZipArchive(f.dir / "testset.zip"), Catch::Contains("not a usable zip archive"));
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status != roms::SetStatus::good);
  // Said as it is, not as "INCORRECT LENGTH: 0 bytes".
  auto text = roms::format_audit(audit, {f.dir});
  CHECK_THAT(text, Catch::Contains("UNREADABLE: ") && Catch::Contains("not a usable zip archive"));
  CHECK_THAT(text, !Catch::Contains("INCORRECT LENGTH: 0 bytes"));
}

TEST_CASE("audit: a folder or a link loop named like a ROM is unreadable, not missing", "[roms]") {
  Fixture f;
  fs::create_directories(f.dir / "testset" / "a.bin");
  fs::create_directories(f.dir / "testset");
  fs::create_symlink(f.dir / "testset" / "b.bin", f.dir / "testset" / "b.bin");
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::bad);
  auto text = roms::format_audit(audit, {f.dir});
  CHECK_THAT(text, Catch::Contains("a.bin (1024 bytes) - UNREADABLE: ") && Catch::Contains("is a folder, not a file"));
  CHECK_THAT(text, Catch::Contains("b.bin (2048 bytes) - UNREADABLE: ") && Catch::Contains("cannot open"));
}

namespace {
// The file's bytes with the 32-bit little-endian word at the first `signature`, plus `offset`, set to `value`.
void patch_after(const fs::path& p, uint32_t signature, size_t offset, uint32_t value, size_t width = 4) {
  auto data = files::read_file(p);
  for (size_t at = 0; at + 4 <= data.size(); ++at)
    if ((data[at] | data[at + 1] << 8 | data[at + 2] << 16 | static_cast<uint32_t>(data[at + 3]) << 24) == signature) {
      for (size_t k = 0; k < width; ++k) data[at + offset + k] = static_cast<uint8_t>(value >> (8 * k));
      write(p, data);
      return;
    }
  FAIL("no signature in " << p);
}
}  // namespace

// Hardening defect 7: what a file declares is checked before memory is taken.
TEST_CASE("files: a forged member size, zip64, folders, link loops and oversized files are refused by name",
          "[roms][files]") {
  Fixture f;
  // A member declaring 4 GB (a 1 KiB archive once took 4.2 GB and 55 s).
  write_zip(f.dir / "forged.zip", {{"a.bin", f.a}}, true);
  patch_after(f.dir / "forged.zip", 0x02014b50, 24, 0xF0000000u);
  files::ZipArchive forged(f.dir / "forged.zip");
  REQUIRE(forged.members().size() == 1);
  CHECK_THROWS_WITH(forged.read(forged.members()[0]),
                    Catch::Contains("declares 4026531840 bytes") && Catch::Contains("not inflated"));
  // zip64 is refused by name, not as "truncated".
  write_zip(f.dir / "z64.zip", {{"a.bin", f.a}}, false);
  patch_after(f.dir / "z64.zip", 0x06054b50, 10, 0xFFFF, 2);
  CHECK_THROWS_WITH(files::ZipArchive(f.dir / "z64.zip"), Catch::Contains("zip64"));
  // A folder, a link loop, a file over the limit.
  CHECK_THROWS_WITH(files::read_file(f.dir), Catch::Contains("is a folder, not a file"));
  fs::create_symlink(f.dir / "loop", f.dir / "loop");
  CHECK_THROWS_WITH(files::read_file(f.dir / "loop"), Catch::Contains("loop") && Catch::Contains("cannot open"));
  write(f.dir / "big.bin", std::vector<uint8_t>(5000, 1));
  CHECK_THROWS_WITH(files::read_file(f.dir / "big.bin", 4096),
                    Catch::Contains("more than veteran reads of such a file"));
  CHECK(files::read_file(f.dir / "big.bin", 5000).size() == 5000);
  CHECK_THROWS_WITH(emu::memory_image(emu::machine_info("kim1"), (f.dir).string() + "@0000"),
                    Catch::Contains("is a folder"));
}

TEST_CASE("audit: a set the machine runs without is not called missing or bad", "[roms]") {
  Fixture f;
  // The Jupiter III's monitor ROMs: veteran models the monitor.
  auto jupiter = roms::audit_set(roms::find_set("jupiter3", "jupiter3"), {f.dir});
  CHECK(jupiter.status == roms::SetStatus::not_needed);
  auto text = roms::format_audit(jupiter, {f.dir});
  CHECK_THAT(text, Catch::Contains("romset jupiter3 not found (optional: veteran's jupiter3 runs without it)"));
  CHECK_THAT(text, !Catch::Contains("to fix"));
  // Level II without the character generator: good, the missing one named as optional.
  const auto& level2 = roms::find_set("trs80l2", "trs80");
  for (const auto& file : level2.files)
    if (!file.optional) write(f.dir / "trs80l2" / file.name, std::vector<uint8_t>(file.size, 0));
  auto audit = roms::audit_set(level2, {f.dir});
  CHECK(audit.status == roms::SetStatus::bad);  // our zeros are not the ROMs...
  for (const auto& fa : audit.files)
    if (fa.file->name == "mcm6670p.z29") CHECK(fa.file->optional);  // ...but the chargen's absence is no fault
}

namespace {

// A program set of our own with loose names: a raw binary and an Intel HEX
// file, checked by the memory they give ($0200-$05FF, zero where not loaded).
struct ProgramFixture {
  fs::path dir = fs::temp_directory_path() / "veteran-loose-test";
  std::vector<uint8_t> code = bytes(512, 3);  // loaded at $0300; $0200-$02FF and $0500-$05FF stay zero
  roms::RomSet set;
  ProgramFixture() {
    fs::remove_all(dir);
    std::vector<uint8_t> memory(0x400, 0);
    std::copy(code.begin(), code.end(), memory.begin() + 0x100);
    char json[1024];
    std::snprintf(json, sizeof json,
                  R"({"set":"prog","kind":"program","machine":"kim1","software_list":"test_cass",
                      "description":"a test program",
                      "files":[{"name":"prog.wav","size":99,"crc32":"00000000","sha1":"%s","load":"kim1-cassette"}],
                      "loose":["prog.bin@0300","prog.hex"],
                      "memory":[{"from":"0x0200","to":"0x05FF","sha1":"%s"}]})",
                  std::string(40, '0').c_str(), hash::sha1_hex(memory).c_str());
    set = roms::parse_manifest(json, "test.json");
  }
  ~ProgramFixture() { fs::remove_all(dir); }
};

// Intel HEX records of 16 bytes (code.size() a multiple of 16) from `origin`.
std::string intel_hex(const std::vector<uint8_t>& code, unsigned origin) {
  std::string hex;
  for (size_t at = 0; at < code.size(); at += 16) {
    unsigned address = origin + static_cast<unsigned>(at), sum = 16 + (address >> 8) + (address & 0xFF);
    char field[16];
    std::snprintf(field, sizeof field, ":10%04X00", address);
    hex += field;
    for (size_t i = 0; i < 16; ++i) {
      std::snprintf(field, sizeof field, "%02X", code[at + i]);
      hex += field;
      sum += code[at + i];
    }
    std::snprintf(field, sizeof field, "%02X\n", (0x100 - (sum & 0xFF)) & 0xFF);
    hex += field;
  }
  return hex + ":00000001FF\n";
}

}  // namespace

TEST_CASE("audit: a program under a loose name is checked by the memory it loads", "[roms]") {
  ProgramFixture f;
  CHECK(roms::audit_set(f.set, {f.dir}).status == roms::SetStatus::not_found);
  CHECK_THAT(roms::format_audit(roms::audit_set(f.set, {f.dir}), {f.dir}),
             Catch::Contains("or one of prog.bin, prog.hex in " + f.dir.string()));

  // A raw binary in MAME's software-list folder for the set.
  write(f.dir / "test_cass" / "prog" / "prog.bin", f.code);
  auto audit = roms::audit_set(f.set, {f.dir});
  REQUIRE(audit.status == roms::SetStatus::good);
  CHECK_THAT(roms::format_audit(audit, {f.dir}),
             Catch::Contains("romset prog (test_cass) is good (as ") && Catch::Contains("prog.bin@0300"));
  REQUIRE(audit.loose);
  REQUIRE(audit.loose->segments.size() == 1);
  CHECK(audit.loose->segments[0].address == 0x300);
  fs::remove_all(f.dir);

  // Intel HEX at the top of a rompath folder; one changed byte is found and named by range.
  auto code = f.code;
  code[5] ^= 1;
  const std::string hex = intel_hex(code, 0x300);
  write(f.dir / "prog.hex", std::vector<uint8_t>(hex.begin(), hex.end()));
  audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::bad);
  auto text = roms::format_audit(audit, {f.dir});
  CHECK_THAT(text, Catch::Contains("prog.hex - INCORRECT CONTENTS at $0200-$05FF: EXPECTED SHA1("));
  CHECK_THAT(text, Catch::Contains("romset prog (test_cass) is bad"));

  // Not an image at all: unreadable, with the loader's reason.
  write(f.dir / "prog.hex", std::vector<uint8_t>{'x', '\n'});
  text = roms::format_audit(roms::audit_set(f.set, {f.dir}), {f.dir});
  CHECK_THAT(text, Catch::Contains("prog.hex - UNREADABLE: "));
}

TEST_CASE("audit: a program image under another name is found by what it loads, another program is not", "[roms]") {
  ProgramFixture f;

  // Another program in the same kind of file, first in the walk: not this one, and not reported.
  auto other = f.code;
  other[0] ^= 1;
  const std::string other_hex = intel_hex(other, 0x300), good_hex = intel_hex(f.code, 0x300);
  write(f.dir / "a-other" / "game.hex", std::vector<uint8_t>(other_hex.begin(), other_hex.end()));
  CHECK(roms::audit_set(f.set, {f.dir}).status == roms::SetStatus::not_found);
  // The program itself, renamed, in a folder of its own, its extension in capitals.
  write(f.dir / "z-mine" / "MyChess.HEX", std::vector<uint8_t>(good_hex.begin(), good_hex.end()));
  auto audit = roms::audit_set(f.set, {f.dir});
  REQUIRE(audit.status == roms::SetStatus::good);
  REQUIRE(audit.loose);
  CHECK(audit.loose->by_contents);
  CHECK_THAT(roms::format_audit(audit, {f.dir}),
             Catch::Contains("romset prog (test_cass) is good (as " + (f.dir / "z-mine" / "MyChess.HEX").string() +
                             ", found by its contents)"));
  CHECK(roms::load_program_set(f.set, {f.dir}).at(0).address == 0x300);
}

TEST_CASE("audit: a missing ROM names a file of its length elsewhere as a possible bad dump, never uses it", "[roms]") {
  Fixture f;
  auto bad = f.a;
  bad[3] ^= 0x40;
  write(f.dir / "dumps" / "my-bios.bin", bad);  // a.bin's length, another name, not its checksums
  write(f.dir / "testset" / "b.bin", f.b);
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::bad);
  REQUIRE(audit.files[0].status == roms::FileStatus::missing);
  CHECK(audit.files[0].same_length == std::vector<std::string>{(f.dir / "dumps" / "my-bios.bin").string()});
  const std::string report = roms::format_audit(audit, {f.dir});
  CHECK_THAT(report, Catch::Contains((f.dir / "dumps" / "my-bios.bin").string() + " has a.bin's length (" +
                                     std::to_string(f.a.size()) +
                                     " bytes) but not its checksums: if it is a bad "
                                     "dump of it, name it a.bin in " +
                                     (f.dir / "testset").string() + "/ and veteran runs it with a warning"));
  CHECK_THROWS_WITH(roms::load_rom(f.set, f.set.files[0], {f.dir}),
                    Catch::Contains("a.bin") && Catch::Contains("NOT FOUND"));
  // Named as said, it runs with the warning, as MAME runs a bad dump.
  write(f.dir / "testset" / "a.bin", bad);
  std::string warning;
  CHECK(roms::load_rom(f.set, f.set.files[0], {f.dir}, &warning) == bad);
  CHECK_THAT(warning, Catch::Contains("has the wrong checksum"));
}

TEST_CASE("the manifest's loose names need memory ranges, each a valid range", "[roms]") {
  std::string head = R"({"set":"p","kind":"program","machine":"m","description":"d",
      "files":[{"name":"a","size":1,"crc32":"00000000","sha1":")" +
                     std::string(40, '0') + R"(","load":"0"}],)";
  CHECK_THROWS_WITH(roms::parse_manifest(head + R"("loose":["p.pap"]})", "t.json"), Catch::Contains("need \"memory\""));
  CHECK_THROWS_WITH(roms::parse_manifest(head + R"("loose":["p.pap"],"memory":[{"from":"0x10","to":"0x0F","sha1":")" +
                                             std::string(40, '0') + R"("}]})",
                                         "t.json"),
                    Catch::Contains("memory[0]: \"from\" and \"to\""));
  CHECK_THROWS_WITH(roms::parse_manifest(head + R"("loose":[7]})", "t.json"), Catch::Contains("array of file names"));
}

// The rompath as a library (emu/roms/library.hpp): files found by what they
// are, under any name and folder, and read again when they change.
TEST_CASE("audit: renamed and nested files are found by their contents; a changed file is read again", "[roms]") {
  Fixture f;
  write(f.dir / "deep" / "er" / "bios-one.rom", f.a);  // neither the set's folder nor its names
  write_zip(f.dir / "more" / "anything.zip", {{"inner/second.bin", f.b}}, true);
  auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::good);
  const std::string report = roms::format_audit(audit, {f.dir});
  CHECK_THAT(report, Catch::Contains("testset: a.bin found in " + (f.dir / "deep" / "er" / "bios-one.rom").string() +
                                     " (by its contents)"));
  CHECK_THAT(report, Catch::Contains("testset: b.bin found in " + (f.dir / "more" / "anything.zip").string() +
                                     ":inner/second.bin (by its contents)"));
  CHECK(roms::load_rom(f.set, f.set.files[0], {f.dir}) == f.a);

  // The file changed in place: no longer the ROM, so not found; a new file elsewhere is.
  auto other = f.a;
  other[0] ^= 0xFF;
  write(f.dir / "deep" / "er" / "bios-one.rom", other);
  fs::last_write_time(f.dir / "deep" / "er" / "bios-one.rom",
                      fs::last_write_time(f.dir / "deep" / "er" / "bios-one.rom") + std::chrono::seconds(2));
  CHECK(roms::audit_set(f.set, {f.dir}).files[0].status == roms::FileStatus::missing);
  write(f.dir / "new" / "a-copy.bin", f.a);
  const auto again = roms::audit_set(f.set, {f.dir});
  CHECK(again.files[0].status == roms::FileStatus::good);
  CHECK(again.files[0].found_at == (f.dir / "new" / "a-copy.bin").string());
}

TEST_CASE("audit: a ROM ten folders down is found, as a collection sorted by maker and year keeps it", "[roms]") {
  Fixture f;
  const fs::path deep = f.dir / "1" / "2" / "3" / "4" / "5" / "6" / "7" / "8" / "9" / "10";
  write(deep / "a-dump.bin", f.a);
  write(deep / "b-dump.bin", f.b);
  const auto audit = roms::audit_set(f.set, {f.dir});
  CHECK(audit.status == roms::SetStatus::good);
  CHECK(audit.files[0].found_at == (deep / "a-dump.bin").string());
}

TEST_CASE("roms: a rompath of / or /proc is walked within bounds and never into the kernel's files", "[roms]") {
  using veteran::roms::library_size;
  using veteran::roms::library_stopped_at;
  CHECK(library_size({"/proc"}) == 0);
  CHECK(library_size({"/sys"}) == 0);
  CHECK(library_stopped_at({"/proc"}).empty());
  // The whole disk: at most kLibraryEntries entries, and where the walk stopped is said.
  CHECK(library_size({"/"}) <= veteran::roms::kLibraryEntries);
  const std::string stopped = library_stopped_at({"/"});
  CHECK_FALSE(stopped.rfind("/proc/", 0) == 0);
  CHECK_FALSE(stopped.rfind("/sys/", 0) == 0);
  // A set looked for there is simply not found.
  const auto& sets = veteran::roms::builtin_manifests();
  REQUIRE_FALSE(sets.empty());
  CHECK(veteran::roms::audit_set(sets.front(), {"/"}).status != veteran::roms::SetStatus::bad);
}
