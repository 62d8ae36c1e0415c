// Checks a rompath against the manifests, like `mame -verifyroms`: each file
// found, missing, of the wrong length or with the wrong checksum. Files are
// looked for as MAME users keep them: in a folder or .zip named after the set
// (under the software list's folder for programs), or loose. A program is also
// found under its loose names (a paper tape, an Intel HEX file) and checked by
// the memory it loads, or, under none of them, as any file of those kinds
// (by extension) under the rompath that loads exactly the known program.
#pragma once

#include "emu/formats/memory_image.hpp"
#include "emu/roms/manifest.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace veteran::roms {

enum class FileStatus { good, missing, unreadable, wrong_length, wrong_checksum };

struct FileAudit {
  const RomFile* file = nullptr;
  FileStatus status = FileStatus::missing;
  std::string found_at;  // "DIR/kim1.zip:6530-002.bin" or a path
  uint64_t found_size = 0;
  uint32_t found_crc32 = 0;
  std::string found_sha1;
  std::string problem;       // unreadable: why (a folder, a link loop, a damaged archive...)
  bool by_contents = false;  // found under another name or folder, by its size and checksums (roms/library.hpp)
  // Missing: files of its length under other names (at most three), named to the user as
  // possible bad dumps, never used (any file of the length could be meant).
  std::vector<std::string> same_length;
};

// not_needed: none of its files is there, and every one is optional (the
// machine runs without them, as the Jupiter III with its modelled monitor).
enum class SetStatus { good, bad, not_found, not_needed };

// A program found under one of its loose names (RomSet::loose) instead of
// as its set: loaded by its format and checked by the memory it gives.
struct LooseAudit {
  std::string found_at;            // the file, with @ADDR for a raw binary
  std::string problem;             // it could not be read or is not a valid image: why
  std::vector<std::string> wrong;  // "$0000-$03FF: EXPECTED SHA1(..) FOUND SHA1(..)", one per range that differs
  std::vector<files::Segment> segments;
  bool by_contents = false;  // under none of its names: a file of its kind elsewhere that loads the program
};

struct SetAudit {
  const RomSet* set = nullptr;
  SetStatus status = SetStatus::not_found;
  std::vector<FileAudit> files;
  std::optional<LooseAudit> loose;  // when the set's files were not found but a loose image was
};

SetAudit audit_set(const RomSet& set, const std::vector<std::filesystem::path>& rompath);

// The MAME-style report of one set, with what to do when it is not good.
std::string format_audit(const SetAudit& audit, const std::vector<std::filesystem::path>& rompath);

// The contents of one file of a set, as found and checked in the rompath.
// Throws std::runtime_error with the audit's words when it is missing or wrong.
// With `warning` given, a file of the right length but the wrong checksum is
// returned anyway (as MAME runs such sets) and the warning says so.
std::vector<uint8_t> load_rom(const RomSet& set, const RomFile& file, const std::vector<std::filesystem::path>& rompath,
                              std::string* warning = nullptr);

// The manifest entry of a set, by set name and machine; throws if unknown.
const RomSet& find_set(const std::string& set, const std::string& machine);

}  // namespace veteran::roms
