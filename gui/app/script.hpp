// What `veteran gui --do "..."` makes the window do, one step at a time, as a
// person would: click what was drawn under a name (a square, a key, a
// button), wait, take screenshots, save the game, quit. Tests drive the GUI
// this way, and so can anyone demonstrating a program.
//
// The steps are one table (script_steps): each row's name, what it takes,
// its help, and what it does through the ScriptHost, the window as a script
// sees it. Parsing, `veteran gui --help` and the errors all come from it.
#pragma once

#include <imgui.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace veteran::gui {

struct ScriptStep {
  std::string command;
  std::string argument;
};

struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The window as a script step sees it.
class ScriptHost {
 public:
  virtual ~ScriptHost() = default;
  // Where NAME was drawn in the last frame ("square:e2", "key:GO", "button:New game").
  virtual std::optional<ImVec2> centre(const std::string& name) = 0;
  // The mouse a script holds: at a place, pressed or not; nullopt gives it back.
  virtual void mouse(std::optional<std::pair<ImVec2, bool>> at) = 0;
  virtual ImVec2 mouse_position() = 0;
  // The machine view's machine (false: none).
  virtual bool has_machine() = 0;
  // Why a step for the machine cannot run: not the machine view, or its machine did not start.
  virtual std::string no_machine() { return "the machine view (--machine)"; }
  virtual std::string machine_name() = 0;
  virtual double machine_seconds() = 0;
  virtual bool machine_paused() = 0;
  virtual std::vector<std::string> key_names() = 0;
  virtual void machine_key(const std::string& key, bool down) = 0;
  // Text typed as a person types it: into the field in focus, else on a
  // typing machine's keyboard.
  virtual void type(const std::string& text) = 0;
  // Typed text still going out to the machine's keys, a chord at a time (the natural keyboard).
  virtual bool typing() = 0;
  // What the window says: its message, the game's status, the standings.
  virtual std::string said() = 0;
  // An engine thinks or is to move, a tournament plays, a replay compares.
  virtual bool busy() = 0;
  virtual void screenshot(const std::string& file) = 0;
  // The window resized to width x height, as a person drags its corner.
  virtual void resize(int width, int height) = 0;
  // A key of the host's keyboard by SDL's name ("Left", "End", "F1"), down or up; false: no such key.
  virtual bool host_key(const std::string& name, bool down) = 0;
  // The text a save step writes ("save-pgn", "save-standings", "save-compare",
  // "save-stats", "probes"); throws std::runtime_error when the window has
  // nothing of the kind (no game, no tournament).
  virtual std::string text_for(const std::string& step) = 0;
  // The window's workers (the ROM folders' audit, the file dialogs' listings) held or let go: a
  // script shows the window goes on while they take long.
  virtual void hold_workers(bool held) = 0;
};

enum class StepArgument { none, text, seconds, optional_seconds };

class ScriptRunner;
struct StepKind {
  const char* name;
  StepArgument argument;
  const char* synopsis;  // "click NAME"
  const char* help;
  // Called each frame while the step is the current one; the step ends
  // when it calls runner.next() (or fail()).
  void (*run)(ScriptRunner& runner, ScriptHost& host, const ScriptStep& step);
  // The step only waits (wait, run, wait-engine): the window need not draw for it.
  bool waits = false;
};

// Every step, in the order --help lists them.
const std::vector<StepKind>& script_steps();
// The steps' synopses for `veteran gui --help`.
std::string script_synopsis();

// Steps separated by ';' or new lines; throws ScriptError naming the step.
std::vector<ScriptStep> parse_script(const std::string& text);

// Runs the steps, one frame at a time.
class ScriptRunner {
 public:
  explicit ScriptRunner(std::vector<ScriptStep> steps) : steps_(std::move(steps)) {}
  bool running() const { return step_ < steps_.size(); }
  // The current step only waits (StepKind::waits).
  bool waiting() const;
  // The current step's turn, once a frame; gives the mouse back at the end.
  void frame(ScriptHost& host);
  bool quit() const { return quit_; }
  int exit_status() const { return exit_status_; }

  // For the steps: the current one is done; it failed (exit status 1, quit);
  // quit; how long it has run (wall seconds, frames), its phase, and the
  // machine's emulated time when it began.
  void next();
  void fail(const std::string& why);
  void stop() { quit_ = true; }
  double waited() const;
  int frames() const { return frames_; }
  int phase = 0;
  double emulated_at_start = 0;

 private:
  std::vector<ScriptStep> steps_;
  size_t step_ = 0;
  bool quit_ = false, finished_ = false;
  int exit_status_ = 0, frames_ = 0;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  ScriptHost* host_ = nullptr;
};

}  // namespace veteran::gui
