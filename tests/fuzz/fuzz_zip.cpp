// Zip archives: any bytes are members or an error naming the archive; no
// member is inflated past its cap, nothing read past the archive's end.
#include "emu/files/zip_archive.hpp"

#include <unistd.h>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string path = "/tmp/veteran-fuzz-" + std::to_string(getpid()) + ".zip";
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return 0;
  std::fwrite(data, 1, size, f);
  std::fclose(f);
  try {
    veteran::files::ZipArchive archive(path);
    for (const auto& m : archive.members()) {
      try {
        archive.read(m);
      } catch (const std::runtime_error&) {}
    }
  } catch (const std::runtime_error&) {}
  return 0;
}
