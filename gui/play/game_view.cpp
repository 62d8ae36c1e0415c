#include "gui/play/game_view.hpp"

#include "chess/epd.hpp"
#include "emu/debug/debugger.hpp"
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"
#include "gui/app/layout.hpp"
#include "gui/app/stamp.hpp"
#include "gui/app/widgets.hpp"
#include "gui/faces/face_view.hpp"
#include "gui/play/game_layout.hpp"
#include "util/io/input_file.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>

namespace veteran::gui {
namespace {

// The narrowest a face can be drawn and still be read: a character screen about a pixel a dot of
// its character generator's glyphs (four fifths of one), or six and a half pixels a column in our
// font without one (a 64-column screen 416 wide), a bitmap twice its dots, LED digits at any size.
float readable_width(const emu::Face& face) {
  if (const auto* screen = std::get_if<emu::ScreenFace>(&face))
    return static_cast<float>(screen->columns) *
           (screen->glyph_width > 0 ? 0.8f * static_cast<float>(screen->glyph_width) : 6.5f);
  if (const auto* pixels = std::get_if<emu::PixelFace>(&face))
    return 2.0f * static_cast<float>(pixels->visible_width > 0 ? pixels->visible_width : pixels->width);
  return 0;
}

// The choices of the new-game dialog: a person, each program, and the
// external engines Debian installs when they are there.
std::vector<std::string> player_choices() {
  std::vector<std::string> choices = {""};
  for (const auto& p : engines::period_programs()) choices.push_back(p.id);
  for (const char* external : {"uci:stockfish", "xboard:fairymax", "xboard:gnuchess"}) {
    std::string command = std::string(external).substr(std::string(external).find(':') + 1);
    if (!engines::find_command(command).empty()) choices.push_back(external);
  }
  return choices;
}

const char* side_label(int side) { return side == 0 ? "White" : "Black"; }

// Keys of the game view (ImGui 1.86 indexes keys by the SDL backend's scancodes).
bool pressed(SDL_Scancode key, bool ctrl = false) {
  return ImGui::IsKeyPressed(key, true) && ImGui::GetIO().KeyCtrl == ctrl;
}

}  // namespace

GameView::GameView(const GuiOptions& options) : options_(options) {
  tc_text_ = options_.tc ? options_.tc->text() : "";
  start_game();
}

void GameView::start_game(Frame* frame) {
  SessionSettings s;
  s.white = options_.white;
  s.black = options_.black;
  s.white_level = options_.white_level;
  s.black_level = options_.black_level;
  s.tc = options_.tc;
  s.fen = options_.fen;
  s.rompath = frame ? frame->rompath : options_.rompath;
  s.images = options_.images;
  s.speed = options_.speed;
  s.person = frame ? person_name(frame->settings) : person_name(load_settings());
  session_ = std::make_unique<GameSession>(s);
  flipped_ = options_.white.empty() ? false : options_.black.empty();
  shown_.reset();
  moves_seen_ = 0;
}

std::optional<std::string> GameView::text_for(const std::string& step) {
  if (step == "save-pgn") return session_->pgn();
  if (step == "save-fen") {
    SessionView v = session_->view();
    return (shown_ ? position_at(v, *shown_) : v.position).fen() + "\n";
  }
  return std::nullopt;
}

chess::Position GameView::position_at(const SessionView& v, size_t ply) {
  chess::Position pos(v.start_fen);
  for (size_t i = 0; i < ply && i < v.moves.size(); ++i) pos.play(v.moves[i]);
  return pos;
}

void GameView::set_speed(double speed) { session_->set_speed(speed); }

uint64_t GameView::content_stamp() {
  const SessionView v = session_->view();
  Stamp stamp;
  stamp << v.moves.size() << static_cast<uint64_t>(v.thinking + 1) << v.paused << v.status << v.result;
  for (int side = 0; side < 2; ++side)  // clocks by the second: the quiet refresh shows the tenths
    stamp << face_stamp(v.faces[side]) << v.printouts[side].size() << v.output[side].size()
          << static_cast<uint64_t>(std::llround(std::fabs(v.clocks[side])));
  return stamp.value();
}

std::vector<std::pair<std::string, std::string>> GameView::shortcuts() const {
  return {{"Left / Right", "a move back / on in the game shown"},
          {"Home / End", "the start / the game as it stands"},
          {"Ctrl+N", "new game"},
          {"Ctrl+O", "open a PGN (its first game, to go on from)"},
          {"Ctrl+S", "save the game as PGN"},
          {"Ctrl+Z", "take back"},
          {"Ctrl+F", "flip the board"},
          {"Ctrl+P", "pause / resume"}};
}

void GameView::menu(Frame& f) {
  if (!begin_menu("Game", f.probes)) return;
  if (menu_item("Game", "New game...", f.probes, "Ctrl+N")) new_game_wanted_ = true;
  if (menu_item("Game", "Open PGN or EPD...", f.probes, "Ctrl+O")) open_dialog_.open();
  if (menu_item("Game", "Save PGN...", f.probes, "Ctrl+S")) save_dialog_.open({}, "veteran-game.pgn");
  ImGui::Separator();
  if (menu_item("Game", "Copy FEN", f.probes)) ImGui::SetClipboardText(text_for("save-fen")->c_str());
  if (menu_item("Game", "Copy PGN", f.probes)) ImGui::SetClipboardText(session_->pgn().c_str());
  ImGui::Separator();
  if (menu_item("Game", "Take back", f.probes, "Ctrl+Z")) session_->take_back();
  if (menu_item("Game", "Flip board", f.probes, "Ctrl+F")) flipped_ = !flipped_;
  const bool paused = session_->view().paused;
  if (menu_item("Game", paused ? "Resume" : "Pause", f.probes, "Ctrl+P")) session_->set_paused(!paused);
  ImGui::EndMenu();
}

void GameView::draw(Frame& f) {
  SessionView v = session_->view();
  session_->set_person(person_name(f.settings));
  bool machines = false;
  for (int side = 0; side < 2; ++side)
    machines = machines || !v.face_machines[side].empty() || !v.printouts[side].empty();
  if (machines != had_machines_) f.relayout = true;  // a face appeared: room for it
  had_machines_ = machines;
  if (shown_ && *shown_ > v.moves.size()) shown_.reset();  // taken back below the move shown
  const GameLayout layout = game_layout(f.area_size, machines);

  if (begin_panel("Board", layout.board, f, ImGuiWindowFlags_NoScrollbar)) {
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float size = std::max(80.0f, std::min(room.x, room.y));
    const chess::Position pos = shown_ ? position_at(v, *shown_) : v.position;
    std::optional<chess::Move> last = v.last;
    if (shown_) last = *shown_ ? std::optional<chess::Move>(v.moves[*shown_ - 1]) : std::nullopt;
    if (auto move = board_.draw(pos, !shown_ && v.person_to_move, flipped_, size, f.window.pieces(), last, f.probes))
      session_->play(*move);
  }
  ImGui::End();
  game_panel(f, v);
  moves_panel(f, v);
  output_panel(f, v);
  if (machines) machines_panel(f, v);
  keys(v);

  if (new_game_wanted_) {
    ImGui::OpenPopup("New game");
    new_game_wanted_ = false;
  }
  new_game_dialog(f);
  if (auto file = open_dialog_.draw(f.probes)) open_pgn(f, file->string());
  if (auto file = save_dialog_.draw(f.probes)) {
    try {
      session_->save_pgn(file->string());
      f.message = "saved " + file->string();
    } catch (const std::exception& e) { f.message = e.what(); }
  }
  // Paused while a period program thinks: its machine, held, in the debugger.
  if (v.paused) {
    bool resume = false;
    session_->with_held_machine([&](emu::Machine& m, emu::Debugger& debugger) {
      bool paused = true;
      debugger_view_.draw(m, debugger, paused, f, layout.board);  // over the board, which waits
      resume = !paused;
    });
    if (resume) session_->set_paused(false);
  }
}

void GameView::game_panel(Frame& f, const SessionView& v) {
  const GameLayout layout = game_layout(f.area_size, had_machines_);
  if (begin_panel("Game", layout.game, f)) {
    const int to_move = v.position.side_to_move() == chess::White ? 0 : 1;
    for (int side = 0; side < 2; ++side) {
      // The player, then the clock large at the right, lit for the side to move. The clock and
      // "thinking" keep their place; the player's line is cut short before them in a narrow window.
      const std::string clock = clock_text(v.clocks[side]) + (v.clock_counts_down ? "" : " used");
      if (f.window.large_font()) ImGui::PushFont(f.window.large_font());
      const float w = ImGui::CalcTextSize(clock.c_str()).x;
      if (f.window.large_font()) ImGui::PopFont();
      const char* kThinking = "thinking";
      const float thinking = v.thinking == side ? ImGui::CalcTextSize(kThinking).x + 8 : 0;
      const float clock_x = std::max(ImGui::GetCursorPosX() + 160, ImGui::GetWindowContentRegionMax().x - w);
      ImGui::AlignTextToFramePadding();
      const ImVec2 line = ImGui::GetCursorScreenPos();
      const float cut = ImGui::GetWindowPos().x + clock_x - thinking - 8;
      ImGui::PushClipRect(line, ImVec2(cut, line.y + ImGui::GetFrameHeight()), true);
      ImGui::Text("%s: %s", side_label(side), v.names[side].c_str());
      if (v.levels[side]) {
        ImGui::SameLine();
        ImGui::TextDisabled("level %d", v.levels[side]);
      }
      if (!v.machines[side].empty()) {
        ImGui::SameLine();
        ImGui::TextDisabled("on %s", v.machines[side].c_str());
      }
      ImGui::PopClipRect();
      f.probes.add(std::string("player:") + (side == 0 ? "white" : "black"), line,
                   ImVec2(std::min(cut, ImGui::GetItemRectMax().x), line.y + ImGui::GetFrameHeight()));
      if (v.thinking == side) {
        ImGui::SameLine(clock_x - thinking);
        ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "%s", kThinking);
      }
      if (f.window.large_font()) ImGui::PushFont(f.window.large_font());
      ImGui::SameLine(clock_x);
      const bool running = v.result == "*" && to_move == side;
      ImGui::TextColored(running ? ImVec4(1, 1, 1, 1) : ImVec4(0.55f, 0.55f, 0.58f, 1), "%s", clock.c_str());
      f.probes.add(std::string("clock:") + (side == 0 ? "white" : "black"), ImGui::GetItemRectMin(),
                   ImGui::GetItemRectMax());
      if (f.window.large_font()) ImGui::PopFont();
    }
    if (button("New game", f.probes)) new_game_wanted_ = true;
    ImGui::SameLine();
    if (button("Take back", f.probes, !v.san.empty())) session_->take_back();
    ImGui::SameLine();
    if (button("Flip", f.probes)) flipped_ = !flipped_;
    ImGui::SameLine();
    if (button(v.paused ? "Resume" : "Pause", f.probes)) session_->set_paused(!v.paused);
    ImGui::SameLine();
    if (button("Copy FEN", f.probes)) ImGui::SetClipboardText(text_for("save-fen")->c_str());
    ImGui::SameLine();
    if (button("Copy PGN", f.probes)) ImGui::SetClipboardText(session_->pgn().c_str());
    ImGui::SameLine();
    if (button("Screenshot", f.probes)) f.pending_png = screenshot_name();
    speed_buttons(f.speed, f.probes, [this](double s) { session_->set_speed(s); });
    ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x - 110));
    ImGui::InputTextWithHint("##fen", "a FEN to start from", &fen_text_);
    f.probes.add("field:fen", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
    if (button("Set up FEN", f.probes)) {
      try {
        session_->new_game(fen_text_);
        shown_.reset();
        f.message.clear();
      } catch (const std::exception& e) { f.message = "FEN: " + std::string(e.what()); }
    }
    if (!v.status.empty()) ImGui::TextWrapped("%s", v.status.c_str());
  }
  ImGui::End();
}

