// Reads the members of a .zip archive, the way MAME users keep ROM sets:
// stored and deflated members, found through the central directory.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace veteran::files {

struct ZipMember {
  std::string name;    // path inside the archive
  uint32_t crc32 = 0;  // as the archive records it
  uint64_t size = 0;   // uncompressed
};

class ZipArchive {
 public:
  // Reads the central directory. Throws std::runtime_error naming the file
  // when it is not a zip archive or is truncated.
  explicit ZipArchive(const std::filesystem::path& path);

  const std::vector<ZipMember>& members() const { return members_; }
  // The member's bytes, checked against its recorded CRC32. Throws on error.
  std::vector<uint8_t> read(const ZipMember& member) const;

 private:
  std::filesystem::path path_;
  std::vector<uint8_t> data_;
  std::vector<ZipMember> members_;
  std::vector<uint64_t> local_offsets_;
  std::vector<uint64_t> compressed_sizes_;
  std::vector<uint16_t> methods_;
};

}  // namespace veteran::files
