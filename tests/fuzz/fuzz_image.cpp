// Program images and tapes: an ELF file (starting 7F 'ELF') is parsed as one;
// otherwise the first byte picks the format (Intel HEX, MOS
// paper tape, TRS-80 SYSTEM cassette, /CMD, WAV with a KIM-1 recording, MITS
// paper tape, WAV with a CUTS recording at 1200 baud and its SOLOS files, or at 300 baud); any bytes give segments or
// an error naming the source, never a crash. A Channel F .chf (its "CHANNEL F" signature after the selector) is parsed
// as one. (In the corpus the selector is a digit: '2' Intel HEX, '3' paper tape, '5' MITS tape and a .chf, written by
// run.sh.)
#include "emu/formats/cuts_tape.hpp"
#include "emu/formats/elf_image.hpp"
#include "emu/formats/kim1_tape.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/formats/mits_tape.hpp"
#include "emu/formats/solos_tape.hpp"
#include "emu/formats/trs80_tape.hpp"
#include "emu/formats/wav.hpp"
#include "emu/machines/channelf/chf_file.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace veteran;
  if (size == 0) return 0;
  const std::vector<uint8_t> bytes(data + 1, data + size);
  const std::string text(bytes.begin(), bytes.end());
  try {
    if (size >= 4 && data[0] == 0x7F && data[1] == 'E' && data[2] == 'L' && data[3] == 'F') {
      files::parse_elf({data, size}, "fuzz.elf");  // the whole input: an ELF file has no selector byte
      return 0;
    }
    if (emu::is_chf(bytes)) {
      emu::parse_chf(bytes, "fuzz.chf");
      return 0;
    }
    switch (data[0] % 8) {
      case 2: files::parse_intel_hex(text, "fuzz.hex"); break;
      case 3: files::parse_paper_tape(text, "fuzz.pap"); break;
      case 0: files::parse_system_cas(bytes, "fuzz.cas"); break;
      case 1: files::parse_cmd(bytes, "fuzz/cmd"); break;
      case 4: files::kim1_tape_segments(bytes, "fuzz.wav"); break;
      case 5: files::parse_mits_tape(bytes, "fuzz.tap"); break;
      case 6:
        files::parse_solos_tape(files::decode_cuts(files::parse_wav(bytes, "fuzz.wav"), 1200, "fuzz.wav"), "fuzz.wav");
        break;
      case 7: files::decode_cuts(files::parse_wav(bytes, "fuzz.wav"), 300, "fuzz.wav"); break;
    }
  } catch (const std::runtime_error&) {}
  return 0;
}
