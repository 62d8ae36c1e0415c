// What `veteran gui --do "..."` makes the window do, one step at a time, as a
// person would: click what was drawn under a name (a square, a key, a
// button), wait, take screenshots, save the game, quit. Tests drive the GUI
// this way, and so can anyone demonstrating a program.
//   click NAME        mouse to the middle of NAME ("square:e2", "key:GO", "button:New game"), press, release
//   press NAME        mouse to NAME and hold the button;  release   let go
//   key NAME          press and release a machine key by its name (machine view)
//   type TEXT         type TEXT into the text field last clicked ("field:fen", "field:pgn"), or in the machine
//                     view on a typing machine's keyboard (Sol-20, Altair, Jupiter III)
//   wait SECONDS      let the window run this many wall-clock seconds
//   wait-engine [S]   until no engine is thinking or to move, the tournament is over or the replay's positions
//                     are compared (at most S seconds, default 600)
//   run SECONDS       until the machine has run this many more emulated seconds (machine view)
//   expect TEXT       fail (exit status 1) unless the window's message or the game's status says TEXT
//   screenshot FILE   write the window as PNG
//   save-pgn FILE     write the game so far
//   save-standings FILE  write the tournament's crosstable and ratings as the window shows them
//   save-compare FILE    write the replay's verdicts so far, a line a position ("ply 3 agree e7e5 e7e5")
//   save-stats FILE   write frames a second and the machine's emulated speed since the window opened (bench/)
//   probes FILE       write where each named thing was drawn ("NAME X0 Y0 X1 Y1" a line), for tests
//   quit              close the window
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::gui {

struct ScriptStep {
  std::string command;
  std::string argument;
};

struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Steps separated by ';' or new lines; throws ScriptError naming the step.
std::vector<ScriptStep> parse_script(const std::string& text);

}  // namespace veteran::gui
