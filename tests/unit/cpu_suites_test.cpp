// `veteran cputest` machinery without the third-party programs: recognition
// by hash, and clear failures for unknown or truncated images.
#include "emu/testrig/cpu_suites.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace veteran::testrig;

TEST_CASE("an unknown image is not identified as a suite", "[cputest]") {
  std::vector<uint8_t> image(1024, 0x76);
  CHECK_FALSE(identify(image).has_value());
}

TEST_CASE("every known suite names a CPU and at least one hash", "[cputest]") {
  CHECK(known_suites().size() == 7);
  for (const auto& s : known_suites()) {
    CHECK_FALSE(s.sha1s.empty());
    for (const auto& h : s.sha1s) CHECK(h.size() == 40);
  }
}

TEST_CASE("a truncated 6502 functional test image fails with a reason", "[cputest]") {
  Suite dormann = known_suites().front();
  std::vector<uint8_t> truncated(4096, 0);
  auto res = run_suite(dormann, truncated, {}, 1000000);
  CHECK_FALSE(res.passed);
  CHECK(res.reason.find("65536") != std::string::npos);
}

TEST_CASE("a CP/M program that loops forever fails at the cycle limit", "[cputest]") {
  for (const auto& s : known_suites()) {
    if (s.cpu == Cpu::mos6502) continue;
    std::vector<uint8_t> loop = {0xC3, 0x00, 0x01};  // JP/JMP 0100h
    auto res = run_suite(s, loop, {}, 100000);
    CHECK_FALSE(res.passed);
    CHECK(res.reason.find("cycle limit") != std::string::npos);
  }
}

TEST_CASE("a CP/M program that prints and returns is run to completion", "[cputest]") {
  // LD/MVI C,9; LD/LXI DE,msg; CALL 5; JP/JMP 0 (same bytes on Z80 and 8080)
  std::vector<uint8_t> prog = {0x0E, 0x09, 0x11, 0x0C, 0x01, 0xCD, 0x05, 0x00, 0xC3,
                               0x00, 0x00, 0x00, 'E',  'R',  'R',  'O',  'R',  '$'};
  for (const auto& s : known_suites()) {
    if (s.cpu == Cpu::mos6502) continue;
    auto res = run_suite(s, prog, {}, 100000);
    CHECK(res.output == "ERROR");
    CHECK_FALSE(res.passed);
    CHECK(res.reason == "the program reported an error");
  }
}

TEST_CASE("cputest prints the console as a terminal shows it: no NUL or BEL", "[cputest]") {
  using veteran::testrig::shown_on_console;
  CHECK(shown_on_console('A'));
  CHECK(shown_on_console('\n'));
  CHECK(shown_on_console('\t'));
  CHECK_FALSE(shown_on_console('\0'));
  CHECK_FALSE(shown_on_console('\a'));
  CHECK_FALSE(shown_on_console('\r'));
  CHECK_FALSE(shown_on_console(static_cast<char>(0x7F)));
  CHECK_FALSE(shown_on_console(static_cast<char>(0xC8)));
}

namespace {
// A 64 KiB 6502 image in the functional test's shape: code at $0400 that
// counts for about 5.2 million cycles (five of run_to_trap's slices), then
// ends in `tail` (a jump to the success trap at $3469, or a failed check that
// branches to itself).
std::vector<uint8_t> counting_6502_image(std::initializer_list<uint8_t> tail) {
  std::vector<uint8_t> image(65536, 0xEA);
  const uint8_t loop[] = {
      0xA9, 0x10, 0x85, 0x10,  // LDA #$10 / STA $10
      0xA2, 0x00,              // $0404: LDX #0
      0xA0, 0x00,              // $0406: LDY #0
      0xC8,                    // $0408: INY
      0xD0, 0xFD,              //        BNE $0408
      0xE8,                    //        INX
      0xD0, 0xFA,              //        BNE $0408
      0xC6, 0x10,              //        DEC $10
      0xD0, 0xF6,              //        BNE $0408
  };
  std::copy(std::begin(loop), std::end(loop), image.begin() + 0x0400);
  std::copy(tail.begin(), tail.end(), image.begin() + 0x0412);
  const uint8_t success[] = {0x4C, 0x69, 0x34};  // $3469: JMP $3469
  std::copy(std::begin(success), std::end(success), image.begin() + 0x3469);
  return image;
}
}  // namespace

TEST_CASE("the 6502 suite runs through run_until with step()'s exact cycle count at the trap", "[cputest]") {
  const Suite dormann = known_suites().front();
  struct Case {
    std::vector<uint8_t> image;
    bool passes;
    const char* output;
  };
  const Case cases[] = {
      {counting_6502_image({0x4C, 0x69, 0x34}), true, "trapped at $3469"},         // JMP $3469
      {counting_6502_image({0xA9, 0x01, 0xD0, 0xFE}), false, "trapped at $0414"},  // LDA #1 / BNE *
  };
  for (const auto& c : cases) {
    auto stepped = run_suite(dormann, c.image, {}, 100000000, true);
    auto fast = run_suite(dormann, c.image, {}, 100000000, false);
    CHECK(stepped.passed == c.passes);
    CHECK(stepped.output == c.output);
    CHECK(stepped.cycles > 5000000);
    CHECK(fast.passed == stepped.passed);
    CHECK(fast.output == stepped.output);
    CHECK(fast.cycles == stepped.cycles);
  }
}

TEST_CASE("the 6502 suite stops at the cycle limit on both paths", "[cputest]") {
  const Suite dormann = known_suites().front();
  auto image = counting_6502_image({0x4C, 0x00, 0x04});  // JMP $0400: never ends
  for (bool count : {true, false}) {
    auto res = run_suite(dormann, image, {}, 3000000, count);
    CHECK_FALSE(res.passed);
    CHECK(res.reason.find("cycle limit") != std::string::npos);
    CHECK(res.cycles >= 3000000);
  }
}

TEST_CASE("a CP/M program gives the same output and cycles stepped and through run_until", "[cputest]") {
  // MVI/LD B,0; loop: DCR/DEC B; JNZ/JP NZ loop (256 times); then print "OK$" and warm boot.
  std::vector<uint8_t> prog = {0x06, 0x00, 0x05, 0xC2, 0x02, 0x01, 0x0E, 0x09, 0x11, 0x11,
                               0x01, 0xCD, 0x05, 0x00, 0xC3, 0x00, 0x00, 'O',  'K',  '$'};
  for (const auto& s : known_suites()) {
    if (s.cpu == Cpu::mos6502) continue;
    auto stepped = run_suite(s, prog, {}, 1000000, true);
    auto fast = run_suite(s, prog, {}, 1000000, false);
    CHECK(stepped.output == "OK");
    CHECK(fast.output == "OK");
    CHECK(stepped.cycles > 256 * 14);
    CHECK(fast.cycles == stepped.cycles);
  }
}
