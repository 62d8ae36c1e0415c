// LatestWorker (gui/app/latest_worker.hpp): the ROM folders dialog audits on
// it as a path is typed. Requests made while one is worked on collapse into
// the latest; only its result is given; the window never waits. The work
// here waits for the test's word, so nothing depends on the clock.
#include "gui/app/latest_worker.hpp"

#include <catch2/catch.hpp>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using veteran::gui::LatestWorker;

namespace {

// Work that records what it was given and ends when the test lets it.
struct Gate {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::string> begun;
  int allowed = 0, finished = 0;
  std::string work(const std::string& input) {
    std::unique_lock lock(mutex);
    begun.push_back(input);
    changed.notify_all();
    changed.wait(lock, [&] { return allowed > finished; });
    ++finished;
    changed.notify_all();
    return "found in " + input;
  }
  void wait_begun(size_t n) {
    std::unique_lock lock(mutex);
    changed.wait(lock, [&] { return begun.size() >= n; });
  }
  void allow_one() {
    std::lock_guard lock(mutex);
    ++allowed;
    changed.notify_all();
  }
  void wait_finished(int n) {
    std::unique_lock lock(mutex);
    changed.wait(lock, [&] { return finished >= n; });
  }
};

}  // namespace

TEST_CASE("latest worker: requests typed while one runs collapse into the latest", "[gui][threads]") {
  Gate gate;
  LatestWorker<std::string, std::string> worker([&](const std::string& in) { return gate.work(in); });
  CHECK_FALSE(worker.busy());
  worker.request("/");
  gate.wait_begun(1);  // "/" is being worked on: the window goes on
  CHECK(worker.busy());
  CHECK_FALSE(worker.take());
  worker.request("/h");   // waits
  worker.request("/ho");  // replaces it: "/h" is never worked on
  gate.allow_one();       // "/" ends; its result is not the one asked for
  gate.wait_begun(2);
  CHECK(worker.busy());
  CHECK_FALSE(worker.take());
  gate.allow_one();
  gate.wait_finished(2);
  // The result lands just after the work returns: looked at until it is there.
  std::optional<std::string> result;
  while (!(result = worker.take())) std::this_thread::yield();
  CHECK(*result == "found in /ho");
  CHECK_FALSE(worker.busy());
  CHECK_FALSE(worker.take());  // given once
  std::lock_guard lock(gate.mutex);
  CHECK(gate.begun == std::vector<std::string>{"/", "/ho"});
}
