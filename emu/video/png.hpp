// PNG files of a machine's bitmap screen (`veteran run --png`), written with
// zlib: 8-bit RGB, no filtering, each dot `scale` x `scale` pixels.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu::video {

// `rgb`: width * height colours 0xRRGGBB, row by row. Throws
// std::runtime_error naming `file` when it cannot be written.
void write_png(const std::string& file, int width, int height, const std::vector<uint32_t>& rgb, int scale = 1);

}  // namespace veteran::emu::video
