// trs80_system_tape BIN NAME ADDRESS OUT.cas: our program as a SYSTEM tape
// loaded at ADDRESS (hex) and entered there.
#include "tests/machines/trs80/system_tape.hpp"

#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  if (argc != 5) return 2;
  std::ifstream in(argv[1], std::ios::binary);
  std::vector<uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto address = static_cast<uint16_t>(std::stoul(argv[3], nullptr, 16));
  auto tape = veteran::test::system_tape(argv[2], address, data, address);
  std::ofstream(argv[4], std::ios::binary)
      .write(reinterpret_cast<const char*>(tape.data()), static_cast<std::streamsize>(tape.size()));
  return in && !data.empty() ? 0 : 1;
}
