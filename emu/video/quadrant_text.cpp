#include "emu/video/quadrant_text.hpp"

#include <algorithm>
#include <map>

namespace veteran::emu::video {
namespace {

// The block for each set of lit quarters: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
constexpr const char* kQuadrants[16] = {" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"};

}  // namespace

std::string quadrant_text(const PixelFace& face) {
  std::map<uint32_t, size_t> count;
  for (uint32_t c : face.rgb) ++count[c];
  const uint32_t background = count.empty() ? 0 : std::max_element(count.begin(), count.end(), [](auto& a, auto& b) {
                                                    return a.second < b.second;
                                                  })->first;
  auto lit = [&](int x, int y) {
    return x < face.width && y < face.height &&
           face.rgb[static_cast<size_t>(y) * static_cast<size_t>(face.width) + static_cast<size_t>(x)] != background;
  };
  std::string out;
  for (int y = 0; y < face.height; y += 2) {
    for (int x = 0; x < face.width; x += 2)
      out += kQuadrants[(lit(x, y) ? 1 : 0) | (lit(x + 1, y) ? 2 : 0) | (lit(x, y + 1) ? 4 : 0) |
                        (lit(x + 1, y + 1) ? 8 : 0)];
    out += '\n';
  }
  return out;
}

}  // namespace veteran::emu::video
