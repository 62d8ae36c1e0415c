#include "gui/app/script.hpp"

#include "util/io/output_file.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace veteran::gui {
namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

bool number(const std::string& s) {
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  return !s.empty() && end == s.c_str() + s.size() && v >= 0 && v < 1e6;
}

// A held key or mouse button lasts this long on a running machine, so that
// its keyboard scan sees it.
constexpr double kHoldSeconds = 0.08, kKeySeconds = 0.1;

void click(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  auto at = host.centre(s.argument);
  if (!at) {
    if (r.frames() > 30) r.fail("nothing named '" + s.argument + "' is drawn");
    return;
  }
  // Hover, hold, let go.
  if (r.phase == 0) {
    host.mouse(std::make_pair(*at, false));
    r.phase = 1;
  } else if (r.phase == 1) {
    host.mouse(std::make_pair(*at, true));
    r.phase = 2;
    r.emulated_at_start = host.has_machine() ? host.machine_seconds() : 0;
  } else if (s.command == "press") {
    r.next();
  } else if (r.frames() >= 4 && (!host.has_machine() || host.machine_paused() ||
                                 host.machine_seconds() - r.emulated_at_start >= kHoldSeconds)) {
    host.mouse(std::make_pair(*at, false));
    r.next();
  }
}

void release(ScriptRunner& r, ScriptHost& host, const ScriptStep&) {
  host.mouse(std::make_pair(host.mouse_position(), false));
  r.next();
}

void key(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (!host.has_machine()) return r.fail("key is for " + host.no_machine());
  if (r.phase == 0) {
    auto keys = host.key_names();
    if (std::find(keys.begin(), keys.end(), s.argument) == keys.end()) {
      std::string list;
      for (const auto& k : keys) list += (list.empty() ? "" : " ") + k;
      return r.fail(host.machine_name() + " has no key named '" + s.argument + "' (keys: " + list + ")");
    }
    host.machine_key(s.argument, true);
    r.phase = 1;
    r.emulated_at_start = host.machine_seconds();
  } else if (host.machine_seconds() - r.emulated_at_start >= kKeySeconds || host.machine_paused()) {
    host.machine_key(s.argument, false);
    r.next();
  }
}

void type(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (r.phase == 0) {
    host.type(s.argument);
    r.phase = 1;
  } else if (!host.typing()) {  // every chord typed and let go
    r.next();
  } else if (r.waited() > 60) {
    r.fail("the machine did not take the text within 60 s");
  }
}

void expect(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  const std::string said = host.said();
  if (said.find(s.argument) == std::string::npos)
    return r.fail("the window says '" + said + "', not '" + s.argument + "'");
  r.next();
}

// The time, and two frames at least: what the window does with an event (a key, a click) is drawn
// before the next step looks, however slowly a loaded machine draws.
void wait(ScriptRunner& r, ScriptHost&, const ScriptStep& s) {
  if (r.waited() >= std::stod(s.argument) && r.frames() >= 2) r.next();
}

void wait_engine(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  const double limit = s.argument.empty() ? 600 : std::stod(s.argument);
  if (r.frames() > 2 && !host.busy())
    r.next();
  else if (r.waited() > limit)
    r.fail("the engine did not answer within " + std::to_string(static_cast<int>(limit)) + " s");
}

// Until something named NAME is drawn ("game2:black:face"), at most ten minutes: a test waits for
// what it checks instead of for a time that a loaded machine may not give it.
void wait_for(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  constexpr double kLimit = 600;
  if (r.frames() > 1 && host.centre(s.argument))
    r.next();
  else if (r.waited() > kLimit)
    r.fail("nothing named '" + s.argument + "' was drawn within " + std::to_string(static_cast<int>(kLimit)) + " s");
}

void hold_workers(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (s.argument != "on" && s.argument != "off")
    return r.fail("hold-workers takes on or off, not '" + s.argument + "'");
  host.hold_workers(s.argument == "on");
  r.next();
}

