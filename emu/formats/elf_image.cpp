#include "emu/formats/elf_image.hpp"

namespace veteran::files {
namespace {

// The fields this reader needs, at their offsets in a 32-bit ELF file
// (the System V ABI's Elf32_Ehdr and Elf32_Phdr).
constexpr size_t kHeaderSize = 52, kProgramHeaderOffset = 28, kProgramHeaderEntrySize = 42, kProgramHeaderCount = 44;
constexpr size_t kSegmentType = 0, kSegmentOffset = 4, kSegmentPhysicalAddress = 12, kSegmentFileSize = 16;
constexpr size_t kProgramHeaderMinSize = 32;
constexpr uint32_t kLoadable = 1;  // PT_LOAD

class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, bool big_endian, const std::string& source)
      : bytes_(bytes), big_endian_(big_endian), source_(source) {}

  uint32_t u32(size_t at) const { return static_cast<uint32_t>(field(at, 4)); }
  uint16_t u16(size_t at) const { return static_cast<uint16_t>(field(at, 2)); }

 private:
  std::span<const uint8_t> bytes_;
  bool big_endian_;
  const std::string& source_;

  uint64_t field(size_t at, size_t size) const {
    if (at + size > bytes_.size())
      throw ImageError(source_ + ": the ELF file ends at byte " + std::to_string(bytes_.size()) +
                       ", inside a header (truncated?)");
    uint64_t v = 0;
    for (size_t i = 0; i < size; ++i) {
      const size_t byte = big_endian_ ? i : size - 1 - i;
      v = v << 8 | bytes_[at + byte];
    }
    return v;
  }
};

}  // namespace

std::vector<Segment> parse_elf(std::span<const uint8_t> bytes, const std::string& source) {
  if (bytes.size() < 16 || bytes[0] != 0x7F || bytes[1] != 'E' || bytes[2] != 'L' || bytes[3] != 'F')
    throw ImageError(source + ": not an ELF file (it does not start with 7F 'ELF')");
  if (bytes[4] != 1) throw ImageError(source + ": a 64-bit ELF file; the machines veteran emulates take 32-bit ELF");
  if (bytes[5] != 1 && bytes[5] != 2) throw ImageError(source + ": an ELF file of unknown byte order");
  if (bytes.size() < kHeaderSize) throw ImageError(source + ": the ELF header is cut short (truncated?)");
  const Reader r(bytes, bytes[5] == 2, source);
  const uint32_t table = r.u32(kProgramHeaderOffset);
  const uint16_t entry_size = r.u16(kProgramHeaderEntrySize), count = r.u16(kProgramHeaderCount);
  if (count == 0) throw ImageError(source + ": the ELF file has no program headers (an object file, not linked?)");
  if (entry_size < kProgramHeaderMinSize)
    throw ImageError(source + ": the ELF file's program headers are " + std::to_string(entry_size) +
                     " bytes, not the 32 of a 32-bit ELF file");
  std::vector<Segment> segments;
  for (uint16_t i = 0; i < count; ++i) {
    const size_t header = static_cast<size_t>(table) + static_cast<size_t>(i) * entry_size;
    if (r.u32(header + kSegmentType) != kLoadable) continue;
    const uint32_t offset = r.u32(header + kSegmentOffset), size = r.u32(header + kSegmentFileSize);
    const uint32_t address = r.u32(header + kSegmentPhysicalAddress);
    if (size == 0) continue;  // memory the program clears itself (.bss)
    if (static_cast<uint64_t>(offset) + size > bytes.size())
      throw ImageError(source + ": the ELF file's segment " + std::to_string(i) + " runs past its end (truncated?)");
    append_segment(segments, address, bytes.subspan(offset, size), source + " (ELF segment " + std::to_string(i) + ")");
  }
  if (segments.empty()) throw ImageError(source + ": the ELF file has nothing to load");
  return segments;
}

const ImageFormat kElf{"elf", {".elf"}, "ELF executable", parse_elf};

}  // namespace veteran::files
