#include "gui/gui_app.hpp"

#include "emu/debug/debugger.hpp"
#include "emu/files/rompath.hpp"
#include "emu/machines/registry.hpp"
#include "gui/app/menu_dialogs.hpp"
#include "gui/app/probes.hpp"
#include "gui/app/script.hpp"
#include "gui/app/settings.hpp"
#include "gui/app/status_bar.hpp"
#include "gui/app/view.hpp"
#include "gui/app/widgets.hpp"
#include "gui/app/window.hpp"
#include "gui/faces/keypads.hpp"
#include "gui/machine/machine_runner.hpp"
#include "gui/machine/machine_view.hpp"
#include "gui/mate/mate_view.hpp"
#include "gui/play/game_view.hpp"
#include "gui/replay/replay_view.hpp"
#include "gui/tournament/tournament_view.hpp"
#include "gui/train/train_view.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // ClosePopupsOverWindow: Escape closes menus and dialogs

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
// While something runs, a frame is drawn when what the view shows changed (View::content_stamp),
// else at most this often (for counters and clocks), and for a few frames after each event (ImGui
// settles hovers and popups over two or three).
constexpr auto kQuietRefresh = std::chrono::milliseconds(250);
constexpr int kFramesAfterEvent = 4;
// The smallest window the views are laid out for (the --size option's floor too).
constexpr int kMinWidth = 960, kMinHeight = 600;

