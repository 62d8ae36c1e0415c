#include "emu/machines/channelf/channelf.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::emu {
namespace {

// A row's palette from its columns 125 and 126, and the colour of each 2-bit
// value under it (MAME's colormap): 0 black, 1 white, 2 red, 3 green, 4 blue,
// 5 light grey, 6 light green, 7 light blue.
constexpr int kColourMap[16] = {0, 1, 1, 1, 7, 4, 2, 3, 5, 4, 2, 3, 6, 4, 2, 3};

}  // namespace

const std::array<uint32_t, 8> ChannelF::kColours = {0x101010, 0xFDFDFD, 0xFF3153, 0x02CC5D,
                                                    0x4B3FF3, 0xE0E0E0, 0x91FFA6, 0xCED0FF};

ChannelF::ChannelF(Video video) : video_(video) {
  std::fill(memory_.begin() + kCartridge, memory_.end(), uint8_t{0xFF});  // no cartridge: the bus reads high
  reset();
}

void ChannelF::load_bios(const std::vector<uint8_t>& first, const std::vector<uint8_t>& second) {
  if (first.size() != 0x400 || second.size() != 0x400)
    throw std::invalid_argument("the Channel F's BIOS is two ROMs of 1024 bytes, not " + std::to_string(first.size()) +
                                " and " + std::to_string(second.size()));
  std::copy(first.begin(), first.end(), memory_.begin());
  std::copy(second.begin(), second.end(), memory_.begin() + 0x400);
}

void ChannelF::load_cartridge(const std::vector<uint8_t>& rom, Board board) {
  Cartridge cart;
  cart.board = board;
  cart.rom = rom;
  cart.ram_size = board == Board::chess ? 0x800 : 0;
  load_cartridge(cart);
}

void ChannelF::load_cartridge(const Cartridge& cart) {
  const bool multi = cart.board == Board::multi || cart.board == Board::multi_old;
  if (multi ? cart.rom.size() != Cartridge::kMultiRom : cart.rom.size() > kMaxCartridge)
    throw std::invalid_argument(
        multi
            ? "a Channel F multi-cart holds 262,144 bytes, not " + std::to_string(cart.rom.size())
            : "a Channel F cartridge holds at most 63,488 bytes ($0800-$FFFF), not " + std::to_string(cart.rom.size()));
  std::fill(memory_.begin() + kCartridge, memory_.end(), uint8_t{0xFF});
  std::fill(kind_.begin(), kind_.end(), Kind::rom);
  board_ = cart.board;
  banks_.clear();
  ram2102_ = cart.ram_2102 || board_ == Board::maze || board_ == Board::hangman;
  if (!cart.ranges.empty()) {
    for (const auto& r : cart.ranges)
      for (uint32_t i = 0; i < r.size; ++i) {
        const size_t a = r.from + i;
        memory_[a] = i < r.data.size() ? r.data[i] : r.kind == Cartridge::Range::Kind::ram ? 0 : 0xFF;
        kind_[a] = r.kind == Cartridge::Range::Kind::ram    ? Kind::ram
                   : r.kind == Cartridge::Range::Kind::lamp ? Kind::lamp
                                                            : Kind::rom;
      }
  } else if (multi) {
    banks_ = cart.rom;
    select_bank(0);
  } else {
    std::copy(cart.rom.begin(), cart.rom.end(), memory_.begin() + kCartridge);
  }
  if ((board_ == Board::chess || multi) && cart.ranges.empty() && cart.ram_size) {
    std::fill(memory_.begin() + 0x2800, memory_.begin() + 0x3000, uint8_t{0});
    std::fill(kind_.begin() + 0x2800, kind_.begin() + 0x3000, Kind::ram);
  }
}

void ChannelF::select_bank(uint8_t value) {
  // $0800-$27FF shows bank (bits 0-4), on the final multi-cart from its upper 4 KiB when bit 5 is set.
  const size_t base = size_t{value & 0x1Fu} * 0x2000 + (board_ == Board::multi && (value & 0x20) ? 0x1000 : 0);
  for (size_t i = 0; i < 0x2000; ++i) memory_[kCartridge + i] = base + i < banks_.size() ? banks_[base + i] : 0xFF;
}

void ChannelF::insert_cartridge(const std::string& file) {
  load_cartridge(read_cartridge(file));
  reset();
}

void ChannelF::reset() {
  cpu_.reset();
  latch_ = {};
  colour_ = column_ = row_ = 0;
  tone_ = 0;
  tones_.clear();
  lamp_ = false;
  ram2102_chip_.reset();
  if (!banks_.empty()) select_bank(0);
}

