#include "veteran/gui/gui_app.hpp"

#include "veteran/emu/debug/debugger.hpp"
#include "veteran/engines/programs.hpp"
#include "veteran/gui/app/probes.hpp"
#include "veteran/gui/app/script.hpp"
#include "veteran/gui/app/view.hpp"
#include "veteran/gui/app/window.hpp"
#include "veteran/gui/faces/keypads.hpp"
#include "veteran/gui/machine/machine_runner.hpp"
#include "veteran/gui/machine/machine_view.hpp"
#include "veteran/gui/mate/mate_view.hpp"
#include "veteran/gui/play/game_view.hpp"
#include "veteran/gui/replay/replay_view.hpp"
#include "veteran/gui/tournament/tournament_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace veteran::gui {
namespace {

using Steady = std::chrono::steady_clock;

// With nothing running, the window redraws on events, and otherwise twice a
// second while a person's clock runs, once a second over a paused machine.
constexpr int kIdleWaitMs = 500, kPausedWaitMs = 1000;

// A mode that could not start (a replay without its games): a line, and the message below it.
class NoticeView : public View {
 public:
  explicit NoticeView(std::string text) : text_(std::move(text)) {}
  void draw(Frame&) override { ImGui::TextUnformatted(text_.c_str()); }
  bool busy() const override { return false; }

 private:
  std::string text_;
};

// The engines a replay compares: "A,B", or a program and its twin.
std::pair<std::string, std::string> compared(const std::string& option) {
  std::string a = option.empty() ? "microchess@native" : option, b;
  if (auto comma = a.find(','); comma != std::string::npos) return {a.substr(0, comma), a.substr(comma + 1)};
  const auto* program = engines::find_program(a);
  if (!program || program->twin.empty())
    throw std::runtime_error("--compare " + a + ": give two engines (A,B), or a program with a native twin");
  return {a, program->twin};
}

// The window: one view (a game, a machine, a tournament, a replay), the
// frame loop, the message line, and the --do script (ScriptHost).
class App : public ScriptHost {
 public:
  explicit App(const GuiOptions& options)
      : options_(options), window_({options.machine.empty() ? "veteran" : "veteran - " + options.machine, options.width,
                                    options.height, options.headless}),
        script_(parse_script(options.script)) {
    speed_ = options.speed;
    if (!options.replay.empty()) {
      try {
        auto [a, b] = compared(options.compare);
        view_ = std::make_unique<ReplayView>(options.replay, a, b, options.white_level, options.rompath);
      } catch (const std::exception& e) {
        message_ = e.what();  // an unreadable PGN, an unknown engine: said in the window
        view_ = std::make_unique<NoticeView>("No game to replay: see below.");
      }
    } else if (!options.mate.empty()) {
      view_ = std::make_unique<MateView>(options.mate, options.stipulation, options.threads);
    } else if (!options.tournament.empty()) {
      view_ = std::make_unique<TournamentView>(options.tournament == "default" ? "" : options.tournament,
                                               options.resume, options.rompath);
    } else if (options.machine.empty()) {
      view_ = std::make_unique<GameView>(options);  // a bad time control or FEN throws here
    } else {
      view_ = std::make_unique<MachineView>(options, message_);
    }
  }

