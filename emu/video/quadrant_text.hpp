// A bitmap screen as text a terminal shows: each character stands for 2 x 2
// dots, drawn with Unicode's quadrant blocks (a quarter of the cell for each
// dot that is lit). A dot is lit when its colour is not the background: the
// colour most of the screen shows. Half the width and height of a letter a
// dot, for a look at a Channel F's screen in a terminal.
#pragma once

#include "emu/face.hpp"

#include <string>

namespace veteran::emu::video {

std::string quadrant_text(const PixelFace& face);

}  // namespace veteran::emu::video
