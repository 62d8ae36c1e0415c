#include "emu/machines/channelf/cartridge.hpp"

#include "emu/files/rompath.hpp"
#include "emu/machines/channelf/chf_file.hpp"
#include "emu/roms/manifest.hpp"
#include "util/hash/digest.hpp"

#include <stdexcept>

namespace veteran::emu {
namespace {

struct BoardName {
  Cartridge::Board board;
  const char* name;
};
constexpr BoardName kBoards[] = {
    {Cartridge::Board::standard, "std"},        {Cartridge::Board::chess, "chess"},
    {Cartridge::Board::maze, "maze"},           {Cartridge::Board::hangman, "hangman"},
    {Cartridge::Board::multi_old, "multi_old"}, {Cartridge::Board::multi, "multi"},
};

}  // namespace

std::optional<ListedCartridge> listed_cartridge(const std::string& sha1) {
  for (const auto& s : roms::builtin_manifests())
    if (s.machine == "channelf" && s.kind == "program" && s.files.size() == 1 && s.files[0].sha1 == sha1) {
      ListedCartridge listed{s.set};
      if (!board_from_name(s.board.empty() ? "std" : s.board, listed.board))
        throw std::runtime_error("roms-manifest: " + s.set + " names an unknown board '" + s.board + "'");
      listed.ram_size = listed.board == Cartridge::Board::chess ? 0x800 : 0;
      return listed;
    }
  return std::nullopt;
}

bool board_from_name(const std::string& name, Cartridge::Board& board) {
  for (const auto& b : kBoards)
    if (name == b.name) {
      board = b.board;
      return true;
    }
  return false;
}

Cartridge read_cartridge(const std::string& file) {
  auto bytes = files::read_file(file);
  if (bytes.empty()) throw std::runtime_error(file + ": the cartridge file is empty");
  if (is_chf(bytes)) return parse_chf(bytes, file);
  Cartridge cart;
  std::string set;
  if (const auto listed = listed_cartridge(hash::sha1_hex(bytes))) {
    set = listed->set;
    cart.board = listed->board;
    cart.ram_size = listed->ram_size;
  } else {
    // As MAME loads a file from outside its list: 256 KiB is a multi-cart, anything else gets Schach's RAM.
    cart.board = bytes.size() == Cartridge::kMultiRom ? Cartridge::Board::multi : Cartridge::Board::chess;
    cart.ram_size = 0x800;
  }
  const bool multi = cart.board == Cartridge::Board::multi || cart.board == Cartridge::Board::multi_old;
  if (multi && bytes.size() != Cartridge::kMultiRom)
    throw std::runtime_error(file + ": " + std::to_string(bytes.size()) + " bytes; a multi-cart ('" + set +
                             "') holds 262,144");
  if (!multi && bytes.size() > Cartridge::kMaxRom)
    throw std::runtime_error(file + ": " + std::to_string(bytes.size()) +
                             " bytes; a Channel F cartridge holds at most 63,488 ($0800-$FFFF), or 262,144 for a "
                             "multi-cart");
  cart.rom = std::move(bytes);
  return cart;
}

const files::ImageFormat kChannelFCartridge{"channelf-cartridge", {".bin"}, "cartridge ROM image", nullptr, true};

}  // namespace veteran::emu
