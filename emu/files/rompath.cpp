#include "emu/files/rompath.hpp"

#include "util/io/input_file.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace veteran::files {

std::vector<std::filesystem::path> rompath(const std::string& explicit_value) {
  std::string value = explicit_value;
  if (value.empty())
    if (const char* env = std::getenv("VETERAN_ROMPATH")) value = env;
  std::vector<std::filesystem::path> out;
  size_t start = 0;
  while (start <= value.size()) {
    size_t end = value.find(':', start);
    if (end == std::string::npos) end = value.size();
    if (end > start) out.emplace_back(value.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::vector<uint8_t> read_file(const std::filesystem::path& path, uintmax_t max_bytes) {
  const std::string text = io::read_file(path.string(), static_cast<size_t>(max_bytes));
  return {text.begin(), text.end()};
}

std::vector<std::filesystem::path> files_in(const std::vector<std::filesystem::path>& folders) {
  std::vector<std::filesystem::path> out;
  for (const auto& folder : folders) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
      if (entry.is_regular_file())
        out.push_back(entry.path());
      else if (entry.is_directory())
        for (const auto& inner : std::filesystem::directory_iterator(entry.path(), ec))
          if (inner.is_regular_file()) out.push_back(inner.path());
    }
  }
  return out;
}

std::vector<std::string> file_names_in(const std::vector<std::filesystem::path>& folders) {
  std::vector<std::string> out;
  for (const auto& p : files_in(folders)) out.push_back(p.string());
  return out;
}

}  // namespace veteran::files
