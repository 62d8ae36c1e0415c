// Writes the Sol-20 cassette tests' recordings with veteran's own CUTS
// encoder:
//   make_tape OUT.wav            16 characters at 1200 baud, then a leader and
//                                40 characters at 300 baud (tape_probe.asm
//                                changes the rate after the 16th)
//   make_tape OUT.wav solos      a SOLOS file, PROBE, 300 bytes, at 1200 baud
//   make_tape OUT.wav solos-bad  the same with one data byte changed
#include "emu/formats/cuts_tape.hpp"
#include "emu/formats/solos_tape.hpp"

#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr, "usage: make_tape OUT.wav [solos|solos-bad]\n");
    return 2;
  }
  using namespace veteran::files;
  const std::string kind = argc == 3 ? argv[2] : "";
  Audio tape;
  if (kind.empty()) {
    std::vector<uint8_t> fast, slow;
    for (int i = 0; i < 16; ++i) fast.push_back(static_cast<uint8_t>(0x41 + i));
    for (int i = 0; i < 40; ++i) slow.push_back(static_cast<uint8_t>(i * 37 + 5));
    tape = encode_cuts(fast, 1200, 0.5);
    const Audio rest = encode_cuts(slow, 300, 0.5);
    tape.samples.append(rest.samples);
  } else {
    SolosFile f{"PROBE", 0x00, 0x1000, 0x1000, {}, 0};
    for (int i = 0; i < 300; ++i) f.data.push_back(static_cast<uint8_t>(i * 11));
    auto bytes = solos_tape_bytes(f);
    if (kind == "solos-bad")
      bytes[bytes.size() - 20] ^= 0x10;  // a byte of the second block
    else if (kind != "solos") {
      std::fprintf(stderr, "make_tape: no kind '%s' (solos, solos-bad)\n", kind.c_str());
      return 2;
    }
    tape = encode_cuts(bytes, 1200, 0.5);
  }
  const auto bytes = encode_wav16(tape);
  std::FILE* f = std::fopen(argv[1], "wb");
  if (!f || std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size() || std::fclose(f) != 0) {
    std::perror(argv[1]);
    return 1;
  }
  return 0;
}
