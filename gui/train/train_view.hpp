// `veteran gui --train LESSONS [--train-options "..."]`: PRO training PLAYER's
// weights (engines/native/player/pro), its learning curve drawn live as each
// pass ends (the expert's move's mean rank and the share of first choices),
// the weights by pass, and Stop. The same training as `veteran train`, read
// by the same options (cli/cmd_train.cpp), on a thread of its own.
#pragma once

#include "engines/native/player/pro.hpp"
#include "gui/app/view.hpp"

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace veteran::gui {

class TrainView : public View {
 public:
  TrainView(std::vector<engines::player::Lesson> lessons, const engines::player::Weights& start,
            const engines::player::TrainingOptions& options);
  ~TrainView() override;
  TrainView(const TrainView&) = delete;
  TrainView& operator=(const TrainView&) = delete;

  void draw(Frame& f) override;
  bool busy() const override { return !done_; }
  // "pass 3 of 8: first 233 (15.5%), mean rank 10.04", then "converged ..." or "stopped ...": for a script's expect.
  std::string said() const override;
  std::optional<std::string> text_for(const std::string& step) override;

 private:
  std::vector<engines::player::Lesson> lessons_;
  engines::player::Weights start_;
  engines::player::TrainingOptions options_;
  mutable std::mutex mutex_;
  std::vector<engines::player::Pass> passes_;  // as they end
  engines::player::Training result_;
  std::string error_;
  std::atomic<bool> stop_{false}, done_{false};
  std::thread thread_;
};

}  // namespace veteran::gui
