#include "emu/files/zip_archive.hpp"

#include "emu/files/rompath.hpp"
#include "util/hash/digest.hpp"

#include <zlib.h>

#include <algorithm>
#include <stdexcept>

namespace veteran::files {
namespace {

uint16_t u16(const std::vector<uint8_t>& d, size_t at) { return static_cast<uint16_t>(d[at] | d[at + 1] << 8); }
uint32_t u32(const std::vector<uint8_t>& d, size_t at) {
  return static_cast<uint32_t>(d[at] | d[at + 1] << 8 | d[at + 2] << 16) | static_cast<uint32_t>(d[at + 3]) << 24;
}

constexpr uint32_t kEndOfCentralDirectory = 0x06054b50, kCentralHeader = 0x02014b50, kLocalHeader = 0x04034b50,
                   kZip64Locator = 0x07064b50;
// The largest member veteran inflates: no ROM or program image comes near it,
// and a forged size or a zip bomb stops here before any memory is taken.
constexpr uint32_t kMaxMemberBytes = 64u << 20;

}  // namespace

ZipArchive::ZipArchive(const std::filesystem::path& path) : path_(path), data_(read_file(path)) {
  auto bad = [&](const std::string& why) {
    return std::runtime_error(path_.string() + ": not a usable zip archive: " + why);
  };
  if (data_.size() < 22) throw bad("too short");
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  size_t eocd = std::string::npos;
  for (size_t at = data_.size() - 22 + 1; at-- > 0 && data_.size() - at <= 65557;)
    if (u32(data_, at) == kEndOfCentralDirectory) {
      eocd = at;
      break;
    }
  if (eocd == std::string::npos) throw bad("no end-of-central-directory record");
  size_t count = u16(data_, eocd + 10);
  size_t at = u32(data_, eocd + 16);
  if ((eocd >= 20 && u32(data_, eocd - 20) == kZip64Locator) || count == 0xFFFF || at == 0xFFFFFFFF)
    throw bad("it is a zip64 archive, which veteran does not read (zip the files without zip64, or keep them loose)");
  for (size_t i = 0; i < count; ++i) {
    if (at + 46 > data_.size() || u32(data_, at) != kCentralHeader) throw bad("central directory is truncated");
    size_t name_len = u16(data_, at + 28), extra_len = u16(data_, at + 30), comment_len = u16(data_, at + 32);
    if (at + 46 + name_len > data_.size()) throw bad("central directory is truncated");
    ZipMember m;
    m.name.assign(reinterpret_cast<const char*>(&data_[at + 46]), name_len);
    m.crc32 = u32(data_, at + 16);
    m.size = u32(data_, at + 24);
    if (m.size == 0xFFFFFFFF || u32(data_, at + 20) == 0xFFFFFFFF || u32(data_, at + 42) == 0xFFFFFFFF)
      throw bad(m.name + " has zip64 sizes, which veteran does not read");
    methods_.push_back(u16(data_, at + 10));
    compressed_sizes_.push_back(u32(data_, at + 20));
    local_offsets_.push_back(u32(data_, at + 42));
    if (!m.name.empty() && m.name.back() != '/')
      members_.push_back(std::move(m));
    else {
      methods_.pop_back();
      compressed_sizes_.pop_back();
      local_offsets_.pop_back();
    }
    at += 46 + name_len + extra_len + comment_len;
  }
}

std::vector<uint8_t> ZipArchive::read(const ZipMember& member) const {
  size_t i = static_cast<size_t>(&member - members_.data());
  if (i >= members_.size()) throw std::logic_error("ZipArchive::read: member of another archive");
  auto bad = [&](const std::string& why) {
    return std::runtime_error(path_.string() + ": " + member.name + ": " + why);
  };
  size_t at = local_offsets_[i];
  if (at + 30 > data_.size() || u32(data_, at) != kLocalHeader) throw bad("local header is damaged");
  size_t start = at + 30 + u16(data_, at + 26) + u16(data_, at + 28);
  if (start + compressed_sizes_[i] > data_.size()) throw bad("member is truncated");
  if (member.size > kMaxMemberBytes)
    throw bad("declares " + std::to_string(member.size) + " bytes, more than any ROM or program image (" +
              std::to_string(kMaxMemberBytes >> 20) + " MiB); not inflated");
  std::vector<uint8_t> out(member.size);
  if (methods_[i] == 0) {
    if (compressed_sizes_[i] != member.size) throw bad("stored member has the wrong size");
    std::copy_n(data_.begin() + static_cast<long>(start), member.size, out.begin());
  } else if (methods_[i] == 8) {
    z_stream z{};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK) throw bad("cannot start inflating");
    z.next_in = const_cast<Bytef*>(&data_[start]);
    z.avail_in = static_cast<uInt>(compressed_sizes_[i]);
    z.next_out = out.data();
    z.avail_out = static_cast<uInt>(out.size());
    int rc = inflate(&z, Z_FINISH);
    inflateEnd(&z);
    if (rc != Z_STREAM_END || z.total_out != member.size) throw bad("deflated data is damaged");
  } else {
    throw bad("compression method " + std::to_string(methods_[i]) + " is not supported (stored and deflate are)");
  }
  if (hash::crc32(out) != member.crc32) throw bad("CRC32 does not match the archive's record");
  return out;
}

}  // namespace veteran::files
