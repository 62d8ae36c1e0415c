// Opening positions for a tournament: an EPD file (one position a line) or a
// PGN file (each game's moves, up to a number of plies).
#pragma once

#include "veteran/engines/chess/position.hpp"
#include "veteran/tournament/event_kinds.hpp"

#include <string>
#include <vector>

namespace veteran::tournament {

struct Opening {
  std::string fen = chess::Position::kStartFen;
  std::vector<chess::Move> moves;
  std::string name;  // the EPD "id" or the PGN's Opening/Event tag
};

// As `format` says ("epd" or "pgn"), or by the file's extension (.epd or
// .pgn) when it is empty. Throws std::runtime_error naming the file and line
// of anything malformed. `plies` (0: all) cuts PGN games.
std::vector<Opening> load_openings(const std::string& file, int plies = 0,
                                   OpeningsFormat format = OpeningsFormat::by_extension);
std::vector<Opening> parse_epd(const std::string& text, const std::string& source);

}  // namespace veteran::tournament
