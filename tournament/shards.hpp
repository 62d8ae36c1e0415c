// An event split over many machines (a Slurm job array, docs/scale-out.md):
// shard K of N plays the games whose number, counted from 0, leaves K-1 over
// when divided by N. The schedule, the openings and the seeds come from the
// config alone, so a game is the same whichever shard plays it and however
// many shards there are. Each shard keeps its own journal and PGN beside the
// event's; `--merge` makes the one PGN and standings from them.
#pragma once

#include <string>

namespace veteran::tournament {

struct Shard {
  int index = 0;  // K, 1 to count
  int count = 0;  // N; 0: the whole event in one process
  bool plays(int game) const { return count == 0 || game % count == index - 1; }
};

// "K/N", 1 <= K <= N <= 100000. Throws std::invalid_argument saying what is wrong.
Shard parse_shard(const std::string& text);

// The shard's PGN beside the event's: "out/event.pgn" -> "out/event.shard-2-of-4.pgn".
std::string shard_pgn(const std::string& pgn, const Shard& shard);

}  // namespace veteran::tournament
