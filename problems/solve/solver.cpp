#include "problems/solve/solver.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

namespace veteran::problems {
namespace {

using Clock = std::chrono::steady_clock;

// Runs job(i, search) for i in [0, n) on `threads` threads, each with its own Search.
void share_out(int n, int threads, Genre genre, ProofTable& table, const std::atomic<bool>* stop, Counters& counters,
               const std::function<void(int, Search&)>& job) {
  std::atomic<int> next{0};
  std::mutex merge;
  bool stopped = false;
  auto worker = [&] {
    Search search(genre, table, stop);
    try {
      for (int i; (i = next.fetch_add(1)) < n;) job(i, search);
    } catch (const Stopped&) {
      std::lock_guard lock(merge);
      stopped = true;
    }
    std::lock_guard lock(merge);
    counters += search.counters;
  };
  int k = std::max(1, std::min(threads, n));
  std::vector<std::thread> pool;
  for (int t = 1; t < k; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (stopped) throw Stopped{};
}

// Builds solution trees: the moves that reach the goal soonest, each defence
// that stops the threat, the answers to it.
class TreeBuilder {
 public:
  TreeBuilder(Genre genre, ProofTable& table, const SolveOptions& o)
      : search_(genre, table, o.stop), options_(o), genre_(genre) {}

  // The attacker's move m from `before`, with n attacker moves left after it.
  Play play(const Board& before, Move m, int n, int shown) {
    Play p{m, n, {}, {}, false};
    ++size_;
    if (n == 0 && genre_ == Genre::Direct) return p;
    Board after = before;
    after.play(m);
    if (shown >= options_.tree_moves || size_ > options_.tree_limit) {
      p.cut = true;
      return p;
    }
    if (genre_ == Genre::Self && n == 0) {  // the defender's forced mates
      MoveList list;
      after.legal_moves(list);
      for (Move d : list) p.defences.push_back({d, {}});
      return p;
    }
    int threat_length = 0;
    if (!after.in_check() && n > 0) {
      Board passed = after;
      passed.pass();
      threat_length = search_.shortest_attack(passed, n);
      if (threat_length) p.threats = answers(passed, threat_length, shown + 1);
    }
    MoveList defences;
    after.legal_moves(defences);
    for (Move d : defences) {
      Board next = after;
      next.play(d);
      if (genre_ == Genre::Self && Search::mated(next)) {  // a selfmate reached early
        p.defences.push_back({d, {}});
        continue;
      }
      if (threat_length && threat_still_works(next, p.threats, threat_length)) continue;  // not a variation
      p.defences.push_back({d, answers(next, n, shown + 1)});
    }
    return p;
  }

  // Every move that reaches the goal in the fewest moves (at most n).
  std::vector<Play> answers(const Board& b, int n, int shown) {
    std::vector<Play> out;
    int m = search_.shortest_attack(b, n);
    if (!m) return out;
    MoveList list;
    b.legal_moves(list);
    for (Move x : list) {
      Board next = b;
      next.play(x);
      if (search_.defend(next, m - 1)) out.push_back(play(b, x, m - 1, shown));
    }
    return out;
  }

  Counters counters() const { return search_.counters; }

 private:
  Search search_;
  const SolveOptions& options_;
  Genre genre_;
  size_t size_ = 0;

  // Whether every threat still works after the defence: such a defence is no
  // variation (Popeye shows a defence once it stops at least one threat).
  bool threat_still_works(const Board& b, const std::vector<Play>& threats, int length) {
    MoveList list;
    b.legal_moves(list);
    for (const Play& t : threats) {
      bool works = false;
      for (Move x : list)
        if (x == t.move) {
          Board next = b;
          next.play(x);
          works = search_.defend(next, length - 1);
        }
      if (!works) return false;
    }
    return true;
  }
};

// Every root move tested on `threads` threads: each takes the next root not
// started; when none is left it helps with one still running, and whichever
// finishes first gives the answer. The threads put off the positions the
// others are in (BusyTable), so that a helper proves other parts of the root
// and they meet in the proof table.
void search_roots(const Board& board, const MoveList& roots, const std::vector<int>& order, int n, Genre genre,
                  ProofTable& table, const SolveOptions& o, Counters& counters, std::vector<char>& solves,
                  std::vector<uint64_t>& work) {
  size_t count = static_cast<size_t>(roots.size);
  std::vector<std::atomic<int>> state(count);  // 0 waiting, 1 running, 2 done
  std::vector<std::atomic<bool>> done(count);
  std::mutex merge;
  bool stopped = false;
  int k = std::max(1, std::min(o.threads, roots.size));
  auto busy = k > 1 ? std::make_unique<BusyTable>() : nullptr;
  auto worker = [&] {
    Search search(genre, table, o.stop, busy.get());
    try {
      while (true) {
        int i = -1;
        bool helping = false;
        for (int j : order) {
          int waiting = 0;
          if (state[j].load() == 0 && state[j].compare_exchange_strong(waiting, 1)) {
            i = j;
            break;
          }
        }
        if (i < 0)
          for (int j : order)
            if (state[j].load() == 1) {
              i = j;
              helping = true;
              break;
            }
        if (i < 0) break;
        search.help_with(&done[i], helping);
        Board next = board;
        next.play(roots.moves[i]);
        uint64_t before = search.counters.made;
        ++search.counters.made;
        try {
          bool result = o.full_width ? search.full_width_defend(next, n) : search.defend(next, n);
          if (!done[i].exchange(true)) {
            solves[i] = result;
            work[i] = search.counters.made - before;
            state[i].store(2);
          }
        } catch (const Abandoned&) {}
      }
    } catch (const Stopped&) {
      std::lock_guard lock(merge);
      stopped = true;
    }
    std::lock_guard lock(merge);
    counters += search.counters;
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < k; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (stopped) throw Stopped{};
}

void solve_battle(const Board& board, Solution& s, ProofTable& table, const SolveOptions& o) {
  MoveList roots;
  board.legal_moves(roots);
  int n = s.stipulation.moves;
  std::vector<uint64_t> work(static_cast<size_t>(roots.size), 0);
  for (int depth = 1; depth <= n; ++depth) {
    auto start = Clock::now();
    Iteration it{depth, {}, 0, 0};
    std::vector<char> solves(static_cast<size_t>(roots.size), 0);
    // Root moves go out biggest first (by the last iteration's work), so that
    // the long ones start early and the short ones fill in around them.
    std::vector<int> order(static_cast<size_t>(roots.size));
    for (int i = 0; i < roots.size; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return work[x] > work[y]; });
    search_roots(board, roots, order, depth - 1, s.stipulation.genre, table, o, it.counters, solves, work);
    it.counters.generated += static_cast<uint64_t>(roots.size);
    it.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::vector<Move> keys;
    for (int i = 0; i < roots.size; ++i)
      if (solves[i]) keys.push_back(roots.moves[i]);
    it.solutions = static_cast<int>(keys.size());
    s.iterations.push_back(it);
    if (o.on_iteration) o.on_iteration(it);
    if (depth == n || (o.shortest && !keys.empty())) {
      s.keys = keys;
      s.solved_depth = keys.empty() ? 0 : depth;
      break;
    }
  }
  if (o.tree && !s.keys.empty()) {
    TreeBuilder builder(s.stipulation.genre, table, o);
    for (Move k : s.keys) s.trees.push_back(builder.play(board, k, s.solved_depth - 1, 1));
  }
}

void help_lines(const Board& board, int plies, ProofTable& table, const SolveOptions& o, Iteration& it,
                std::vector<std::vector<Move>>& out) {
  MoveList roots;
  board.legal_moves(roots);
  std::vector<std::vector<std::vector<Move>>> per_root(static_cast<size_t>(roots.size));
  // The bound asked once of the position itself narrows what every root
  // move's search looks at (the squares the king may be mated on, and the
  // checker's).
  Bitboard where = ~Bitboard{0};
  CheckerSquares checks_from;
  const bool possible = Search::help_narrow(board, plies, where, checks_from);
  share_out(possible ? roots.size : 0, o.threads, Genre::Help, table, o.stop, it.counters, [&](int i, Search& search) {
    Move first = roots.moves[i];
    Board next = board;
    next.play(first);
    ++search.counters.made;
    std::vector<Move> line{first};
    if (plies % 2 == 1 && next.in_check() && !search.any_move(next)) {  // mate at once: full length or short
      ++search.counters.evaluated;
      per_root[i].push_back(line);
      return;
    }
    if (plies == 1) return;
    search.help(
        next, plies - 1, line, [&](const std::vector<Move>& l) { per_root[i].push_back(l); }, where, checks_from);
  });
  it.counters.generated += static_cast<uint64_t>(roots.size);
  for (auto& lines : per_root)
    for (auto& l : lines) out.push_back(std::move(l));
}

void solve_help(const Board& board, Solution& s, ProofTable& table, const SolveOptions& o) {
  int plies = s.stipulation.plies();
  // Shorter helpmates with the same side moving first have the same parity.
  for (int p = 2 - plies % 2; p <= plies; p += 2) {
    auto start = Clock::now();
    Iteration it{p, {}, 0, 0};
    std::vector<std::vector<Move>> lines;
    help_lines(board, p, table, o, it, lines);
    it.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    it.solutions = static_cast<int>(lines.size());
    s.iterations.push_back(it);
    if (o.on_iteration) o.on_iteration(it);
    if (p == plies || (o.shortest && !lines.empty())) {
      s.lines = std::move(lines);
      s.solved_depth = s.lines.empty() ? 0 : p;
      break;
    }
  }
  if (o.set_play && !board.in_check() && plies > 1) {
    Board passed = board;
    passed.pass();
    Iteration it{plies - 1, {}, 0, 0};
    help_lines(passed, plies - 1, table, o, it, s.set_lines);
  }
}

}  // namespace

Solution solve(const Board& board, Stipulation stipulation, const SolveOptions& options) {
  Solution s;
  s.stipulation = stipulation;
  auto start = Clock::now();
  std::unique_ptr<ProofTable> own;
  ProofTable* table = options.table;
  if (!table) table = (own = std::make_unique<ProofTable>(options.hash_megabytes)).get();
  table->new_search();
  if (options.threads > 1) table->use_huge_pages();
  try {
    if (stipulation.genre == Genre::Help)
      solve_help(board, s, *table, options);
    else
      solve_battle(board, s, *table, options);
  } catch (const Stopped&) { s.stopped = true; }
  s.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return s;
}

}  // namespace veteran::problems
