// Runs a personality module (one of ours, or the user's SOLOS) on veteran's
// Sol-20 as tools/oracle/sol20-probe runs it on MAME's sol20: TEXT typed at
// frame 30 (0.5 s; a carriage return is ENTER), the first 4 rows of screen
// memory ($CC00) printed at frame 110 (1.833 s) in the same "LINE n hex..."
// form, so that the two can be compared with diff. With TAPE (a .wav) in
// recorder 1 the rows are printed at frame 240 (4 s) instead. --frame N and
// --dump HEX ROWS as the MAME script has them.
// --record FILE writes what recorder 1 took down as a .wav at the end.
// --catalog TAPE lists the SOLOS files on a recording instead, a line each:
// name, type, load and execution addresses and length (hex), and where on
// the tape its header starts and the recording ends (seconds).
//   sol20_probe_dump [--frame N] [--dump HEX ROWS] [--record FILE] PROGRAM.bin TEXT [TAPE]
//   sol20_probe_dump --catalog TAPE
#include "emu/files/rompath.hpp"
#include "emu/formats/cuts_tape.hpp"
#include "emu/formats/solos_tape.hpp"
#include "emu/formats/wav.hpp"
#include "emu/machines/sol20/sol20.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

namespace {

int catalog(const std::string& tape) {
  const auto audio = veteran::files::read_wav(tape);
  const double length = audio.seconds(audio.samples.size());
  for (int baud : {1200, 300}) {
    std::vector<veteran::files::TapeCharacter> characters;
    try {
      characters = veteran::files::decode_cuts(audio, baud, tape);
    } catch (const std::exception&) {
      continue;  // nothing at this rate
    }
    for (const auto& f : veteran::files::parse_solos_tape(characters, tape))
      std::printf("%s %02x %04x %04x %04zx %.3f %.3f %d\n", f.name.c_str(), f.type, f.load, f.exec, f.data.size(),
                  f.seconds, length, baud);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 2 && args[0] == "--catalog") try {
      return catalog(args[1]);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "sol20_probe_dump: %s\n", e.what());
      return 1;
    }
  long frame = 0, rows = 4;
  std::string record;
  unsigned long at = veteran::emu::Sol20::kScreen;
  while (!args.empty() && args[0].rfind("--", 0) == 0) {
    if (args[0] == "--frame" && args.size() > 1) {
      frame = std::strtol(args[1].c_str(), nullptr, 10);
      args.erase(args.begin(), args.begin() + 2);
    } else if (args[0] == "--record" && args.size() > 1) {
      record = args[1];
      args.erase(args.begin(), args.begin() + 2);
    } else if (args[0] == "--dump" && args.size() > 2) {
      at = std::strtoul(args[1].c_str(), nullptr, 16);
      rows = std::strtol(args[2].c_str(), nullptr, 10);
      args.erase(args.begin(), args.begin() + 3);
    } else {
      break;
    }
  }
  if (args.size() != 2 && args.size() != 3) {
    std::fprintf(stderr,
                 "usage: sol20_probe_dump [--frame N] [--dump HEX ROWS] [--record FILE] PROGRAM.bin TEXT [TAPE]\n");
    return 2;
  }
  const bool tape = args.size() == 3 && !args[2].empty();
  if (frame <= 30) frame = tape ? 240 : 110;
  try {
    using veteran::emu::Sol20;
    Sol20 sol;
    auto program = veteran::files::read_file(args[0]);
    program.resize(Sol20::kRomSize, 0);
    sol.load_rom(program);
    sol.reset();
    if (tape) sol.insert_tape(args[2]);
    const auto frame_cycles = static_cast<uint64_t>(Sol20::kClockHz / 60);
    sol.run(30 * frame_cycles);
    for (char c : args[1]) sol.set_key(c == '\r' ? "ENTER" : c == ' ' ? "SPACE" : std::string(1, c), true);
    sol.run(static_cast<uint64_t>(frame - 30) * frame_cycles);
    if (!record.empty()) sol.save_tape(record);
    for (long row = 0; row < rows; ++row) {
      std::printf("LINE %ld", row);
      for (long i = 0; i < 64; ++i)
        std::printf(" %02x", sol.peek(static_cast<uint16_t>(at + static_cast<unsigned long>(row * 64 + i))));
      std::printf("\n");
    }
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "sol20_probe_dump: %s\n", e.what());
    return 1;
  }
}
