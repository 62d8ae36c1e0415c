// Tournament journals: any file is games and a fingerprint, or an error naming
// the file and line. The bytes go through a file, as a resumed journal does.
#include "tournament/journal.hpp"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string file =
      (std::filesystem::temp_directory_path() / ("veteran-fuzz-journal-" + std::to_string(getpid()))).string();
  std::FILE* out = std::fopen(file.c_str(), "wb");
  if (!out) return 0;
  std::fwrite(data, 1, size, out);
  std::fclose(out);
  try {
    std::string fingerprint, warning;
    veteran::tournament::Journal::read(file, &fingerprint, &warning);
  } catch (const std::runtime_error&) {}
  std::remove(file.c_str());
  return 0;
}
