// What a Channel F cartridge puts on the console's buses, as MAME 0.251's
// chanf slot devices have it (src/devices/bus/chanf/): the ROM from $0800,
// and the board around it:
//   standard   ROM only
//   chess      2 KiB of RAM at $2800-$2FFF (SABA's Schach; MAME gives this
//              board to every cartridge file not from its list, since homebrew
//              uses that RAM), with Schach's "thinking" lamp
//   maze       a 2102 (1024 x 1 bit) on I/O ports $24-$25 (Videocart 10)
//   hangman    the same on ports $20-$21 (Videocart 18)
//   multi_old  a 256 KiB multi-cart: a write to $3000-$3FFF picks which of
//              its 32 banks of 8 KiB answers at $0800-$27FF (bits 0-4)
//   multi      the same, bit 5 choosing the bank's upper 4 KiB as its lower
// A .chf file (the Videocart image format) instead lists its memory as
// ranges of ROM, RAM and a lamp, which the console maps as given.
#pragma once

#include "emu/formats/memory_image.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace veteran::emu {

struct Cartridge {
  enum class Board { standard, chess, maze, hangman, multi_old, multi };
  struct Range {
    enum class Kind { rom, ram, lamp };  // a write to a lamp range switches the lamp over
    Kind kind = Kind::rom;
    uint16_t from = 0;
    uint32_t size = 0;
    std::vector<uint8_t> data;  // ROM's bytes, or RAM's first contents (empty: zeros)
  };

  Board board = Board::standard;
  std::vector<uint8_t> rom;   // from $0800; a multi-cart's banks, one after the other
  size_t ram_size = 0;        // chess and multi boards: the RAM at $2800 (0: none, it reads $FF)
  bool ram_2102 = false;      // a .chf's 2102 on both Maze's and Hangman's ports
  std::vector<Range> ranges;  // a .chf's map; when set, it replaces rom
  std::string title;          // a .chf's name for the game

  static constexpr size_t kMaxRom = 0x10000 - 0x0800;  // 62 KiB, $0800-$FFFF
  static constexpr size_t kMultiRom = 0x40000;         // 256 KiB
};

// The board MAME names "std", "chess", "maze", "hangman", "multi_old" or
// "multi"; false for a name it does not have.
bool board_from_name(const std::string& name, Cartridge::Board& board);

// What MAME's channelf list (roms-manifest) says of a ROM, by its SHA-1: its
// set, its board, and the RAM the list gives that board (Schach's 2 KiB; the
// multi-carts there have none). Nothing for a ROM the list does not have.
struct ListedCartridge {
  std::string set;
  Cartridge::Board board = Cartridge::Board::standard;
  size_t ram_size = 0;
};
std::optional<ListedCartridge> listed_cartridge(const std::string& sha1);

// A cartridge file: a .chf (known by its signature), or a ROM image. A ROM one
// of MAME's channelf list knows by its SHA-1 (roms-manifest) gets the board
// the list names; any other gets the board MAME gives a file: chess (RAM at
// $2800), or multi for 256 KiB. Throws std::runtime_error naming the file
// for an empty or oversized one, or a damaged .chf.
Cartridge read_cartridge(const std::string& file);

// A cartridge ROM image (told from a .chf by its contents, not its name).
extern const files::ImageFormat kChannelFCartridge;

}  // namespace veteran::emu
