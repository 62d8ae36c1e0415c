#include "veteran/gui/play/game_view.hpp"

#include "veteran/emu/debug/debugger.hpp"
#include "veteran/engines/programs.hpp"
#include "veteran/engines/registry/make_engine.hpp"
#include "veteran/gui/app/widgets.hpp"
#include "veteran/gui/faces/face_view.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace veteran::gui {
namespace {

// The choices of the new-game dialog: a person, each program, and the
// external engines Debian installs when they are there.
std::vector<std::string> player_choices(const std::vector<std::filesystem::path>& rompath) {
  std::vector<std::string> choices = {""};
  for (const auto& p : engines::period_programs())
    if (engines::program_available(p.id, rompath)) choices.push_back(p.id);
  for (const char* external : {"uci:stockfish", "xboard:fairymax", "xboard:gnuchess"}) {
    std::string command = std::string(external).substr(std::string(external).find(':') + 1);
    if (!engines::find_command(command).empty()) choices.push_back(external);
  }
  return choices;
}

}  // namespace

GameView::GameView(const GuiOptions& options) : options_(options) { start_game(); }

void GameView::start_game() {
  SessionSettings s;
  s.white = options_.white;
  s.black = options_.black;
  s.white_level = options_.white_level;
  s.black_level = options_.black_level;
  s.tc = options_.tc;
  s.fen = options_.fen;
  s.rompath = options_.rompath;
  s.images = options_.images;
  s.speed = options_.speed;
  session_ = std::make_unique<GameSession>(s);
  flipped_ = options_.white.empty() ? false : options_.black.empty();
  tc_text_ = options_.tc;
}

std::optional<std::string> GameView::text_for(const std::string& step) {
  if (step == "save-pgn") return session_->pgn();
  return std::nullopt;
}

