// `veteran gui --replay GAMES.pgn --compare A[,B]`: step through a game and,
// for each position, see what a period program and its native twin (or any
// two engines) choose, put to them by the same code as `veteran compare`
// (tournament::PositionComparer), agreement marked and disagreements listed.
#pragma once

#include "chess/pgn.hpp"
#include "gui/app/probes.hpp"
#include "gui/app/view.hpp"
#include "gui/board/board_view.hpp"
#include "tournament/compare.hpp"

#include <imgui.h>

#include <atomic>
#include <filesystem>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace veteran::gui {

class ReplayView : public View {
 public:
  // Reads the PGN (throws PgnError or "FILE: cannot read"); `a` and `b` are engine specs.
  ReplayView(const std::string& pgn_file, const std::string& a, const std::string& b, int level,
             std::vector<std::filesystem::path> rompath);
  ~ReplayView();
  ReplayView(const ReplayView&) = delete;
  ReplayView& operator=(const ReplayView&) = delete;

  void draw(Frame& f) override;
  bool busy() const override { return comparing(); }
  std::optional<std::string> text_for(const std::string& step) override {
    if (step == "save-compare") return report();
    if (step == "save-fen") return shown_fen();
    return std::nullopt;
  }
  bool comparing() const { return !done_; }
  // One line a position compared so far: "ply 3 agree e7e5 e7e5", as the window lists them.
  std::string report() const;
  // The position the board shows, as FEN.
  std::string shown_fen() const;

 private:
  std::vector<chess::PgnGame> games_;
  std::string spec_[2];
  tournament::CompareOptions options_;
  int game_ = 0, ply_ = 0;
  bool only_differ_ = false;  // < and > go to the disagreements only
  BoardView board_;
  mutable std::mutex mutex_;
  std::map<size_t, tournament::PositionVerdict> verdicts_;  // by ply, for game_
  std::string error_;
  std::atomic<bool> stop_{false}, done_{true};
  std::thread thread_;
  void start();   // compares every position of game_ on the thread
  void finish();  // stops and joins it
};

}  // namespace veteran::gui
