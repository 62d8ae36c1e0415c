// Runs a TRS-80 ROM of ours on veteran's Model I as tools/oracle/trs80-probe
// runs it on MAME's: the key held from 1 s (frame 60), video lines 0-2 printed
// at 1.833 s (frame 110) in the same "LINE n hex..." form, so that the two
// can be compared with diff.
//   trs80_probe_dump ROM.bin KEY
#include "emu/files/rompath.hpp"
#include "emu/machines/trs80/trs80.hpp"

#include <cstdio>
#include <exception>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: trs80_probe_dump ROM.bin KEY\n");
    return 2;
  }
  try {
    veteran::emu::Trs80 trs;
    trs.load_rom(veteran::files::read_file(argv[1]));
    trs.reset();
    trs.run(static_cast<uint64_t>(veteran::emu::Trs80::kClockHz));
    trs.set_key(argv[2], true);
    trs.run(static_cast<uint64_t>(veteran::emu::Trs80::kClockHz * 50 / 60));
    for (int line = 0; line < 3; ++line) {
      std::printf("LINE %d", line);
      for (int i = 0; i < 64; ++i) std::printf(" %02x", trs.peek(static_cast<uint16_t>(0x3C00 + line * 64 + i)));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "trs80_probe_dump: %s\n", e.what());
    return 1;
  }
}
