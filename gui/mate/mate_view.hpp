// `veteran gui --mate FEN --stipulation S`: a problem set up by FEN and
// stipulation, solved on a thread by the same solver as `veteran mate`, its
// keys and solution tree (or a helpmate's lines) listed, and any move of the
// tree shown on the board by clicking it.
#pragma once

#include "gui/app/view.hpp"
#include "gui/board/board_view.hpp"
#include "problems/solve/solver.hpp"

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace veteran::gui {

class MateView : public View {
 public:
  // Starts solving at once when both are given and valid; else says why.
  MateView(const std::string& fen, const std::string& stipulation, int threads);
  ~MateView() override;
  MateView(const MateView&) = delete;
  MateView& operator=(const MateView&) = delete;

  void draw(Frame& frame) override;
  bool busy() const override { return solving_.load(); }
  // "key: Qd8 (#2)" and the line shown ("shown: Qd8 Kc5"), "no solution in #2", "solving", or the error.
  std::string said() const override;
  // save-solution: the solution as `veteran mate` prints it.
  std::optional<std::string> text_for(const std::string& step) override;

 private:
  char fen_[160] = {}, stipulation_[16] = {};
  int threads_ = 1;
  BoardView board_;
  std::thread thread_;
  std::atomic<bool> stop_{false}, solving_{false};
  mutable std::mutex mutex_;
  std::optional<problems::Solution> solution_;  // of solved_fen_, guarded by mutex_
  std::string solved_fen_, error_;
  std::vector<problems::Move> path_;  // the moves from the problem to the position shown
  Probes* probes_ = nullptr;          // this frame's, while drawing

  void start();
  void finish();
  void draw_tree(const problems::Board& before, const problems::Play& play, int number, bool key,
                 std::vector<problems::Move>& path);
};

}  // namespace veteran::gui
