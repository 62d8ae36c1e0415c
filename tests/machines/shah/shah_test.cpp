// The SHAH machine with our stand-in program (standin.c, built with Debian's
// gcc-avr in the build): the multiplexed digits as the eye reads them, keys
// through the matrix with the program's debounce, and a save state's round
// trip.
#include "emu/machines/shah/shah.hpp"
#include "emu/capabilities.hpp"
#include "emu/machines/machine_table.hpp"
#include "emu/state/snapshot.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using veteran::emu::Shah;

namespace {

void seconds(Shah& m, double s) { m.run(static_cast<uint64_t>(s * Shah::kClockHz)); }

void tap(Shah& m, const char* key, double hold = 0.1) {
  m.set_key(key, true);
  seconds(m, hold);
  m.set_key(key, false);
}

Shah& loaded(Shah& m) {
  veteran::emu::insert_media(m, veteran::emu::Slot::memory, VETERAN_SHAH_STANDIN);
  m.reset();
  return m;
}

}  // namespace

TEST_CASE("shah: the stand-in's multiplexed digits read as the eye sees them", "[shah]") {
  Shah m;
  loaded(m);
  seconds(m, 0.2);
  CHECK(m.display_text() == "5HAH");    // S and 5 are one pattern on seven segments
  CHECK(m.mcu().clock_divider() == 1);  // the program left CKDIV8
  // Each digit lit about a quarter of the time: every segment of the face at full brightness.
  const auto face = std::get<veteran::emu::SegmentFace>(m.face());
  REQUIRE(face.digits.size() == 4);
  CHECK(face.digits[1][1] > 0.9f);  // H's segment b
  CHECK(face.digits[0][1] < 0.1f);  // S has no segment b
  // At any moment, each digit as bright as the others (a frame is whole scans).
  for (double later : {0.3137, 0.5, 0.77, 1.0313}) {
    seconds(m, later);
    const auto f = std::get<veteran::emu::SegmentFace>(m.face());
    for (size_t d = 0; d < 4; ++d) {
      float brightest = 0;
      for (float v : f.digits[d]) brightest = std::max(brightest, v);
      INFO("digit " << d << " after " << later << " s more");
      CHECK(brightest > 0.9f);
    }
  }
}

TEST_CASE("shah: keys through the matrix, each press counted once, the debounce respected", "[shah]") {
  Shah m;
  loaded(m);
  seconds(m, 0.2);
  tap(m, "A1");
  seconds(m, 0.3);
  CHECK(m.display_text() == "0101");
  tap(m, "GO");
  seconds(m, 0.3);
  CHECK(m.display_text() == "0902");  // GO: line 2, column 2
  tap(m, "H8");
  seconds(m, 0.3);
  CHECK(m.display_text() == "1103");
  // Pressed again 40 ms after its release, within the 100 ms inhibit: not a press.
  tap(m, "CL");
  seconds(m, 0.04);
  tap(m, "CL");
  seconds(m, 0.3);
  CHECK(m.display_text() == "0604");
  // A key held long is one press.
  tap(m, "E5", 1.0);
  seconds(m, 0.3);
  CHECK(m.display_text() == "0205");
}

TEST_CASE("shah: a save state taken mid-run resumes to the same display", "[shah]") {
  Shah m;
  loaded(m);
  seconds(m, 0.2);
  tap(m, "B2");
  seconds(m, 0.3);
  const auto snapshot = veteran::emu::save_snapshot(m);
  tap(m, "D4");
  seconds(m, 0.3);
  const std::string after = m.display_text();
  CHECK(after == "1002");
  Shah other;
  loaded(other);
  veteran::emu::load_snapshot(other, snapshot, "S");
  tap(other, "D4");
  seconds(other, 0.3);
  CHECK(other.display_text() == after);
  CHECK(other.cycles() == m.cycles());
}

TEST_CASE("shah: digits equally bright when run in a window's slices", "[shah]") {
  Shah m;
  loaded(m);
  for (int slice = 0; slice < 90; ++slice) {
    m.run(133'333);  // a 60th of a second, as the window runs a machine at 1x
    if (slice < 10) continue;
    const auto f = std::get<veteran::emu::SegmentFace>(m.face());
    for (size_t d = 0; d < 4; ++d) {
      float brightest = 0;
      for (float v : f.digits[d]) brightest = std::max(brightest, v);
      INFO("slice " << slice << " digit " << d);
      CHECK(brightest > 0.9f);
    }
  }
}

// avr-gcc's ELF file and avr-objcopy's Intel HEX of the same build load the
// same flash (the code and, after it, the initial values of the data).
TEST_CASE("shah: the stand-in as ELF loads the flash its Intel HEX loads", "[shah][elf]") {
  const std::string elf = std::string(VETERAN_SHAH_STANDIN) + ".elf";
  const auto& info = veteran::emu::machine_info("shah");
  const auto from_hex = veteran::emu::memory_image(info, VETERAN_SHAH_STANDIN);
  const auto from_elf = veteran::emu::memory_image(info, elf);
  REQUIRE(!from_elf.empty());
  auto flat = [](const std::vector<veteran::files::Segment>& segments) {
    std::vector<uint8_t> flash(8192, 0);
    for (const auto& s : segments) std::copy(s.bytes.begin(), s.bytes.end(), flash.begin() + s.address);
    return flash;
  };
  CHECK(flat(from_elf) == flat(from_hex));
  Shah a, b;
  veteran::emu::insert_media(a, veteran::emu::Slot::memory, elf);
  loaded(b);
  a.reset();
  seconds(a, 0.2), seconds(b, 0.2);
  CHECK(a.display_text() == b.display_text());
}
