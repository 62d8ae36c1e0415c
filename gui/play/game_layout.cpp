#include "gui/play/game_layout.hpp"

#include <algorithm>
#include <cmath>

namespace veteran::gui {

GameLayout game_layout(ImVec2 area, bool machines) {
  constexpr float m = 6, kGameHeight = 212;
  const float width = area.x, height = area.y;
  GameLayout l;
  // The board takes the height, but leaves the column beside it room for the faces or the moves.
  const float side = std::max(200.0f, std::min(height - 2 * m, width * (machines ? 0.46f : 0.58f)));
  l.board = {m, m, side, side};
  const float x = l.board.right() + m, column = std::max(160.0f, width - x - m);
  l.game = {x, m, column, kGameHeight};
  const float below = l.game.bottom() + m, rest = std::max(120.0f, height - below - m);
  const float list = machines ? std::max(240.0f, column * 0.4f) : column;
  l.moves = {x, below, list, std::floor(rest * 0.58f)};
  l.output = {x, l.moves.bottom() + m, list, rest - l.moves.h - m};
  if (machines) l.machines = {x + list + m, below, column - list - m, rest};
  return l;
}

}  // namespace veteran::gui
