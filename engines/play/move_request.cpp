#include "engines/play/move_request.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace veteran::engines {

// The engine known to the stop while it searches.
class SearchInProgress {
 public:
  SearchInProgress(SearchStop* stop, Engine& engine) : stop_(stop), engine_(engine) {
    if (!stop_) return;
    std::lock_guard guard(stop_->lock_);
    stop_->searching_.insert(&engine_);
  }
  ~SearchInProgress() {
    if (!stop_) return;
    std::lock_guard guard(stop_->lock_);
    stop_->searching_.erase(&engine_);
  }
  SearchInProgress(const SearchInProgress&) = delete;
  SearchInProgress& operator=(const SearchInProgress&) = delete;

 private:
  SearchStop* stop_;
  Engine& engine_;
};

void SearchStop::interrupt() {
  std::lock_guard guard(lock_);
  for (auto* engine : searching_) engine->stop_search();
}

void SearchStop::stop() {
  stopped_ = true;
  std::lock_guard guard(lock_);
  for (auto* engine : searching_) engine->abandon_search();
}

std::string MoveAnswer::termination() const {
  switch (outcome) {
    case Outcome::time_forfeit: return "time forfeit";
    case Outcome::illegal:
    case Outcome::protocol: return "rules infraction";
    case Outcome::hung: return "stalled connection";
    case Outcome::resigns: return "normal";
    case Outcome::stopped: return "unterminated";
    default: return "abandoned";
  }
}

MoveAnswer ask_for_move(MoveRequest& r) {
  MoveAnswer a;
  const chess::Color side = r.game.position().side_to_move();
  SearchLimits limits = r.limits;
  if (r.clock) r.clock->fill(limits, side == chess::White, r.opponent ? *r.opponent : *r.clock);
  SearchResult result;
  try {
    // The position first (it clears a stop left from an earlier search),
    // then the search is made known to whoever may stop it.
    r.engine.set_position(r.game.start_fen(), r.game.moves());
    SearchInProgress known(r.stop, r.engine);
    if (r.stop && r.stop->stopped()) {
      a.outcome = MoveAnswer::Outcome::stopped;
      a.reason = r.name + " was not asked: the search was stopped before it began";
      return a;
    }
    const auto t0 = std::chrono::steady_clock::now();
    result = r.engine.go(limits);
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    a.seconds = r.engine.emulated_time() ? result.seconds : wall;
  } catch (const engines::EngineFailure& e) {
    using K = engines::EngineFailure::Kind;
    a.outcome = e.kind == K::crashed    ? MoveAnswer::Outcome::crashed
                : e.kind == K::hung     ? MoveAnswer::Outcome::hung
                : e.kind == K::protocol ? MoveAnswer::Outcome::protocol
                                        : MoveAnswer::Outcome::stopped;
    a.reason = e.what();
    a.answer = e.answer;
    return a;
  } catch (const std::exception& e) {
    a.outcome = r.stop && r.stop->stopped() ? MoveAnswer::Outcome::stopped : MoveAnswer::Outcome::failed;
    a.reason = r.name + " failed: " + e.what();
    return a;
  }
  a.move = result.move;
  // A mate in moves on the runner's scale (as the UCI client gives it).
  if (result.score_mate && *result.score_mate != 0)
    a.score_cp = *result.score_mate > 0 ? 100000 - *result.score_mate : -100000 - *result.score_mate;
  else
    a.score_cp = result.score_cp;
  a.mate_plies = result.mate_plies;
  if (!a.mate_plies && result.score_mate && *result.score_mate != 0)
    a.mate_plies = engines::mate_plies_of(*result.score_mate);
  a.lines = std::move(result.lines);
  a.depth = result.depth ? result.depth : r.engine.level();
  if (r.stop && r.stop->stopped()) {  // an answer to "stop now" is no move of the game
    a.outcome = MoveAnswer::Outcome::stopped;
    a.reason = r.name + " was stopped";
    return a;
  }
  if (result.resigns) {
    a.outcome = MoveAnswer::Outcome::resigns;
    a.reason = r.name + " resigns";
    return a;
  }
  const auto legal = r.game.position().legal_moves();
  if (std::find(legal.begin(), legal.end(), result.move) == legal.end()) {
    a.outcome = MoveAnswer::Outcome::illegal;
    a.reason = r.name + " played an illegal move: " + result.move.uci();
    return a;
  }
  // A fixed time a move binds engines timed by the wall clock, as in
  // cutechess-cli; for a period program, which has no clock of its own, it
  // only chooses the level, and its emulated clock is checked with clocks.
  if (r.clock && !r.clock->spend(a.seconds, r.time_margin, !r.engine.emulated_time())) {
    char text[200];
    std::snprintf(text, sizeof text, " lost on time (%.3fs used, %s)", a.seconds, r.clock->control().text().c_str());
    a.outcome = MoveAnswer::Outcome::time_forfeit;
    a.reason = r.name + text;
    return a;
  }
  a.outcome = MoveAnswer::Outcome::move;
  return a;
}

}  // namespace veteran::engines