// Keys the whole window knows; a view adds its own (View::shortcuts).
const std::vector<std::pair<std::string, std::string>> kWindowShortcuts = {
    {"F12", "screenshot (veteran-DATE-TIME.png)"},
    {"Ctrl+Q", "quit"},
    {"F1", "this list"},
    {"Esc", "close a menu or dialog"},
};

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
  explicit App(const GuiOptions& given)
      : settings_(load_settings()), options_(with_settings(given, settings_)),
        window_({.title = options_.machine.empty() ? "veteran" : "veteran - " + options_.machine,
                 .width = options_.width,
                 .height = options_.height,
                 .min_width = kMinWidth,
                 .min_height = kMinHeight,
                 .headless = options_.headless,
                 .pieces = settings_.pieces}),
        script_(parse_script(options_.script)) {
    const GuiOptions& options = options_;
    speed_ = options.speed;
    rompath_ = options.rompath;
    // The panels as they were left, unless the window now has another size (then laid out anew).
    const std::string ini = load_layout();
    if (!ini.empty()) ImGui::LoadIniSettingsFromMemory(ini.c_str(), ini.size());
    relayout_ = ini.empty() || settings_.width != window_.width() || settings_.height != window_.height();
    if (!options.replay.empty()) {
      try {
        auto [a, b] = compared(options.compare);
        view_ = std::make_unique<ReplayView>(options.replay, a, b, options.white_level, options.rompath);
      } catch (const std::exception& e) {
        message_ = e.what();  // an unreadable PGN, an unknown engine: said in the window
        view_ = std::make_unique<NoticeView>("No game to replay: see below.");
      }
    } else if (!options.lessons.empty()) {
      view_ = std::make_unique<TrainView>(options.lessons, options.train_start, options.training);
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

  ~App() { remember(); }

  int run() {
    auto started = Steady::now();
    started_ = started;
    emulated_start_ = view_->machine() ? machine_seconds() : 0;
    while (true) {
      bool animating = view_->busy();
      const int wait = animating || script_.running() ? 0 : view_->machine() ? kPausedWaitMs : kIdleWaitMs;
      int events = 0;
      if (!window_.poll([this](const SDL_Event& e) { view_->on_event(e, message_); }, wait, &events)) break;
      if (events) frames_to_draw_ = kFramesAfterEvent;
      const bool shot_due = !options_.screenshot.empty() && !script_.running() && !shot_taken_ &&
                            std::chrono::duration<double>(Steady::now() - started).count() >= options_.after;
      if (animating && (!script_.running() || script_.waiting()) && !shot_due && frames_to_draw_ == 0 &&
          pending_png_.empty() && !relayout_ && !quiet_frame_due(view_->content_stamp())) {
        std::this_thread::sleep_for(std::chrono::milliseconds(8));  // nothing new to show yet
        script_.frame(*this);                                       // a waiting step goes on counting
        if (script_.quit()) {
          exit_status_ = script_.exit_status();
          break;
        }
        continue;
      }
      if (frames_to_draw_ > 0) --frames_to_draw_;
      last_drawn_ = Steady::now();
      window_.begin_frame();
      probes_.clear();
      if (window_.width() != last_width_ || window_.height() != last_height_) relayout_ = true;
      last_width_ = window_.width();
      last_height_ = window_.height();
      draw();
      if (ImGui::GetIO().WantSaveIniSettings) {  // ImGui asks at most every few seconds after a panel moved
        ImGui::GetIO().WantSaveIniSettings = false;
        remember();
      }
      std::string png;
      if (!pending_png_.empty()) png = std::move(pending_png_);
      pending_png_.clear();
      bool timed_shot = !options_.screenshot.empty() && !script_.running() && !shot_taken_ &&
                        std::chrono::duration<double>(Steady::now() - started).count() >= options_.after;
      if (timed_shot && png.empty()) png = options_.screenshot;
      window_.end_frame(png);
      ++frames_drawn_;
      const auto now = Steady::now();
      if (animating) ++frames_busy_;
      if (animating && frames_drawn_ > 1)  // while an engine thinks, the window must keep drawing
        longest_busy_gap_ = std::max(longest_busy_gap_, std::chrono::duration<double>(now - last_frame_end_).count());
      last_frame_end_ = now;
      if (timed_shot) {
        shot_taken_ = true;
        break;  // --screenshot: the picture, then quit
      }
      script_.frame(*this);
      if (quit_) break;
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
  GuiSettings settings_;
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
  uint64_t frames_busy_ = 0;     // frames drawn while an engine thought (or a machine ran)
  double emulated_start_ = 0;
  bool relayout_ = false;                   // lay the panels out anew in the next frame
  int frames_to_draw_ = kFramesAfterEvent;  // frames still to draw after an event, whatever changed
  uint64_t last_stamp_ = 0;
  Steady::time_point last_drawn_ = Steady::now();
  uint64_t frames_skipped_ = 0;

  // Whether a frame is due while nothing happens: what the view shows changed, or it is time
  // for the counters. Remembers the stamp it was asked about.
  bool quiet_frame_due(uint64_t stamp) {
    const bool due = stamp != last_stamp_ || Steady::now() - last_drawn_ >= kQuietRefresh;
    last_stamp_ = stamp;
    if (!due) ++frames_skipped_;
    return due;
  }
  StatusBar status_bar_;
  int last_width_ = 0, last_height_ = 0;
  bool quit_ = false;  // File > Quit
  MenuDialogs dialogs_;
  std::vector<std::filesystem::path> rompath_;

  // The options with what the window remembers where the command line said nothing.
  static GuiOptions with_settings(GuiOptions o, const GuiSettings& s) {
    if (o.width <= 0 || o.height <= 0) {
      o.width = s.width >= kMinWidth ? s.width : 1280;
      o.height = s.height >= kMinHeight ? s.height : 800;
    }
    if (o.rompath.empty() && !s.rompath.empty()) o.rompath = files::rompath(s.rompath);
    return o;
  }

  // The layout and the window's size, for the next run (a failure to write is said, not fatal).
  void remember() {
    settings_.width = window_.width();
    settings_.height = window_.height();
    try {
      save_layout(ImGui::SaveIniSettingsToMemory());
      save_settings(settings_);
    } catch (const std::exception& e) { std::fprintf(stderr, "veteran gui: %s\n", e.what()); }
  }

  void draw() {
    const float top = menu_bar();
    const float bottom = status_bar_.draw(static_cast<float>(window_.width()), static_cast<float>(window_.height()),
                                          message_, view_->machine_name(), view_->emulated_seconds(), probes_);
    const ImVec2 area(0, top),
        size(static_cast<float>(window_.width()), static_cast<float>(window_.height()) - top - bottom);
    Frame frame{window_, probes_, message_, pending_png_, speed_, settings_, rompath_, area, size, relayout_};
    relayout_ = false;
    view_->draw(frame);
    auto shortcuts = view_->shortcuts();
    shortcuts.insert(shortcuts.end(), kWindowShortcuts.begin(), kWindowShortcuts.end());
    dialogs_.draw({static_cast<float>(window_.width()), static_cast<float>(window_.height())}, shortcuts, settings_,
                  rompath_, message_, probes_);
    window_keys();
  }

  // The menu bar: File, the view's own menu, View, Settings, Help. Its height.
  float menu_bar() {
    if (!ImGui::BeginMainMenuBar()) return 0;
    if (begin_menu("File", probes_)) {
      if (menu_item("File", "Screenshot", probes_, "F12")) pending_png_ = screenshot_name();
      ImGui::Separator();
      if (menu_item("File", "Quit", probes_, "Ctrl+Q")) quit_ = true;
      ImGui::EndMenu();
    }
    Frame frame{window_,   probes_,  message_,     pending_png_, speed_,
                settings_, rompath_, ImVec2(0, 0), ImVec2(0, 0), false};
    view_->menu(frame);
    if (begin_menu("Machine", probes_)) {  // another view: a machine on its own, or a game
      if (menu_item("Machine", "Chess game", probes_, nullptr,
                    options_.machine.empty() && options_.replay.empty() && options_.mate.empty() &&
                        options_.tournament.empty()))
        switch_to("");
      ImGui::Separator();
      for (const auto& name : emu::machine_names())
        if (menu_item("Machine", name.c_str(), probes_, nullptr, options_.machine == name)) switch_to(name);
      ImGui::EndMenu();
    }
    if (begin_menu("View", probes_)) {
      if (menu_item("View", "Reset layout", probes_)) relayout_ = true;
      if (menu_item("View", "CRT look", probes_, nullptr, settings_.crt)) {
        settings_.crt = !settings_.crt;
        keep_settings();
      }
      ImGui::Separator();
      static const std::pair<const char*, double> speeds[] = {
          {"Speed 1x (as the original)", 1}, {"Speed 10x", 10}, {"Speed 100x", 100}, {"Speed unlimited", 0}};
      for (const auto& [label, speed] : speeds)
        if (menu_item("View", label, probes_, nullptr, speed_ == speed)) {
          speed_ = speed;
          view_->set_speed(speed);
        }
      ImGui::EndMenu();
    }
    if (begin_menu("Settings", probes_)) {
      if (menu_item("Settings", "Your name...", probes_)) dialogs_.open("Your name");
      if (menu_item("Settings", "ROM folders...", probes_)) dialogs_.open("ROM folders");
      ImGui::EndMenu();
    }
    if (begin_menu("Help", probes_)) {
      if (menu_item("Help", "Shortcuts", probes_, "F1")) dialogs_.open("Shortcuts");
      if (menu_item("Help", "About veteran", probes_)) dialogs_.open("About veteran");
      ImGui::EndMenu();
    }
    const float height = ImGui::GetWindowSize().y;
    ImGui::EndMainMenuBar();
    return height;
  }

  void window_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    // Escape closes an open menu or dialog, typing in it or not (ImGui 1.86 does so only with
    // keyboard navigation, which would take the machines' keys).
    if (ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false) && ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
      ImGui::ClosePopupsOverWindow(nullptr, false);
    if (io.WantTextInput) return;
    // ImGui 1.86 indexes keys by the SDL backend's scancodes.
    if (ImGui::IsKeyPressed(SDL_SCANCODE_F12, false)) pending_png_ = screenshot_name();
    if (ImGui::IsKeyPressed(SDL_SCANCODE_F1, false)) dialogs_.open("Shortcuts");
    if (io.KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_Q, false)) quit_ = true;
  }

  // The window shows `machine` on its own ("" : a chess game with the players it was started with),
  // the ROM folders as they are now.
  void switch_to(const std::string& machine) {
    GuiOptions o = options_;
    o.machine = machine;
    o.replay.clear(), o.mate.clear(), o.tournament.clear();
    o.rompath = rompath_;
    o.images.clear(), o.tape.clear(), o.cart.clear(), o.load_state.clear();
    try {
      std::string said;
      std::unique_ptr<View> next;
      if (machine.empty())
        next = std::make_unique<GameView>(o);
      else
        next = std::make_unique<MachineView>(o, said);
      view_ = std::move(next);
      options_ = o;
      message_ = said;
      relayout_ = true;
      SDL_SetWindowTitle(window_.sdl_window(), machine.empty() ? "veteran" : ("veteran - " + machine).c_str());
    } catch (const std::exception& e) { message_ = e.what(); }
  }

  void keep_settings() {
    try {
      save_settings(settings_);
    } catch (const std::exception& e) { message_ = e.what(); }
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
  std::string no_machine() override {
    if (options_.machine.empty()) return "the machine view (--machine)";
    return "the machine view, and the " + options_.machine + " did not start" +
           (message_.empty() ? std::string() : ": " + message_);
  }
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
    if (!ImGui::GetIO().WantTextInput && view_->type_text(text)) return;
    if (view_->machine() && !ImGui::GetIO().WantTextInput) {  // the machine view: on its keyboard, as typed keys
      for (char c : text)
        if (std::string key = typed_key(view_->machine_name(), std::string(1, c)); !key.empty()) press(key, true);
    } else {
      ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    }
  }
  std::string said() override { return message_ + "\n" + view_->said(); }
  bool typing() override { return view_->typing(); }
  bool busy() override { return view_->busy(); }
  void screenshot(const std::string& file) override { pending_png_ = file; }
  void resize(int width, int height) override { window_.resize(width, height); }
  void hold_workers(bool held) override {
    dialogs_.hold_worker(held);
    view_->hold_workers(held);
  }
  bool host_key(const std::string& name, bool down) override {
    const SDL_Scancode code = SDL_GetScancodeFromName(name.c_str());
    if (code == SDL_SCANCODE_UNKNOWN) return false;
    SDL_Event e{};
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.windowID = SDL_GetWindowID(window_.sdl_window());
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.key.keysym.scancode = code;
    e.key.keysym.sym = SDL_GetKeyFromScancode(code);
    SDL_PushEvent(&e);
    return true;
  }
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
    const char* what = step == "save-pgn" || step == "save-fen" ? "a game or a replay"
                       : step == "save-standings"               ? "a tournament (--tournament)"
                       : step == "save-solution"                ? "a problem (--mate)"
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
    text << "frames not drawn (nothing changed) " << frames_skipped_ << "\n";
    text << "frames while busy " << frames_busy_ << "\n";
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
