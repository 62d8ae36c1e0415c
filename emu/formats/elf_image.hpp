// ELF executables as memory images: what a cross compiler links (avr-gcc's
// .elf, an 8080 or 6502 toolchain's). The loadable segments (PT_LOAD) go at
// their physical addresses, where the program is stored: for a Harvard chip
// the flash, its initialised data after the code (as avr-objcopy's Intel HEX
// puts them). 32-bit ELF, either byte order; errors name the file.
#pragma once

#include "emu/formats/memory_image.hpp"

namespace veteran::files {

std::vector<Segment> parse_elf(std::span<const uint8_t> bytes, const std::string& source);

extern const ImageFormat kElf;

}  // namespace veteran::files
