// cutechess-cli names an engine given no name= by what the engine calls
// itself (UCI's "id name", xboard's "feature myname"): "Stockfish 15.1",
// not "/usr/games/stockfish". veteran needs the names before the event
// starts (the schedule, the journal and the console lines carry them), so
// each such engine is started once, asked, and quit.
#pragma once

#include "engines/registry/make_engine.hpp"
#include "tournament/config.hpp"

#include <string>
#include <vector>

namespace veteran::tournament {

// Renames the external engines marked name_from_engine after their own
// identification. An engine that does not start, or that names itself as
// another engine of the event does (two builds of one engine), keeps its
// command as its name. Returns what the user should know of that, a line each.
std::vector<std::string> name_engines_by_their_own_names(TournamentConfig& config,
                                                         const engines::EngineContext& context);

}  // namespace veteran::tournament
