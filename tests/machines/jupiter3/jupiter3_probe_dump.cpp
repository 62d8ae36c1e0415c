// The Jupiter III probe (ports_video.asm) on veteran's machine, printed as
// tools/oracle/jupiter3-probe prints MAME's: video rows 0-1 in hex after the
// keys A, e and 5. With --mame-roms DIR it instead writes the probe as
// MAME's four jupiter3 monitor ROM files: MAME inverts their data and
// reverses the address lines within each 1 KiB, so the files hold the probe
// that way round.
//   jupiter3_probe_dump PROBE.bin | jupiter3_probe_dump --mame-roms DIR PROBE.bin
#include "emu/files/rompath.hpp"
#include "emu/machines/jupiter3/jupiter3.hpp"

#include <array>
#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

namespace {

void write_mame_roms(const std::string& dir, const std::vector<uint8_t>& probe) {
  std::array<uint8_t, 0x1000> rom{};
  for (size_t i = 0; i < probe.size() && i < rom.size(); ++i) rom[i] = probe[i];
  const char* names[] = {"jove 2.0 78_034 4v2d000 1.1c", "jove 2.0 78_034 4v2d000 2.6c", "jove 2.0 78_034 4v2d000 3.1d",
                         "jove 2.0 78_034 4v2d000 4.6d"};
  for (size_t k = 0; k < 4; ++k) {
    std::ofstream out(dir + "/" + names[k], std::ios::binary);
    for (size_t y = 0; y < 0x400; ++y) out.put(static_cast<char>(~rom[k * 0x400 + 0x3FF - y]));
  }
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc == 4 && std::string(argv[1]) == "--mame-roms") {
      write_mame_roms(argv[2], veteran::files::read_file(argv[3]));
      return 0;
    }
    if (argc != 2) {
      std::fprintf(stderr, "usage: jupiter3_probe_dump [--mame-roms DIR] PROBE.bin\n");
      return 2;
    }
    veteran::emu::Jupiter3 j;
    auto probe = veteran::files::read_file(argv[1]);
    for (size_t i = 0; i < probe.size(); ++i) j.poke(static_cast<uint16_t>(0xE000 + i), probe[i]);
    auto press = [&](const std::string& key) {
      j.set_key(key, true);
      j.run(100000);
      j.set_key(key, false);
      j.run(100000);
    };
    for (const char* key : {"G", "E", "0", "0", "0", "ENTER", "A", "e", "5"}) press(key);
    for (int row = 0; row < 2; ++row) {
      std::printf("LINE %d", row);
      for (int i = 0; i < 64; ++i) std::printf(" %02x", j.peek(static_cast<uint16_t>(0xC000 + row * 64 + i)));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "jupiter3_probe_dump: %s\n", e.what());
    return 1;
  }
}
