// PGN (Portable Game Notation, as the 1994 standard defines it): writing, with
// the Seven Tag Roster first, SAN movetext, comments and 80-column lines; and
// reading, with errors that name the source and line.
#pragma once

#include "chess/position.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace veteran::chess {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in order; the Seven Tag Roster is written first
  std::string start_fen = Position::kStartFen;            // written as SetUp/FEN when not the standard start
  std::vector<Move> moves;
  std::vector<std::string> comments;  // after each move ("" for none); read_pgn gives one per move
  std::string result = "*";
  std::string result_comment;  // written before the result: how the game ended
  size_t offset = 0;           // read: where the game's text begins in what was read

  std::string tag(const std::string& name) const;
  void set_tag(const std::string& name, const std::string& value);
  // Whether the Variant tag names Fischer random chess ("fischerandom", as
  // cutechess-cli writes it, or "chess960"): the moves are then read and
  // written with Chess960's castling, and the FEN tag is always written.
  bool chess960() const;
};

std::string write_pgn(const PgnGame& game);

// A tag's value with '"' and '\\' escaped and control characters as spaces.
std::string escape_tag_value(const std::string& value);
// A comment's text that cannot end it early ('}' as ')') or break its line.
std::string comment_text(std::string comment);

struct PgnError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// All games of a PGN text; throws PgnError "SOURCE:LINE: what is wrong".
// With `chess960` every game is read as Fischer random chess, as those with
// a Variant tag naming it always are.
// Today's date (local time) as a PGN Date tag has it: YYYY.MM.DD.
std::string pgn_date_today();

std::vector<PgnGame> read_pgn(const std::string& text, const std::string& source, bool chess960 = false);

// The same a game at a time, each handed to `each` as it is read (a file of
// any number of games costs one game's memory), with the moves after
// `max_plies` passed over unread (an openings file's `plies`). Escape lines
// ('%') are read as blank, so a game's `offset` is its place in `text`.
struct PgnReadOptions {
  bool chess960 = false;
  size_t max_plies = SIZE_MAX;
};
void for_each_pgn_game(const std::string& text, const std::string& source, const PgnReadOptions& options,
                       const std::function<void(PgnGame&)>& each);

}  // namespace veteran::chess
