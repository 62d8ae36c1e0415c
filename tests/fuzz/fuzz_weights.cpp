// PLAYER's weights file (engines/native/player/weights): any bytes give the
// weights or an error naming the file and line, never a crash; what parses
// is written back and read again to the same weights.
#include "engines/native/player/weights.hpp"

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace veteran::engines::player;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const Weights w = parse_weights(text, "fuzz.txt");
    if (parse_weights(format_weights(w, "fuzz"), "again.txt") != w) std::abort();
  } catch (const std::runtime_error&) {}
  return 0;
}
