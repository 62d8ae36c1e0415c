// Square sets of SARGON's board, kept beside its 10 x 12 array so that the
// questions ATTACK, INCHK, PINFND and POINTS ask (what is the first piece
// along this line, is any knight a knight's move away) take a few
// instructions instead of a walk over empty squares. The answers are the
// listing's: the array stays the program's state, and the sets only say
// where to look in it.
//
// Bit n is the square n = file + 8 * rank (a1 = 0, h8 = 63). Directions are
// numbered as the listing's direction table: 0-7 the lines (+9 +11 -11 -9
// +10 -10 +1 -1 on the 10 x 12 board), 8-15 the knight's moves.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

// Functions that count with popcount are built twice, and the host's
// population count instruction is chosen when the processor has it (x86-64
// before 2008 had none, and the default build does not assume it). Not in
// sanitizer builds: the choice is made by an ifunc resolver that runs before
// a sanitizer's runtime is ready (ThreadSanitizer crashes in it).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(VETERAN_NO_FORCED_INLINE)
#define VETERAN_SARGON_POPCOUNT __attribute__((target_clones("popcnt", "default")))
#else
#define VETERAN_SARGON_POPCOUNT
#endif

namespace veteran::engines::sargon::bitboards {

constexpr int8_t kOffsets[16] = {9, 11, -11, -9, 10, -10, 1, -1, -21, -12, 8, 19, 21, 12, -8, -19};

constexpr bool on_board(int index) { return index >= 21 && index <= 98 && index % 10 >= 1 && index % 10 <= 8; }
constexpr int compute_square_of(int index) { return (index / 10 - 2) * 8 + index % 10 - 1; }
constexpr int compute_index_of(int square) { return 21 + square % 8 + 10 * (square / 8); }
// Both ways between the 10 x 12 array and the 64 squares, as tables.
inline constexpr auto kSquareOf = [] {
  std::array<int8_t, 256> t{};
  for (int i = 0; i < 256; ++i)
    t[static_cast<size_t>(i)] = static_cast<int8_t>(on_board(i) ? compute_square_of(i) : -1);
  return t;
}();
inline constexpr auto kIndexOf = [] {
  std::array<uint8_t, 64> t{};
  for (int s = 0; s < 64; ++s) t[static_cast<size_t>(s)] = static_cast<uint8_t>(compute_index_of(s));
  return t;
}();
constexpr int square_of(uint8_t index) { return kSquareOf[index]; }  // -1 off the board
constexpr int index_of(int square) { return kIndexOf[static_cast<size_t>(square)]; }
constexpr uint64_t bit(int square) { return uint64_t{1} << square; }

struct Tables {
  // The squares beyond `square` along line direction d, to the edge.
  std::array<std::array<uint64_t, 64>, 8> ray{};
  // The one square a step in direction d (0-15) away, or none.
  std::array<std::array<uint64_t, 64>, 16> step{};
  // All eight knight's moves, king's steps; and those with a positive offset.
  std::array<uint64_t, 64> knight{}, king{}, knight_up{}, king_up{};
  // The squares a pawn of each colour attacks.
  std::array<std::array<uint64_t, 64>, 2> pawn{};
  // All four ranks and files [0], all four diagonals [1] through a square.
  std::array<std::array<uint64_t, 64>, 2> lines{};
};

constexpr Tables make_tables() {
  Tables t;
  for (int s = 0; s < 64; ++s) {
    const int from = compute_index_of(s);
    for (int d = 0; d < 16; ++d) {
      int at = from + kOffsets[d];
      if (on_board(at)) {
        const uint64_t there = bit(compute_square_of(at));
        t.step[d][s] = there;
        if (d >= 8) {
          t.knight[s] |= there;
          if (kOffsets[d] > 0) t.knight_up[s] |= there;
        } else {
          t.king[s] |= there;
          if (kOffsets[d] > 0) t.king_up[s] |= there;
        }
      }
      if (d < 8)
        for (; on_board(at); at += kOffsets[d]) t.ray[d][s] |= bit(compute_square_of(at));
      if (d < 8) t.lines[d < 4 ? 1 : 0][s] |= t.ray[d][s];
    }
    t.pawn[0][s] = t.step[0][s] | t.step[1][s];  // White: +9, +11
    t.pawn[1][s] = t.step[2][s] | t.step[3][s];  // Black: -11, -9
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

// The nearest square of `set` along line direction d from where the ray
// starts (`set` must lie on one ray and not be empty). Positive offsets run
// toward higher squares.
constexpr int nearest(int d, uint64_t set) {
  return kOffsets[d] > 0 ? std::countr_zero(set) : 63 - std::countl_zero(set);
}

constexpr bool is_diagonal(int d) { return d < 4; }

}  // namespace veteran::engines::sargon::bitboards
