// The Videocart image format (.chf, ZX-80/Videocart-Image-Format 1.x,
// little-endian): a 16-byte signature "CHANNEL F" padded with spaces, the
// header's length (4 bytes, a multiple of 16), the format's minor and major
// version (a byte each), the hardware type (2), 8 reserved bytes, the title's
// length less one and the title; then packets, each "CHIP", its whole length
// (4, padded to 16), the chip type (2: 0 ROM, 1 RAM, 2 lamp, 3 NVRAM), the
// bank (2), the load address (2), the size (2) and, for ROM, lamp and NVRAM,
// the bytes. Hardware types: 0 plain Videocart, 1 with a 2102 on I/O ports
// (Videocarts 10 and 18), 2 ROM and RAM (a 3853 beside), 3 SABA Videoplay 20
// (Schach's board), 4 multi-cart, 5 flash cartridge (any map).
#pragma once

#include "emu/formats/memory_image.hpp"
#include "emu/machines/channelf/cartridge.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::emu {

bool is_chf(const std::vector<uint8_t>& bytes);

// The cartridge a .chf describes. Throws files::ImageError naming `source`
// and what is wrong: a header or packet cut short, another major version, an
// unknown chip or hardware type, banked packets (multi-carts are not read
// from .chf), a range outside $0800-$FFFF.
Cartridge parse_chf(const std::vector<uint8_t>& bytes, const std::string& source);

// A .chf of `cartridge`'s ranges (for tests, and to keep a ROM with its map).
std::vector<uint8_t> write_chf(const Cartridge& cartridge, uint16_t hardware_type);

extern const files::ImageFormat kChf;  // ".chf": a cartridge with its memory map

}  // namespace veteran::emu
