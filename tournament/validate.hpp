// The checks every tournament config passes, whichever front end made it
// (the Lua loader, cutechess-cli's command line): each engine can start
// (its program found in PATH or /usr/games and resolved to its path once,
// its protocol one veteran speaks, its folder there, its name not empty),
// and the event is one veteran can schedule (engines and games under the
// caps of schedule.hpp, an SPRT only for a match of two).
#pragma once

#include "tournament/config.hpp"

namespace veteran::tournament {

// Throws std::invalid_argument naming the engine (where it was defined) and
// what is wrong; resolves external engines' commands in place.
void validate(TournamentConfig& config);

}  // namespace veteran::tournament
