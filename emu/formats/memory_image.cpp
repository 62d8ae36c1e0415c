#include "emu/formats/memory_image.hpp"

#include "emu/files/rompath.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace veteran::files {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Reads the hexadecimal byte at `at`, or throws.
struct Line {
  const std::string& text;
  std::string where;
  uint8_t byte(size_t at) const {
    if (at + 2 > text.size()) throw ImageError(where + ": record is truncated");
    int hi = hex_digit(text[at]), lo = hex_digit(text[at + 1]);
    if (hi < 0 || lo < 0) throw ImageError(where + ": '" + text.substr(at, 2) + "' is not a hexadecimal byte");
    return static_cast<uint8_t>(hi << 4 | lo);
  }
};

std::string trimmed(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t start = 0;
  while (start < s.size() && std::isspace(static_cast<unsigned char>(s[start]))) ++start;
  return s.substr(start);
}

}  // namespace

void append_segment(std::vector<Segment>& segments, uint32_t address, std::span<const uint8_t> data,
                    const std::string& where) {
  if (address + data.size() > 0x10000) throw ImageError(where + ": data runs past $FFFF");
  if (!segments.empty() && segments.back().address + segments.back().bytes.size() == address)
    segments.back().bytes.insert(segments.back().bytes.end(), data.begin(), data.end());
  else if (!data.empty())
    segments.push_back({static_cast<uint16_t>(address), std::vector<uint8_t>(data.begin(), data.end())});
}

std::vector<Segment> parse_intel_hex(const std::string& text, const std::string& source) {
  std::vector<Segment> segments;
  std::istringstream in(text);
  uint32_t base = 0;
  int number = 0;
  bool ended = false;
  for (std::string raw; std::getline(in, raw);) {
    ++number;
    std::string s = trimmed(raw);
    if (s.empty()) continue;
    Line line{s, source + ":" + std::to_string(number)};
    if (ended) throw ImageError(line.where + ": data after the end-of-file record");
    if (s[0] != ':') throw ImageError(line.where + ": an Intel HEX record starts with ':'");
    uint8_t count = line.byte(1);
    if (s.size() != 11 + 2u * count) throw ImageError(line.where + ": record length does not match its byte count");
    uint8_t sum = 0;
    for (size_t i = 1; i < s.size(); i += 2) sum = static_cast<uint8_t>(sum + line.byte(i));
    if (sum != 0) throw ImageError(line.where + ": checksum does not match");
    uint16_t address = static_cast<uint16_t>(line.byte(3) << 8 | line.byte(5));
    uint8_t type = line.byte(7);
    std::vector<uint8_t> data;
    for (int i = 0; i < count; ++i) data.push_back(line.byte(9 + 2 * static_cast<size_t>(i)));
    switch (type) {
      case 0x00: append_segment(segments, base + address, data, line.where); break;
      case 0x01: ended = true; break;
      case 0x02:
      case 0x04:
        if (data.size() != 2)
          throw ImageError(line.where + ": an extended address record (type " + std::to_string(type) +
                           ") carries 2 bytes, this one " + std::to_string(data.size()));
        base = static_cast<uint32_t>((data[0] << 8 | data[1]) << (type == 0x02 ? 4 : 16));
        break;
      case 0x03:
      case 0x05: break;  // start address: the machine's own start applies
      default: throw ImageError(line.where + ": unknown record type " + std::to_string(type));
    }
  }
  if (!ended) throw ImageError(source + ": no end-of-file record (:00000001FF): the file is truncated");
  return segments;
}

