#include "tournament/engine_pool.hpp"

#include <future>

namespace veteran::tournament {

void EnginePool::take(int white, int black, std::unique_ptr<engines::Engine> (&out)[2], std::string (&errors)[2],
                      int (&numbers)[2]) {
  const int index[2] = {white, black};
  bool fresh[2] = {false, false};
  std::atomic<int>& counter = numbers_ ? *numbers_ : own_numbers_;
  for (int i = 0; i < 2; ++i) {
    auto kept = kept_.find(index[i]);
    if (kept != kept_.end()) {
      out[i] = std::move(kept->second.first);
      numbers[i] = kept->second.second;
      kept_.erase(kept);
    } else {
      fresh[i] = true;
      numbers[i] = counter.fetch_add(1);  // numbered before they start: White's first
    }
  }
  auto start = [&](int i) {
    try {
      out[i] = make_(index[i], numbers[i]);
    } catch (const std::exception& e) { errors[i] = e.what(); }
  };
  // An engine's start is mostly waiting for it (a process's handshake, a
  // machine's boot): the second waits beside the first.
  std::future<void> second;
  if (fresh[0] && fresh[1])
    second = std::async(std::launch::async, start, 1);
  else if (fresh[1])
    start(1);
  if (fresh[0]) start(0);
  if (second.valid()) second.get();
  for (int i = 0; i < 2; ++i) started_ += fresh[i] && out[i];
}

void EnginePool::give_back(int index, std::unique_ptr<engines::Engine> engine, int number, bool keep) {
  if (engine && keep && engine->can_play_again()) kept_[index] = {std::move(engine), number};
}

}  // namespace veteran::tournament
