// Our TRS-80 cassette pulses against MAME's: `make FILE.cas` writes a SYSTEM
// tape of our own; castool (Debian's mame-tools) records it as MAME plays it;
// `check FILE.cas FILE.wav` finds where each of MAME's pulses swings from
// high to low (where the Model I's latch is set) and compares those times
// with Trs80Cassette's, after lining up the first pulse.
#include "emu/files/rompath.hpp"
#include "emu/formats/wav.hpp"
#include "emu/machines/trs80/cassette.hpp"
#include "emu/machines/trs80/trs80.hpp"
#include "tests/machines/trs80/system_tape.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "make" && argc == 3) {
    std::vector<uint8_t> data;
    for (int i = 0; i < 8; ++i) data.push_back(static_cast<uint8_t>(0x11 * i + 3));
    auto t = veteran::test::system_tape("ORACLE", 0x6000, data, 0x6000);
    std::ofstream(argv[2], std::ios::binary)
        .write(reinterpret_cast<const char*>(t.data()), static_cast<std::streamsize>(t.size()));
    return 0;
  }
  if (mode == "play" && argc == 5) {
    // MAME's recording played as a tape, and the .cas it was made from: our
    // own 500-baud reader (ROM) reads the same bytes from both.
    auto screen = [&](const char* tape) {
      veteran::emu::Trs80 trs;
      trs.load_rom(veteran::files::read_file(argv[4]));
      trs.insert_tape(tape);
      trs.reset();
      trs.run(static_cast<uint64_t>(3.0 * veteran::emu::Trs80::kClockHz));
      return trs.display_text();
    };
    const std::string from_cas = screen(argv[2]), from_wav = screen(argv[3]);
    std::printf("%s", from_wav.substr(0, from_wav.find('\n') + 1).c_str());
    if (from_cas != from_wav || from_cas.find("READ") == std::string::npos) {
      std::fprintf(stderr,
                   "FAIL: the reader's screen differs between the .cas and MAME's recording of it\n%s\n---\n%s\n",
                   from_cas.c_str(), from_wav.c_str());
      return 1;
    }
    return 0;
  }
  if (mode != "check" || argc != 4) {
    std::fprintf(stderr,
                 "usage: trs80_cassette_oracle make FILE.cas | check FILE.cas FILE.wav | play FILE.cas FILE.wav ROM\n");
    return 2;
  }
  veteran::emu::Trs80Cassette ours;
  ours.insert(veteran::files::read_file(argv[2]));
  auto audio = veteran::files::read_wav(argv[3]);
  std::vector<double> mame;
  for (size_t i = 1; i < audio.samples.size(); ++i)
    if (audio.samples[i - 1] > -0.2f && audio.samples[i] < -0.2f)
      mame.push_back(static_cast<double>(i) / audio.sample_rate);
  auto expected = ours.edges(mame.size() + 10);
  if (mame.size() != expected.size()) {
    std::fprintf(stderr, "FAIL: MAME has %zu pulses, ours %zu\n", mame.size(), expected.size());
    return 1;
  }
  double offset = mame[0] - expected[0], worst = 0;
  for (size_t i = 0; i < mame.size(); ++i) worst = std::max(worst, std::abs(mame[i] - offset - expected[i]));
  std::printf("%zu pulses; MAME's tape starts %.3f ms later; worst difference %.1f us\n", mame.size(), offset * 1000,
              worst * 1e6);
  if (worst > 1.5 / audio.sample_rate) {
    std::fprintf(stderr, "FAIL: pulses differ by more than a sample\n");
    return 1;
  }
  return 0;
}
