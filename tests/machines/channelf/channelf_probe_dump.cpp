// Runs a BIOS program of ours on veteran's Channel F as tools/oracle/channelf-probe
// runs it on MAME's channelf: KEY held from frame 60, the video RAM printed at
// frame 110 as "LINE row" and a hex digit a dot, so that the two can be
// compared with diff. An NTSC frame is 256 x 264 dots at 3.579545 MHz x 8 / 7:
// 29,568 of the F8's cycles. In place of PROGRAM.bin a folder with
// channelf/sl31253.rom and channelf/sl31254.rom (the user's BIOS) is run.
// --cart FILE puts a cartridge in as `veteran run --cart` does (MAME's board
// for a file, a .chf's map); with --board NAME too, on that board as MAME's
// list gives it (Schach's with its 2 KiB of RAM, the multi-carts without).
//   channelf_probe_dump [--cart FILE [--board NAME]] PROGRAM.bin|ROMDIR [KEY]
#include "emu/files/rompath.hpp"
#include "emu/machines/channelf/channelf.hpp"

#include <cstdio>
#include <exception>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string cart, board;
  while (args.size() > 1 && (args[0] == "--cart" || args[0] == "--board")) {
    (args[0] == "--cart" ? cart : board) = args[1];
    args.erase(args.begin(), args.begin() + 2);
  }
  if (args.size() != 1 && args.size() != 2) {
    std::fprintf(stderr, "usage: channelf_probe_dump [--cart FILE [--board NAME]] PROGRAM.bin [KEY]\n");
    return 2;
  }
  try {
    using veteran::emu::ChannelF;
    ChannelF channelf;
    if (std::filesystem::is_directory(args[0])) {
      const std::filesystem::path dir = std::filesystem::path(args[0]) / "channelf";
      channelf.load_bios(veteran::files::read_file(dir / "sl31253.rom"),
                         veteran::files::read_file(dir / "sl31254.rom"));
    } else {
      auto program = veteran::files::read_file(args[0]);
      program.resize(0x800, 0);
      channelf.load_bios({program.begin(), program.begin() + 0x400}, {program.begin() + 0x400, program.end()});
    }
    if (!board.empty()) {
      veteran::emu::Cartridge c;
      if (!veteran::emu::board_from_name(board, c.board)) throw std::runtime_error("no board named " + board);
      c.rom = veteran::files::read_file(cart);
      c.ram_size = c.board == ChannelF::Board::chess ? 0x800 : 0;
      channelf.load_cartridge(c);
    } else if (!cart.empty()) {
      channelf.insert_cartridge(cart);
    }
    channelf.reset();
    constexpr uint64_t kFrame = 29568;
    channelf.run(60 * kFrame);
    if (args.size() == 2 && !args[1].empty()) channelf.set_key(args[1], true);
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
