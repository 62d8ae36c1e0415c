#include "veteran/gui/gui_app.hpp"

#include "veteran/emu/debug/debugger.hpp"
#include "veteran/emu/files/loaders.hpp"
#include "veteran/emu/machines/registry.hpp"
#include "veteran/engines/programs.hpp"
#include "veteran/engines/registry/make_engine.hpp"
#include "veteran/gui/app/pacer.hpp"
#include "veteran/gui/app/probes.hpp"
#include "veteran/gui/app/script.hpp"
#include "veteran/gui/app/tone_player.hpp"
#include "veteran/gui/app/window.hpp"
#include "veteran/gui/board/board_view.hpp"
#include "veteran/gui/debug/debugger_view.hpp"
#include "veteran/gui/faces/face_view.hpp"
#include "veteran/gui/faces/keypads.hpp"
#include "veteran/gui/machine/machine_runner.hpp"
#include "veteran/gui/play/game_session.hpp"
#include "veteran/gui/replay/replay_view.hpp"
#include "veteran/gui/tournament/tournament_view.hpp"
#include "veteran/util/io/output_file.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace veteran::gui {
namespace {

using Steady = std::chrono::steady_clock;

const double kSpeeds[] = {1, 10, 100, 0};
// With nothing running, the window redraws on events, and otherwise twice a
// second while a person's clock runs, once a second over a paused machine.
constexpr int kIdleWaitMs = 500, kPausedWaitMs = 1000;
const char* const kSpeedNames[] = {"1x (as the original)", "10x", "100x", "unlimited"};

std::string clock_text(double seconds) {
  bool negative = seconds < 0;
  seconds = std::fabs(seconds);
  int minutes = static_cast<int>(seconds / 60);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%s%d:%04.1f", negative ? "-" : "", minutes, seconds - minutes * 60);
  return buffer;
}

// A button a script can click by its label ("button:New game").
bool button(const char* label, Probes& probes, bool enabled = true) {
  if (!enabled) ImGui::BeginDisabled();
  bool clicked = ImGui::Button(label);
  if (!enabled) ImGui::EndDisabled();
  probes.add(std::string("button:") + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  return clicked && enabled;
}

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

class App : public ScriptHost {
 public:
  explicit App(const GuiOptions& options)
      : options_(options), window_({options.machine.empty() ? "veteran" : "veteran - " + options.machine, options.width,
                                    options.height, options.headless}),
        script_(parse_script(options.script)) {
    speed_ = options.speed;
    if (!options.replay.empty()) {
      start_replay();
    } else if (!options.tournament.empty()) {
      tournament_ = std::make_unique<TournamentView>(options.tournament == "default" ? "" : options.tournament,
                                                     options.resume, options.rompath);
    } else if (options.machine.empty()) {
      start_game();
    } else {
      start_machine();
    }
  }

  int run() {
    auto started = Steady::now();
    started_ = started;
    emulated_start_ = runner_ ? machine_time() : 0;
    while (true) {
      bool animating = busy_now();
      if (!window_.poll([this](const SDL_Event& e) { on_event(e); }, animating || script_.running() ? 0
                                                                     : runner_                      ? kPausedWaitMs
                                                                                                    : kIdleWaitMs))
        break;
      if (quit_) break;
      window_.begin_frame();
      probes_.clear();
      draw();
      std::string png;
      if (!pending_png_.empty()) png = std::move(pending_png_);
      pending_png_.clear();
      bool timed_shot = !options_.screenshot.empty() && !script_.running() && !shot_taken_ &&
                        std::chrono::duration<double>(Steady::now() - started).count() >= options_.after;
      if (timed_shot && png.empty()) png = options_.screenshot;
      window_.end_frame(png);
      ++frames_drawn_;
      const auto now = Steady::now();
      if (animating && frames_drawn_ > 1)  // while an engine thinks, the window must keep drawing
        longest_busy_gap_ = std::max(longest_busy_gap_, std::chrono::duration<double>(now - last_frame_end_).count());
      last_frame_end_ = now;
      if (timed_shot) {
        shot_taken_ = true;
        break;  // --screenshot: the picture, then quit
      }
      script_.frame(*this);
      if (script_.quit()) {
        exit_status_ = script_.exit_status();
        break;
      }
      // Without vsync (a software or virtual display), keep to about 60 frames a second; a
      // machine running unlimited on the other core gets more of the machine with 35.
      auto frame_end = last_frame_ + std::chrono::milliseconds(runner_ && runner_->speed() <= 0 ? 28 : 16);
      if (Steady::now() < frame_end && (animating || script_.running())) std::this_thread::sleep_until(frame_end);
      last_frame_ = Steady::now();
    }
    return exit_status_;
  }

 private:
  GuiOptions options_;
  Window window_;
  Probes probes_;
  ScriptRunner script_;
  bool quit_ = false, shot_taken_ = false;
  int exit_status_ = 0;
  std::string pending_png_;
  Steady::time_point last_frame_ = Steady::now();
  double speed_ = 1;
  std::string message_;  // an error the window shows
  // For save-stats: frames drawn and the machine's progress since the window opened.
  Steady::time_point started_ = Steady::now();
  uint64_t frames_drawn_ = 0;
  Steady::time_point last_frame_end_{};
  double longest_busy_gap_ = 0;  // seconds between two frames while an engine thought
  double emulated_start_ = 0;

  // The tournament view.
  std::unique_ptr<TournamentView> tournament_;
  // The replay view.
  std::unique_ptr<ReplayView> replay_;

  // The game view.
  std::unique_ptr<GameSession> session_;
  BoardView board_;
  bool flipped_ = false;
  std::string pgn_file_ = "veteran-game.pgn", fen_text_;
  // The new-game dialog's choices.
  std::vector<std::string> choices_;
  int choice_[2] = {0, 0}, level_[2] = {0, 0};
  std::string tc_text_;

  // The machine view.
  std::unique_ptr<MachineRunner> runner_;  // the machine, on its own thread, through its debugger
  std::unique_ptr<TonePlayer> tones_;      // opened when the machine first sounds a tone
  std::string machine_name_;
  DebuggerView debugger_view_;

  bool busy_now() {
    if (replay_) return replay_->comparing();
    if (tournament_) return tournament_->running();
    if (runner_) return !runner_->paused();
    return session_ && session_->busy();
  }

  void start_game() {
    SessionSettings s;
    s.white = options_.white;
    s.black = options_.black;
    s.white_level = options_.white_level;
    s.black_level = options_.black_level;
    s.tc = options_.tc;
    s.fen = options_.fen;
    s.rompath = options_.rompath;
    s.images = options_.images;
    s.speed = speed_;
    session_ = std::make_unique<GameSession>(s);  // a bad time control or FEN throws here, before the window shows
    flipped_ = options_.white.empty() ? false : options_.black.empty();
    tc_text_ = options_.tc;
  }

  // The engines compared: "A,B", or a program and its twin.
  void start_replay() {
    try {
      std::string a = options_.compare.empty() ? "microchess@native" : options_.compare, b;
      if (auto comma = a.find(','); comma != std::string::npos) {
        b = a.substr(comma + 1);
        a = a.substr(0, comma);
      } else {
        const auto* program = engines::find_program(a);
        if (!program || program->twin.empty())
          throw std::runtime_error("--compare " + a + ": give two engines (A,B), or a program with a native twin");
        b = program->twin;
      }
      replay_ = std::make_unique<ReplayView>(options_.replay, a, b, options_.white_level, options_.rompath);
    } catch (const std::exception& e) {
      message_ = e.what();  // an unreadable PGN, an unknown engine: said in the window
    }
  }

  void start_machine() {
    try {
      auto machine = emu::create_machine(options_.machine, options_.rompath,
                                         [this](const std::string& w) { message_ = "warning: " + w; });
      for (const auto& spec : options_.images)
        for (const auto& segment : files::load_image(spec))
          for (size_t i = 0; i < segment.bytes.size(); ++i)
            machine->poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
      if (!options_.tape.empty()) machine->insert_tape(options_.tape);
      if (!options_.cart.empty()) machine->insert_cartridge(options_.cart);
      machine_name_ = machine->name();
      runner_ = std::make_unique<MachineRunner>(std::move(machine), speed_);
      if (options_.paused) runner_->set_paused(true);
    } catch (const std::exception& e) { message_ = e.what(); }
  }

  double machine_time() {
    return runner_->with([](emu::Machine& m, emu::Debugger&) { return m.seconds(); });
  }

  void press_machine_key(const std::string& key, bool down) {
    if (!runner_) return;
    runner_->with([&](emu::Machine& m, emu::Debugger&) {
      try {
        m.set_key(key, down);
      } catch (const std::exception& e) { message_ = e.what(); }
    });
  }

  void on_event(const SDL_Event& e) {
    if (!runner_ || ImGui::GetIO().WantTextInput) return;
    if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
      if (e.key.repeat) return;
      std::string key = host_key(machine_name_, e.key.keysym.sym);
      if (!key.empty()) press_machine_key(key, e.type == SDL_KEYDOWN);
    } else if (e.type == SDL_TEXTINPUT) {
      std::string key = typed_key(machine_name_, e.text.text);
      if (!key.empty()) press_machine_key(key, true);
    }
  }

  void draw() {
    if (replay_)
      replay_->draw(window_.board_font(), window_.has_chess_glyphs(), probes_, window_.width(), window_.height());
    else if (!options_.replay.empty())
      ImGui::TextUnformatted("No game to replay: see below.");
    else if (tournament_)
      tournament_->draw(window_.board_font(), window_.has_chess_glyphs(), window_.mono_font(), probes_, window_.width(),
                        window_.height());
    else if (!options_.machine.empty())
      draw_machine_view();
    else
      draw_game_view();
    if (!message_.empty()) {
      ImGui::SetNextWindowPos(ImVec2(10, static_cast<float>(window_.height()) - 70), ImGuiCond_Always);
      ImGui::SetNextWindowSize(ImVec2(static_cast<float>(window_.width()) - 20, 60), ImGuiCond_Always);
      ImGui::Begin("Message", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
      ImGui::TextWrapped("%s", message_.c_str());
      ImGui::End();
    }
  }

  void speed_buttons(const std::function<void(double)>& set) {
    for (int i = 0; i < 4; ++i) {
      if (i) ImGui::SameLine();
      bool on = speed_ == kSpeeds[i];
      if (ImGui::RadioButton(kSpeedNames[i], on)) {
        speed_ = kSpeeds[i];
        set(speed_);
      }
      probes_.add(std::string("speed:") + kSpeedNames[i], ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
  }

  void draw_machine_view() {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(720, 620), ImGuiCond_FirstUseEver);
    ImGui::Begin(options_.machine.c_str());
    if (!runner_) {
      ImGui::TextWrapped("The %s could not start: see below.", options_.machine.c_str());
      ImGui::End();
      return;
    }
    if (std::string stop = runner_->take_stop(); !stop.empty()) message_ = stop;
    // One turn of the machine's lock a frame: the face, the controls and the debugger.
    runner_->with([&](emu::Machine& m, emu::Debugger& debugger) {
      draw_face(m.face(), m.name(), window_.mono_font(), probes_, [&m, this](const std::string& key, bool down) {
        try {
          m.set_key(key, down);
        } catch (const std::exception& e) { message_ = e.what(); }
      });
      draw_lamps(m.lamps(), probes_);
      ImGui::Separator();
      if (button(runner_->paused() ? "Run" : "Pause", probes_)) runner_->set_paused(!runner_->paused());
      ImGui::SameLine();
      if (button("Reset", probes_)) {
        m.reset();
        runner_->set_speed(runner_->speed());  // the pace counts from here
      }
      ImGui::SameLine();
      if (button("Screenshot", probes_)) pending_png_ = screenshot_name();
      speed_buttons([this](double s) { runner_->set_speed(s); });
      ImGui::Text("%.3f emulated seconds, %llu cycles at %.3f MHz", m.seconds(),
                  static_cast<unsigned long long>(m.cycles()), m.clock_hz() / 1e6);
      ImGui::TextDisabled("%s", host_key_help(m.name()).c_str());
      play_tone(m.tone_hz());
      ImGui::End();
      bool paused = runner_->paused();
      debugger_view_.draw(m, debugger, paused, probes_, message_);
      if (paused != runner_->paused()) runner_->set_paused(paused);
    });
  }

  // The machine's tone, while it runs; the audio device is opened only for a
  // machine that sounds one.
  void play_tone(double hz) {
    if (runner_->paused()) hz = 0;
    if (hz > 0 && !tones_) {
      tones_ = std::make_unique<TonePlayer>();
      if (!tones_->playing()) message_ = tones_->problem();
    }
    if (tones_) tones_->set(hz);
  }

  void draw_game_view() {
    SessionView v = session_->view();
    const float board = 520;
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(board + 16, board + 40), ImGuiCond_FirstUseEver);
    ImGui::Begin("Board", nullptr, ImGuiWindowFlags_NoScrollbar);
    if (auto move = board_.draw(v.position, v.person_to_move, flipped_, board, window_.board_font(),
                                window_.has_chess_glyphs(), v.last, probes_))
      session_->play(*move);
    ImGui::End();

    ImGui::SetNextWindowPos(ImVec2(board + 36, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(window_.width()) - board - 46, 300), ImGuiCond_FirstUseEver);
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
    if (button("New game", probes_)) ImGui::OpenPopup("New game");
    ImGui::SameLine();
    if (button("Take back", probes_, !v.san.empty())) session_->take_back();
    ImGui::SameLine();
    if (button("Flip", probes_)) flipped_ = !flipped_;
    ImGui::SameLine();
    if (button(v.paused ? "Resume" : "Pause", probes_)) session_->set_paused(!v.paused);
    ImGui::SameLine();
    if (button("Screenshot", probes_)) pending_png_ = screenshot_name();
    speed_buttons([this](double s) { session_->set_speed(s); });
    ImGui::SetNextItemWidth(260);
    ImGui::InputText("##pgn", &pgn_file_);
    probes_.add("field:pgn", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
    if (button("Save PGN", probes_)) save_pgn(pgn_file_);
    ImGui::SetNextItemWidth(260);
    ImGui::InputText("##fen", &fen_text_);
    probes_.add("field:fen", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::SameLine();
    if (button("Set up FEN", probes_)) {
      try {
        session_->new_game(fen_text_);
        message_.clear();
      } catch (const std::exception& e) { message_ = "FEN: " + std::string(e.what()); }
    }
    if (!v.status.empty()) ImGui::TextWrapped("%s", v.status.c_str());
    new_game_dialog();
    ImGui::Separator();
    ImGui::BeginChild("moves");
    for (size_t i = 0; i < v.san.size(); i += 2) {
      ImGui::Text("%zu. %s %s", i / 2 + 1, v.san[i].c_str(), i + 1 < v.san.size() ? v.san[i + 1].c_str() : "");
    }
    if (v.result != "*") ImGui::Text("%s", v.result.c_str());
    ImGui::EndChild();
    ImGui::End();

    ImGui::SetNextWindowPos(ImVec2(board + 36, 320), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(
        ImVec2(static_cast<float>(window_.width()) - board - 46, static_cast<float>(window_.height()) - 330),
        ImGuiCond_FirstUseEver);
    ImGui::Begin("Machine");
    bool any = false;
    for (int side = 0; side < 2; ++side) {
      if (v.face_machines[side].empty()) continue;
      any = true;
      ImGui::PushID(side);
      ImGui::Text("%s: %s on %s, %.2f emulated seconds", side == 0 ? "White" : "Black", v.names[side].c_str(),
                  v.face_machines[side].c_str(), v.face_seconds[side]);
      Probes* mine = &probes_;
      Probes other;  // the second face's names would clash with the first's
      if (side == 1 && !v.face_machines[0].empty()) mine = &other;
      draw_face(v.faces[side], v.face_machines[side], window_.mono_font(), *mine, {});  // the referee has the keys
      ImGui::PopID();
    }
    if (!any) ImGui::TextDisabled("No period machine: the engines here run natively or as programs of their own.");
    ImGui::End();
    // Paused while a period program thinks: its machine, held, in the debugger.
    if (v.paused) {
      bool resume = false;
      session_->with_held_machine([&](emu::Machine& m, emu::Debugger& debugger) {
        bool paused = true;
        debugger_view_.draw(m, debugger, paused, probes_, message_);
        resume = !paused;
      });
      if (resume) session_->set_paused(false);
    }
  }

  void new_game_dialog() {
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
    if (button("Start", probes_)) {
      options_.white = choices_[static_cast<size_t>(choice_[0])];
      options_.black = choices_[static_cast<size_t>(choice_[1])];
      options_.white_level = level_[0];
      options_.black_level = level_[1];
      options_.tc = tc_text_;
      try {
        session_.reset();
        start_game();
        message_.clear();
      } catch (const std::exception& e) {
        message_ = e.what();
        options_.tc.clear();
        start_game();
      }
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }

  void save_pgn(const std::string& file) {
    try {
      session_->save_pgn(file);
      message_ = "saved " + file;
    } catch (const std::exception& e) { message_ = e.what(); }
  }

  static std::string screenshot_name() {
    char name[64];
    std::time_t now = std::time(nullptr);
    std::strftime(name, sizeof name, "veteran-%Y%m%d-%H%M%S.png", std::localtime(&now));
    return name;
  }

  // One script step a frame, or a part of one.
  // The window as a --do script sees it (ScriptHost).
  std::optional<ImVec2> centre(const std::string& name) override { return probes_.centre(name); }
  void mouse(std::optional<std::pair<ImVec2, bool>> at) override { window_.script_mouse(at); }
  ImVec2 mouse_position() override { return ImGui::GetIO().MousePos; }
  bool has_machine() override { return runner_ != nullptr; }
  std::string machine_name() override { return machine_name_; }
  double machine_seconds() override { return runner_ ? App::machine_time() : 0; }
  bool machine_paused() override { return runner_ && runner_->paused(); }
  std::vector<std::string> key_names() override {
    if (!runner_) return {};
    return runner_->with([](emu::Machine& m, emu::Debugger&) { return m.key_names(); });
  }
  void machine_key(const std::string& key, bool down) override { press_machine_key(key, down); }
  void type(const std::string& text) override {
    if (runner_ && !ImGui::GetIO().WantTextInput) {  // the machine view: on the machine's keyboard, as typed keys
      for (char c : text)
        if (std::string key = typed_key(machine_name_, std::string(1, c)); !key.empty()) press_machine_key(key, true);
    } else {
      ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    }
  }
  std::string said() override {
    return message_ + (session_ ? "\n" + session_->view().status : "") +
           (tournament_ ? "\n" + tournament_->standings() : "");
  }
  bool busy() override { return busy_now(); }
  void screenshot(const std::string& file) override { pending_png_ = file; }
  std::string text_for(const std::string& step) override {
    std::ostringstream text;
    if (step == "save-pgn") {
      if (!session_) throw std::runtime_error("save-pgn is for a game");
      return session_->pgn();
    }
    if (step == "save-stats") {
      double wall = std::chrono::duration<double>(Steady::now() - started_).count();
      char line[256];
      std::snprintf(line, sizeof line, "wall %.3f s\nframes %llu (%.1f a second)\nlongest gap while busy %.1f ms\n",
                    wall, static_cast<unsigned long long>(frames_drawn_), static_cast<double>(frames_drawn_) / wall,
                    longest_busy_gap_ * 1000);
      text << line;
      if (runner_) {
        double emulated = machine_time() - emulated_start_;
        double hz = runner_->with([](emu::Machine& m, emu::Debugger&) { return m.clock_hz(); });
        std::snprintf(line, sizeof line, "emulated %.3f s (%.4f of the wall clock, %.3f emulated MHz)\n", emulated,
                      emulated / wall, emulated * hz / wall / 1e6);
        text << line;
      }
    } else if (step == "save-compare") {
      if (!replay_) throw std::runtime_error("save-compare is for a replay (--replay)");
      text << replay_->report();
    } else if (step == "save-standings") {
      if (!tournament_) throw std::runtime_error("save-standings is for a tournament (--tournament)");
      text << tournament_->standings();
    } else {  // probes
      for (const auto& [name, rect] : probes_.all())
        text << name << ' ' << rect.first.x << ' ' << rect.first.y << ' ' << rect.second.x << ' ' << rect.second.y
             << '\n';
    }
    return text.str();
  }
};

}  // namespace

int run_gui(const GuiOptions& options) {
  App app(options);
  return app.run();
}

}  // namespace veteran::gui
