// The rompath as a library of files found by what they are, not by their
// names: every file under the rompath's folders (at any depth) and every
// member of a .zip there, indexed by size and CRC-32 (a zip member by its
// directory entry, without inflating it; a loose file when a ROM of its size
// is first looked for). Built once a run for a rompath and kept; a file
// changed since (its size or time) is read again when asked for. The audit
// asks it after the names MAME's layout gives (a set's folder or zip, the
// rompath's top), so a BIOS named `.bin` in a folder of its own is found.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace veteran::roms {

struct LibraryFile {
  std::string where;  // "DIR/sub/file.rom" or "DIR/set.zip:member"
  std::vector<uint8_t> data;
};

// The file under `rompath` of `size` bytes whose CRC-32 and SHA-1 are these
// (SHA-1 checked on the bytes read); nothing if there is none.
std::optional<LibraryFile> find_in_library(const std::vector<std::filesystem::path>& rompath, uint64_t size,
                                           uint32_t crc32, const std::string& sha1);

// The loose files under `rompath` (not archive members) whose names end in
// one of `extensions` (".pap", compared without case): where a program image
// kept under another name may be, to be checked by what it loads.
std::vector<std::filesystem::path> library_files_ending(const std::vector<std::filesystem::path>& rompath,
                                                        const std::vector<std::string>& extensions);

// Where the files and archive members of `size` bytes are ("DIR/x.bin",
// "DIR/set.zip:member"), up to `at_most` + 1 of them: a ROM missing under its
// names may be a bad dump kept under another, which the audit names, never uses.
std::vector<std::string> library_files_of_size(const std::vector<std::filesystem::path>& rompath, uint64_t size,
                                               size_t at_most);

// How many files and archive members the library of `rompath` has indexed
// (after building it if needed): for tests and `veteran roms`.
size_t library_size(const std::vector<std::filesystem::path>& rompath);

// A walk stops this many folders deep and after this many entries: a
// rompath of a whole disk is not read to its end.
constexpr int kLibraryDepth = 12;
constexpr size_t kLibraryEntries = 50000;

// Where the walk of `rompath` stopped, having read as many entries as it
// reads (kLibraryEntries, kLibraryDepth folders deep; the kernel's /proc,
// /sys and /dev are never entered): "" when it read every folder.
std::string library_stopped_at(const std::vector<std::filesystem::path>& rompath);

}  // namespace veteran::roms
