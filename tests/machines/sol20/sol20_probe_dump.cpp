// Runs a personality module of ours on veteran's Sol-20 as
// tools/oracle/sol20-probe runs it on MAME's sol20: TEXT typed at frame 30
// (0.5 s), the first 4 rows of screen memory ($CC00) printed at frame 110
// (1.833 s) in the same "LINE n hex..." form, so that the two can be compared
// with diff. With TAPE (a .wav) in recorder 1 the rows are printed at frame
// 240 (4 s) instead.
//   sol20_probe_dump PROGRAM.bin TEXT [TAPE]
#include "veteran/emu/files/rompath.hpp"
#include "veteran/emu/machines/sol20/sol20.hpp"

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: sol20_probe_dump PROGRAM.bin TEXT [TAPE]\n");
    return 2;
  }
  try {
    using veteran::emu::Sol20;
    Sol20 sol;
    auto program = veteran::files::read_file(argv[1]);
    program.resize(Sol20::kRomSize, 0);
    sol.load_rom(program);
    sol.reset();
    if (argc == 4) sol.insert_tape(argv[3]);
    const auto frame = static_cast<uint64_t>(Sol20::kClockHz / 60);
    sol.run(30 * frame);
    for (char c : std::string(argv[2])) sol.set_key(std::string(1, c), true);
    sol.run((argc == 4 ? 210 : 80) * frame);
    for (int row = 0; row < 4; ++row) {
      std::printf("LINE %d", row);
      for (int i = 0; i < 64; ++i) std::printf(" %02x", sol.peek(static_cast<uint16_t>(Sol20::kScreen + row * 64 + i)));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "sol20_probe_dump: %s\n", e.what());
    return 1;
  }
}
