// The KIM-1 tape decoder against MAME's encoder: `make FILE.kim` writes a
// MAME-format .kim of our own test bytes (two records' worth of patterns);
// castool (Debian's mame-tools) turns it into a recording; `check FILE.wav`
// decodes that recording and compares every byte, the ID and the address.
#include "emu/formats/kim1_tape.hpp"
#include "emu/formats/wav.hpp"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

constexpr uint16_t kAddress = 0x0200;
constexpr uint8_t kId = 0x42;

std::vector<uint8_t> payload() {
  std::vector<uint8_t> v(600);
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<uint8_t>(i * 37 + 5 + (i >> 7));
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: kim1_tape_oracle make FILE.kim | check FILE.wav\n");
    return 2;
  }
  std::string mode = argv[1];
  auto data = payload();
  if (mode == "make") {
    // MAME's .kim: "KIM1", start address, size (header included), ID, data.
    std::ofstream out(argv[2], std::ios::binary);
    uint16_t size = static_cast<uint16_t>(data.size() + 9);
    out << "KIM1";
    out.put(static_cast<char>(kAddress & 0xFF)).put(static_cast<char>(kAddress >> 8));
    out.put(static_cast<char>(size & 0xFF)).put(static_cast<char>(size >> 8)).put(static_cast<char>(kId));
    out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
    return out ? 0 : 1;
  }
  try {
    auto records = veteran::files::decode_kim1_tape(veteran::files::read_wav(argv[2]), argv[2]);
    if (records.size() != 1) throw std::runtime_error(std::to_string(records.size()) + " records, expected 1");
    const auto& r = records[0];
    if (r.id != kId || r.address != kAddress) throw std::runtime_error("ID or address differ");
    // MAME writes the data up to the size in the header; every byte it wrote must be ours.
    if (r.bytes.empty() || r.bytes.size() > data.size())
      throw std::runtime_error("wrong length " + std::to_string(r.bytes.size()));
    for (size_t i = 0; i < r.bytes.size(); ++i)
      if (r.bytes[i] != data[i]) throw std::runtime_error("byte " + std::to_string(i) + " differs");
    std::printf("MAME's recording decodes: ID %02X, address %04X, %zu bytes, all equal\n", r.id, r.address,
                r.bytes.size());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "FAIL: %s\n", e.what());
    return 1;
  }
}
