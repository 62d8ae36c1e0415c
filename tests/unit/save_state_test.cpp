// Save states: the archive's records (cores/common/state_archive.hpp) and
// the snapshot's refusals (emu/state/snapshot.hpp), on machines that need no
// ROM of the user's.
#include "cores/common/state_archive.hpp"
#include "emu/machines/altair8800/altair8800.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"
#include "emu/state/snapshot.hpp"

#include <catch2/catch.hpp>

#include <deque>
#include <optional>
#include <string>
#include <vector>

using veteran::state::StateError;
using veteran::state::StateReader;
using veteran::state::StateWriter;

namespace {

struct Point {
  using Serialized = void;
  int16_t x = 0;
  double y = 0;
  template <class Archive>
  void serialize(Archive& a) {
    a("x", x), a("y", y);
  }
};

struct Part {
  uint8_t small = 0;
  bool flag = false;
  enum class Mode : uint8_t { a, b, c } mode = Mode::a;
  std::array<uint16_t, 3> table{};
  std::vector<uint8_t> bytes;
  std::deque<uint8_t> queue;
  std::string text;
  std::optional<uint8_t> maybe;
  std::vector<Point> points;
  std::vector<std::pair<uint64_t, int>> pairs;
  template <class Archive>
  void serialize(Archive& a) {
    a("small", small), a("flag", flag),
        a(
            "mode", mode, [](Mode m) { return m <= Mode::c; }, "a, b or c");
    a("table", table), a("bytes", bytes), a("queue", queue), a("text", text), a("maybe", maybe);
    a("points", points), a("pairs", pairs);
  }
};

struct Whole {
  Part part;
  uint64_t cycles = 0;
  template <class Archive>
  void serialize(Archive& a) {
    a.scope("part", part), a("cycles", cycles);
  }
};

Whole sample() {
  Whole w;
  w.part = {7,
            true,
            Part::Mode::c,
            {1, 2, 0xFFFF},
            {1, 2, 3},
            {4, 5},
            "veteran",
            9,
            {{-3, 0.5}, {4, -1e300}},
            {{1ull << 60, -7}}};
  w.cycles = 123456789012345ull;
  return w;
}

std::vector<uint8_t> bytes_of(Whole w) {
  StateWriter out;
  w.serialize(out);
  return out.take();
}

std::string load_error(const std::vector<uint8_t>& bytes) {
  Whole w;
  StateReader in(bytes, "T");
  try {
    w.serialize(in);
    in.finish();
  } catch (const StateError& e) { return e.what(); }
  return "";
}

}  // namespace

TEST_CASE("save states: every kind of field comes back as it went", "[state]") {
  const auto bytes = bytes_of(sample());
  Whole back;
  StateReader in(bytes, "T");
  back.serialize(in);
  in.finish();
  CHECK(bytes_of(back) == bytes);
  CHECK(back.part.text == "veteran");
  CHECK(back.part.points[1].y == -1e300);
  CHECK(back.part.pairs[0].first == 1ull << 60);
  CHECK(back.part.maybe == 9);
  CHECK(back.cycles == 123456789012345ull);
}

TEST_CASE("save states: a record that does not fit names its field and why", "[state]") {
  const auto good = bytes_of(sample());
  // The first record: "part.small" (a length byte, the name, 4 bytes of length, the value, 4 of CRC).
  auto renamed = good;
  renamed[1] = 'P';
  CHECK(load_error(renamed) == "T has field 'Part.small' where this version of veteran expects 'part.small'");
  auto damaged = good;
  damaged[1 + 10 + 4] ^= 1;
  CHECK(load_error(damaged) == "T is damaged in field 'part.small' (its checksum)");
  CHECK(load_error({good.begin(), good.begin() + 30}) == "T is cut short in field 'part.flag'");
  CHECK(load_error({}) == "T ends before field 'part.small'");
  auto longer = good;
  longer.insert(longer.end(), good.begin(), good.begin() + 20);
  CHECK(load_error(longer) == "T has field 'part.small' after the last one this version of veteran knows");

  // Values the records' own checks let through: a bool of 2, an enum out of range.
  Whole w = sample();
  StateWriter out;
  uint8_t two = 2;
  out("part.small", w.part.small), out("part.flag", two);
  CHECK(load_error(out.take()).find("T is damaged in field 'part.flag' (holds 2, not a truth value)") == 0);
  StateWriter out2;
  uint8_t bad_mode = 3;
  out2("part.small", w.part.small), out2("part.flag", w.part.flag), out2("part.mode", bad_mode);
  CHECK(load_error(out2.take()) == "T is damaged in field 'part.mode' (a, b or c)");
}

