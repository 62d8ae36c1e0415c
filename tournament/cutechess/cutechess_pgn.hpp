// A game's PGN as cutechess-cli 1.5.1 writes it, so that what testers do
// with its files (diff them, grep the comments, read the timing tags) works
// on veteran's: the facts of its layout (PgnGame::write and tags(),
// ChessGame's evalString, MoveEvaluation::scoreText, PgnGame::setResult and
// the timing tags) are written here with veteran's own code.
//
// Known difference: cutechess-cli also names the opening (ECO, Opening,
// Variation) from the ECO book compiled into it; veteran has no such book
// and writes none of the three.
#pragma once

#include "chess/pgn.hpp"
#include "engines/play/time_control.hpp"
#include "tournament/game_runner.hpp"

#include <chrono>
#include <string>

namespace veteran::tournament::cutechess_pgn {

// A move's comment: "book"; "+0.25/12 1.2s" (score only with a depth, as
// cutechess writes it); mate in plies, "+M5/20 0.51s" for mate in 3 moves,
// "-M6/20 0.51s" for mated in 3; the time with 3, 2, 1 or 0 decimals below
// 0.1 s, 1 s, 10 s and above; "0s"; "" for a quick move with nothing said.
std::string move_comment(const MoveEval& eval);

// TimeControl::toString: "40/60+0.5", "1/move" (st=1), "inf" (a depth or
// node limit alone).
std::string time_control(const engines::TimeControl& tc);

// The Termination tag cutechess writes for veteran's ("" for a game that
// ended by the rules or a resignation: it writes none).
std::string termination_tag(const std::string& termination);

// "2026-11-27T05:40:12.345 UTC", local time with the zone's abbreviation.
std::string time_stamp(std::chrono::system_clock::time_point when);
// "hh:mm:ss" of the whole seconds between; "" from 24 hours on (its QTime).
std::string duration(std::chrono::system_clock::time_point start, std::chrono::system_clock::time_point end);

// The game: the Seven Tag Roster ("?" for an empty value), then the other
// tags sorted by name (FEN and SetUp among them), a blank line, moves
// numbered from 1 whatever the FEN says, "N. SAN {comment}" units kept
// whole on lines under 80 columns, `description` added to the last move's
// comment (or alone before the result when no move was played), the
// result and a blank line. `minimal` (-pgnout FILE min): the roster, FEN,
// SetUp and the moves only.
std::string write(const chess::PgnGame& game, const std::string& description, bool minimal);

}  // namespace veteran::tournament::cutechess_pgn
