// EPD test suites as engine testers write them: a position, then operations
// (bm: best moves, am: moves to avoid, id, c0 ...), each ended by ';'. A line
// that cannot be a test (no bm or am, a move that is not legal, an impossible
// position) is kept with its reason: the run counts it unsolved and goes on.
#pragma once

#include "chess/position.hpp"

#include <array>
#include <string>
#include <vector>

namespace veteran::suites {

struct TestPosition {
  std::string file;
  int line = 0;
  std::string id;   // the EPD id, else "FILE:LINE"
  std::string fen;  // with move counters "0 1"
  std::vector<chess::Move> best, avoid;
  std::vector<std::string> best_text, avoid_text;  // as the file writes them
  std::string comment;                             // c0
  std::array<std::string, 10> comments{};          // c0 .. c9 as written (a suite's own notes: Senft's c1, c3)
  std::string error;                               // why it cannot be tested ("" : it can)
  std::string where() const { return file + ":" + std::to_string(line) + " (" + id + ")"; }
  bool solved_by(const chess::Move& m) const;  // in bm (if any) and not in am
};

// Throws std::runtime_error only for a file with no position at all.
std::vector<TestPosition> read_test_positions(const std::string& text, const std::string& file);
// The positions of PGN games in which `player` (a part of the White or Black
// tag, any case) was to move, the move played as the one `bm`: how often an
// engine plays as a program actually did (kotok@native against the 1967 games).
// Throws std::runtime_error naming the file for a malformed PGN or no such player.
std::vector<TestPosition> read_played_positions(const std::string& pgn, const std::string& file,
                                                const std::string& player);
// Every position of a PGN file's games with the move played in it, by either
// side: an expert's choices to learn from (veteran train). Throws like
// read_played_positions.
std::vector<TestPosition> read_game_positions(const std::string& file);
// An .epd file, or with `player` a .pgn file's positions of that player.
std::vector<TestPosition> load_test_positions(const std::string& file, const std::string& player = "");

// The EPD operations of the text after the four fields: opcode and operands
// (quotes removed). Throws std::invalid_argument for an unclosed string.
std::vector<std::pair<std::string, std::vector<std::string>>> epd_operations(const std::string& text);

}  // namespace veteran::suites
