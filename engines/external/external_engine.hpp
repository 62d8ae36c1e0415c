// External chess engines (Fairy-Max, GNU Chess, Stockfish, ...) as Engines:
// a child process spoken to in xboard/CECP or UCI. The clients are lenient
// with the habits of old engines (no ping, no feature negotiation, "Illegal
// move" replies, "computer resigns", bare moves, SAN or coordinates) and
// strict about what loses a game: a dead process, a process that stops
// answering, an answer that is not a move.
#pragma once

#include "engines/engine.hpp"
#include "engines/external/process.hpp"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::engines {

struct ExternalSpec {
  std::string name;                            // as the tournament calls it ("" : what the engine says)
  std::string command;                         // the program, and arguments split at spaces (no shell)
  std::vector<std::string> arguments;          // further arguments, each as it is
  bool shell = false;                          // run `command` as a line of /bin/sh instead (opt-in)
  std::string protocol;                        // "xboard" or "uci"
  std::string directory;                       // working directory ("" : the current one)
  std::string stderr_file;                     // the engine's standard error is added to it ("" : ours)
  std::map<std::string, std::string> options;  // UCI setoption / xboard "option NAME=VALUE"
  std::vector<std::string> init;               // extra lines sent after the handshake ("sd 4", ...)
  double startup_seconds = 10;                 // time allowed for the handshake
  double hang_seconds = 0;                     // extra wall time a move may take before it is a hang (0: automatic)
  // Called with every line sent ("> ...") and read ("< ..."), for an I/O log.
  std::function<void(const std::string&)> io_log;
  // Called with what the client works around while the engine plays ("X does not support the
  // setboard command, using the edit command now"), as cutechess-cli warns of it.
  std::function<void(const std::string&)> warn;
  // Set by its owner when the engine is not wanted any more (a window closing while it starts or
  // thinks): a wait for it ends within 100 ms and the engine is killed.
  std::shared_ptr<const std::atomic<bool>> abandon;
};

class ExternalEngine : public Engine {
 public:
  ~ExternalEngine() override;
  std::string name() const override { return name_; }
  std::string author() const override { return author_; }
  std::string machine() const override { return "external"; }
  bool accepts_any_position() const override { return true; }
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override;
  // Not after a crash, a hang or a protocol error: what the process holds is then unknown.
  bool can_play_again() const override { return !failed_ && !process_->at_end(); }
  void stop_search() override;
  void abandon_search() override;
  // The engine's log: every line sent (">") and received ("<"), for error reports.
  const std::vector<std::string>& transcript() const { return transcript_; }
  // What the engine refused while it was set up (an option it does not
  // have, a value out of range): the runner warns rather than let it pass.
  const std::vector<std::string>& warnings() const { return warnings_; }

 protected:
  explicit ExternalEngine(const ExternalSpec& spec);
  ExternalSpec spec_;
  std::unique_ptr<Process> process_;
  std::string name_, author_;
  std::string fen_ = chess::Position::kStartFen;
  bool chess960_ = false;  // the game is Fischer random chess (set_chess960)
  std::vector<chess::Move> moves_;
  std::vector<std::string> transcript_;
  std::vector<std::string> warnings_;
  mutable bool failed_ = false;  // set with every EngineFailure thrown
  std::atomic<bool> stop_requested_{false}, abandoned_{false};
  std::optional<Process::Clock::time_point> stop_deadline_;  // since a stop was sent: the engine's last moment
  // The line that asks the engine for its move now ("stop", "?").
  virtual std::string stop_command() const = 0;
  // Keeps a line sent or read in the transcript and the I/O log.
  void note(const char* direction, const std::string& line);
  // Whether a line an engine printed while being set up reads as a refusal
  // ("No such option", "Error (...)", "info string ... error ...").
  static bool refusal(const std::string& line);

  void send(const std::string& line);
  // The next line before `deadline`; throws EngineFailure if the engine died
  // (crashed) or the deadline passed (hung), naming `waiting_for`. Told to
  // stop (stop_search), it sends stop_command() and waits kStopGraceSeconds
  // more for the answer, then kills the engine (EngineFailure stopped).
  std::string receive(Process::Clock::time_point deadline, const std::string& waiting_for);
  Process::Clock::time_point deadline_in(double seconds) const;
  // The wall time a search under `limits` may take before it counts as a hang.
  double move_deadline_seconds(const SearchLimits& limits, chess::Color side) const;
  // A move as the engine wrote it (coordinates or SAN) in the current position.
  chess::Move parse_move(const std::string& text) const;
  chess::Position current_position() const;
  // `answer`: what it sent where a move belonged, if that is the fault.
  [[noreturn]] void protocol_error(const std::string& what, const std::string& answer = "");
};

std::unique_ptr<ExternalEngine> start_external_engine(const ExternalSpec& spec);

// The program and its arguments `spec` starts: `command` split at spaces and
// `arguments`, or /bin/sh -c `command` when `shell` is set.
std::vector<std::string> command_line(const ExternalSpec& spec);

}  // namespace veteran::engines