// The moves, a row a move number, as cutechess and Arena list them: the list
// follows the game; a click (or the arrow keys) shows the position after a move.
void GameView::moves_panel(Frame& f, const SessionView& v) {
  const GameLayout layout = game_layout(f.area_size, had_machines_);
  if (begin_panel("Moves", layout.moves, f)) {
    const chess::Position start(v.start_fen);
    const size_t offset = start.side_to_move() == chess::White ? 0 : 1;  // Black first: "1. ... e5"
    const int first_number = start.fullmove_number();
    const bool grew = v.san.size() != moves_seen_;
    moves_seen_ = v.san.size();
    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
    const ImVec2 room(0,
                      ImGui::GetContentRegionAvail().y - (v.result != "*" ? ImGui::GetTextLineHeightWithSpacing() : 0));
    if (ImGui::BeginTable("moves", 3, flags, room)) {
      ImGui::TableSetupScrollFreeze(0, 1);
      ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 44);
      ImGui::TableSetupColumn("White");
      ImGui::TableSetupColumn("Black");
      ImGui::TableHeadersRow();
      if (scroll_to_shown_ && shown_ == 0u) ImGui::SetScrollY(0);  // the start: the list from its top
      const size_t rows = (v.san.size() + offset + 1) / 2;
      for (size_t row = 0; row < rows; ++row) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%d.", first_number + static_cast<int>(row));
        for (size_t column = 0; column < 2; ++column) {
          ImGui::TableNextColumn();
          const size_t slot = row * 2 + column;
          if (slot < offset || slot - offset >= v.san.size()) {
            if (slot < offset) ImGui::TextDisabled("...");
            continue;
          }
          const size_t ply = slot - offset + 1;  // the position after this move
          const bool current = shown_ ? *shown_ == ply : ply == v.san.size();
          ImGui::PushID(static_cast<int>(ply));
          if (ImGui::Selectable(v.san[ply - 1].c_str(), current)) {
            if (ply == v.san.size())
              shown_.reset();
            else
              shown_ = ply;
            board_.cancel();
          }
          if (ImGui::IsItemVisible())
            f.probes.add("move:" + std::to_string(first_number + static_cast<int>(row)) + (column == 0 ? "w" : "b"),
                         ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
          if (current && (grew || scroll_to_shown_)) ImGui::SetScrollHereY(grew && !shown_ ? 1.0f : 0.5f);
          ImGui::PopID();
        }
      }
      scroll_to_shown_ = false;
      ImGui::EndTable();
    }
    f.probes.add("moves", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (v.result != "*") ImGui::Text("%s", v.result.c_str());
  }
  ImGui::End();
}

