// The game view: a person or an engine on each side (GameSession), the
// board, the players and their clocks, the moves (a list that scrolls and
// steps the board through the game), each engine's output as it thinks, and
// beside them the faces of the period machines the programs think on; paused
// while one thinks, its machine in the debugger. Its panels are laid out by
// game_layout from the window's size.
#pragma once

#include "gui/app/file_dialog.hpp"
#include "gui/app/view.hpp"
#include "gui/board/board_view.hpp"
#include "gui/debug/debugger_view.hpp"
#include "gui/gui_options.hpp"
#include "gui/play/game_session.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::gui {

class GameView : public View {
 public:
  // A bad time control or FEN throws here, before the window shows.
  explicit GameView(const GuiOptions& options);

  void draw(Frame& frame) override;
  void menu(Frame& frame) override;
  void set_speed(double speed) override;
  void hold_workers(bool held) override {
    open_dialog_.hold_worker(held);
    save_dialog_.hold_worker(held);
  }
  std::vector<std::pair<std::string, std::string>> shortcuts() const override;
  bool busy() const override { return session_ && session_->busy(); }
  uint64_t content_stamp() override;
  double emulated_seconds() override {
    const SessionView v = session_->view();
    return v.face_seconds[0] + v.face_seconds[1];
  }
  std::string said() const override { return session_ ? session_->view().status : ""; }
  std::optional<std::string> text_for(const std::string& step) override;

 private:
  GuiOptions options_;
  std::unique_ptr<GameSession> session_;
  BoardView board_;
  bool flipped_ = false;
  std::string fen_text_;
  // The new-game dialog's choices.
  std::vector<std::string> choices_;
  std::vector<std::string> missing_;  // for each choice, what its images lack ("" : it can play)
  int choice_[2] = {0, 0}, level_[2] = {0, 0};
  std::string tc_text_;
  bool new_game_wanted_ = false;
  DebuggerView debugger_view_;
  FileDialog open_dialog_{"Open PGN or EPD", "Open", {".pgn", ".epd"}}, save_dialog_{"Save PGN", "Save", {".pgn"}};
  // Stepping through the game: the ply the board shows (nullopt: the game as it stands).
  std::optional<size_t> shown_;
  size_t moves_seen_ = 0;  // the moves the list showed last frame (a new one scrolls it to the end)
  bool had_machines_ = false;
  // The machines panel with two faces: 0 the side thinking, 1 White's, 2 Black's, 3 both.
  int face_choice_ = 0;
  int last_thinking_ = 0;         // the side that thought last (the one shown between moves)
  bool scroll_to_shown_ = false;  // the arrow keys moved the board: the list follows

  void start_game(Frame* frame = nullptr);
  void new_game_dialog(Frame& f);
  void game_panel(Frame& f, const SessionView& v);
  void moves_panel(Frame& f, const SessionView& v);
  void output_panel(Frame& f, const SessionView& v);
  void machines_panel(Frame& f, const SessionView& v);
  void keys(const SessionView& v);
  void open_pgn(Frame& f, const std::string& file);
  // The position after `ply` moves of the game.
  static chess::Position position_at(const SessionView& v, size_t ply);
};

}  // namespace veteran::gui
