// A whole tournament: the schedule, worker threads playing games side by
// side, the journal and PGN written as each game ends, a progress line, and
// the standings at the end.
#pragma once

#include "emu/face.hpp"
#include "engines/play/move_request.hpp"
#include "tournament/config.hpp"
#include "tournament/journal.hpp"
#include "tournament/shards.hpp"

#include <filesystem>
#include <functional>
#include <ostream>
#include <vector>

namespace veteran::tournament {

// What a front end sees of a running tournament; called from the worker
// threads (a watcher locks what it keeps). Games an earlier run journalled
// are announced as finished before any game starts.
struct TournamentWatch {
  std::function<void(int index, const std::string& white, const std::string& black, const std::string& fen)> started;
  std::function<void(int index, const chess::Move& move, double seconds)> moved;  // the mover's time on it
  // A period program's machine as it thinks (its name, its face), at most every 50 ms of the wall clock.
  std::function<void(int index, int side, const std::string& machine, const emu::Face& face)> face;
  std::function<void(const JournalEntry& entry)> finished;  // once journalled
  std::function<void(size_t games)> scheduled;              // the games this run plays in all (a knockout: so far)
};

struct RunOptions {
  bool resume = false;
  bool standings_only = false;  // print the standings of the journal and play nothing
  std::vector<std::filesystem::path> rompath;
  const TournamentWatch* watch = nullptr;
  Shard shard;          // play only this shard's games (shard.count 0: all)
  std::string program;  // how messages name the command ("veteran match"; "": "veteran tournament")
  // Another thread's: once stopped, no game starts and the games being
  // played end unfinished (not journalled: --resume plays them again).
  engines::SearchStop* stop = nullptr;
};

// Returns the process exit code; progress goes to `progress`, the standings to `out`.
int run_tournament(const TournamentConfig& config, const RunOptions& options, std::ostream& out,
                   std::ostream& progress);

// The shards' journals in `dir` (NAME.shard-K-of-N.pgn.journal) made into
// the event's PGN, written whole, and its standings. Throws
// std::runtime_error, merging nothing, for a shard of another config or a
// game in two shards. Returns 0, or 1 when games are still missing.
int merge_shards(const TournamentConfig& config, const std::string& dir, std::ostream& out, std::ostream& progress);

}  // namespace veteran::tournament
