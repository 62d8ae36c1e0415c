// Screen cells as text: UTF-8, and the 2 x 3 block characters of the period's
// video boards as Unicode sextants, so that `veteran run` prints what a person
// would see.
#pragma once

#include <cstdint>
#include <string>

namespace veteran::emu::video {

std::string utf8(uint32_t code_point);

// A 2 x 3 block character. `cells` has one bit a cell: bit 0 top left,
// 1 top right, 2 middle left, 3 middle right, 4 bottom left, 5 bottom right.
std::string sextant(uint8_t cells);

}  // namespace veteran::emu::video
