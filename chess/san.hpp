// Standard algebraic notation (SAN), as PGN uses it: "Nbd7", "exd6", "O-O-O",
// "e8=Q+", "Qh4#".
#pragma once

#include "chess/position.hpp"

#include <string>

namespace veteran::chess {

// The SAN of a legal move in `pos`, with + or # as the move gives check or mate.
std::string to_san(Position& pos, const Move& m);

// The legal move a SAN text names. Accepts the usual variants: 0-0 for O-O,
// e8Q for e8=Q, trailing + # ! ?, and a disambiguation that is not needed.
// Throws RulesError naming the text and the position when it names no move or
// more than one.
Move parse_san(Position& pos, const std::string& text);

}  // namespace veteran::chess
