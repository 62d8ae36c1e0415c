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

#include "gui/gui_options.hpp"

namespace veteran::gui {

// Runs the window until it is closed or its script quits; the exit status.
// Throws std::runtime_error when no window can be opened, ScriptError for a bad --do.
int run_gui(const GuiOptions& options);

}  // namespace veteran::gui
