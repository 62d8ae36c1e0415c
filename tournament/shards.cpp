#include "veteran/tournament/shards.hpp"

#include <filesystem>
#include <stdexcept>

namespace veteran::tournament {
namespace {

int whole(const std::string& text, const std::string& all) {
  if (text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument("--shard " + all + ": write K/N, shard K of N (e.g. 2/4)");
  return std::stoi(text);
}

}  // namespace

Shard parse_shard(const std::string& text) {
  auto slash = text.find('/');
  if (slash == std::string::npos) throw std::invalid_argument("--shard " + text + ": write K/N, shard K of N (e.g. 2/4)");
  Shard s{whole(text.substr(0, slash), text), whole(text.substr(slash + 1), text)};
  if (s.count < 1 || s.count > 100000)
    throw std::invalid_argument("--shard " + text + ": the number of shards must be 1 to 100000");
  if (s.index < 1 || s.index > s.count)
    throw std::invalid_argument("--shard " + text + ": shard " + std::to_string(s.index) + " is out of range (1 to " +
                                std::to_string(s.count) + ")");
  return s;
}

std::string shard_pgn(const std::string& pgn, const Shard& shard) {
  std::filesystem::path p(pgn);
  std::string stem = p.extension() == ".pgn" ? p.stem().string() : p.filename().string();
  return (p.parent_path() / (stem + ".shard-" + std::to_string(shard.index) + "-of-" + std::to_string(shard.count) + ".pgn"))
      .string();
}

}  // namespace veteran::tournament
