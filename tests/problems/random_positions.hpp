// Random legal positions with few men for the problem board's tests: the
// kings open to lines and checks, as a problem's often are and a game's
// seldom.
#pragma once

#include "problems/board/board.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <string>

namespace veteran::problems::testing {

// A random legal position: two kings and a few men of each side.
inline Board random_position(std::mt19937& rng) {
  while (true) {
    std::string squares(64, '.');
    auto place = [&](char man) {
      int s = static_cast<int>(rng() % 64);
      if (squares[s] != '.' || ((man == 'P' || man == 'p') && (s < 8 || s >= 56))) return;
      squares[s] = man;
    };
    place('K');
    place('k');
    const std::string white = "NNBBPPPPRQ", black = "nnbbpppprq";
    for (auto i = 0ul, n = 1 + rng() % 4; i < n; ++i) place(white[rng() % (white.size() - (rng() % 3 ? 2 : 0))]);
    for (auto i = 0ul, n = rng() % 5; i < n; ++i) place(black[rng() % black.size()]);
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
      int gap = 0;
      for (int file = 0; file < 8; ++file) {
        char c = squares[rank * 8 + file];
        if (c == '.') {
          ++gap;
          continue;
        }
        if (gap) fen += static_cast<char>('0' + gap);
        gap = 0;
        fen += c;
      }
      if (gap) fen += static_cast<char>('0' + gap);
      if (rank) fen += '/';
    }
    fen += rng() % 2 ? " w - -" : " b - -";
    try {
      return Board(fen);
    } catch (const BoardError&) {}
  }
}

// `count` random positions from `seed` (named in any failure), each with
// the generator for the case's own draws.
template <class Visit>
void for_random_positions(unsigned seed, int count, Visit&& visit) {
  INFO("seed " << seed);
  std::mt19937 rng(seed);
  for (int i = 0; i < count; ++i) {
    const Board b = random_position(rng);
    visit(b, rng);
  }
}

}  // namespace veteran::problems::testing
