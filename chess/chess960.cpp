#include "chess/chess960.hpp"

#include <array>
#include <cctype>
#include <stdexcept>

namespace veteran::chess {

std::string chess960_start_fen(int number) {
  if (number < 0 || number >= kChess960Positions)
    throw std::out_of_range("a Chess960 starting position is numbered 0 to 959, not " + std::to_string(number));
  std::array<char, 8> rank{};
  // The n-th empty square, counted from the a-file.
  auto place = [&](char piece, int n) {
    for (char& square : rank)
      if (!square && n-- == 0) {
        square = piece;
        return;
      }
  };
  int n = number;
  rank[static_cast<size_t>(2 * (n % 4) + 1)] = 'B';  // the light-squared bishop: b, d, f or h
  n /= 4;
  rank[static_cast<size_t>(2 * (n % 4))] = 'B';  // the dark-squared one: a, c, e or g
  n /= 4;
  place('Q', n % 6);  // the queen on one of the six squares left
  n /= 6;
  // The knights on two of the five squares left: the ten pairs in order.
  constexpr int kKnights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
  place('N', kKnights[n][0]);
  place('N', kKnights[n][1] - 1);  // one square fewer is empty once the first knight stands
  place('R', 0);                   // and rook, king, rook on the three left
  place('K', 0);
  place('R', 0);
  std::string white(rank.begin(), rank.end()), black;
  for (char c : white) black += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

}  // namespace veteran::chess
