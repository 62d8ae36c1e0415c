// A program image from the rompath, placed in memory the way its manifest
// says: at an address, or through a named loader (a cassette recording).
#pragma once

#include "emu/formats/memory_image.hpp"
#include "emu/roms/manifest.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace veteran::roms {

// The memory segments of every file of `set`, found and checked in the
// rompath, or of a loose image of it (RomSet::loose). Wrong checksums are
// tolerated with a warning (as for system ROMs); a missing or unreadable file
// throws std::runtime_error with the audit's words.
std::vector<files::Segment> load_program_set(const RomSet& set, const std::vector<std::filesystem::path>& rompath,
                                             std::vector<std::string>* warnings = nullptr);

// The segments a file's bytes give under a manifest `load` entry
// ("0x1C00", "kim1-cassette"); `source` names the file in errors.
std::vector<files::Segment> place(const std::vector<uint8_t>& bytes, const std::string& load,
                                  const std::string& source);

}  // namespace veteran::roms