  int run() {
    auto started = Steady::now();
    started_ = started;
    emulated_start_ = view_->machine() ? machine_seconds() : 0;
    while (true) {
      bool animating = view_->busy();
      const int wait = animating || script_.running() ? 0 : view_->machine() ? kPausedWaitMs : kIdleWaitMs;
      if (!window_.poll([this](const SDL_Event& e) { view_->on_event(e, message_); }, wait)) break;
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
      MachineRunner* runner = view_->machine();
      auto frame_end = last_frame_ + std::chrono::milliseconds(runner && runner->speed() <= 0 ? 28 : 16);
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
  std::unique_ptr<View> view_;
  bool shot_taken_ = false;
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

  void draw() {
    Frame frame{window_, probes_, message_, pending_png_, speed_};
    view_->draw(frame);
    if (!message_.empty()) {
      ImGui::SetNextWindowPos(ImVec2(10, static_cast<float>(window_.height()) - 70), ImGuiCond_Always);
      ImGui::SetNextWindowSize(ImVec2(static_cast<float>(window_.width()) - 20, 60), ImGuiCond_Always);
      ImGui::Begin("Message", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove);
      ImGui::TextWrapped("%s", message_.c_str());
      ImGui::End();
    }
  }

  void press(const std::string& key, bool down) {
    if (MachineRunner* runner = view_->machine())
      runner->with([&](emu::Machine& m, emu::Debugger&) {
        try {
          m.set_key(key, down);
        } catch (const std::exception& e) { message_ = e.what(); }
      });
  }

  // The window as a --do script sees it (ScriptHost).
  std::optional<ImVec2> centre(const std::string& name) override { return probes_.centre(name); }
  void mouse(std::optional<std::pair<ImVec2, bool>> at) override { window_.script_mouse(at); }
  ImVec2 mouse_position() override { return ImGui::GetIO().MousePos; }
  bool has_machine() override { return view_->machine() != nullptr; }
  std::string machine_name() override { return view_->machine_name(); }
  double machine_seconds() override {
    MachineRunner* runner = view_->machine();
    return runner ? runner->with([](emu::Machine& m, emu::Debugger&) { return m.seconds(); }) : 0;
  }
  bool machine_paused() override { return view_->machine() && view_->machine()->paused(); }
  std::vector<std::string> key_names() override {
    MachineRunner* runner = view_->machine();
    if (!runner) return {};
    return runner->with([](emu::Machine& m, emu::Debugger&) { return m.key_names(); });
  }
  void machine_key(const std::string& key, bool down) override { press(key, down); }
  void type(const std::string& text) override {
    if (view_->machine() && !ImGui::GetIO().WantTextInput) {  // the machine view: on its keyboard, as typed keys
      for (char c : text)
        if (std::string key = typed_key(view_->machine_name(), std::string(1, c)); !key.empty()) press(key, true);
    } else {
      ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    }
  }
  std::string said() override { return message_ + "\n" + view_->said(); }
  bool busy() override { return view_->busy(); }
  void screenshot(const std::string& file) override { pending_png_ = file; }
  std::string text_for(const std::string& step) override {
    if (auto text = view_->text_for(step)) return *text;
    if (step == "save-stats") return stats();
    if (step == "probes") {
      std::ostringstream text;
      for (const auto& [name, rect] : probes_.all())
        text << name << ' ' << rect.first.x << ' ' << rect.first.y << ' ' << rect.second.x << ' ' << rect.second.y
             << '\n';
      return text.str();
    }
    const char* what = step == "save-pgn"         ? "a game"
                       : step == "save-standings" ? "a tournament (--tournament)"
                       : step == "save-solution"  ? "a problem (--mate)"
                                                  : "a replay (--replay)";
    throw std::runtime_error(step + " is for " + what);
  }

  std::string stats() {
    std::ostringstream text;
    double wall = std::chrono::duration<double>(Steady::now() - started_).count();
    char line[256];
    std::snprintf(line, sizeof line, "wall %.3f s\nframes %llu (%.1f a second)\nlongest gap while busy %.1f ms\n", wall,
                  static_cast<unsigned long long>(frames_drawn_), static_cast<double>(frames_drawn_) / wall,
                  longest_busy_gap_ * 1000);
    text << line;
    if (MachineRunner* runner = view_->machine()) {
      double emulated = machine_seconds() - emulated_start_;
      double hz = runner->with([](emu::Machine& m, emu::Debugger&) { return m.clock_hz(); });
      std::snprintf(line, sizeof line, "emulated %.3f s (%.4f of the wall clock, %.3f emulated MHz)\n", emulated,
                    emulated / wall, emulated * hz / wall / 1e6);
      text << line;
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