void run(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (!host.has_machine()) return r.fail("run is for " + host.no_machine());
  if (host.machine_seconds() - r.emulated_at_start >= std::stod(s.argument))
    r.next();
  else if (host.machine_paused())
    r.fail("the machine is paused");
}

void resize(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (r.phase == 0) {
    int width = 0, height = 0;
    char x = 0, extra = 0;
    if (std::sscanf(s.argument.c_str(), "%d%c%d%c", &width, &x, &height, &extra) != 3 || x != 'x' || width <= 0 ||
        height <= 0)
      return r.fail("resize takes WIDTHxHEIGHT, e.g. 1280x800, not '" + s.argument + "'");
    host.resize(width, height);
    r.phase = 1;
  } else if (r.frames() >= 3) {  // the new size drawn, the panels laid out for it
    r.next();
  }
}

void hostkey(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (r.phase == 0) {
    if (!host.host_key(s.argument, true))
      return r.fail("no host key named '" + s.argument + "' (SDL's names: Left, End, F1)");
    r.phase = 1;
  } else if (r.phase == 1) {
    host.host_key(s.argument, false);
    r.phase = 2;
  } else {
    r.next();
  }
}

// Down and up in one frame, as a quick finger taps a key.
void tap(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  if (r.phase == 0) {
    if (!host.host_key(s.argument, true) || !host.host_key(s.argument, false))
      return r.fail("no host key named '" + s.argument + "' (SDL's names: Left, End, F1)");
    r.phase = 1;
  } else if (r.frames() >= 3) {
    r.next();
  }
}

void screenshot(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  host.screenshot(s.argument);
  r.next();
}

void save(ScriptRunner& r, ScriptHost& host, const ScriptStep& s) {
  try {
    io::write_whole(s.argument, host.text_for(s.command));
  } catch (const std::exception& e) { return r.fail(e.what()); }
  r.next();
}

void quit(ScriptRunner& r, ScriptHost&, const ScriptStep&) { r.stop(); }

}  // namespace

const std::vector<StepKind>& script_steps() {
  using A = StepArgument;
  static const std::vector<StepKind> table = {
      {"click", A::text, "click NAME",
       "mouse to the middle of NAME (\"square:e2\", \"key:GO\", \"button:New game\"), press, release", click},
      {"press", A::text, "press NAME", "mouse to NAME and hold the button", click},
      {"release", A::none, "release", "let the mouse button go", release},
      {"key", A::text, "key NAME", "press and release a machine key by its name (machine view)", key},
      {"type", A::text, "type TEXT",
       "type TEXT into the text field last clicked (\"field:fen\", \"field:pgn\"), or in the machine view on its "
       "keyboard (as its keys type each character, held as long as its scan needs)",
       type},
      {"expect", A::text, "expect TEXT",
       "fail (exit status 1) unless the window's message or the game's status says TEXT", expect},
      {"hostkey", A::text, "hostkey NAME",
       "press and release a key of the host's keyboard by SDL's name (\"Left\", \"End\", \"F1\")", hostkey},
      {"tap", A::text, "tap NAME", "press and release a host key within one frame, as a quick finger does", tap},
      {"resize", A::text, "resize WxH", "make the window this size, as a person drags its corner", resize},
      {"wait", A::seconds, "wait S", "let the window run this many wall-clock seconds (and two frames at least)", wait,
       true},
      {"wait-engine", A::optional_seconds, "wait-engine [S]",
       "until no engine is thinking or to move, the tournament is over or the replay's positions are compared (at "
       "most S seconds, default 600)",
       wait_engine, true},
      {"wait-for", A::text, "wait-for NAME", "until something named NAME is drawn (a probe's name; at most 600 s)",
       wait_for, true},
      {"hold-workers", A::text, "hold-workers on|off",
       "hold the window's workers (the ROM folders' audit, the file dialogs' listings) as if they took long, or let "
       "them go",
       hold_workers},
      {"run", A::seconds, "run S", "until the machine has run this many more emulated seconds (machine view)", run,
       true},
      {"screenshot", A::text, "screenshot FILE", "write the window as PNG", screenshot},
      {"save-pgn", A::text, "save-pgn FILE", "write the game so far", save},
      {"save-fen", A::text, "save-fen FILE", "write the position the board shows (FEN)", save},
      {"save-standings", A::text, "save-standings FILE", "write the tournament's crosstable and ratings", save},
      {"save-compare", A::text, "save-compare FILE", "write the replay's verdicts so far, a line a position", save},
      {"save-solution", A::text, "save-solution FILE", "write the problem's solution as veteran mate prints it", save},
      {"save-stats", A::text, "save-stats FILE",
       "write frames a second, the longest gap between frames while busy and the machine's emulated speed", save},
      {"probes", A::text, "probes FILE", "write where each named thing was drawn (\"NAME X0 Y0 X1 Y1\" a line)", save},
      {"quit", A::none, "quit", "close the window", quit},
  };
  return table;
}

