// A chess engine as a child process: a program and its arguments with its standard
// input and output on pipes. Lines are read with a deadline, so an engine
// that stops answering is noticed; the process group is killed on the way
// out, so an engine's own children do not linger.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace veteran::engines {

class Process {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts the program argv[0] (looked up in PATH) with its arguments, no
  // shell between, in `directory` (empty: the current one). Throws
  // std::runtime_error if it cannot be started. Its standard error is ours,
  // or added to `stderr_file`.
  explicit Process(const std::vector<std::string>& argv, const std::string& directory = {},
                   const std::string& stderr_file = {});
  ~Process();
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;

  // Sends a line; false if the process no longer reads (it died).
  bool send(const std::string& line);
  // The next line, without its end; nullopt at end of output (the process
  // closed it or died) — then exited() says so — when `deadline` passes, or
  // when wake() was called (then `*woken` is set true).
  std::optional<std::string> read_line(Clock::time_point deadline, bool* woken = nullptr);
  // Makes a read_line() waiting on another thread return at once. Safe from
  // any thread (the one thing that is).
  void wake();
  bool at_end() const { return eof_; }

  // Whether the process has ended, and how ("exit status 1", "signal 11").
  bool exited();
  std::string exit_description();
  // Asks politely (closes its input), waits up to `grace`, then kills the group.
  void stop(std::chrono::milliseconds grace);

  // Kills every engine process group still running: for a program that is
  // interrupted (SIGINT, SIGTERM), so that no engine outlives it. Safe to
  // call from a signal handler.
  static void kill_all();
  // Installs handlers for SIGINT and SIGTERM that do kill_all() and then
  // let the signal end the program as it would have.
  static void kill_all_on_interrupt();

 private:
  int pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  int wake_ = -1;  // an eventfd wake() writes to
  std::string buffer_;
  bool eof_ = false;
  bool reaped_ = false;
  int status_ = 0;
};

}  // namespace veteran::engines
