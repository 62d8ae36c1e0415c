// A search running beside the command loop: the loop goes on reading while
// the engine thinks, so that a GUI's "stop" (UCI) or "?" (xboard) reaches the
// engine at once, "isready" is answered during a search as UCI asks, and
// "quit" ends the session without waiting for the move.
//
// The search's answer (its lines: info, bestmove or move) is sent when the
// search ends, or held until release() while the GUI still counts the search
// as going on (UCI's "go infinite" and "go ponder" end only with "stop" or
// "ponderhit"). Lines are sent under one lock, so the loop's own answers
// ("readyok") never cut into them.
#pragma once

#include "engines/engine.hpp"

#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace veteran::engines {

// What a search ends with: the lines to send, and what the session takes
// from it (xboard: the move played in its game), done only if the search
// was not abandoned.
struct SearchAnswer {
  std::vector<std::string> lines;
  std::function<void()> commit;
};

class SearchThread {
 public:
  using Send = std::function<void(const std::string&)>;

  SearchThread(Engine& engine, Send send) : engine_(engine), send_(std::move(send)) {}
  ~SearchThread() {
    stop();
    finish();
  }
  SearchThread(const SearchThread&) = delete;
  SearchThread& operator=(const SearchThread&) = delete;

  // Starts `search` on its own thread, after the last one ended. With
  // `hold`, its lines wait for release().
  void start(std::function<SearchAnswer()> search, bool hold) {
    finish();
    {
      std::lock_guard lock(mutex_);
      held_.clear();
      hold_ = hold;
      abandoned_ = false;
    }
    thread_ = std::thread([this, search = std::move(search)] {
      SearchAnswer answer = search();
      std::lock_guard lock(mutex_);
      if (abandoned_) return;
      if (answer.commit) answer.commit();
      if (hold_)
        held_ = std::move(answer.lines);
      else
        for (const auto& line : answer.lines) send_(line);
    });
  }
  bool running() const { return thread_.joinable(); }
  // Asks the engine to end its search now (its best so far, else no move).
  void stop() {
    if (running()) engine_.stop_search();
  }
  // Sends the answer as soon as there is one (now, if it is held).
  void release() {
    std::lock_guard lock(mutex_);
    hold_ = false;
    for (const auto& line : held_) send_(line);
    held_.clear();
  }
  // Waits for the search to end.
  void finish() {
    if (thread_.joinable()) thread_.join();
  }
  // Ends the search and drops its answer (xboard's "new", "force" or
  // "undo" while the engine thinks: the move it was making is not played).
  void abandon() {
    {
      std::lock_guard lock(mutex_);
      abandoned_ = true;
      held_.clear();
    }
    stop();
    finish();
  }
  // The session ends: on "quit" the search stops at once; at the end of
  // the input its answer is waited for and sent.
  void end_session(bool quit) {
    if (quit) stop();
    finish();
    if (!quit) release();
  }
  // A line from the command loop, never inside the search's answer.
  void send(const std::string& line) {
    std::lock_guard lock(mutex_);
    send_(line);
  }

 private:
  Engine& engine_;
  Send send_;
  std::thread thread_;
  std::mutex mutex_;
  std::vector<std::string> held_;
  bool hold_ = false, abandoned_ = false;
};

}  // namespace veteran::engines