// Each engine's lines as it said them (depth, score, nodes, time, the line in
// SAN), its latest at the top, as cutechess shows them.
void GameView::output_panel(Frame& f, const SessionView& v) {
  const GameLayout layout = game_layout(f.area_size, had_machines_);
  if (begin_panel("Engine output", layout.output, f)) {
    const float half = ImGui::GetContentRegionAvail().y / 2;
    for (int side = 0; side < 2; ++side) {
      ImGui::PushID(side);
      ImGui::TextDisabled("%s: %s", side_label(side), v.names[side].c_str());
      if (v.machines[side].empty()) {  // a person: nothing to show
        ImGui::Dummy(ImVec2(0, half - ImGui::GetTextLineHeightWithSpacing() - 4));
        ImGui::PopID();
        continue;
      }
      const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
      if (ImGui::BeginTable("output", 5, flags, ImVec2(0, half - ImGui::GetTextLineHeightWithSpacing() - 4))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("Depth");
        ImGui::TableSetupColumn("Score");
        ImGui::TableSetupColumn("Nodes");
        ImGui::TableSetupColumn("Time");
        ImGui::TableSetupColumn("PV", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (auto it = v.output[side].rbegin(); it != v.output[side].rend(); ++it) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          if (it->depth) ImGui::Text("%d", it->depth);
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(it->score.c_str());
          ImGui::TableNextColumn();
          if (it->nodes) ImGui::Text("%lld", it->nodes);
          ImGui::TableNextColumn();
          ImGui::Text("%.1f", it->seconds);
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(it->pv.c_str());
        }
        ImGui::EndTable();
      }
      if (!v.output[side].empty())
        f.probes.add(std::string("output:") + (side == 0 ? "white" : "black"), ImGui::GetItemRectMin(),
                     ImGui::GetItemRectMax());
      ImGui::PopID();
    }
  }
  ImGui::End();
}

