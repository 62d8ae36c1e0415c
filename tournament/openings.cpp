#include "veteran/tournament/openings.hpp"

#include "veteran/engines/chess/chess960.hpp"
#include "veteran/engines/chess/epd.hpp"

#include "veteran/util/io/input_file.hpp"

#include "veteran/engines/chess/pgn.hpp"

#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::tournament {

std::vector<Opening> parse_epd(const std::string& text, const std::string& source, bool chess960) {
  std::vector<Opening> out;
  for (const auto& line : chess::epd_lines(text)) {
    const std::string where = source + ":" + std::to_string(line.number);
    if (!line.complete())
      throw std::runtime_error(where + ": an EPD line starts with four fields (placement, side, castling, en passant)");
    Opening o;
    try {
      o.fen = chess::Position(line.fen(), chess960).fen();
      o.chess960 = chess960;
    } catch (const std::exception& e) { throw std::runtime_error(where + ": " + e.what()); }
    auto id = line.operations.find("id \"");
    if (id != std::string::npos) o.name = line.operations.substr(id + 4, line.operations.find('"', id + 4) - id - 4);
    out.push_back(std::move(o));
  }
  if (out.empty()) throw std::runtime_error(source + ": no positions");
  return out;
}

std::vector<Opening> load_openings(const std::string& file, int plies, OpeningsFormat format, bool chess960) {
  std::stringstream text;
  auto builtin = file.find("builtin:");
  if (builtin != std::string::npos) {
    std::string name = file.substr(builtin + 8);
    for (const auto& [n, body] : embedded::tournament_default_files())
      if (n == name) text << body;
    if (text.str().empty()) throw std::runtime_error(file + ": veteran has no built-in openings file '" + name + "'");
  } else {
    text << io::read_file(file, io::kMaxTextFile, "the openings file");
  }
  std::string ext = file.size() >= 4 ? file.substr(file.size() - 4) : "";
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const OpeningsFormat kind = format != OpeningsFormat::by_extension ? format
                              : ext == ".epd"                        ? OpeningsFormat::epd
                              : ext == ".pgn"                        ? OpeningsFormat::pgn
                                                                     : OpeningsFormat::by_extension;
  if (kind == OpeningsFormat::epd) return parse_epd(text.str(), file, chess960);
  if (kind != OpeningsFormat::pgn) throw std::runtime_error(file + ": openings must be an .epd or .pgn file");
  std::vector<Opening> out;
  for (auto& game : chess::read_pgn(text.str(), file, chess960)) {
    Opening o;
    try {
      o.fen = chess::Position(game.start_fen, chess960).fen();
    } catch (const std::exception& e) { throw std::runtime_error(file + ": " + e.what()); }
    o.chess960 = chess960;
    o.moves = game.moves;
    if (plies > 0 && o.moves.size() > static_cast<size_t>(plies)) o.moves.resize(static_cast<size_t>(plies));
    o.name = game.tag("Opening").empty() ? game.tag("Event") : game.tag("Opening");
    out.push_back(std::move(o));
  }
  if (out.empty()) throw std::runtime_error(file + ": no games");
  return out;
}

std::vector<Opening> chess960_openings(uint64_t seed) {
  std::vector<Opening> out;
  for (int n = 0; n < chess::kChess960Positions; ++n)
    out.push_back({chess::chess960_start_fen(n), {}, "Chess960 #" + std::to_string(n), true});
  std::mt19937_64 rng(seed);
  for (size_t i = out.size() - 1; i > 0; --i) std::swap(out[i], out[rng() % (i + 1)]);
  return out;
}

}  // namespace veteran::tournament
