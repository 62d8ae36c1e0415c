// Writes the Sol-20 cassette tests' recording with veteran's own CUTS
// encoder: 16 characters at 1200 baud, then a leader and 40 characters at
// 300 baud (tape_probe.asm changes the rate after the 16th).
//   make_tape OUT.wav
#include "veteran/emu/files/cuts_tape.hpp"

#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_tape OUT.wav\n");
    return 2;
  }
  using namespace veteran::files;
  std::vector<uint8_t> fast, slow;
  for (int i = 0; i < 16; ++i) fast.push_back(static_cast<uint8_t>(0x41 + i));
  for (int i = 0; i < 40; ++i) slow.push_back(static_cast<uint8_t>(i * 37 + 5));
  Audio tape = encode_cuts(fast, 1200, 0.5);
  const Audio rest = encode_cuts(slow, 300, 0.5);
  tape.samples.insert(tape.samples.end(), rest.samples.begin(), rest.samples.end());
  const auto bytes = encode_wav16(tape);
  std::FILE* f = std::fopen(argv[1], "wb");
  if (!f || std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size() || std::fclose(f) != 0) {
    std::perror(argv[1]);
    return 1;
  }
  return 0;
}
