// The ROM sets and program images veteran knows (roms-manifest/*.json).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace veteran::roms {

struct RomFile {
  std::string name;  // as MAME names it
  uint64_t size = 0;
  uint32_t crc32 = 0;
  std::string sha1;  // lower-case hex
  std::string load;  // an address ("0x1C00") or the loader that places it
  bool optional = false;
};

// A range of memory a program must hold once loaded, whatever form it came in:
// how a loose image (a paper tape, an Intel HEX file) is checked.
struct MemoryRange {
  uint16_t from = 0, to = 0;  // inclusive
  std::string sha1;           // of the bytes from..to, zero where nothing was loaded
};

struct RomSet {
  std::string set;            // MAME's set or software name: also its folder or .zip
  std::string kind;           // "system" or "program"
  std::string machine;        // the veteran machine that uses it
  std::string software_list;  // programs: MAME's software list
  std::string board;          // cartridges: the board MAME's list names ("slot": std, chess, maze, ...); "" if none
  std::string description;
  std::vector<RomFile> files;
  // Programs: other names users keep the image under ("microchess.pap", or a
  // raw binary as "FILE@ADDR"), in any format load_image reads, and the memory
  // the image must give (the set's own files are checked by their hashes).
  std::vector<std::string> loose;
  std::vector<MemoryRange> memory;
  std::string source;  // the manifest file it came from
};

// Parses one manifest; throws std::runtime_error naming `source` and the field.
RomSet parse_manifest(const std::string& json_text, const std::string& source);

// The manifests compiled into veteran.
const std::vector<RomSet>& builtin_manifests();

}  // namespace veteran::roms