TEST_CASE("save states: a snapshot of another machine, other ROMs or another format is refused", "[state]") {
  veteran::emu::Jupiter3 j;
  j.run(10000);
  const auto snapshot = veteran::emu::save_snapshot(j, {{"prog.bin@1000", "ab"}});
  const auto header = veteran::emu::read_snapshot_header(snapshot, "S");
  CHECK(header.machine == "jupiter3");
  CHECK(header.format == veteran::emu::kStateFormat);
  CHECK(header.cycles == j.cycles());
  REQUIRE(header.images.size() == 1);
  CHECK(header.images[0].file == "prog.bin@1000");

  veteran::emu::Altair8800 altair;
  CHECK_THROWS_WITH(veteran::emu::load_snapshot(altair, snapshot, "S"),
                    "S is a save state of the jupiter3, not of the altair8800");

  veteran::emu::Jupiter3 other;
  other.firmware = {{"set/monitor.bin", "0123"}};
  CHECK_THROWS_WITH(veteran::emu::load_snapshot(other, snapshot, "S"),
                    "S was saved with other ROMs: this machine's set/monitor.bin SHA1(0123), not in the state");
  // Of several ROMs, only the one that differs is named, with both SHA-1s.
  veteran::emu::Jupiter3 two;
  two.firmware = {{"set/a.bin", "aa"}, {"set/b.bin", "bb"}};
  const auto with_two = veteran::emu::save_snapshot(two);
  two.firmware[1].sha1 = "cc";
  CHECK_THROWS_WITH(veteran::emu::load_snapshot(two, with_two, "S"),
                    "S was saved with other ROMs: set/b.bin was SHA1(bb), this machine's is SHA1(cc)");

  // The format number is the first record: rewritten as 99, with its checksum.
  StateWriter future;
  uint16_t format = 99;
  future("format", format);
  auto rewritten = snapshot;
  const auto& record = future.bytes();
  std::copy(record.begin(), record.end(), rewritten.begin() + 8);
  CHECK_THROWS_WITH(veteran::emu::load_snapshot(other, rewritten, "S"),
                    "S is a save state of format 99; this veteran reads format 2 (save the state again with this "
                    "version)");
}

TEST_CASE("save states: a snapshot that fails part way changes nothing", "[state]") {
  veteran::emu::Jupiter3 j;
  j.poke(0x1000, 0x76);
  const auto snapshot = veteran::emu::save_snapshot(j);
  veteran::emu::Jupiter3 target;
  target.poke(0x1000, 0x11);
  target.run(5000);
  const auto before = veteran::emu::save_snapshot(target);
  auto cut = snapshot;
  cut.resize(cut.size() - 10);  // the last field (the CPU's) cut short: everything before it was read
  CHECK_THROWS_WITH(veteran::emu::load_snapshot(target, cut, "S"),
                    Catch::Contains("cut short in field 'jupiter3.cpu."));
  CHECK(veteran::emu::save_snapshot(target) == before);
  CHECK(target.peek(0x1000) == 0x11);
  veteran::emu::load_snapshot(target, snapshot, "S");
  CHECK(target.peek(0x1000) == 0x76);
}

namespace {
// The snapshot with its record FIELD (a full name, "kim1.cpu.cycles") set to
// `value`, its checksum made anew: what a crafted file would hold.
std::vector<uint8_t> with_field(std::vector<uint8_t> snapshot, const std::string& field, uint64_t value) {
  StateWriter w;
  w(field, value);
  const auto& record = w.bytes();
  std::vector<uint8_t> name{static_cast<uint8_t>(field.size())};
  name.insert(name.end(), field.begin(), field.end());
  const auto at = std::search(snapshot.begin(), snapshot.end(), name.begin(), name.end());
  REQUIRE(at != snapshot.end());
  REQUIRE(static_cast<size_t>(snapshot.end() - at) >= record.size());
  std::copy(record.begin(), record.end(), at);
  return snapshot;
}
}  // namespace

#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/kim1/kim1.hpp"
#include "emu/machines/sol20/sol20.hpp"
#include "emu/machines/trs80/trs80.hpp"

