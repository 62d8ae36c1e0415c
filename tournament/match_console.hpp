// What the console shows while a match is played, one class a layout:
// veteran's own (a progress line a game on stderr, a summary at the end),
// cutechess-cli's and fastchess's (their lines on stdout, as their users'
// log parsers read them). The runner calls the same members at the same
// moments whatever the layout, and never asks which one it writes; every
// call but the engine I/O log's comes under the runner's lock.
#pragma once

#include "tournament/cutechess/engine_io_log.hpp"
#include "tournament/event.hpp"
#include "tournament/game_runner.hpp"
#include "tournament/statistics/match_report.hpp"

#include <cstddef>
#include <map>
#include <memory>
#include <ostream>
#include <string>

namespace veteran::tournament {

// A game just kept in the journal.
struct KeptGame {
  const JournalEntry& entry;
  const GameRecord& rec;
  const std::map<int, JournalEntry>& games;  // the journal's, this one among them
  const MatchTally* tally;                   // two engines: the count from the first engine's side
  size_t done;                               // games finished, this one among them
  SprtDecision decision;                     // the SPRT's verdict after this game
  double seconds;                            // since the run began
};

// The match as it ended, for the layout's last words.
struct MatchEnd {
  const Journal& journal;
  bool temporary_journal;  // kept in a folder removed at the end: not resumable, not named
  size_t played_before;    // games in the journal before this run
  int starts;              // engine processes started
  double seconds;          // since the run began
  std::string last_lines;  // what kept() held back from the game that ended the match
};

class MatchConsole {
 public:
  MatchConsole(const Event& ev, std::ostream& out, std::ostream& progress) : ev_(ev), out_(out), progress_(progress) {}
  virtual ~MatchConsole() = default;
  MatchConsole(const MatchConsole&) = delete;
  MatchConsole& operator=(const MatchConsole&) = delete;

  // The engines' I/O log (engine_log, -debug): where "-" writes it, and its layout.
  virtual std::ostream& io_stream() { return progress_; }
  virtual EngineIoLog::Layout io_layout() const { return EngineIoLog::Layout::veteran; }
  // How the I/O log names an engine until the engine says its own name.
  virtual std::string name_before_start(const EngineEntry& entry) const { return entry.name; }
  // Whether external engines' warnings are printed (engine_warning), as the layout's own.
  virtual bool prints_engine_warnings() const { return false; }
  void engine_warning(const std::string& line) { progress_ << "Warning: " << line << "\n" << std::flush; }

  // Before the first game of a match not begun before.
  virtual void opening() {}
  // Game `number`'s engines have both started.
  virtual void started(int /*number*/, const ScheduledGame& /*game*/) {}
  // An engine did not start (`process` its number): true when the match ends there.
  virtual bool failed_to_start(const EngineEntry& /*failed*/, int /*process*/) { return false; }
  // An engine lost game by a crash or a stall, and its process was ended.
  virtual void terminated(const std::string& /*engine*/, int /*process*/) {}
  // Without -recover, game `number` ends the match: an engine crashed or stalled in it.
  virtual void ends_by_engine(int /*number*/, const JournalEntry& /*entry*/, const GameRecord& /*rec*/) {}
  // The SPRT's verdict after a game (two engines): on the games, as veteran and cutechess-cli decide.
  virtual SprtDecision sprt(const MatchTally& tally, const SprtSettings& settings) const {
    return sprt_state(tally, settings);
  }
  // A game kept. `last`: the match ends with it; a layout may hold lines back for finished(), returned here.
  virtual std::string kept(const KeptGame& game, bool last) = 0;
  // A decided SPRT stops the match after `done` games.
  virtual void sprt_stops(SprtDecision /*decision*/, size_t /*done*/) {}
  // The match is over, every game kept.
  virtual void finished(const MatchEnd& end) = 0;

 protected:
  const Event& ev_;
  std::ostream& out_;
  std::ostream& progress_;
};

// The event's layout (its config's `output`).
std::unique_ptr<MatchConsole> make_match_console(const Event& ev, std::ostream& out, std::ostream& progress);

}  // namespace veteran::tournament