// The period machines the programs think on, each face scaled to its share
// of the panel, or the printer's page. Both sides' faces at once only where
// each is still readable (readable_width); else the one chosen above them, by
// default the side thinking (or the last that thought), as large as the panel
// allows.
void GameView::machines_panel(Frame& f, const SessionView& v) {
  const GameLayout layout = game_layout(f.area_size, true);
  if (begin_panel("Machines", layout.machines, f)) {
    if (v.thinking >= 0) last_thinking_ = v.thinking;
    bool shown[2];
    int count = 0;
    for (int side = 0; side < 2; ++side)
      count += shown[side] = !v.face_machines[side].empty() || !v.printouts[side].empty();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    if (count == 2) {
      const ImVec2 half(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y / 2 - 2 * line);
      bool readable = true;  // a printer's page reads at any size
      for (int side = 0; side < 2; ++side)
        if (!v.face_machines[side].empty())
          readable = readable && face_size(v.faces[side]).x * fit_scale(face_size(v.faces[side]), half) >=
                                     readable_width(v.faces[side]);
      static const char* const kChoices[] = {"the side thinking", "White", "Black", "both"};
      ImGui::TextDisabled("show");
      for (int k = 0; k < 4; ++k) {
        ImGui::SameLine();
        if (ImGui::RadioButton(kChoices[k], face_choice_ == k)) face_choice_ = k;
        f.probes.add(std::string("show:") + kChoices[k], ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
      const bool both = face_choice_ == 3 || (face_choice_ == 0 && readable);
      if (!both) {
        const int one = face_choice_ == 1 ? 0 : face_choice_ == 2 ? 1 : last_thinking_;
        shown[1 - one] = false;
        count = 1;
      }
    }
    const float share = ImGui::GetContentRegionAvail().y / static_cast<float>(std::max(count, 1));
    for (int side = 0; side < 2; ++side) {
      if (!shown[side]) continue;
      const char* prefix = side == 0 ? "white:" : "black:";
      if (!v.face_machines[side].empty()) {
        ImGui::PushID(side);
        ImGui::Text("%s: %s on %s, %.2f emulated s", side_label(side), v.names[side].c_str(),
                    v.face_machines[side].c_str(), v.face_seconds[side]);
        const ImVec2 room(ImGui::GetContentRegionAvail().x, share - line - ImGui::GetStyle().ItemSpacing.y * 2);
        FaceStyle style;
        style.scale = std::min(2.5f, fit_scale(face_size(v.faces[side]), room));
        style.prefix = prefix;
        style.crt = f.settings.crt;
        draw_face(v.faces[side], v.face_machines[side], f.window.mono_font(), f.probes, {},
                  style);  // the referee has the keys
        ImGui::PopID();
      }
      if (!v.printouts[side].empty()) {  // a program whose face was a printer (kotok@native: the 7090's)
        ImGui::Text("%s: %s, the line printer", side_label(side), v.names[side].c_str());
        ImGui::BeginChild(side == 0 ? "printer white" : "printer black", ImVec2(0, share - line - 8), true,
                          ImGuiWindowFlags_HorizontalScrollbar);
        ImGui::PushFont(f.window.mono_font());
        ImGui::TextUnformatted(v.printouts[side].c_str());
        ImGui::PopFont();
        const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        f.probes.add(side == 0 ? "printer:white" : "printer:black", at, ImVec2(at.x + size.x, at.y + size.y));
        ImGui::EndChild();
      }
    }
  }
  ImGui::End();
}

void GameView::keys(const SessionView& v) {
  if (ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const size_t n = v.moves.size();
  const size_t at = shown_ ? *shown_ : n;
  std::optional<size_t> to;
  if (pressed(SDL_SCANCODE_LEFT) && at > 0) to = at - 1;
  if (pressed(SDL_SCANCODE_RIGHT) && at < n) to = at + 1;
  if (pressed(SDL_SCANCODE_HOME)) to = 0;
  if (pressed(SDL_SCANCODE_END)) to = n;
  if (to) {
    shown_ = *to == n ? std::nullopt : to;
    scroll_to_shown_ = true;
    board_.cancel();
  }
  if (pressed(SDL_SCANCODE_N, true)) new_game_wanted_ = true;
  if (pressed(SDL_SCANCODE_O, true)) open_dialog_.open();
  if (pressed(SDL_SCANCODE_S, true)) save_dialog_.open({}, "veteran-game.pgn");
  if (pressed(SDL_SCANCODE_Z, true)) session_->take_back();
  if (pressed(SDL_SCANCODE_F, true)) flipped_ = !flipped_;
  if (pressed(SDL_SCANCODE_P, true)) session_->set_paused(!v.paused);
}

// New game: the players as they are now, a program whose images are missing
// greyed with what is missing, the level and the time control.
void GameView::new_game_dialog(Frame& f) {
  if (ImGui::IsPopupOpen("New game") && choices_.empty()) {
    choices_ = player_choices();
    for (int side = 0; side < 2; ++side) {
      const std::string& current = side == 0 ? options_.white : options_.black;
      auto it = std::find(choices_.begin(), choices_.end(), current);
      if (it == choices_.end()) it = choices_.insert(choices_.end(), current);  // an engine given on the command line
      choice_[side] = static_cast<int>(it - choices_.begin());
      level_[side] = side == 0 ? options_.white_level : options_.black_level;
    }
    missing_.clear();
    for (const auto& c : choices_)
      missing_.push_back(engines::find_program(c) ? engines::program_unavailable(c, f.rompath) : "");
  }
  if (!ImGui::BeginPopup("New game")) {
    choices_.clear();  // read afresh next time: the ROM folders may have changed
    return;
  }
  for (int side = 0; side < 2; ++side) {
    ImGui::PushID(side);
    const std::string& current = choices_[static_cast<size_t>(choice_[side])];
    if (ImGui::BeginCombo(side_label(side), current.empty() ? "a person" : current.c_str())) {
      for (size_t i = 0; i < choices_.size(); ++i) {
        const std::string& missing = missing_[i];
        if (!missing.empty()) ImGui::BeginDisabled();
        if (ImGui::Selectable(choices_[i].empty() ? "a person" : choices_[i].c_str(),
                              static_cast<int>(i) == choice_[side]))
          choice_[side] = static_cast<int>(i);
        if (!missing.empty()) {
          ImGui::EndDisabled();
          if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", missing.c_str());
        }
      }
      ImGui::EndCombo();
    }
    f.probes.add(std::string("combo:") + side_label(side), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
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
    options_.speed = f.speed;
    try {
      // The field read here, where it was typed: a bad time control is said, and the game starts without one.
      options_.tc.reset();
      if (!tc_text_.empty()) options_.tc = engines::TimeControl::parse(tc_text_);
      session_.reset();
      start_game(&f);
      f.message.clear();
    } catch (const std::exception& e) {
      f.message = e.what();
      options_.tc.reset();
      start_game(&f);
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void GameView::open_pgn(Frame& f, const std::string& file) {
  try {
    if (std::filesystem::path(file).extension() == ".epd") {  // a position: its first line, set up
      const auto lines = chess::epd_lines(io::read_file(file, io::kMaxTextFile, "the position to open"));
      if (lines.empty()) throw std::runtime_error(file + ": no position in it");
      if (!lines.front().complete())
        throw std::runtime_error(file + ":" + std::to_string(lines.front().number) +
                                 ": not an EPD position (placement, side, castling, en passant)");
      try {
        session_->new_game(lines.front().fen());
      } catch (const std::exception& e) {
        throw std::runtime_error(file + ":" + std::to_string(lines.front().number) + ": " + e.what());
      }
      shown_.reset();
      f.message = "set up " + file + (lines.size() > 1 ? " (its first of " + std::to_string(lines.size()) + ")" : "");
      return;
    }
    const auto games = chess::read_pgn(io::read_file(file, io::kMaxTextFile, "the game to open"), file);
    if (games.empty()) throw std::runtime_error(file + ": no game in it");
    session_->load(games.front());
    shown_.reset();
    f.message =
        "opened " + file + (games.size() > 1 ? " (its first game of " + std::to_string(games.size()) + ")" : "");
  } catch (const std::exception& e) { f.message = e.what(); }
}

}  // namespace veteran::gui
