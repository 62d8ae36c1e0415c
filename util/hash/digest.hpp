// Checksums that identify user-supplied images: CRC32 (as zip and MAME list
// it) and SHA-1 (as MAME's hash files and the ROM manifest list it).
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace veteran::hash {

uint32_t crc32(std::span<const uint8_t> data);
// Lower-case hex, 40 characters.
std::string sha1_hex(std::span<const uint8_t> data);

}  // namespace veteran::hash
