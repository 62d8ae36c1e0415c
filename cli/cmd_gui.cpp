// veteran gui: the window (gui/). Play a period program, watch two engines,
// or run a machine with its own face and keys.
#include "chess/pgn.hpp"
#include "cli/commands.hpp"
#include "emu/files/rompath.hpp"
#include "emu/machines/registry.hpp"
#include "emu/state/snapshot.hpp"
#include "problems/board/board.hpp"
#include "problems/solve/stipulation.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <span>
#include <sstream>

#include "gui/gui_options.hpp"
#include "util/module/module.hpp"

namespace veteran::cli {

namespace {

// The steps' synopses from the one table of steps (gui/app/script.hpp), in
// veteran-gui.so: loaded for this help alone.
std::string steps_synopsis() {
#ifdef VETERAN_WITH_GUI
  try {
    std::string synopsis;
    modules::function<void(std::string*)>("gui", "veteran_gui_steps")(&synopsis);
    return synopsis;
  } catch (const std::exception& e) { return std::string("(") + e.what() + ")"; }
#else
  return "";
#endif
}

const std::string& do_help() {
  static const std::string help =
#ifdef VETERAN_WITH_GUI
      "steps to run, ';' between: " + steps_synopsis() + " (gui/app/script.hpp)";
#else
      "steps to run (this veteran was built without its GUI)";
#endif
  return help;
}

}  // namespace

namespace {

using G = gui::GuiOptions;

// The problem as veteran mate reads it: a bad FEN or stipulation is refused before the window opens.
void check_problem(const std::string& fen, std::string stipulation) {
  if (!stipulation.empty() && std::isdigit(static_cast<unsigned char>(stipulation[0]))) stipulation = "#" + stipulation;
  try {
    problems::Board board(fen);
    (void)problems::parse_stipulation(stipulation);
  } catch (const std::exception& e) { throw std::runtime_error("--mate " + fen + ": " + e.what()); }
}

// The options, each with how it goes into GuiOptions. Files named are read here, so that a
// mistake is an error on the command line, not a window that opens and says so.
const std::vector<Row<G>>& gui_rows() {
  static const std::vector<Row<G>> rows = {
      text_row<G>({"--white", Option::text, "ENGINE",
                   "White: a program (microchess@kim1, sargon@native...), uci:CMD or xboard:CMD; \"\" for you", ""},
                  &G::white),
      text_row<G>({"--black", Option::text, "ENGINE", "Black, likewise", "microchess@native"}, &G::black),
      {{"--level", Option::whole, "N", "the programs' level (else as the time control picks, or their usual one)", "0",
        0, 99},
       [](const Options& o, G& g) { g.white_level = g.black_level = static_cast<int>(o.whole("--level")); }},
      {{"--tc", Option::text, "TC", "time control: st=30, 40/300, 300+2 (period programs in emulated seconds)", ""},
       [](const Options& o, G& g) {
         if (!o.text("--tc").empty()) g.tc = time_control_of(o, "--tc");
       }},
      text_row<G>({"--fen", Option::text, "FEN", "start from this position (programs that can set one up)", ""},
                  &G::fen),
      {{"--machine", Option::text, "NAME", machine_help().c_str(), ""},
       [](const Options& o, G& g) {
         g.machine = o.text("--machine");
         const auto names = emu::machine_names();
         if (!g.machine.empty() && std::find(names.begin(), names.end(), g.machine) == names.end())
           throw UsageError("--machine " + g.machine + ": no such machine (machines: " + machine_list() + ")");
       }},
      text_row<G>({"--tournament", Option::text, "CONFIG.lua",
                   "watch a tournament (as `veteran tournament` plays it; \"default\": the built-in one)", ""},
                  &G::tournament),
      flag_row<G>({"--resume", Option::flag, "", "with --tournament: go on with the event's journal", ""}, &G::resume),
      {{"--mate", Option::text, "FEN",
        "a chess problem: solve it (as veteran mate) and browse its solution tree on the board (\"new\": set one up)",
        ""},
       [](const Options& o, G& g) {
         g.mate = o.text("--mate");
         if (!g.mate.empty() && g.mate != "new") check_problem(g.mate, o.text("--stipulation"));
       }},
      text_row<G>({"--stipulation", Option::text, "S", "with --mate: #N, s#N, h#N or h#N.5", "#2"}, &G::stipulation),
      whole_row<G>({"--threads", Option::whole, "K", "with --mate: solve on K threads", "1", 1, 256}, &G::threads),
      {{"--replay", Option::text, "GAMES.pgn", "step through these games, comparing two engines on each position", ""},
       [](const Options& o, G& g) {
         g.replay = o.text("--replay");
         if (g.replay.empty()) return;
         // Read as the replay will read it: a file that is not games is refused by file, line and reason.
         const auto games = chess::read_pgn(io::read_file(g.replay, io::kMaxTextFile, "the games to replay"), g.replay);
         if (games.empty()) throw std::runtime_error(g.replay + ": no game in it (a PGN file of the games to replay)");
       }},
      text_row<G>({"--compare", Option::text, "A[,B]",
                   "with --replay: a program (compared with its native twin) or two engines", "microchess@native"},
                  &G::compare),
      {{"--train", Option::text, "LESSONS",
        "PRO training PLAYER's weights on these positions (EPD or PGN), its learning curve drawn as each pass ends",
        ""},
       [](const Options& o, G& g) {
         if (!o.given("--train")) {
           if (o.given("--train-options")) throw UsageError("--train-options goes with --train LESSONS");
           return;
         }
         // The same options as veteran train, read by its table: one place for them.
         Args train_args{"player@native", "--positions", o.text("--train")};
         std::istringstream words(o.text("--train-options"));
         for (std::string w; words >> w;) train_args.push_back(w);
         const TrainingSetup setup = training_setup(Options("train", train_options(), train_args));
         g.lessons = setup.lessons;
         g.train_start = setup.start;
         g.training = setup.options;
       }},
      plain_row<G>({"--train-options", Option::text, "\"...\"",
                    "with --train: veteran train's options (\"--equal 100 --n 1700 --passes 8 --critic ...\")", ""}),
      image_row<G>(),
      flag_row<G>(
          {"--paused", Option::flag, "", "with --machine: start paused at the machine's reset (for the debugger)", ""},
          &G::paused),
      {{"--speed", Option::text, "S", "period machines: 1, 10, 100 times the original, or max", "1"},
       [](const Options& o, G& g) {
         const std::string speed = o.text("--speed");
         if (speed != "1" && speed != "10" && speed != "100" && speed != "max")
           throw UsageError("--speed " + speed +
                            ": the window runs machines at 1, 10 or 100 times the original, or max");
         g.speed = speed == "max" ? 0 : parse_decimal(speed, "--speed", 1, 100);
       }},
      text_row<G>({"--do", Option::text, "STEPS", do_help().c_str(), ""}, &G::script),
      {{"--screenshot", Option::text, "FILE",
        "write the window as PNG after --after seconds (and the steps), then quit", ""},
       [](const Options& o, G& g) {
         g.screenshot = o.text("--screenshot");
         if (!g.screenshot.empty()) io::check_writable(g.screenshot, "the screenshot");  // before the window opens
       }},
      decimal_row<G>({"--after", Option::decimal, "SECONDS", "when --screenshot is taken", "1", 0, 86400}, &G::after),
      {{"--headless", Option::flag, "", "no display needed: SDL's offscreen driver (automatic without DISPLAY)", ""},
       [](const Options& o, G& g) {
         const char* display = std::getenv("DISPLAY");
         const char* wayland = std::getenv("WAYLAND_DISPLAY");
         g.headless = o.flag("--headless") || ((!display || !*display) && (!wayland || !*wayland));
       }},
      {{"--size", Option::text, "WxH", "the window's size (else as it was last closed, or 1280x800; at least 960x600)",
        ""},
       [](const Options& o, G& g) {
         const std::string size = o.text("--size");
         g.width = g.height = 0;  // as the window was last closed
         if (size.empty()) return;
         auto x = size.find('x');
         if (x == std::string::npos) throw UsageError("--size takes WIDTHxHEIGHT, e.g. 1280x800");
         g.width = static_cast<int>(parse_whole(size.substr(0, x), "--size width", 960, 8192));
         g.height = static_cast<int>(parse_whole(size.substr(x + 1), "--size height", 600, 8192));
       }},
      text_row<G>(tape_option(), &G::tape),
      text_row<G>(cart_option(), &G::cart),
      {load_state_option(),
       [](const Options& o, G& g) {
         g.load_state = o.text("--load-state");
         if (g.load_state.empty()) return;
         const std::string bytes = io::read_file(g.load_state, io::kMaxImageFile, "the saved state");
         (void)emu::read_snapshot_header(std::span(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()),
                                         g.load_state);
       }},
      rompath_row<G>(),
  };
  return rows;
}

}  // namespace

const std::vector<Option>& gui_options() {
  static const std::vector<Option> table = options_of(gui_rows());
  return table;
}

int gui(const Args& args) {
  Options o("gui", gui_options(), args);
  if (!o.positional().empty()) throw UsageError("veteran gui takes options only (see 'veteran gui --help')");
#ifndef VETERAN_WITH_GUI
  throw std::runtime_error(
      "this veteran was built without its GUI (configure with SDL2, Dear ImGui and stb: "
      "tools/install-deps installs them)");
#else
  gui::GuiOptions g;
  apply_rows(gui_rows(), o, g);
  return modules::function<int(const gui::GuiOptions*)>("gui", "veteran_gui_run")(&g);
#endif
}

}  // namespace veteran::cli
