// One mode of the window (a game, a machine, a tournament, a replay): what
// it draws each frame, and what the frame loop and a --do script ask of it.
// The App holds one view and knows the modes only through this interface.
#pragma once

#include "gui/app/probes.hpp"
#include "gui/app/settings.hpp"
#include "gui/app/window.hpp"

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace veteran::gui {

class MachineRunner;

// What a view draws with this frame.
struct Frame {
  Window& window;
  Probes& probes;                                     // where each named thing is drawn, for scripts
  std::string& message;                               // an error or notice the window shows under the view
  std::string& pending_png;                           // a screenshot to take at the end of the frame
  double& speed;                                      // the speed the speed buttons show (1, 10, 100; 0 unlimited)
  GuiSettings& settings;                              // what the window remembers (your name, the ROM folders)
  const std::vector<std::filesystem::path>& rompath;  // where programs are found now (Settings > ROM folders)
  ImVec2 area;                                        // the work area's top left (below the menu bar) ...
  ImVec2 area_size;                                   // ... and its size
  bool relayout = false;  // place the panels anew (first frame, a resize, View > Reset layout)
};

class View {
 public:
  virtual ~View() = default;
  virtual void draw(Frame& frame) = 0;
  // Something runs (an engine thinks, a machine runs, games are played):
  // the window draws at full rate.
  virtual bool busy() const = 0;
  // A number that changes when the view would look different (gui/app/stamp.hpp); while it
  // stays the same and nothing happens, the window draws no frame (at most a few a second for
  // counters). By default it always changes: the view is drawn at the display's rate.
  virtual uint64_t content_stamp() { return ++frames_asked_; }
  // What the view says for a script's expect (the game's status, the standings).
  virtual std::string said() const { return ""; }
  // The text of a save step ("save-pgn", "save-standings", "save-compare"), if the view has one.
  virtual std::optional<std::string> text_for(const std::string& step) {
    (void)step;
    return std::nullopt;
  }
  // The view's own menu in the menu bar (between File and View), if it has one.
  virtual void menu(Frame& frame) { (void)frame; }
  // The keys the view takes, for Help > Shortcuts: (keys, what they do).
  virtual std::vector<std::pair<std::string, std::string>> shortcuts() const { return {}; }
  // The speed chosen in the View menu (1, 10, 100; 0 unlimited), for the view's machines.
  virtual void set_speed(double speed) { (void)speed; }
  // The view's workers (its file dialogs' listings) held or let go (ScriptHost::hold_workers).
  virtual void hold_workers(bool held) { (void)held; }
  // The emulated seconds of the period machines the view runs, for the speed the status bar
  // shows (0: none runs).
  virtual double emulated_seconds() { return 0; }
  // The machine view's machine, for keys and scripts; nullptr elsewhere.
  virtual MachineRunner* machine() { return nullptr; }
  virtual std::string machine_name() const { return ""; }
  // A script's typed text, for a view that types it itself (the machine view's natural keyboard);
  // false: the window types it as usual.
  virtual bool type_text(const std::string& text) {
    (void)text;
    return false;
  }
  // Typed text still going out to the machine's keys.
  virtual bool typing() const { return false; }
  // A host key or typed text, for the view to take (the machine view's keyboard).
  virtual void on_event(const SDL_Event& event, std::string& message) {
    (void)event;
    (void)message;
  }

 private:
  uint64_t frames_asked_ = 0;
};

}  // namespace veteran::gui
