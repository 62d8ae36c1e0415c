#include "gui/play/game_layout.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::gui {

GameLayout game_layout(ImVec2 area, bool machines) {
  constexpr float m = 6, kGameHeight = 212;
  const float width = area.x, height = area.y;
  GameLayout l;
  // The board takes the height, but leaves the column beside it room for the faces (a machine's
  // screen wants about 500 pixels to be read) and, with them, room under it for the moves.
  constexpr float kMovesUnderBoard = 150;
  const float tallest = machines ? height - 3 * m - kMovesUnderBoard : height - 2 * m;
  const float side = std::max(200.0f, std::min(tallest, width * (machines ? 0.40f : 0.58f)));
  l.board = {m, m, side, side};
  const float x = l.board.right() + m, column = std::max(160.0f, width - x - m);
  l.game = {x, m, column, kGameHeight};
  const float below = l.game.bottom() + m, rest = std::max(120.0f, height - below - m);
  if (machines) {
    // The moves under the board; the engines' output in a column of its own (what a person watches
    // while a program thinks: five lines a side and more at 1280 x 720), the machines beside it.
    const float list = std::max(240.0f, column * 0.34f);
    l.moves = {m, l.board.bottom() + m, side, std::max(80.0f, height - l.board.bottom() - 2 * m)};
    l.output = {x, below, list, rest};
    l.machines = {x + list + m, below, column - list - m, rest};
  } else if (column >= 520) {
    // Wide enough: the moves and the output side by side, each the whole height.
    const float list = std::max(240.0f, std::floor(column * 0.4f));
    l.moves = {x, below, list, rest};
    l.output = {x + list + m, below, column - list - m, rest};
  } else {
    l.moves = {x, below, column, std::floor(rest * 0.5f)};
    l.output = {x, l.moves.bottom() + m, column, rest - l.moves.h - m};
  }
  return l;
}

}  // namespace veteran::gui