TEMPLATE_TEST_CASE("save states: crafted cycle counts are refused past 2^53, and never hang a machine", "[state]",
                   veteran::emu::Kim1, veteran::emu::Trs80, veteran::emu::Jupiter3, veteran::emu::ChannelF,
                   veteran::emu::Sol20, veteran::emu::Altair8800) {
  TestType machine;
  machine.run(20000);
  const auto snapshot = veteran::emu::save_snapshot(machine);
  const std::string cpu_cycles = std::string(machine.name()) + ".cpu.cycles";
  for (uint64_t crafted : {~uint64_t{0}, ~uint64_t{0} - 1000000, veteran::state::kMaxCycles + 1}) {
    CHECK_THROWS_WITH(veteran::emu::load_snapshot(machine, with_field(snapshot, "cycles", crafted), "S"),
                      Catch::Contains("'cycles'") && Catch::Contains("at most 2^53"));
    CHECK_THROWS_WITH(veteran::emu::load_snapshot(machine, with_field(snapshot, cpu_cycles, crafted), "S"),
                      Catch::Contains(cpu_cycles) && Catch::Contains("at most 2^53"));
  }
  // At the limit, with every other time stamp of the machine far behind: a second of emulated time runs
  // as a second does (the TRS-80's clock interrupt caught up at once, the KIM-1's display frames skipped).
  const uint64_t limit = veteran::state::kMaxCycles - 100000000;
  veteran::emu::load_snapshot(machine, with_field(with_field(snapshot, "cycles", limit), cpu_cycles, limit), "S");
  CHECK(machine.cycles() == limit);
  machine.run(static_cast<uint64_t>(machine.clock_hz()));
  CHECK(machine.cycles() >= limit + static_cast<uint64_t>(machine.clock_hz()));
  (void)machine.display_text();
}

// Capabilities (emu/capabilities.hpp): what a machine has is found; what it
// lacks is refused naming the machine and the capability.
#include "emu/capabilities.hpp"
#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/kim1/kim1.hpp"
#include "emu/machines/sol20/sol20.hpp"
#include "emu/machines/trs80/trs80.hpp"

TEST_CASE("capabilities: each machine has its own, and one it lacks is refused by name", "[capabilities]") {
  using namespace veteran::emu;
  Kim1 kim;
  Trs80 trs;
  Jupiter3 jupiter;
  Altair8800 altair;
  Sol20 sol;
  ChannelF cf;
  CHECK(capability<Debuggable>(kim));
  CHECK(capability<CassetteInput>(trs));
  CHECK(capability<KeyWait>(jupiter));
  CHECK(capability<SerialPort>(altair));
  CHECK(capability<KeyWait>(altair));
  CHECK(capability<SerialPort>(sol));
  CHECK(capability<CassetteOutput>(sol));
  CHECK(capability<CartridgeSlot>(cf));
  CHECK(capability<Lamps>(cf));
  CHECK(capability<ToneGenerator>(cf));
  CHECK_THROWS_WITH(require<SerialPort>(kim, "machine.send"), "kim1 has no serial port (machine.send)");
  CHECK_THROWS_WITH(require<CassetteInput>(jupiter, "x.wav"), "jupiter3 has no cassette input (x.wav)");
  CHECK_THROWS_WITH(require<CassetteOutput>(trs, "out.wav"), "trs80 has no cassette output (out.wav)");
  CHECK_THROWS_WITH(require<CartridgeSlot>(sol, "c.bin"), "sol20 has no cartridge slot (c.bin)");
  CHECK(capability<Lamps>(altair));  // its front panel's lights
  CHECK_THROWS_WITH(require<Lamps>(sol, ""), "sol20 has no lamps");
  CHECK_THROWS_WITH(require<ToneGenerator>(kim, "--sound"), "kim1 has no tone generator (--sound)");
  CHECK_THROWS_WITH(require<KeyWait>(cf, ""), "channelf has no way to tell it waits for a key");
  for (Machine* m : std::initializer_list<Machine*>{&kim, &trs, &jupiter, &altair, &sol, &cf})
    CHECK(capability<Debuggable>(*m)->cpu_view() != nullptr);
}

#include "emu/state/rewind.hpp"

TEST_CASE("rewind: snapshots a spacing apart, the last few kept; each rewind goes a step further back", "[state]") {
  veteran::emu::Jupiter3 j;
  veteran::emu::RewindRing ring(1.0, 3);
  // The clock is the caller's: here, made up. A snapshot at 0, 1, 2, 3 and 4 s (0.5 s apart are skipped).
  for (int step = 0; step <= 8; ++step) {
    j.poke(0x2000, static_cast<uint8_t>(step));
    ring.offer(j, step * 0.5);
  }
  CHECK(ring.size() == 3);  // those of 2, 3 and 4 s: bytes 4, 6 and 8
  j.poke(0x2000, 99);
  CHECK(ring.rewind(j, 4.5));  // the one of 4 s is too recent (0.5 s old): back to 3 s
  CHECK(j.peek(0x2000) == 6);
  CHECK(ring.rewind(j, 4.6));
  CHECK(j.peek(0x2000) == 4);
  CHECK_FALSE(ring.rewind(j, 4.7));  // nothing older is kept
  CHECK(j.peek(0x2000) == 4);
}
