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
std::vector<uint8_t> read_file(const std::filesystem::path& path);

// Every regular file directly in the folders, or one level below them.
std::vector<std::filesystem::path> files_in(const std::vector<std::filesystem::path>& folders);
// The same, as strings.
std::vector<std::string> file_names_in(const std::vector<std::filesystem::path>& folders);

}  // namespace veteran::files
