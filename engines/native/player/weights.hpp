// PLAYER's weights (NWT) as a file of our own: what `veteran train` writes
// and `player@native weights=FILE` reads. The thesis prints none (docs/
// player.md, decision 1); the file keeps the seventeen weights, the
// threshold weight of the Adaline's constant input, and the command that
// made them, with a CRC so that a damaged file is refused, not half read.
//
//   veteran-player-weights 1
//   nwt 3 1 1 ... (17 integers: PAR(1)..PAR(17)'s weights)
//   threshold 0
//   made-by veteran train player@native --positions wac.epd ...
//   crc32 1a2b3c4d           (of every byte before this line)
#pragma once

#include "engines/native/player/parameters.hpp"

#include <string>

namespace veteran::engines::player {

using Weights = std::array<int, kParameters + 1>;  // [0]: the threshold; [1..17]: NWT(1..17)

inline constexpr int kWeightsVersion = 1;

// The file's text, made_by on its line (no line breaks in it).
std::string format_weights(const Weights& w, const std::string& made_by);
// Throws std::runtime_error naming `source` and the line for anything but a
// whole, undamaged file of this version.
Weights parse_weights(const std::string& text, const std::string& source);
// read and parse, and format and write (util/io: a temporary, then a rename).
Weights read_weights(const std::string& file);
void write_weights(const std::string& file, const Weights& w, const std::string& made_by);

}  // namespace veteran::engines::player
