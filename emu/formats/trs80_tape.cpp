#include "emu/formats/trs80_tape.hpp"

#include "emu/formats/load_blocks.hpp"

#include <cstdio>

namespace veteran::files {
namespace {

// Reads bytes with the position in errors.
struct Reader {
  std::span<const uint8_t> b;
  const std::string& source;
  size_t at = 0;
  std::string what;  // what is being read, for "ends inside ..."
  uint8_t next() {
    if (at >= b.size())
      throw ImageError(source + ": the file ends inside " + what + " (offset " + std::to_string(at) + "): truncated?");
    return b[at++];
  }
};

}  // namespace

Trs80Program parse_system_cas(std::span<const uint8_t> bytes, const std::string& source) {
  Reader r{bytes, source, 0, {}};
  r.what = "the leader";
  uint8_t c;
  while ((c = r.next()) == 0x00) {}
  if (c != 0xA5)
    throw ImageError(source + ": byte " + hex_digits(c, 2) + " at offset " + std::to_string(r.at - 1) +
                     " where the leader's sync byte A5 belongs: not a Level II (500 baud) cassette image");
  r.what = "the header";
  c = r.next();
  if (c == 0xD3) throw ImageError(source + ": a BASIC program (CLOAD), not a SYSTEM tape");
  if (c != 0x55) throw ImageError(source + ": header byte " + hex_digits(c, 2) + " is not 55 (SYSTEM)");
  Trs80Program p;
  for (int i = 0; i < 6; ++i) p.name += static_cast<char>(r.next());
  while (!p.name.empty() && p.name.back() == ' ') p.name.pop_back();
  auto blocks = parse_load_blocks(bytes, r.at, source, false);
  p.segments = std::move(blocks.segments);
  p.entry = blocks.entry;
  return p;
}

Trs80Program parse_cmd(std::span<const uint8_t> bytes, const std::string& source) {
  Reader r{bytes, source, 0, {}};
  Trs80Program p;
  for (int record = 1; r.at < bytes.size(); ++record) {
    r.what = "record " + std::to_string(record);
    size_t start = r.at;
    uint8_t type = r.next();
    size_t length = r.next();
    if (type == 0x01) {
      if (length < 3) length += 256;
      uint8_t lo = r.next(), hi = r.next();
      uint16_t address = static_cast<uint16_t>(hi << 8 | lo);
      std::vector<uint8_t> data(length - 2);
      for (auto& d : data) d = r.next();
      if (address + data.size() > 0x10000)
        throw ImageError(source + ": record " + std::to_string(record) + " runs past $FFFF");
      append_segment(p.segments, address, data, source);
    } else if (type == 0x02) {
      std::vector<uint8_t> body(length);
      for (auto& d : body) d = r.next();
      if (length < 2)
        throw ImageError(source + ": the entry record at offset " + std::to_string(start) + " is too short");
      p.entry = static_cast<uint16_t>(body[1] << 8 | body[0]);
      return p;
    } else if (type == 0x05 || (type >= 0x06 && type <= 0x1F)) {
      std::string text;
      for (size_t i = 0; i < length; ++i) text += static_cast<char>(r.next());
      if (type == 0x05) p.name = text;
    } else {
      throw ImageError(source + ": record " + std::to_string(record) + " at offset " + std::to_string(start) +
                       " has type " + hex_digits(type, 2) + ": not a /CMD file");
    }
  }
  if (p.segments.empty()) throw ImageError(source + ": no load records: not a /CMD file");
  return p;
}

namespace {
std::vector<Segment> system_tape_segments(std::span<const uint8_t> bytes, const std::string& source) {
  return parse_system_cas(bytes, source).segments;
}
std::vector<Segment> command_segments(std::span<const uint8_t> bytes, const std::string& source) {
  return parse_cmd(bytes, source).segments;
}
}  // namespace

const ImageFormat kTrs80SystemTape{"trs80-system-cas", {".cas"}, "TRS-80 SYSTEM tape", system_tape_segments};
const ImageFormat kTrs80Command{"trs80-cmd", {".cmd"}, "TRS-80 /CMD file", command_segments};
const ImageFormat kTrs80Recording{"trs80-recording", {".wav"}, "TRS-80 cassette recording", nullptr};

}  // namespace veteran::files
