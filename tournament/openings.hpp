// Opening positions for a tournament: an EPD file (one position a line) or a
// PGN file (each game's moves, up to a number of plies).
#pragma once

#include "chess/position.hpp"
#include "tournament/event_kinds.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace veteran::tournament {

struct Opening {
  std::string fen = chess::Position::kStartFen;
  std::vector<chess::Move> moves;
  std::string name;       // the EPD "id" or the PGN's Opening/Event tag
  bool chess960 = false;  // a Fischer random chess position (fen in X-FEN)
};

// An event's openings. A file's are kept as its text and where each record
// begins, each opening read from there when a game asks for it (a file of a
// million positions costs its text and an offset each, not a million parsed
// openings); every record is checked as the file is loaded, so a bad one is
// named before any game. Shared by the runner's threads (const, immutable).
class OpeningList {
 public:
  OpeningList() = default;
  explicit OpeningList(std::vector<Opening> openings);
  size_t size() const { return text_ ? offsets_.size() : memory_.size(); }
  bool empty() const { return size() == 0; }
  Opening operator[](size_t index) const;
  // Each opening as the event's fingerprint writes it ("FEN uci uci;"), in order.
  const std::string& fingerprint_text() const { return print_; }

 private:
  friend OpeningList load_openings(const std::string&, int, OpeningsFormat, bool, const std::string&);
  std::vector<Opening> memory_;
  std::shared_ptr<const std::string> text_;
  std::vector<size_t> offsets_;
  bool pgn_ = false, chess960_ = false;
  size_t plies_ = SIZE_MAX;
  std::string source_, print_;
};

// As `format` says ("epd" or "pgn"), or by the file's extension (.epd or
// .pgn) when it is empty. Throws std::runtime_error naming the file and line
// of anything malformed. `plies` (0: all) cuts PGN games.
// With `chess960` every position is read as Fischer random chess (castling
// rights in X-FEN or Shredder-FEN) and written in X-FEN.
// `what` names the file's role in messages.
OpeningList load_openings(const std::string& file, int plies = 0, OpeningsFormat format = OpeningsFormat::by_extension,
                          bool chess960 = false, const std::string& what = "the openings file");

// Chess960's 960 starting positions in an order drawn with `seed` (a Knuth
// shuffle), each its own opening (named "Chess960 #N", N its number).
std::vector<Opening> chess960_openings(uint64_t seed);
// The first `count` starting positions cutechess-cli draws for Chess960 games
// without openings with -srand `seed` (FrcBoard::defaultFenString, one a new
// opening, its -repeat games sharing it), in the order it draws them.
std::vector<Opening> cutechess_chess960_openings(uint32_t seed, int count);

std::vector<Opening> parse_epd(const std::string& text, const std::string& source, bool chess960 = false);

}  // namespace veteran::tournament
