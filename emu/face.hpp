// What a machine shows, as data a front end draws: the lit segments of LED
// digits, or the character codes of a screen. No drawing here (the GUI's
// gui/faces/ draws each kind); a machine fills the kind it has.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace veteran::emu {

// Seven-segment digits, left to right: each segment's brightness (0 to 1) as
// the eye saw it over the last display frame, relative to the brightest
// segment of that frame (a multiplexed digit is lit a sixth of the time; a
// ghost while the program switches digits is dim, as it was).
struct SegmentFace {
  std::vector<std::array<float, 7>> digits;  // segments a..g
  std::vector<int> gaps_after;               // digits followed by a gap ("1C00 A9": after the 4th)
};

// A character screen, row by row. A cell is a 2 x 3 block graphic (`blocks`:
// bit 0 top left, 1 top right, 2 middle left ... 5 bottom right) or a
// character. With the machine's character generator ROM loaded, each cell
// also has its pixel rows as the video circuit shows them (`glyph_height`
// bytes a cell in `glyphs`, bit glyph_width - 1 leftmost); without it a front
// end draws `text` (one UTF-8 character, the machine's reading of the code).
struct ScreenCell {
  uint8_t code = 0;
  int8_t blocks = -1;  // -1: a character
  std::string text;
};

struct ScreenFace {
  int columns = 0, rows = 0;
  std::vector<ScreenCell> cells;
  int glyph_width = 0, glyph_height = 0;  // 0: no character generator
  std::vector<uint8_t> glyphs;            // cells.size() * glyph_height rows
};

// A bitmap screen (the Channel F's 128 x 64 dots): each pixel's colour as
// 0xRRGGBB, row by row.
struct PixelFace {
  int width = 0, height = 0;
  std::vector<uint32_t> rgb;
  // The part a television shows (the rest is memory the picture never
  // reaches, such as the Channel F's palette columns), and that part's
  // width:height on the screen (0: square dots). Width 0: all of it.
  int visible_x = 0, visible_y = 0, visible_width = 0, visible_height = 0;
  double aspect = 0;
};

using Face = std::variant<std::monostate, SegmentFace, ScreenFace, PixelFace>;

}  // namespace veteran::emu
