// The whole-program CPU test suites that users already trust (Klaus Dormann's
// 6502 functional test; ZEXDOC and ZEXALL; 8080PRE, TST8080, CPUTEST, 8080EXM),
// recognised by SHA-1 and run on flat-RAM test rigs. The programs themselves
// are third-party and are never part of veteran: users bring them.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace veteran::testrig {

enum class Cpu { mos6502, z80, i8080 };
const char* cpu_name(Cpu cpu);

struct Suite {
  std::string name;  // e.g. "zexdoc"
  Cpu cpu;
  std::vector<std::string> sha1s;  // known good dumps
  std::string description;
};

const std::vector<Suite>& known_suites();
std::optional<Suite> identify(std::span<const uint8_t> image);

// The known suites found among files (unreadable and unknown files are passed over).
struct Found {
  Suite suite;
  std::string path;
  std::vector<uint8_t> image;
};
std::vector<Found> find_suites(const std::vector<std::string>& files);

struct Result {
  bool passed = false;
  std::string output;         // what the program printed (CP/M console), or a status line
  std::string reason;         // why it failed, when it did
  uint64_t cycles = 0;        // emulated cycles (T-states for Z80, states for 8080)
  uint64_t instructions = 0;  // counted only when asked: counting costs speed
  double clock_hz = 0;        // the nominal clock the MHz figure refers to
};

// Runs a suite on its core. `console` receives each printed character as it
// appears (may be empty). Stops with a failure after `max_cycles`.
Result run_suite(const Suite& suite, std::span<const uint8_t> image, const std::function<void(char)>& console,
                 uint64_t max_cycles, bool count_instructions = false);

// Whether a byte a test program sends to its console shows on a terminal:
// printable text, tabs and line ends; other control bytes (CPUTEST sends NUL
// and BEL) are left out of what veteran prints.
inline bool shown_on_console(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u >= 0x20 ? u < 0x7F : (c == '\n' || c == '\t');
}

}  // namespace veteran::testrig
