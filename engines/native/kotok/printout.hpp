// What the 7090's line printer showed of a kotok@native move, after the
// memo's Figure 1: the board and the opponent's legal replies (MAVAIL), the
// principal variation with its value and the positions examined, and the move
// tree (each plausible move at its level, its value where a line ended there,
// 131071 where alpha-beta discarded it, nothing where it was never examined).
// Our layout: the memo describes the pages, it does not reproduce them.
#pragma once

#include "chess/position.hpp"
#include "engines/native/kotok/tree.hpp"

#include <string>

namespace veteran::engines::kotok {

// `before`: the position the machine moved from; `outcome`: its search
// (with the tree recorded).
std::string printout(const chess::Position& before, const SearchOutcome& outcome);

}  // namespace veteran::engines::kotok
