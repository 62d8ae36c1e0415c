#include "engines/native/player/weights.hpp"

#include "util/hash/digest.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace veteran::engines::player {
namespace {

constexpr const char* kMagic = "veteran-player-weights";
constexpr size_t kMaxFile = 64 * 1024;
// A weight beyond this is no training of PRO's: a file someone edited wrongly.
constexpr long kMaxWeight = 1'000'000;

uint32_t crc_of(const std::string& text) {
  return hash::crc32({reinterpret_cast<const uint8_t*>(text.data()), text.size()});
}

int weight(const std::string& word, const std::string& where) {
  size_t used = 0;
  long v = 0;
  try {
    v = std::stol(word, &used, 10);
  } catch (const std::exception&) { used = 0; }
  if (used != word.size() || word.empty() || v > kMaxWeight || v < -kMaxWeight)
    throw std::runtime_error(where + ": '" + word + "' is not a weight (an integer from -1000000 to 1000000)");
  return static_cast<int>(v);
}

}  // namespace

std::string format_weights(const Weights& w, const std::string& made_by) {
  std::string text = std::string(kMagic) + " " + std::to_string(kWeightsVersion) + "\nnwt";
  for (int k = 1; k <= kParameters; ++k) text += " " + std::to_string(w[static_cast<size_t>(k)]);
  text += "\nthreshold " + std::to_string(w[0]) + "\n";
  std::string by = made_by;
  for (char& c : by)
    if (c == '\n' || c == '\r') c = ' ';
  text += "made-by " + by + "\n";
  char crc[32];
  std::snprintf(crc, sizeof crc, "crc32 %08x\n", static_cast<unsigned>(crc_of(text)));
  return text + crc;
}

Weights parse_weights(const std::string& text, const std::string& source) {
  std::istringstream in(text);
  std::string line;
  int number = 0;
  size_t consumed = 0;  // bytes before the current line: what the CRC covers
  Weights w{};
  bool have_nwt = false, have_threshold = false, have_by = false, have_magic = false;
  while (std::getline(in, line)) {
    ++number;
    const std::string where = source + ":" + std::to_string(number);
    std::istringstream words(line);
    std::string key;
    words >> key;
    if (!have_magic) {
      std::string version;
      words >> version;
      if (key != kMagic)
        throw std::runtime_error(source + ": not a PLAYER weights file (it does not start '" + kMagic +
                                 "'; veteran train writes them)");
      if (version != std::to_string(kWeightsVersion))
        throw std::runtime_error(where + ": weights file version '" + version + "'; this veteran reads version " +
                                 std::to_string(kWeightsVersion));
      have_magic = true;
    } else if (key == "nwt") {
      std::string word;
      int k = 0;
      while (words >> word) {
        if (++k > kParameters)
          throw std::runtime_error(where + ": more than " + std::to_string(kParameters) + " weights");
        w[static_cast<size_t>(k)] = weight(word, where);
      }
      if (k < kParameters)
        throw std::runtime_error(where + ": " + std::to_string(k) + " weights, not " + std::to_string(kParameters));
      have_nwt = true;
    } else if (key == "threshold") {
      std::string word, extra;
      words >> word >> extra;
      if (!extra.empty()) throw std::runtime_error(where + ": one threshold weight, not more");
      w[0] = weight(word, where);
      have_threshold = true;
    } else if (key == "made-by") {
      have_by = true;
    } else if (key == "crc32") {
      std::string hex, extra;
      words >> hex >> extra;
      char want[16];
      std::snprintf(want, sizeof want, "%08x", static_cast<unsigned>(crc_of(text.substr(0, consumed))));
      if (hex != want || !extra.empty())
        throw std::runtime_error(where + ": the file is damaged (its CRC32 is " + std::string(want) + ", not " + hex +
                                 "): write it again with veteran train");
      if (!have_nwt || !have_threshold || !have_by)
        throw std::runtime_error(where + ": the nwt, threshold or made-by line is missing");
      std::string rest;
      if (std::getline(in, rest) || in.rdbuf()->in_avail() > 0)
        throw std::runtime_error(where + ": text after the crc32 line");
      return w;
    } else {
      throw std::runtime_error(where + ": '" + key + "' is not a line of a PLAYER weights file");
    }
    consumed += line.size() + 1;
  }
  throw std::runtime_error(source + ": the file ends before its crc32 line (cut short?)");
}

Weights read_weights(const std::string& file) {
  return parse_weights(io::read_file(file, kMaxFile, "PLAYER's weights"), file);
}

void write_weights(const std::string& file, const Weights& w, const std::string& made_by) {
  io::write_whole(file, format_weights(w, made_by), "PLAYER's weights");
}

}  // namespace veteran::engines::player
