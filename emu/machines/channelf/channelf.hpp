// Fairchild Channel F (and the SABA Videoplay, its PAL twin), as MAME 0.251's
// channelf and sabavdpl drivers have it: an F8 (3850) at 3.579545 MHz / 2
// (NTSC) or 2 MHz (PAL), the BIOS in two 3851 PSUs at $0000 and $0400 (1 KiB
// each), a cartridge's ROM from $0800 (up to 62 KiB). The 3850's ports 0 and
// 1 and the PSU ports 4 and 5 are latches, read back as MAME reads them
// (the outside's inputs, active high, inverted, ORed with the latch):
//   port 0  the console's buttons TIME, HOLD, MODE, START (bits 0-3); a write
//           with bit 5 set stores the colour latch at the row and column
//           latches in video RAM; bit 6 low lets the hand controllers be read
//   port 1  the right hand controller; writing it sets the colour (bits 6-7, inverted)
//   port 4  the left hand controller; writing it sets the column (7 bits, inverted)
//   port 5  writing it sets the row (6 bits, inverted) and the tone (bits 6-7)
// Video RAM is 128 x 64 dots of 2 bits; a row's palette comes from its
// columns 125 and 126 (MAME's channelf_v.cpp). The tones are kept as a
// timeline. The cartridge's board (cartridge.hpp) may add RAM, a 2102 on I/O
// ports or banks; the Schach cartridge's board adds 2 KiB of RAM at
// $2800-$2FFF and the "thinking" lamp, switched off by a write to $3800 and
// on by a write with A15 set (BizHawk's Schach mapper).
#pragma once

#include "cores/f8/f8.hpp"
#include "emu/capabilities.hpp"
#include "emu/debug/core_views.hpp"
#include "emu/machines/channelf/cartridge.hpp"
#include "emu/machines/channelf/ram2102.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace veteran::emu {

const MachineInfo& channelf_info();  // the NTSC console
const MachineInfo& sabavdpl_info();  // the PAL SABA Videoplay

class ChannelF : public Machine, public CartridgeSlot, public Lamps, public ToneGenerator, public Debuggable {
 public:
  enum class Video { ntsc, pal };
  using Board = Cartridge::Board;
  static constexpr double kNtscHz = 3'579'545.0 / 2, kPalHz = 2'000'000.0;
  static constexpr int kColumns = 128, kRows = 64;
  static constexpr uint16_t kCartridge = 0x0800;
  static constexpr size_t kMaxCartridge = 0x10000 - kCartridge;  // 62 KiB
  // The eight colours MAME shows (0xRRGGBB) and a letter each for text.
  static const std::array<uint32_t, 8> kColours;
  static constexpr const char* kColourLetters =
      ".wrgbLGB";  // black, white, red, green, blue, light grey, light green, light blue

  explicit ChannelF(Video video = Video::ntsc);
  // The two PSU ROMs, 1 KiB each; throws std::invalid_argument for another size.
  void load_bios(const std::vector<uint8_t>& first, const std::vector<uint8_t>& second);
  // A cartridge ROM from $0800 on `board` (chess: with its 2 KiB of RAM);
  // throws std::invalid_argument for more than 62 KiB (a multi-cart: other than 256 KiB).
  void load_cartridge(const std::vector<uint8_t>& rom, Board board = Board::standard);
  void load_cartridge(const Cartridge& cartridge);

  // A cartridge file, as read_cartridge reads it (a ROM image with MAME's
  // board for it, or a .chf with its map); errors name the file.
  void insert_cartridge(const std::string& file) override;

  const MachineInfo& info() const override { return video_ == Video::ntsc ? channelf_info() : sabavdpl_info(); }
  uint64_t cycles() const override { return cpu_.cycles; }
  void reset() override;
  void run(uint64_t n) override;
  // Keys (channelf_info.cpp): TIME, HOLD, MODE, START (the console's buttons,
  // as printed on it) and the hand controllers' RIGHT-... and LEFT-...: UP,
  // DOWN, LEFT, RIGHT, TWIST-LEFT, TWIST-RIGHT, PULL, PUSH.
  void set_key(const std::string& key, bool down) override;
  // The screen, a line a row of video RAM and a letter a dot (kColourLetters).
  std::string display_text() override;
  Face face() override;
  CpuView* cpu_view() override { return &view_; }
  uint8_t peek(uint16_t address) override { return read(address); }
  void poke(uint16_t address, uint8_t value) override;

