// player@native's PARGEN (Senft 1975, seed 002, lines 1560-1691 and the
// listing's PARGEN): the parameters that describe a position for one side.
// 1-11 for each side; 12-17 only in the call for the side to move, about the
// side that has just moved (the machine, when PLAYER weighs its own move),
// signed so that "machine minus opponent" scores them for the machine.
// A reconstruction: docs/player.md gives each reading with its line.
#pragma once

#include "engines/native/player/board_view.hpp"

#include <array>

namespace veteran::engines::player {

// PAR(1)..PAR(17); index 0 unused, as in the FORTRAN.
inline constexpr int kParameters = 17;
using Parameters = std::array<int, kParameters + 1>;

// The names the thesis gives them (lines 1584-1688), for the printout and docs.
extern const std::array<const char*, kParameters + 1> kParameterNames;

// Whether a side has castled (the listing's MCA = 100): PARGEN's PAR(7)
// gives 200 for it, and MAIN charges 50 for a king move until then.
struct Castled {
  bool white = false, black = false;
  bool of(chess::Color c) const { return c == chess::White ? white : black; }
};

// PARGEN for `side` with the other side `other`. With `about_other`
// (the call for the side to move), 12-17 are filled in about `other`.
// A side with no legal move has every parameter 0 (PARGEN returns at once).
Parameters pargen(const BoardView& board, const SideView& side, const SideView& other, bool castled, bool about_other);

// PAR(20): the parameters weighed (the listing sums PAR(K) * NWT(K)).
int weighted_sum(const Parameters& p, const std::array<int, kParameters + 1>& weights);

}  // namespace veteran::engines::player