void GameView::draw(Frame& f) {
  SessionView v = session_->view();
  const float board = 520;
  const float width = static_cast<float>(f.window.width()), height = static_cast<float>(f.window.height());
  ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(board + 16, board + 40), ImGuiCond_FirstUseEver);
  ImGui::Begin("Board", nullptr, ImGuiWindowFlags_NoScrollbar);
  if (auto move = board_.draw(v.position, v.person_to_move, flipped_, board, f.window.board_font(),
                              f.window.has_chess_glyphs(), v.last, f.probes))
    session_->play(*move);
  ImGui::End();

  ImGui::SetNextWindowPos(ImVec2(board + 36, 10), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(width - board - 46, 300), ImGuiCond_FirstUseEver);
  ImGui::Begin("Game");
  for (int side = 0; side < 2; ++side) {
    ImGui::Text("%s %s", side == 0 ? "White:" : "Black:", v.names[side].c_str());
    if (v.levels[side]) {
      ImGui::SameLine();
      ImGui::TextDisabled("level %d", v.levels[side]);
    }
    if (!v.machines[side].empty()) {
      ImGui::SameLine();
      ImGui::TextDisabled("on %s", v.machines[side].c_str());
    }
    ImGui::SameLine(ImGui::GetWindowWidth() - 170);
    ImGui::Text("%s %s", clock_text(v.clocks[side]).c_str(), v.clock_counts_down ? "left" : "used");
    if (v.thinking == side) {
      ImGui::SameLine();
      ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "thinking");
    }
  }
  ImGui::Separator();
  if (button("New game", f.probes)) ImGui::OpenPopup("New game");
  ImGui::SameLine();
  if (button("Take back", f.probes, !v.san.empty())) session_->take_back();
  ImGui::SameLine();
  if (button("Flip", f.probes)) flipped_ = !flipped_;
  ImGui::SameLine();
  if (button(v.paused ? "Resume" : "Pause", f.probes)) session_->set_paused(!v.paused);
  ImGui::SameLine();
  if (button("Screenshot", f.probes)) f.pending_png = screenshot_name();
  speed_buttons(f.speed, f.probes, [this](double s) { session_->set_speed(s); });
  ImGui::SetNextItemWidth(260);
  ImGui::InputText("##pgn", &pgn_file_);
  f.probes.add("field:pgn", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (button("Save PGN", f.probes)) {
    try {
      session_->save_pgn(pgn_file_);
      f.message = "saved " + pgn_file_;
    } catch (const std::exception& e) { f.message = e.what(); }
  }
  ImGui::SetNextItemWidth(260);
  ImGui::InputText("##fen", &fen_text_);
  f.probes.add("field:fen", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (button("Set up FEN", f.probes)) {
    try {
      session_->new_game(fen_text_);
      f.message.clear();
    } catch (const std::exception& e) { f.message = "FEN: " + std::string(e.what()); }
  }
  if (!v.status.empty()) ImGui::TextWrapped("%s", v.status.c_str());
  new_game_dialog(f);
  ImGui::Separator();
  ImGui::BeginChild("moves");
  for (size_t i = 0; i < v.san.size(); i += 2) {
    ImGui::Text("%zu. %s %s", i / 2 + 1, v.san[i].c_str(), i + 1 < v.san.size() ? v.san[i + 1].c_str() : "");
  }
  if (v.result != "*") ImGui::Text("%s", v.result.c_str());
  ImGui::EndChild();
  ImGui::End();

  ImGui::SetNextWindowPos(ImVec2(board + 36, 320), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(width - board - 46, height - 330), ImGuiCond_FirstUseEver);
  ImGui::Begin("Machine");
  bool any = false;
  for (int side = 0; side < 2; ++side) {
    if (v.face_machines[side].empty()) continue;
    any = true;
    ImGui::PushID(side);
    ImGui::Text("%s: %s on %s, %.2f emulated seconds", side == 0 ? "White" : "Black", v.names[side].c_str(),
                v.face_machines[side].c_str(), v.face_seconds[side]);
    Probes* mine = &f.probes;
    Probes other;  // the second face's names would clash with the first's
    if (side == 1 && !v.face_machines[0].empty()) mine = &other;
    draw_face(v.faces[side], v.face_machines[side], f.window.mono_font(), *mine, {});  // the referee has the keys
    ImGui::PopID();
  }
  for (int side = 0; side < 2; ++side) {  // a program whose face was a printer (kotok@native: the 7090's)
    if (v.printouts[side].empty()) continue;
    any = true;
    ImGui::Text("%s: %s, the line printer", side == 0 ? "White" : "Black", v.names[side].c_str());
    // The page takes what is left: half of it while the other side's page is still to come.
    const float area = ImGui::GetContentRegionAvail().y / (side == 0 && !v.printouts[1].empty() ? 2.0f : 1.0f);
    ImGui::BeginChild(side == 0 ? "printer white" : "printer black", ImVec2(0, area), true,
                      ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::PushFont(f.window.mono_font());
    ImGui::TextUnformatted(v.printouts[side].c_str());
    ImGui::PopFont();
    f.probes.add(
        side == 0 ? "printer:white" : "printer:black", ImGui::GetWindowPos(),
        ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x, ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
    ImGui::EndChild();
  }
  if (!any) ImGui::TextDisabled("No period machine: the engines here run natively or as programs of their own.");
  ImGui::End();
  // Paused while a period program thinks: its machine, held, in the debugger.
  if (v.paused) {
    bool resume = false;
    session_->with_held_machine([&](emu::Machine& m, emu::Debugger& debugger) {
      bool paused = true;
      debugger_view_.draw(m, debugger, paused, f.probes, f.message);
      resume = !paused;
    });
    if (resume) session_->set_paused(false);
  }
}

void GameView::new_game_dialog(Frame& f) {
  if (!ImGui::BeginPopup("New game")) return;
  if (choices_.empty()) choices_ = player_choices(options_.rompath);
  for (int side = 0; side < 2; ++side) {
    ImGui::PushID(side);
    const std::string& current = choices_[static_cast<size_t>(choice_[side])];
    if (ImGui::BeginCombo(side == 0 ? "White" : "Black", current.empty() ? "a person" : current.c_str())) {
      for (size_t i = 0; i < choices_.size(); ++i)
        if (ImGui::Selectable(choices_[i].empty() ? "a person" : choices_[i].c_str(),
                              static_cast<int>(i) == choice_[side]))
          choice_[side] = static_cast<int>(i);
      ImGui::EndCombo();
    }
    const auto* program = engines::find_program(choices_[static_cast<size_t>(choice_[side])]);
    if (program) {
      int max = engines::levels_of(*program).max;
      ImGui::SliderInt("level (0: as the time control picks)", &level_[side], 0, max);
    }
    ImGui::PopID();
  }
  ImGui::InputText("time control (st=30, 40/300, 300+2; empty: none)", &tc_text_);
  if (button("Start", f.probes)) {
    options_.white = choices_[static_cast<size_t>(choice_[0])];
    options_.black = choices_[static_cast<size_t>(choice_[1])];
    options_.white_level = level_[0];
    options_.black_level = level_[1];
    options_.tc = tc_text_;
    options_.speed = f.speed;
    try {
      session_.reset();
      start_game();
      f.message.clear();
    } catch (const std::exception& e) {
      f.message = e.what();
      options_.tc.clear();
      start_game();
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace veteran::gui
