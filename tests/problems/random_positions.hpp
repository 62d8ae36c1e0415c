// Random legal positions with few men for the problem board's tests: the
// kings open to lines and checks, as a problem's often are and a game's
// seldom.
#pragma once

#include "problems/board/board.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <string>

namespace veteran::problems::testing {

// What a random position is drawn from: one to `most_white` of White's men
// from `white` (its last two seldom), fewer than `most_black` of Black's
// from `black`; with `round_black_king`, each man within that many files
// and ranks of Black's king (where mates come up), else anywhere.
struct Draw {
  std::string white = "NNBBPPPPRQ", black = "nnbbpppprq";
  unsigned long most_white = 4, most_black = 5;
  int round_black_king = 0;
};

// A random legal position: two kings and a few men of each side.
inline Board random_position(std::mt19937& rng, const Draw& draw = {}) {
  while (true) {
    std::string squares(64, '.');
    auto free_for = [&](char man, int s) {
      return squares[s] == '.' && !((man == 'P' || man == 'p') && (s < 8 || s >= 56));
    };
    auto place = [&](char man) {
      int s = static_cast<int>(rng() % 64);
      if (free_for(man, s)) squares[s] = man;
    };
    place('K');
    place('k');
    const int king = static_cast<int>(squares.find('k')), reach = draw.round_black_king;
    auto place_man = [&](char man) {
      if (reach == 0 || king < 0) return place(man);
      for (int tries = 0; tries < 20; ++tries) {
        const int file = king % 8 + static_cast<int>(rng() % (2 * reach + 1)) - reach,
                  rank = king / 8 + static_cast<int>(rng() % (2 * reach + 1)) - reach;
        if (file < 0 || file > 7 || rank < 0 || rank > 7 || !free_for(man, rank * 8 + file)) continue;
        squares[rank * 8 + file] = man;
        return;
      }
    };
    const std::string &white = draw.white, &black = draw.black;
    // One draw a statement: the order of an expression's operands is the
    // compiler's, and a seed must give the same positions in every build.
    for (auto i = 0ul, n = 1 + rng() % draw.most_white; i < n; ++i) {
      const auto drawn = rng();
      const bool rare_too = rng() % 3 == 0;
      place_man(white[drawn % (white.size() - (rare_too ? 0 : 2))]);
    }
    for (auto i = 0ul, n = rng() % draw.most_black; i < n; ++i) place_man(black[rng() % black.size()]);
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
void for_random_positions(unsigned seed, int count, Visit&& visit, const Draw& draw = {}) {
  INFO("seed " << seed);
  std::mt19937 rng(seed);
  for (int i = 0; i < count; ++i) {
    const Board b = random_position(rng, draw);
    visit(b, rng);
  }
}

}  // namespace veteran::problems::testing
