#include "tournament/shards.hpp"

#include <filesystem>
#include <stdexcept>

namespace veteran::tournament {
namespace {

constexpr long kMaxShards = 100000;

long whole(const std::string& text, const std::string& all) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("--shard " + all + ": write K/N, shard K of N (e.g. 2/4), N from 1 to " +
                                std::to_string(kMaxShards));
  // Past the range, any length of digits is just "too many".
  return text.size() > 9 ? kMaxShards + 1 : std::stol(text);
}

}  // namespace

Shard parse_shard(const std::string& text) {
  auto slash = text.find('/');
  if (slash == std::string::npos)
    throw std::invalid_argument("--shard " + text + ": write K/N, shard K of N (e.g. 2/4)");
  const std::string index_text = text.substr(0, slash), count_text = text.substr(slash + 1);
  const long index = whole(index_text, text), count = whole(count_text, text);
  if (count < 1 || count > kMaxShards)
    throw std::invalid_argument("--shard " + text + ": the number of shards N must be 1 to " +
                                std::to_string(kMaxShards));
  if (index < 1 || index > count)
    throw std::invalid_argument("--shard " + text + ": shard " + index_text + " is out of range (1 to " +
                                std::to_string(count) + ")");
  return Shard{static_cast<int>(index), static_cast<int>(count)};
}

std::string shard_pgn(const std::string& pgn, const Shard& shard) {
  std::filesystem::path p(pgn);
  std::string stem = p.extension() == ".pgn" ? p.stem().string() : p.filename().string();
  return (p.parent_path() /
          (stem + ".shard-" + std::to_string(shard.index) + "-of-" + std::to_string(shard.count) + ".pgn"))
      .string();
}

}  // namespace veteran::tournament
