// Work the window must not wait for (a ROM audit of folders as they are
// typed, a file scan), done on a thread of its own, the latest request only:
// a request made while one is worked on waits, replaced by any later one, so
// typing a path never queues an audit a keystroke; the window asks each
// frame for the result of the latest request and draws "looking..." while
// there is none. The work must end by itself (the ROM library's walk is
// bounded: 50,000 entries, twelve folders deep; a folder's listing: 10,000
// entries); the destructor waits for it.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace veteran::gui {

template <class Input, class Output>
class LatestWorker {
 public:
  explicit LatestWorker(std::function<Output(const Input&)> work)
      : work_(std::move(work)), thread_([this] { loop(); }) {}
  ~LatestWorker() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
  LatestWorker(const LatestWorker&) = delete;
  LatestWorker& operator=(const LatestWorker&) = delete;

  // Asks for `input`'s result; an earlier request not yet begun is dropped,
  // and the result of one being worked on is not given.
  void request(Input input) {
    {
      std::lock_guard lock(mutex_);
      pending_ = std::move(input);
      ++wanted_;
      result_.reset();
    }
    wake_.notify_all();
  }
  // The latest request's result, once (nothing while it is worked on).
  std::optional<Output> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(result_, std::nullopt);
  }
  // Whether a request has no result yet.
  bool busy() const {
    std::lock_guard lock(mutex_);
    return done_ != wanted_;
  }
  // Held, the worker starts no work until let go (a request then waits as behind slow work):
  // for a script to show that the window goes on while a worker takes long (`hold-workers`).
  void hold(bool held) {
    {
      std::lock_guard lock(mutex_);
      held_ = held;
    }
    wake_.notify_all();
  }

 private:
  void loop() {
    std::unique_lock lock(mutex_);
    for (;;) {
      wake_.wait(lock, [this] { return stopping_ || (pending_ && !held_); });
      if (stopping_) return;
      Input input = std::move(*pending_);
      pending_.reset();
      const unsigned long long asked = wanted_;
      lock.unlock();
      Output output = work_(input);
      lock.lock();
      if (asked == wanted_) {  // no later request: this is the one the window waits for
        result_ = std::move(output);
        done_ = asked;
      }
    }
  }

  std::function<Output(const Input&)> work_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Input> pending_;
  std::optional<Output> result_;
  unsigned long long wanted_ = 0, done_ = 0;
  bool stopping_ = false, held_ = false;
  std::thread thread_;  // last: started once the rest is made
};

}  // namespace veteran::gui
