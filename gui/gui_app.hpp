// `veteran gui`: the window a person opens to watch and play the veterans.
// It shows one view (gui/app/view.hpp): a game (play/game_view: a person or
// an engine on each side, the board, the moves, the clocks, and beside them
// the face of the period machine the program thinks on), a machine on its
// own (machine/machine_view: its face, its keys, run, pause, reset, speed,
// the debugger), a tournament being played, or a replay comparing two
// engines. Engines come from the registry and machines from the machine
// registry, exactly as the command line has them; --do scripts run through
// gui/app/script.
#pragma once

#include "engines/native/player/pro.hpp"
#include "tournament/time_control.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace veteran::gui {

struct GuiOptions {
  std::string machine;             // the machine view ("kim1"); "" for a game
  std::string tournament;          // a tournament view of this config ("default": the embedded one)
  bool resume = false;             // ... going on with its journal
  std::string replay;              // a replay view of this PGN file
  std::string mate;                // a problem view of this FEN ("new": an empty one)
  std::string stipulation = "#2";  // ... and stipulation
  int threads = 1;                 // ... solved on this many threads
  std::string compare;             // ... comparing these engines on its positions ("A,B", or a program and its twin)
  // A training view (gui --train): PRO on these lessons, as veteran train's options read them.
  std::vector<engines::player::Lesson> lessons;
  engines::player::Weights train_start{};
  engines::player::TrainingOptions training{};
  std::vector<std::string> images;  // program images: loaded into that machine, or the period programs' own
  std::string tape, cart;           // media for that machine: a cassette, a cartridge
  std::string load_state;           // a saved state for that machine, instead of its reset
  std::string white, black = "microchess@native";  // engine specs; "" for a person
  int white_level = 0, black_level = 0;
  std::optional<tournament::TimeControl> tc;  // read where given (--tc, the new-game dialog)
  std::string fen;
  std::vector<std::filesystem::path> rompath;
  double speed = 1;        // 1, 10, 100; 0 unlimited
  bool paused = false;     // the machine view starts paused (at its reset, for the debugger)
  std::string script;      // --do
  std::string screenshot;  // --screenshot FILE: write it after `after` seconds (or the script) and quit
  double after = 0;
  bool headless = false;  // no display: SDL's offscreen driver
  int width = 1280, height = 800;
};

// Runs the window until it is closed or its script quits; the exit status.
// Throws std::runtime_error when no window can be opened, ScriptError for a bad --do.
int run_gui(const GuiOptions& options);

}  // namespace veteran::gui
