// The debugger's window for the machine view, on the model of MAME's
// debugger and floooh/chips' ui_dbg/ui_dasm/ui_memedit: registers and flags,
// the disassembly around PC (the project's disassemblers) with breakpoints
// set by a click, step, step over, run to the cursor, watchpoints, an
// editable memory view and the cycle counter. It drives emu::Debugger, which
// the machine view runs the machine through.
#pragma once

#include "veteran/gui/app/layout.hpp"

#include "veteran/emu/debug/cpu_view.hpp"
#include "veteran/emu/debug/debugger.hpp"
#include "veteran/emu/machine.hpp"
#include "veteran/gui/app/probes.hpp"

#include <cstdint>
#include <string>

namespace veteran::gui {

class DebuggerView {
 public:
  // Draws the window. `paused` is the machine view's: stepping pauses it.
  // `said` receives a line for the window's message (a stop, a bad address).
  void draw(emu::Machine& machine, emu::Debugger& debugger, bool& paused, Frame& frame, const Box& box);

 private:
  uint16_t listing_start_ = 0;
  bool listing_valid_ = false;
  int cursor_ = -1;  // the selected line's address, or -1
  std::string breakpoint_text_, watchpoint_text_, memory_text_ = "0000";
  uint16_t memory_start_ = 0;
  void registers(emu::CpuView& view, emu::Machine& machine);
  void listing(emu::CpuView& view, emu::Debugger& debugger, Probes& probes);
  void memory(emu::Machine& machine, Probes& probes, std::string& said);
};

}  // namespace veteran::gui
