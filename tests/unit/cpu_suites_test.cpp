// `veteran cputest` machinery without the third-party programs: recognition
// by hash, and clear failures for unknown or truncated images.
#include "veteran/emu/testrig/cpu_suites.hpp"

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
  std::vector<uint8_t> prog = {0x0E, 0x09, 0x11, 0x0C, 0x01, 0xCD, 0x05, 0x00, 0xC3, 0x00, 0x00, 0x00,
                               'E', 'R', 'R', 'O', 'R', '$'};
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