void ChannelF::run(uint64_t n) { cpu_.run_until(cpu_.cycles + n); }

void ChannelF::write(uint16_t address, uint8_t value) {
  switch (kind_[address]) {
    case Kind::ram: memory_[address] = value; break;
    case Kind::lamp: lamp_ = !lamp_; break;
    case Kind::rom: break;
  }
  if (board_ == Board::chess) {
    if (address == 0x3800)
      lamp_ = false;
    else if (address & 0x8000)
      lamp_ = true;
  } else if (!banks_.empty() && (address & 0xF000) == 0x3000) {
    select_bank(value);
  }
}

void ChannelF::poke(uint16_t address, uint8_t value) { memory_[address] = value; }

bool ChannelF::ram2102_at(uint8_t port) const {
  const bool maze_ports = port >= 0x24;
  return ram2102_ && (board_ != Board::maze || maze_ports) && (board_ != Board::hangman || !maze_ports);
}

uint8_t ChannelF::in(uint8_t port) {
  const bool controllers = !(latch_[0] & 0x40);
  switch (port) {
    case 0: return static_cast<uint8_t>((~(0xF0 | panel_) & 0xFF) | latch_[0]);
    case 1: return static_cast<uint8_t>((~(right_ | (controllers ? 0 : 0xC0)) & 0xFF) | latch_[1]);
    case 4: return static_cast<uint8_t>((~(controllers ? left_ : 0xFF) & 0xFF) | latch_[2]);
    case 5: return latch_[3];
    case 0x20:
    case 0x21:
    case 0x24:
    case 0x25: return ram2102_at(port) ? ram2102_chip_.read(port & 1) : 0;
    default: return 0;  // no other port answers (MAME's F8 then reads what its data bus last held)
  }
}

void ChannelF::out(uint8_t port, uint8_t value) {
  switch (port) {
    case 0:
      latch_[0] = value;
      if (value & 0x20) vram_[static_cast<size_t>(row_ * kColumns + column_)] = colour_;
      break;
    case 1:
      latch_[1] = value;
      colour_ = static_cast<uint8_t>((value ^ 0xFF) >> 6 & 3);
      break;
    case 4:
      latch_[2] = value;
      column_ = static_cast<uint8_t>(~value & 0x7F);
      break;
    case 5: {
      latch_[3] = value;
      row_ = static_cast<uint8_t>(~value & 0x3F);
      const int tone = value >> 6 & 3;
      if (tone != tone_) {
        tone_ = tone;
        if (tones_.size() < 100000) tones_.push_back({cpu_.cycles, tone});
      }
      break;
    }
    case 0x20:
    case 0x21:
    case 0x24:
    case 0x25:
      if (ram2102_at(port)) ram2102_chip_.write(port & 1, value);
      break;
    default: break;
  }
}

int ChannelF::colour(int row, int column) const {
  const int palette = ((dot(row, 126) & 2) | (dot(row, 125) >> 1)) << 2;
  return kColourMap[palette + dot(row, column)];
}

void ChannelF::set_key(const std::string& key, bool down) {
  const Input* k = info().input(key);
  if (!k) throw std::invalid_argument(info().unknown_key(key));
  const int input = k->code / 8;  // channelf_info.cpp: 0 the console, 1 the right controller, 2 the left
  const auto bit = static_cast<uint8_t>(1u << (k->code % 8));
  uint8_t& port = input == 0 ? panel_ : input == 1 ? right_ : left_;
  port = static_cast<uint8_t>(down ? port | bit : port & ~bit);
}

std::string ChannelF::display_text() {
  std::string out;
  for (int row = 0; row < kRows; ++row) {
    for (int column = 0; column < kColumns; ++column) out += kColourLetters[colour(row, column)];
    out += '\n';
  }
  return out;
}

Face ChannelF::face() {
  PixelFace f;
  f.width = kColumns;
  f.height = kRows;
  // What the television shows, as MAME 0.251 has it: its screen is set_raw(..., 256, 8, 212, 264,
  // 16, 248) with 2 pixels a dot and 4 lines a row, so columns 4-105 and rows 4-61 at 4:3. Checked
  // against a snapshot of MAME's channelf (204 x 232) of our vram_probe: every pixel equal to the
  // dot (x / 2 + 4, y / 4 + 4) of this face.
  f.visible_x = 4;
  f.visible_y = 4;
  f.visible_width = 102;
  f.visible_height = 58;
  f.aspect = 4.0 / 3.0;
  for (int row = 0; row < kRows; ++row)
    for (int column = 0; column < kColumns; ++column)
      f.rgb.push_back(kColours[static_cast<size_t>(colour(row, column))]);
  return f;
}

}  // namespace veteran::emu
