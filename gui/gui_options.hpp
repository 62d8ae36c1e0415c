// What the window is asked to show and how, as `veteran gui`'s options give
// it: the view (a game, a machine, a tournament, a replay, a problem, PRO's
// training) and its settings. The views read it; only the App runs it.
#pragma once

#include "engines/native/player/pro.hpp"
#include "engines/play/time_control.hpp"

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
  std::optional<engines::TimeControl> tc;  // read where given (--tc, the new-game dialog)
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

}  // namespace veteran::gui
