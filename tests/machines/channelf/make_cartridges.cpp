// Cartridge images for the Channel F's tests, made from our own probe:
//   make_cartridges multi PROBE.bin OUT.bin   a 256 KiB multi-cart: 64 copies
//       of the 4 KiB probe, each with its number at offset $0FF0
//   make_cartridges chf PROBE.bin OUT.chf TYPE   the probe in a .chf of
//       hardware type TYPE: its ROM at $0800 and, but for type 0, RAM at
//       $2800-$2FFF (Schach's board and the Videocart image format's type 2)
#include "emu/files/rompath.hpp"
#include "emu/machines/channelf/chf_file.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <string>

namespace {

void write(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error(path + ": cannot write");
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::string what = argc > 1 ? argv[1] : "";
    if (what == "multi" && argc == 4) {
      auto probe = veteran::files::read_file(argv[2]);
      probe.resize(0x1000, 0xFF);
      std::vector<uint8_t> image;
      for (int quarter = 0; quarter < 64; ++quarter) {
        probe[0x0FF0] = static_cast<uint8_t>(quarter);
        image.insert(image.end(), probe.begin(), probe.end());
      }
      write(argv[3], image);
      return 0;
    }
    if (what == "chf" && argc == 5) {
      using veteran::emu::Cartridge;
      Cartridge cart;
      cart.title = "veteran board probe";
      Cartridge::Range rom;
      rom.from = 0x0800;
      rom.data = veteran::files::read_file(argv[2]);
      rom.size = static_cast<uint32_t>(rom.data.size());
      cart.ranges.push_back(rom);
      const int type = std::atoi(argv[4]);
      if (type != 0) {
        Cartridge::Range ram;
        ram.kind = Cartridge::Range::Kind::ram;
        ram.from = 0x2800;
        ram.size = 0x800;
        cart.ranges.push_back(ram);
      }
      write(argv[3], veteran::emu::write_chf(cart, static_cast<uint16_t>(type)));
      return 0;
    }
    std::fprintf(stderr, "usage: make_cartridges multi PROBE.bin OUT.bin | chf PROBE.bin OUT.chf TYPE\n");
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "make_cartridges: %s\n", e.what());
    return 1;
  }
}
