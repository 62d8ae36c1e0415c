#include "emu/machines/channelf/chf_file.hpp"

#include "emu/formats/memory_image.hpp"

#include <algorithm>
#include <bitset>
#include <cstring>

namespace veteran::emu {
namespace {

constexpr char kSignature[] = "CHANNEL F       ";  // 16 bytes
constexpr size_t kHeaderFixed = 0x21, kPacketHeader = 16;

uint32_t le(const std::vector<uint8_t>& b, size_t at, int bytes) {
  uint32_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = v << 8 | b[at + static_cast<size_t>(i)];
  return v;
}

void put(std::vector<uint8_t>& b, uint32_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) b.push_back(static_cast<uint8_t>(v >> (8 * i)));
}

std::string hex4(uint32_t v) {
  static const char* digits = "0123456789ABCDEF";
  std::string s = "$";
  for (int shift = 12; shift >= 0; shift -= 4) s += digits[v >> shift & 15];
  return s;
}

struct ChipType {
  Cartridge::Range::Kind kind;
  bool has_data;
  const char* name;
};
constexpr ChipType kChipTypes[] = {
    {Cartridge::Range::Kind::rom, true, "ROM"},
    {Cartridge::Range::Kind::ram, false, "RAM"},
    {Cartridge::Range::Kind::lamp, true, "LED"},
    {Cartridge::Range::Kind::ram, true, "NVRAM"},  // RAM with its contents (not kept when the machine stops)
};

constexpr const char* kHardwareTypes[] = {
    "Videocart", "Videocart 10/18 (2102 RAM)", "ROM and RAM (3853)", "SABA Videoplay 20", "Multi-Cart", "Flashcart"};

}  // namespace

bool is_chf(const std::vector<uint8_t>& bytes) {
  return bytes.size() >= 16 && std::memcmp(bytes.data(), kSignature, 16) == 0;
}

Cartridge parse_chf(const std::vector<uint8_t>& bytes, const std::string& source) {
  auto fail = [&](const std::string& what) { throw files::ImageError(source + ": " + what); };
  if (!is_chf(bytes)) fail("not a .chf file (no \"CHANNEL F\" signature)");
  if (bytes.size() < kHeaderFixed) fail("the .chf header is cut short (" + std::to_string(bytes.size()) + " bytes)");
  const uint32_t header_length = le(bytes, 0x10, 4);
  const int minor = bytes[0x14], major = bytes[0x15];
  const uint32_t hardware = le(bytes, 0x16, 2);
  const size_t title_length = size_t{bytes[0x20]} + 1;
  if (major != 1)
    fail("format version " + std::to_string(major) + "." + std::to_string(minor) + "; veteran reads version 1.x");
  if (header_length < kHeaderFixed + title_length || header_length > bytes.size())
    fail("the header's length (" + std::to_string(header_length) + ") does not fit the file (" +
         std::to_string(bytes.size()) + " bytes)");
  if (hardware >= std::size(kHardwareTypes)) fail("unknown hardware type " + std::to_string(hardware));
  if (hardware == 4) fail("hardware type 4 (Multi-Cart): its banking is not read from .chf files");

  Cartridge cart;
  cart.title.assign(bytes.begin() + kHeaderFixed, bytes.begin() + static_cast<long>(kHeaderFixed + title_length));
  cart.ram_2102 = hardware == 1;
  if (hardware == 3) cart.board = Cartridge::Board::chess;  // Schach's board: its RAM and lamp as the packets say
  // Each address in one packet at most: a file of a million packets over the
  // same range would otherwise be loaded a million times (tens of seconds).
  std::bitset<0x10000> covered;
  for (size_t at = header_length, n = 1; at < bytes.size(); ++n) {
    const std::string packet = "packet " + std::to_string(n) + " (at byte " + std::to_string(at) + ")";
    if (bytes.size() - at < kPacketHeader) fail(packet + ": cut short");
    if (std::memcmp(bytes.data() + at, "CHIP", 4) != 0) fail(packet + ": no \"CHIP\" signature");
    const uint32_t length = le(bytes, at + 4, 4), type = le(bytes, at + 8, 2), bank = le(bytes, at + 10, 2);
    const uint32_t from = le(bytes, at + 12, 2), size = le(bytes, at + 14, 2);
    if (type >= std::size(kChipTypes)) fail(packet + ": unknown chip type " + std::to_string(type));
    const auto& chip = kChipTypes[type];
    if (bank != 0) fail(packet + ": bank " + std::to_string(bank) + "; banked cartridges are not read from .chf files");
    if (from < 0x0800 || size == 0 || from + size > 0x10000)
      fail(packet + ": " + chip.name + " at " + hex4(from) + ", " + std::to_string(size) +
           " bytes, is not within $0800-$FFFF");
    const size_t needed = kPacketHeader + (chip.has_data ? size : 0);
    if (length < needed || length > bytes.size() - at)
      fail(packet + ": its length (" + std::to_string(length) + ") does not hold its " + std::to_string(needed) +
           " bytes or runs past the file's end");
    for (uint32_t a = from; a < from + size; ++a) {
      if (covered[a])
        fail(packet + ": " + chip.name + " at " + hex4(from) + " overlaps an earlier packet (at " + hex4(a) + ")");
      covered[a] = true;
    }
    Cartridge::Range range;
    // On Schach's board (type 3) the lamp is the board's, switched by its own rule: its range reads as ROM.
    range.kind = hardware == 3 && chip.kind == Cartridge::Range::Kind::lamp ? Cartridge::Range::Kind::rom : chip.kind;
    range.from = static_cast<uint16_t>(from);
    range.size = size;
    if (chip.has_data)
      range.data.assign(bytes.begin() + static_cast<long>(at + kPacketHeader),
                        bytes.begin() + static_cast<long>(at + kPacketHeader + size));
    cart.ranges.push_back(std::move(range));
    at += length;
  }
  if (cart.ranges.empty()) fail("no memory packets");
  return cart;
}

std::vector<uint8_t> write_chf(const Cartridge& cartridge, uint16_t hardware_type) {
  std::vector<uint8_t> out(kSignature, kSignature + 16);
  const std::string title = cartridge.title.empty() ? "untitled" : cartridge.title.substr(0, 256);
  const uint32_t header_length = static_cast<uint32_t>((kHeaderFixed + title.size() + 15) / 16 * 16);
  put(out, header_length, 4);
  put(out, 0, 1);  // version 1.0: minor, then major
  put(out, 1, 1);
  put(out, hardware_type, 2);
  put(out, 0, 8);
  put(out, static_cast<uint32_t>(title.size() - 1), 1);
  out.insert(out.end(), title.begin(), title.end());
  out.resize(header_length, 0);
  for (const auto& r : cartridge.ranges) {
    const uint32_t type = r.kind == Cartridge::Range::Kind::rom    ? 0
                          : r.kind == Cartridge::Range::Kind::lamp ? 2
                          : r.data.empty()                         ? 1
                                                                   : 3;
    const size_t start = out.size();
    const uint32_t length = static_cast<uint32_t>((kPacketHeader + r.data.size() + 15) / 16 * 16);
    out.insert(out.end(), {'C', 'H', 'I', 'P'});
    put(out, length, 4);
    put(out, type, 2);
    put(out, 0, 2);
    put(out, r.from, 2);
    put(out, r.size, 2);
    out.insert(out.end(), r.data.begin(), r.data.end());
    out.resize(start + length, 0);
  }
  return out;
}

const files::ImageFormat kChf{"chf", {".chf"}, "Channel F cartridge file", nullptr};

}  // namespace veteran::emu
