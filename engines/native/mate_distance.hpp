// The distance of a mate a native engine reports, where the program itself
// keeps none (SARGON's score says "a forced mate" and no more): the fewest
// moves in which the side to move mates, found by veteran's own solver
// (problems/, mate@native's). So every native engine can say `score mate N`
// (UCI) and +MN (cutechess's plies) instead of a large centipawn number.
#pragma once

#include "chess/position.hpp"

#include <optional>

namespace veteran::engines {

// The fewest moves (1 to max_moves) in which the side to move of `position`
// forces mate; nullopt when there is none that short.
std::optional<int> shortest_mate(const chess::Position& position, int max_moves);

// The score of a move that mates or is mated, in moves as UCI's "score mate"
// counts them: +N when the mover mates in N (the move itself the first),
// -N when after it the opponent mates in N. `after` is the position after
// the move; nullopt when no mate within max_moves either way.
std::optional<int> mate_score_after(const chess::Position& after, int max_moves);

}  // namespace veteran::engines
