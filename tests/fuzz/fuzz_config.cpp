// Tournament configs: any Lua text is a tournament or an error naming the file
// and line, within the sandbox's memory cap and instruction budget.
#include "tournament/config.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  veteran::tournament::ConfigHost host;
  host.available = [](const std::string& id) { return id == "microchess@native"; };
  host.programs = {"microchess@native", "sargon@native", "microchess@kim1"};
  host.players = host.programs;
  try {
    veteran::tournament::load_config(std::string(reinterpret_cast<const char*>(data), size), "fuzz.lua", host);
  } catch (const std::runtime_error&) {}
  return 0;
}
