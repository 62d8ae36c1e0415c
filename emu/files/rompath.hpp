// Where users keep their files: --rompath DIR[:DIR...] or VETERAN_ROMPATH.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace veteran::files {

// The folders to search: the explicit value if given, else VETERAN_ROMPATH;
// both are lists separated by ':'. Empty entries are dropped.
std::vector<std::filesystem::path> rompath(const std::string& explicit_value = {});

// Reads a whole file. Throws std::runtime_error naming the file on failure.
// The most veteran reads of one user file (a ROM, a program image, a
// recording, an archive): far more than any known image, far less than a
// mistaken multi-gigabyte file would cost.
inline constexpr uintmax_t kMaxUserFileBytes = uintmax_t{256} << 20;

// A regular file's bytes; throws std::runtime_error naming the file for a
// folder, a device, a link loop, an unreadable file or one over `max_bytes`.
std::vector<uint8_t> read_file(const std::filesystem::path& path, uintmax_t max_bytes = kMaxUserFileBytes);

// Every regular file directly in the folders, or one level below them.
std::vector<std::filesystem::path> files_in(const std::vector<std::filesystem::path>& folders);
// The same, as strings.
std::vector<std::string> file_names_in(const std::vector<std::filesystem::path>& folders);

}  // namespace veteran::files
