// Runs a BIOS program of ours on veteran's Channel F as tools/oracle/channelf-probe
// runs it on MAME's channelf: KEY held from frame 60, the video RAM printed at
// frame 110 as "LINE row" and a hex digit a dot, so that the two can be
// compared with diff. An NTSC frame is 256 x 264 dots at 3.579545 MHz x 8 / 7:
// 29,568 of the F8's cycles. In place of PROGRAM.bin a folder with
// channelf/sl31253.rom and channelf/sl31254.rom (the user's BIOS) is run.
//   channelf_probe_dump PROGRAM.bin|ROMDIR [KEY]
#include "veteran/emu/files/rompath.hpp"
#include "veteran/emu/machines/channelf/channelf.hpp"

#include <cstdio>
#include <filesystem>
#include <exception>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr, "usage: channelf_probe_dump PROGRAM.bin [KEY]\n");
    return 2;
  }
  try {
    using veteran::emu::ChannelF;
    ChannelF channelf;
    if (std::filesystem::is_directory(argv[1])) {
      const std::filesystem::path dir = std::filesystem::path(argv[1]) / "channelf";
      channelf.load_bios(veteran::files::read_file(dir / "sl31253.rom"), veteran::files::read_file(dir / "sl31254.rom"));
    } else {
      auto program = veteran::files::read_file(argv[1]);
      program.resize(0x800, 0);
      channelf.load_bios({program.begin(), program.begin() + 0x400}, {program.begin() + 0x400, program.end()});
    }
    channelf.reset();
    constexpr uint64_t kFrame = 29568;
    channelf.run(60 * kFrame);
    if (argc == 3 && argv[2][0]) channelf.set_key(argv[2], true);
    channelf.run(50 * kFrame);
    for (int row = 0; row < ChannelF::kRows; ++row) {
      std::printf("LINE %d ", row);
      for (int column = 0; column < ChannelF::kColumns; ++column) std::printf("%x", channelf.dot(row, column));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "channelf_probe_dump: %s\n", e.what());
    return 1;
  }
}
