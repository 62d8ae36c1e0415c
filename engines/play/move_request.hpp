// The one way veteran asks an engine for a move: the tournament's games, a
// match, compare, and the window's games all go through ask_for_move. It
// sets the position, gives the engine the limits of its clock, times the
// search (the engine's emulated clock, else the wall clock), classifies
// every way a search can go wrong (a crash, a hang, a broken protocol, an
// illegal move, a flag that fell beyond the margin), and can be stopped from
// another thread (SearchStop), so that no caller waits on an engine that
// does not answer.
#pragma once

#include "chess/game.hpp"
#include "engines/engine.hpp"
#include "engines/play/time_control.hpp"

#include <atomic>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace veteran::engines {

// Stops searches from another thread (a window closing, an event cancelled,
// a move taken back). Shared by the searches of a game or of a whole event.
class SearchStop {
 public:
  // No new search starts; those running are abandoned (Engine::abandon_search: their answers are
  // not wanted, an external engine is killed at once).
  void stop();
  // Those running are told to stop; later searches go on as usual.
  void interrupt();
  bool stopped() const { return stopped_; }

 private:
  friend class SearchInProgress;
  std::atomic<bool> stopped_{false};
  std::mutex lock_;
  std::set<Engine*> searching_;
};

struct MoveRequest {
  Engine& engine;
  std::string name;                 // as messages and the PGN call it
  const chess::Game& game;          // the game so far; the engine plays the side to move
  Clock* clock = nullptr;           // the engine's clock, charged with the move (none: `limits` as given)
  const Clock* opponent = nullptr;  // the other side's, for the limits (with `clock`)
  SearchLimits limits{};            // without a clock: the limits to search under
  double time_margin = 0;           // seconds the engine may overstep its time (cutechess-cli's timemargin)
  SearchStop* stop = nullptr;       // lets another thread stop the search
};

struct MoveAnswer {
  enum class Outcome { move, resigns, illegal, time_forfeit, crashed, hung, protocol, failed, stopped };
  Outcome outcome = Outcome::failed;
  chess::Move move;    // the move (also an illegal one, to report it)
  double seconds = 0;  // the time it took, on the engine's clock
  std::optional<int> score_cp;
  std::optional<int> mate_plies;  // a mate as cutechess-cli reads it (SearchResult::mate_plies)
  int depth = 0;
  std::vector<SearchInfo> lines;  // with SearchLimits::multipv: the best lines, best first
  std::string reason;             // in words, for anything but a move
  std::string answer;             // protocol: what the engine sent instead of a move

  bool played() const { return outcome == Outcome::move; }
  // Whether the side to move loses by it (everything but a move or a stop).
  bool loses() const { return outcome != Outcome::move && outcome != Outcome::stopped; }
  // The PGN Termination tag of a loss ("time forfeit", "rules infraction", ...).
  std::string termination() const;
};

MoveAnswer ask_for_move(MoveRequest& request);

}  // namespace veteran::engines