  // Video RAM's 2-bit value at (row, column), and the colour MAME shows there.
  uint8_t dot(int row, int column) const { return vram_[static_cast<size_t>(row * kColumns + column)]; }
  int colour(int row, int column) const;
  // The tone (0 silent, 1 1 kHz, 2 500 Hz, 3 120 Hz) from each cycle on: every change since reset.
  const std::vector<std::pair<uint64_t, int>>& tones() const { return tones_; }
  bool thinking_lamp() const { return lamp_; }
  std::vector<Lamp> lamps() const override { return {{"THINKING", lamp_}}; }
  // 1 kHz, 500 Hz and 120 Hz for the tones 1-3 (the console's speaker); 0 silent.
  double tone_hz() const override { return kToneHz[tone_]; }
  static constexpr double kToneHz[4] = {0, 1000, 500, 120};
  f8::Cpu<ChannelF>& cpu() { return cpu_; }

  // The F8's bus (public for the core's template).
  VETERAN_ALWAYS_INLINE uint8_t read(uint16_t address) const { return memory_[address]; }
  void write(uint16_t address, uint8_t value);
  uint8_t in(uint8_t port);
  void out(uint8_t port, uint8_t value);

  void save_state(state::StateWriter& a) override { serialize(a); }
  void load_state(state::StateReader& a) override { serialize(a); }

 private:
  template <class Archive>
  void serialize(Archive& a) {
    a(
        "board", board_, [](Board b) { return b <= Board::multi; }, "one of MAME's Channel F boards");
    a("memory", memory_), a(
                              "kind", kind_,
                              [](const auto& kinds) {
                                return std::all_of(kinds.begin(), kinds.end(), [](Kind k) { return k <= Kind::lamp; });
                              },
                              "ROM, RAM or lamp for every address");
    a("banks", banks_), a("has_2102", ram2102_);
    a(
        "vram", vram_,
        [](const auto& dots) { return std::all_of(dots.begin(), dots.end(), [](uint8_t d) { return d <= 3; }); },
        "a colour 0 to 3 for every dot");
    a("latch", latch_), a("panel", panel_), a("right", right_), a("left", left_);
    a(
        "colour", colour_, [](uint8_t c) { return c <= 3; }, "a colour 0 to 3");
    a(
        "column", column_, [](uint8_t c) { return c < kColumns; }, "a column 0 to 127");
    a(
        "row", row_, [](uint8_t r) { return r < kRows; }, "a row 0 to 63");
    a(
        "tone", tone_, [](int t) { return t >= 0 && t <= 3; }, "a tone 0 to 3"),
        a("lamp", lamp_), a.scope("ram2102", ram2102_chip_), a("tones", tones_), a.scope("cpu", cpu_);
  }
  Video video_;
  enum class Kind : uint8_t { rom, ram, lamp };  // what a write to an address does
  void select_bank(uint8_t value);
  // Whether the board's 2102 answers at `port` (Maze's $24-$25, Hangman's $20-$21, a .chf's both).
  bool ram2102_at(uint8_t port) const;

  Board board_ = Board::standard;
  std::array<uint8_t, 0x10000> memory_{};  // what reads see: BIOS, cartridge ROM (a multi-cart's bank), RAM
  std::array<Kind, 0x10000> kind_{};
  std::vector<uint8_t> banks_;  // a multi-cart's 256 KiB
  bool ram2102_ = false;        // Maze's / Hangman's 2102 on ports $24-$25 / $20-$21
  std::array<uint8_t, kColumns * kRows> vram_{};
  std::array<uint8_t, 4> latch_{};            // ports 0, 1, 4, 5
  uint8_t panel_ = 0, right_ = 0, left_ = 0;  // inputs, active high
  uint8_t colour_ = 0, column_ = 0, row_ = 0;
  int tone_ = 0;
  bool lamp_ = false;
  Ram2102 ram2102_chip_;
  std::vector<std::pair<uint64_t, int>> tones_;
  f8::Cpu<ChannelF> cpu_{*this};
  F8View<ChannelF> view_{cpu_, *this};
};

}  // namespace veteran::emu
