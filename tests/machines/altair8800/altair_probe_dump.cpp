// Runs a program of ours on veteran's Altair 8800 as tools/oracle/altair-probe
// runs it on MAME's al8800bt: at $FD00, started there; TEXT typed at the
// terminal at frame 30 (0.5 s), memory $0FC0-$103F printed at frame 110
// (1.833 s) in the same "LINE n hex..." form, so that the two can be compared
// with diff. Without TEXT it prints the terminal's screen instead.
//   altair_probe_dump PROGRAM.bin [TEXT]
#include "emu/files/rompath.hpp"
#include "emu/machines/altair8800/altair8800.hpp"

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr, "usage: altair_probe_dump PROGRAM.bin [TEXT]\n");
    return 2;
  }
  try {
    using veteran::emu::Altair8800;
    Altair8800 altair;
    const auto program = veteran::files::read_file(argv[1]);
    for (size_t i = 0; i < program.size() && i < 0x300; ++i) altair.poke(static_cast<uint16_t>(0xFD00 + i), program[i]);
    altair.cpu().r.pc = 0xFD00;  // where MAME's turnkey board starts the 8080
    const auto frame = static_cast<uint64_t>(Altair8800::kClockHz / 60);
    altair.run(30 * frame);
    const std::string text = argc == 3 ? argv[2] : "";
    for (char c : text) altair.set_key(std::string(1, c), true);
    altair.run(80 * frame);
    if (argc == 2) {
      std::printf("%s", altair.display_text().c_str());
      return 0;
    }
    for (int row = 0; row < 2; ++row) {
      std::printf("LINE %d", row);
      for (int i = 0; i < 64; ++i) std::printf(" %02x", altair.peek(static_cast<uint16_t>(0x0FC0 + row * 64 + i)));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "altair_probe_dump: %s\n", e.what());
    return 1;
  }
}
