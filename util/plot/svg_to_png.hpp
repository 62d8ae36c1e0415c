// An SVG picture drawn as PNG with Debian's librsvg (the window's piece sets
// use it too): what `veteran train --plot FILE.png` writes.
#pragma once

#include <string>

namespace veteran::plot {

// The PNG file's bytes; throws std::runtime_error when librsvg cannot read the SVG.
std::string svg_to_png(const std::string& svg_text);

}  // namespace veteran::plot
