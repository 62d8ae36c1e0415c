// EPD opening files: any text is a list of positions or an error naming the line.
#include "tournament/openings.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    veteran::tournament::parse_epd(std::string(reinterpret_cast<const char*>(data), size), "fuzz.epd");
  } catch (const std::runtime_error&) {
  } catch (const std::invalid_argument&) {}
  return 0;
}
