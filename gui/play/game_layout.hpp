// Where the game view's panels go in a work area of a given size: the board
// square at the left, as large as the height allows, beside it the players
// and clocks, and under them the moves and the engines' output, with a column
// for the period machines' faces when a program thinks on one. No two boxes
// overlap at any size the window can have (the window's minimum and up).
#pragma once

#include "gui/app/layout.hpp"

namespace veteran::gui {

struct GameLayout {
  Box board, game, moves, output, machines;  // machines: empty (w = 0) without a period machine
};

GameLayout game_layout(ImVec2 area, bool machines);

}  // namespace veteran::gui