std::vector<Segment> parse_paper_tape(const std::string& text, const std::string& source) {
  std::vector<Segment> segments;
  std::istringstream in(text);
  int number = 0, records = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++number;
    std::string s = trimmed(raw);
    if (s.empty()) continue;
    Line line{s, source + ":" + std::to_string(number)};
    if (s[0] != ';') throw ImageError(line.where + ": a paper tape record starts with ';'");
    uint8_t count = line.byte(1);
    if (s.size() < 11 + 2u * count) throw ImageError(line.where + ": record is truncated");
    // Punches of a teletype (NUL, XOFF) may follow a record; text may not.
    const std::string after = s.substr(11 + 2u * count);
    if (std::any_of(after.begin(), after.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x20; }))
      throw ImageError(line.where + ": '" + after + "' after the record's checksum");
    uint16_t field = static_cast<uint16_t>(line.byte(3) << 8 | line.byte(5));
    uint16_t sum = static_cast<uint16_t>(count + line.byte(3) + line.byte(5));
    std::vector<uint8_t> data;
    for (int i = 0; i < count; ++i) {
      data.push_back(line.byte(7 + 2 * static_cast<size_t>(i)));
      sum = static_cast<uint16_t>(sum + data.back());
    }
    size_t at = 7 + 2u * count;
    uint16_t check = static_cast<uint16_t>(line.byte(at) << 8 | line.byte(at + 2));
    if (check != sum) throw ImageError(line.where + ": checksum does not match");
    if (count == 0) {  // the last record: its address field counts the data records
      if (field != records)
        throw ImageError(line.where + ": the tape says " + std::to_string(field) + " records, it has " +
                         std::to_string(records));
      return segments;
    }
    ++records;
    append_segment(segments, field, data, line.where);
  }
  throw ImageError(source + ": no final ;00 record: the tape is truncated");
}

std::optional<uint16_t> parse_address(const std::string& text, int base) {
  size_t used = 0;
  unsigned long address = 0;
  try {
    address = std::stoul(text, &used, base);
  } catch (const std::exception&) { return std::nullopt; }
  if (used != text.size() || address > 0xFFFF) return std::nullopt;
  return static_cast<uint16_t>(address);
}

namespace {

std::vector<Segment> decode_intel_hex(std::span<const uint8_t> bytes, const std::string& source) {
  return parse_intel_hex(std::string(bytes.begin(), bytes.end()), source);
}
std::vector<Segment> decode_paper_tape(std::span<const uint8_t> bytes, const std::string& source) {
  return parse_paper_tape(std::string(bytes.begin(), bytes.end()), source);
}

std::string lower_extension(const std::string& file) {
  std::string ext = std::filesystem::path(file).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

}  // namespace

const ImageFormat kRawBinary{"raw", {}, "raw binary", nullptr};
const ImageFormat kIntelHex{"intel-hex", {".hex", ".ihx"}, "Intel HEX", decode_intel_hex};
const ImageFormat kPaperTape{"mos-paper-tape", {".pap"}, "MOS paper tape", decode_paper_tape};

bool named_as(const ImageFormat& format, const std::string& spec) {
  if (format.by_contents) return false;
  if (format.extensions.empty()) return spec.rfind('@') != std::string::npos;
  if (spec.rfind('@') != std::string::npos) return false;
  const std::string ext = lower_extension(spec);
  return std::any_of(format.extensions.begin(), format.extensions.end(), [&](const char* e) { return ext == e; });
}

const ImageFormat* format_of(const std::string& spec, const std::vector<const ImageFormat*>& formats) {
  for (const auto* f : formats)
    if (named_as(*f, spec)) return f;
  return nullptr;
}

std::string describe(const std::vector<const ImageFormat*>& formats) {
  std::string out;
  for (const auto* f : formats) {
    std::string names;
    for (const char* e : f->extensions) names += (names.empty() ? "" : " or ") + std::string(e);
    if (f->by_contents) names = "any file";
    out += (out.empty() ? "" : ", ") + (names.empty() ? std::string("FILE@ADDR") : names) + " (" + f->title + ")";
  }
  return out;
}

std::vector<Segment> load_image(const std::string& spec, const std::vector<const ImageFormat*>& formats,
                                const std::string& taker) {
  const ImageFormat* format = format_of(spec, formats);
  if (!format || (!format->decode && format != &kRawBinary))
    throw ImageError(spec + ": not a format " + taker + " takes: " + describe(formats));
  if (format == &kRawBinary) {
    const auto at = spec.rfind('@');
    const std::string address_text = spec.substr(at + 1);
    auto address = parse_address(address_text, 16);
    if (!address) throw ImageError(spec + ": '" + address_text + "' is not a hexadecimal address");
    auto data = read_file(spec.substr(0, at));
    if (data.empty()) throw ImageError(spec + ": the file is empty: no bytes to load");
    std::vector<Segment> segments;
    append_segment(segments, *address, data, spec);
    return segments;
  }
  auto segments = format->decode(read_file(spec), spec);
  size_t bytes = 0;
  for (const auto& segment : segments) bytes += segment.bytes.size();
  if (bytes == 0) throw ImageError(spec + ": holds no bytes to load (" + format->title + ")");
  return segments;
}

}  // namespace veteran::files
