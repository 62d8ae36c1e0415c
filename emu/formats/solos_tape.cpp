#include "emu/formats/solos_tape.hpp"

#include "emu/formats/memory_image.hpp"

#include <cstdio>

namespace veteran::files {
namespace {

constexpr uint8_t kSoh = 0x01;
constexpr size_t kHeader = 16, kBlock = 256, kLeader = 100;

std::string at(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", seconds);
  return text;
}

}  // namespace

uint8_t solos_checksum(uint8_t sum, uint8_t byte) { return static_cast<uint8_t>(sum - byte - 1); }

std::vector<SolosFile> parse_solos_tape(const std::vector<TapeCharacter>& c, const std::string& source) {
  std::vector<SolosFile> files;
  size_t i = 0;
  while (i < c.size()) {
    // A header: at least a few NULs of leader, then SOH.
    size_t nuls = 0;
    while (i < c.size() && c[i].value == 0) ++nuls, ++i;
    if (i >= c.size()) break;
    if (nuls < 4 || c[i].value != kSoh) {
      ++i;
      continue;
    }
    const double start = c[i].seconds;
    ++i;
    if (i + kHeader + 1 > c.size())
      throw ImageError(source + ": the recording stops inside a SOLOS header at " + at(start));
    uint8_t header[kHeader];
    uint8_t sum = 0;
    for (size_t k = 0; k < kHeader; ++k) sum = solos_checksum(sum, header[k] = c[i + k].value);
    i += kHeader;
    SolosFile f;
    for (size_t k = 0; k < 5 && header[k]; ++k) f.name.push_back(static_cast<char>(header[k]));
    while (!f.name.empty() && f.name.back() == ' ') f.name.pop_back();
    f.type = header[6];
    const size_t length = header[7] | header[8] << 8;
    f.load = static_cast<uint16_t>(header[9] | header[10] << 8);
    f.exec = static_cast<uint16_t>(header[11] | header[12] << 8);
    f.seconds = start;
    if (c[i].value != sum)
      throw ImageError(source + ": the header of '" + f.name + "' at " + at(start) + " fails its checksum (" +
                       std::to_string(c[i].value) + " on tape, " + std::to_string(sum) + " computed)");
    ++i;
    for (size_t done = 0, block = 1; done < length; ++block) {
      const size_t n = std::min(kBlock, length - done);
      if (i + n + 1 > c.size())
        throw ImageError(source + ": the recording stops inside block " + std::to_string(block) + " of '" + f.name +
                         "'");
      sum = 0;
      for (size_t k = 0; k < n; ++k) {
        sum = solos_checksum(sum, c[i + k].value);
        f.data.push_back(c[i + k].value);
      }
      if (c[i + n].value != sum)
        throw ImageError(source + ": block " + std::to_string(block) + " of '" + f.name + "' at " + at(c[i].seconds) +
                         " fails its checksum (" + std::to_string(c[i + n].value) + " on tape, " + std::to_string(sum) +
                         " computed)");
      i += n + 1;
      done += n;
    }
    files.push_back(std::move(f));
  }
  return files;
}

std::vector<uint8_t> solos_tape_bytes(const SolosFile& f) {
  std::vector<uint8_t> out(kLeader, 0);
  out.push_back(kSoh);
  uint8_t header[kHeader] = {' ', ' ', ' ', ' ', ' ', 0};
  for (size_t k = 0; k < 5 && k < f.name.size(); ++k) header[k] = static_cast<uint8_t>(f.name[k]);
  header[6] = f.type;
  header[7] = static_cast<uint8_t>(f.data.size()), header[8] = static_cast<uint8_t>(f.data.size() >> 8);
  header[9] = static_cast<uint8_t>(f.load), header[10] = static_cast<uint8_t>(f.load >> 8);
  header[11] = static_cast<uint8_t>(f.exec), header[12] = static_cast<uint8_t>(f.exec >> 8);
  uint8_t sum = 0;
  for (uint8_t b : header) out.push_back(b), sum = solos_checksum(sum, b);
  out.push_back(sum);
  for (size_t done = 0; done < f.data.size();) {
    const size_t n = std::min(kBlock, f.data.size() - done);
    sum = 0;
    for (size_t k = 0; k < n; ++k) out.push_back(f.data[done + k]), sum = solos_checksum(sum, f.data[done + k]);
    out.push_back(sum);
    done += n;
  }
  return out;
}

const ImageFormat kSolosRecording{"sol20-cassette", {".wav"}, "Sol-20 CUTS cassette recording", nullptr};

}  // namespace veteran::files
