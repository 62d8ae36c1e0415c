// ROM manifests: any text is a set or an error naming the field.
#include "emu/roms/manifest.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    veteran::roms::parse_manifest(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
  } catch (const std::runtime_error&) {}
  return 0;
}