std::string script_synopsis() {
  std::string out;
  for (const auto& k : script_steps()) out += (out.empty() ? "" : ", ") + std::string(k.synopsis);
  return out;
}

std::vector<ScriptStep> parse_script(const std::string& text) {
  std::vector<ScriptStep> steps;
  std::string rest = text;
  std::replace(rest.begin(), rest.end(), '\n', ';');
  size_t index = 0;
  for (size_t start = 0; start <= rest.size();) {
    size_t end = rest.find(';', start);
    if (end == std::string::npos) end = rest.size();
    std::string step = trim(rest.substr(start, end - start));
    start = end + 1;
    if (step.empty()) continue;
    ++index;
    size_t space = step.find_first_of(" \t");
    ScriptStep s{step.substr(0, space), space == std::string::npos ? "" : trim(step.substr(space))};
    std::string where = "--do step " + std::to_string(index) + " ('" + step + "')";
    const auto& table = script_steps();
    auto kind = std::find_if(table.begin(), table.end(), [&](const StepKind& k) { return s.command == k.name; });
    if (kind == table.end()) throw ScriptError(where + ": no such step (" + script_synopsis() + ")");
    switch (kind->argument) {
      case StepArgument::text:
        if (s.argument.empty()) throw ScriptError(where + ": " + s.command + " needs a name (" + kind->synopsis + ")");
        break;
      case StepArgument::seconds:
        if (!number(s.argument)) throw ScriptError(where + ": " + s.command + " needs a number of seconds");
        break;
      case StepArgument::optional_seconds:
        if (!s.argument.empty() && !number(s.argument))
          throw ScriptError(where + ": " + s.command + " takes a number of seconds");
        break;
      case StepArgument::none:
        if (!s.argument.empty()) throw ScriptError(where + ": " + s.command + " takes nothing");
        break;
    }
    steps.push_back(std::move(s));
  }
  return steps;
}

void ScriptRunner::frame(ScriptHost& host) {
  host_ = &host;
  if (step_ >= steps_.size()) {
    if (!finished_ && !steps_.empty()) host.mouse(std::nullopt);  // the mouse is the person's again
    finished_ = true;
    return;
  }
  ++frames_;
  const ScriptStep& s = steps_[step_];
  const auto& table = script_steps();
  auto kind = std::find_if(table.begin(), table.end(), [&](const StepKind& k) { return s.command == k.name; });
  kind->run(*this, host, s);
}

bool ScriptRunner::waiting() const {
  if (!running()) return false;
  const auto& table = script_steps();
  auto kind =
      std::find_if(table.begin(), table.end(), [&](const StepKind& k) { return steps_[step_].command == k.name; });
  return kind != table.end() && kind->waits;
}

void ScriptRunner::next() {
  ++step_;
  phase = 0;
  frames_ = 0;
  started_ = std::chrono::steady_clock::now();
  emulated_at_start = host_ && host_->has_machine() ? host_->machine_seconds() : 0;
}

void ScriptRunner::fail(const std::string& why) {
  std::fprintf(stderr, "veteran gui: --do step %zu (%s): %s\n", step_ + 1, steps_[step_].command.c_str(), why.c_str());
  exit_status_ = 1;
  quit_ = true;
}

double ScriptRunner::waited() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

}  // namespace veteran::gui
