#include "engines/native/mate_engine.hpp"

#include "engines/programs.hpp"
#include "problems/board/board.hpp"
#include "problems/solve/solver.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace veteran::engines {

namespace {

// The main line of a solution: the key, then the defence that holds out
// longest, the answer to it, and so on to the mate.
std::vector<problems::Move> main_line(const problems::Play& key) {
  std::vector<problems::Move> line{key.move};
  const problems::Play* p = &key;
  while (p && !p->defences.empty()) {
    const problems::Defence* longest = nullptr;
    int left = -1;
    for (const auto& d : p->defences)
      if (!d.answers.empty() && d.answers.front().moves_left > left) {
        left = d.answers.front().moves_left;
        longest = &d;
      }
    if (!longest) break;
    line.push_back(longest->move);
    line.push_back(longest->answers.front().move);
    p = &longest->answers.front();
  }
  return line;
}

// Raises `stop` after `seconds` unless cancelled first.
class Timer {
 public:
  Timer(std::atomic<bool>& stop, double seconds) {
    if (seconds <= 0) return;
    thread_ = std::thread([this, &stop, seconds] {
      std::unique_lock lock(mutex_);
      if (!cv_.wait_for(lock, std::chrono::duration<double>(seconds), [this] { return done_; })) stop.store(true);
    });
  }
  ~Timer() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
};

}  // namespace

NativeMate::NativeMate() : table_(std::make_unique<problems::ProofTable>(64)) {}

std::string NativeMate::author() const { return engines::program("mate@native").author; }

void NativeMate::set_position(const std::string& fen, const std::vector<chess::Move>& moves) {
  chess::Position p(fen);
  for (const auto& m : moves) p.play(m);
  position_ = p;
  stop_.store(false);  // a new search: a stop asked before it is over (as every engine's)
}

SearchResult NativeMate::go(const SearchLimits& limits) {
  auto start = std::chrono::steady_clock::now();
  SearchResult result;
  auto legal = position_.legal_moves();
  if (legal.empty()) throw std::runtime_error("no legal move in " + position_.fen());
  // Deterministic when no mate is found: the first legal move in UCI order.
  result.move = *std::min_element(legal.begin(), legal.end(),
                                  [](const chess::Move& a, const chess::Move& b) { return a.uci() < b.uci(); });

  // How many moves to look for: "go mate N", or the plies of "go depth",
  // else as deep as the time allows (iterative deepening, G.M.S.'s way).
  int moves = limits.mate > 0 ? limits.mate : limits.depth > 0 ? (limits.depth + 1) / 2 : 0;
  double budget = move_budget(limits, position_.side_to_move());
  if (moves == 0) moves = budget > 0 ? problems::kMaxMoves : kDefaultMoves;
  moves = std::min(moves, problems::kMaxMoves);

  problems::Board board(position_.fen());
  problems::SolveOptions o;
  o.shortest = true;
  o.table = table_.get();
  o.stop = &stop_;
  o.threads = 1;
  // Asked to play a game, it answers within its time: the search is stopped
  // with a tenth of the time (at least 50 ms) left for the stop to take
  // effect and the answer to travel (it lost on time at st=30 by 11 ms when
  // it searched the whole 30 s).
  const double search_time = std::max(0.001, std::min(budget * 0.9, budget - 0.05));
  Timer timer(stop_, limits.mate > 0 || limits.depth > 0 || budget <= 0 ? 0 : search_time);
  problems::Solution s = problems::solve(board, problems::Stipulation{problems::Genre::Direct, moves, false}, o);
  result.depth = s.iterations.empty() ? 0 : 2 * s.iterations.back().depth - 1;
  if (s.solved_depth > 0 && !s.keys.empty()) {
    result.move = position_.parse_uci(s.keys.front().uci());
    result.score_mate = s.solved_depth;
    if (!s.trees.empty()) {
      chess::Position walk = position_;
      for (auto m : main_line(s.trees.front())) {
        auto cm = walk.parse_uci(m.uci());
        result.pv.push_back(cm);
        walk.play(cm);
      }
    }
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace veteran::engines
