// The Jove monitor's services as the SARGON book listing calls them, modelled
// at the call level: the monitor's ROMs are not needed to run programs written
// for it. A program calls `RST 7` (address $0038) followed by inline bytes that
// name the service and its arguments; the monitor does the work and returns
// after them. What the listing shows of each service:
//
//   RST 7 / DB 81H,0                  wait for a key, its ASCII code in A
//   RST 7 / DB 81H,1AH                echo the character in A on the screen
//   RST 7 / DB 92H,1AH / DW 0         new line
//   RST 7 / DB 0B2H,1AH / DW ADDR,LEN print LEN characters from ADDR, then a new line
//   RST 7 / DB 0B3H,1AH / DW ADDR,LEN print LEN characters from ADDR
//   RST 7 / DB 1FH                    back to the monitor
//
// The screen is the video memory at $C000 (64 x 32 characters); the text
// cursor starts at the top left, a new line at the bottom scrolls the screen,
// character $1C clears it. The real monitor's cursor rules are not documented
// anywhere we could find; these are the ones the listing's move-list layout
// (16 columns at the left of a board drawn straight into video memory)
// needs. The monitor's own command line is modelled as `G hhhh` + RETURN:
// run the program at hhhh.
#pragma once

#include "cores/z80/z80.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace veteran::emu {

class JoveServices {
 public:
  static constexpr uint16_t kCommandLoop = 0x0000, kRst7 = 0x0038;
  static constexpr uint8_t kCommandPort = 0xF9, kServicePort = 0xF8;  // the stand-in's trap ports
  static constexpr uint16_t kVideo = 0xC000;
  static constexpr int kColumns = 64, kRows = 32;

  // Writes the monitor's entry points (a trap instruction each) into low memory.
  void install(std::array<uint8_t, 0x10000>& memory);
  void reset(std::array<uint8_t, 0x10000>& memory);

  // A trap port written: runs the service the program asked for. `key` is the
  // keyboard's latched character, taken when a service consumes it. Returns
  // the T-states the work costs, on top of the trap instruction.
  unsigned service(uint8_t port, z80::State& cpu, std::array<uint8_t, 0x10000>& memory, std::optional<uint8_t>& key);

  bool waiting_for_key() const { return waiting_; }
  bool exited() const { return exited_; }
  // Everything printed since the last call (a transcript for logs and tests).
  std::string take_output();

  // Save states (cores/common/state_archive.hpp).
  template <class Archive>
  void serialize(Archive& a) {
    a(
        "row", row_, [](int r) { return r >= 0 && r < kRows; }, "a row 0 to 31");
    a(
        "column", column_, [](int c) { return c >= 0 && c < kColumns; }, "a column 0 to 63");
    a("waiting", waiting_), a("exited", exited_), a("command", command_), a("output", output_);
  }

 private:
  int row_ = 0, column_ = 0;
  bool waiting_ = false, exited_ = false;
  std::string command_, output_;

  unsigned put(uint8_t c, std::array<uint8_t, 0x10000>& memory);
  unsigned new_line(std::array<uint8_t, 0x10000>& memory);
  unsigned command(z80::State& cpu, std::array<uint8_t, 0x10000>& memory, std::optional<uint8_t>& key);
};

}  // namespace veteran::emu
