// The game view: a person or an engine on each side (GameSession), the
// board, the moves, the clocks, the new-game dialog, and beside them the
// faces of the period machines the programs think on; paused while one
// thinks, its machine in the debugger.
#pragma once

#include "veteran/gui/app/view.hpp"
#include "veteran/gui/board/board_view.hpp"
#include "veteran/gui/debug/debugger_view.hpp"
#include "veteran/gui/gui_app.hpp"
#include "veteran/gui/play/game_session.hpp"

#include <memory>
#include <string>
#include <vector>

namespace veteran::gui {

class GameView : public View {
 public:
  // A bad time control or FEN throws here, before the window shows.
  explicit GameView(const GuiOptions& options);

  void draw(Frame& frame) override;
  bool busy() const override { return session_ && session_->busy(); }
  std::string said() const override { return session_ ? session_->view().status : ""; }
  std::optional<std::string> text_for(const std::string& step) override;

 private:
  GuiOptions options_;
  std::unique_ptr<GameSession> session_;
  BoardView board_;
  bool flipped_ = false;
  std::string pgn_file_ = "veteran-game.pgn", fen_text_;
  // The new-game dialog's choices.
  std::vector<std::string> choices_;
  int choice_[2] = {0, 0}, level_[2] = {0, 0};
  std::string tc_text_;
  DebuggerView debugger_view_;

  void start_game();
  void new_game_dialog(Frame& f);
};

}  // namespace veteran::gui
