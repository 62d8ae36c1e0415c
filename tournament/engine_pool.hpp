// The engines one worker of the runner keeps between its games. An engine
// that finished a game cleanly plays its next one after new_game()
// (ucinewgame; xboard's force and ping, then new; a period program starts a
// new game in its machine as a person would) and is started afresh only
// after a crash, a hang or a protocol error, or when its entry asks for it
// (restart = "on", cutechess-cli's restart=on). Deterministic engines play
// the same games either way.
#pragma once

#include "engines/engine.hpp"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace veteran::tournament {

class EnginePool {
 public:
  // Makes the engine of entry `index`, to be numbered `number` (throws as make_engine does).
  using Maker = std::function<std::unique_ptr<engines::Engine>(int index, int number)>;
  // `numbers` counts the engines started by every pool of an event: each
  // engine's number, as cutechess-cli numbers its engine processes (0, 1, ...
  // in the order they start, White's before Black's; "Terminating process of
  // engine Crasher(2)"). None: numbered by this pool alone.
  explicit EnginePool(Maker make, std::atomic<int>* numbers = nullptr) : make_(std::move(make)), numbers_(numbers) {}

  // The engines of entries `white` and `black`: those kept, else new ones,
  // two new ones started side by side, with their numbers. An engine that
  // fails to start is null, with the reason in `errors`.
  void take(int white, int black, std::unique_ptr<engines::Engine> (&out)[2], std::string (&errors)[2],
            int (&numbers)[2]);
  // After a game: kept (with the number take gave it) if `keep` and the
  // engine can play again, else ended.
  void give_back(int index, std::unique_ptr<engines::Engine> engine, int number, bool keep);
  // Engines started so far.
  int started() const { return started_; }

 private:
  Maker make_;
  std::map<int, std::pair<std::unique_ptr<engines::Engine>, int>> kept_;  // by entry: the engine, its number
  std::atomic<int>* numbers_;
  std::atomic<int> own_numbers_{0};
  int started_ = 0;
};

}  // namespace veteran::tournament
