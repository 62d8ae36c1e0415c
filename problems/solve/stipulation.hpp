// What a problem asks: directmate (#N: the side to move mates in N moves
// against any defence), selfmate (s#N: the side to move forces the other to
// mate it in N), helpmate (h#N: both sides help, the side to move is mated on
// the other side's Nth move; h#N.5: the side to move mates on its own N+1th).
#pragma once

#include <stdexcept>
#include <string>

namespace veteran::problems {

enum class Genre { Direct, Self, Help };

struct Stipulation {
  Genre genre = Genre::Direct;
  int moves = 1;      // N
  bool half = false;  // h#N.5
  // Half-moves from the diagram to the goal.
  int plies() const { return genre == Genre::Help ? 2 * moves + (half ? 1 : 0) : 2 * moves - 1; }
  std::string text() const;
};

// "#3", "s#2", "h#2", "h#2.5", "dm 3" style counts come through the caller.
// Throws std::invalid_argument naming what is wrong; N must be 1..kMaxMoves.
constexpr int kMaxMoves = 30;
Stipulation parse_stipulation(const std::string& text);

}  // namespace veteran::problems
