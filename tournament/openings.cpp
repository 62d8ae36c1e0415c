#include "veteran/tournament/openings.hpp"

#include "veteran/engines/chess/epd.hpp"

#include "veteran/util/io/input_file.hpp"

#include "veteran/engines/chess/pgn.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace veteran::embedded {
const std::vector<std::pair<std::string, std::string>>& tournament_default_files();
}

namespace veteran::tournament {

std::vector<Opening> parse_epd(const std::string& text, const std::string& source) {
  std::vector<Opening> out;
  for (const auto& line : chess::epd_lines(text)) {
    const std::string where = source + ":" + std::to_string(line.number);
    if (!line.complete())
      throw std::runtime_error(where + ": an EPD line starts with four fields (placement, side, castling, en passant)");
    Opening o;
    try {
      o.fen = chess::Position(line.fen()).fen();
    } catch (const std::exception& e) { throw std::runtime_error(where + ": " + e.what()); }
    auto id = line.operations.find("id \"");
    if (id != std::string::npos) o.name = line.operations.substr(id + 4, line.operations.find('"', id + 4) - id - 4);
    out.push_back(std::move(o));
  }
  if (out.empty()) throw std::runtime_error(source + ": no positions");
  return out;
}

std::vector<Opening> load_openings(const std::string& file, int plies, OpeningsFormat format) {
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
  if (kind == OpeningsFormat::epd) return parse_epd(text.str(), file);
  if (kind != OpeningsFormat::pgn) throw std::runtime_error(file + ": openings must be an .epd or .pgn file");
  std::vector<Opening> out;
  for (auto& game : chess::read_pgn(text.str(), file)) {
    Opening o;
    o.fen = game.start_fen;
    o.moves = game.moves;
    if (plies > 0 && o.moves.size() > static_cast<size_t>(plies)) o.moves.resize(static_cast<size_t>(plies));
    o.name = game.tag("Opening").empty() ? game.tag("Event") : game.tag("Opening");
    out.push_back(std::move(o));
  }
  if (out.empty()) throw std::runtime_error(file + ": no games");
  return out;
}

}  // namespace veteran::tournament
