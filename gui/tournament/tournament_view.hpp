// `veteran gui --tournament CONFIG.lua`: the tournament runner (the same code
// as `veteran tournament`, same PGN and journal, --resume) on a thread of its
// own, watched: the games in progress on small boards with their latest
// moves, and the crosstable and ratings as each game ends.
#pragma once

#include "chess/game.hpp"
#include "engines/play/move_request.hpp"
#include "gui/app/probes.hpp"
#include "gui/app/view.hpp"
#include "tournament/config.hpp"
#include "tournament/journal.hpp"
#include "tournament/runner.hpp"

#include <imgui.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

namespace veteran::gui {

class TournamentView : public View {
 public:
  // Starts the event; throws what loading the config throws.
  TournamentView(const std::string& config_file, bool resume, std::vector<std::filesystem::path> rompath);
  ~TournamentView();
  TournamentView(const TournamentView&) = delete;
  TournamentView& operator=(const TournamentView&) = delete;

  void draw(Frame& f) override;
  uint64_t content_stamp() override;
  bool busy() const override { return running(); }
  std::string said() const override { return standings(); }
  std::optional<std::string> text_for(const std::string& step) override {
    if (step == "save-standings") return standings();
    return std::nullopt;
  }
  bool running() const { return !done_; }
  // The crosstable and ratings the window shows (the runner's own report).
  std::string standings() const;
  // The runner's exit status once it is done.
  int status() const { return status_; }

 private:
  struct Live {
    std::string white, black;
    chess::Game game;
    std::vector<std::string> san;
    double used[2] = {0, 0};  // each side's time so far (emulated seconds for a period program)
    std::string machines[2];  // the period machine each side thinks on ("" : none seen)
    emu::Face faces[2];
  };
  tournament::TournamentConfig config_;
  std::vector<std::string> names_;
  tournament::TournamentWatch watch_;
  mutable std::mutex mutex_;
  std::map<int, Live> live_;
  std::map<int, tournament::JournalEntry> finished_;
  size_t scheduled_ = 0;        // the games this run plays in all (0: not known yet)
  size_t finished_before_ = 0;  // of them, played by an earlier run (--resume)
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  // The window's side: a game watched large (live) or replayed (finished), and the ply shown.
  std::optional<int> watched_, replayed_;
  int replay_ply_ = 0;
  void games_panel(Frame& f, const std::map<int, Live>& live, const std::map<int, tournament::JournalEntry>& done);
  void standings_panel(Frame& f, const std::map<int, tournament::JournalEntry>& done, const std::string& progress,
                       bool machines);
  void machines_panel(Frame& f, const std::map<int, Live>& live);
  // The standings' height over the machines' panel: two fifths of the area's.
  static float standings_height(float area_height) { return std::floor(area_height * 0.4f); }
  // The runner's report and progress lines, written on its thread, shown in the window.
  class SharedText : public std::streambuf {
   public:
    std::string text() const {
      std::lock_guard lock(mutex_);
      return text_;
    }

   protected:
    int overflow(int c) override {
      std::lock_guard lock(mutex_);
      if (c != EOF) text_ += static_cast<char>(c);
      return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
      std::lock_guard lock(mutex_);
      text_.append(s, static_cast<size_t>(n));
      return n;
    }

   private:
    mutable std::mutex mutex_;
    std::string text_;
  };
  SharedText out_text_, progress_text_;
  std::ostream out_{&out_text_}, progress_{&progress_text_};
  std::atomic<bool> done_{false};
  std::atomic<int> status_{0};
  engines::SearchStop stop_;  // closing the view stops the event: games in play end unfinished
  std::thread thread_;
};

}  // namespace veteran::gui
