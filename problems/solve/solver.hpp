// A problem solved: its keys (every first move that reaches the goal: a
// cooked problem shows all of them), the solution tree of each key as
// problemists print it, the lines of a helpmate, and statistics per
// iteration like G.M.S.'s Table 1 (seed 001). Root moves are shared out over
// threads; every thread searches with its own killers and the one proof table.
#pragma once

#include "problems/board/board.hpp"
#include "problems/solve/search.hpp"
#include "problems/solve/stipulation.hpp"

#include <atomic>
#include <functional>
#include <vector>

namespace veteran::problems {

struct Iteration {
  int depth = 0;  // moves (helpmates: half-moves)
  Counters counters;
  double seconds = 0;
  int solutions = 0;  // keys, or helpmate lines, found at this depth
};

struct Play;
// A defence and the attacker's answers to it (several: duals).
struct Defence {
  Move move;
  std::vector<Play> answers;
};
// An attacker's move and what follows it: its threat (the answers were the
// defender to pass; empty with a check or in zugzwang) and the defences that
// stop the threat (every defence in zugzwang).
struct Play {
  Move move;
  int moves_left = 0;  // attacker moves after this one
  std::vector<Play> threats;
  std::vector<Defence> defences;
  bool cut = false;  // not shown in full: the tree's depth or size limit
};

struct SolveOptions {
  int threads = 1;
  bool shortest = false;       // stop at the first depth with a solution (G.M.S.'s iterative deepening)
  bool set_play = false;       // helpmates: also the lines with the other side moving first
  bool tree = true;            // build the solution trees of direct and selfmates
  int tree_moves = kMaxMoves;  // attacker moves shown in a tree
  size_t tree_limit = 20000;   // moves in all trees before they are cut
  bool full_width = false;     // directmates: G.M.S.'s plain full-width search (Search::full_width_attack)
  size_t hash_megabytes = 64;
  ProofTable* table = nullptr;  // one to reuse over many problems (else one of hash_megabytes is made)
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const Iteration&)> on_iteration;
};

struct Solution {
  Stipulation stipulation;
  int solved_depth = 0;  // the N of the keys (0: no solution)
  std::vector<Move> keys;
  std::vector<Play> trees;                          // one per key
  std::vector<std::vector<Move>> lines, set_lines;  // helpmates
  std::vector<Iteration> iterations;
  double seconds = 0;  // the whole solve: every iteration and the trees
  bool stopped = false;
};

Solution solve(const Board& board, Stipulation stipulation, const SolveOptions& options);

}  // namespace veteran::problems
