// The debugger's window for the machine view, on the model of MAME's
// debugger and floooh/chips' ui_dbg/ui_dasm/ui_memedit: registers and flags
// (those the last step or run changed lit), the disassembly around PC with
// each instruction's bytes and the symbols' names, breakpoints set by a
// click, step, step over, step out, run to the cursor, the breakpoint and
// watchpoint lists (enable, disable, delete, conditions), the stack, an
// editable memory view with its ASCII, and a command line with MAME's verbs
// (emu/debug/debug_console.hpp). It drives emu::Debugger, which the machine
// view runs the machine through.
#pragma once

#include "gui/app/layout.hpp"

#include "emu/debug/cpu_view.hpp"
#include "emu/debug/debug_console.hpp"
#include "emu/debug/debugger.hpp"
#include "emu/machine.hpp"
#include "gui/app/probes.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace veteran::gui {

class DebuggerView {
 public:
  // Draws the window. `paused` is the machine view's: stepping pauses it; a
  // step over, out or to the cursor then runs here, a slice a frame, to its end.
  // `said` receives a line for the window's message (a stop, a bad address).
  void draw(emu::Machine& machine, emu::Debugger& debugger, bool& paused, Frame& frame, const Box& box);

 private:
  uint16_t listing_start_ = 0;
  bool listing_valid_ = false;
  int listing_lines_ = 12, memory_rows_ = 6, console_lines_ = 5;  // as the panel's height allows (fit)
  int cursor_ = -1;                                               // the selected line's address, or -1
  std::string breakpoint_text_, watchpoint_text_, memory_text_ = "0000", command_;
  uint16_t memory_start_ = 0;
  emu::DebugConsole console_;
  ImFont* mono_ = nullptr;        // the listing's font
  std::vector<std::string> log_;  // the command line's dialogue
  bool log_grew_ = false;
  bool stepping_ = false;                   // a step over or out runs in the machine's slices; its end is logged
  std::map<std::string, unsigned> before_;  // the registers before the last step or run
  void registers(emu::CpuView& view, emu::Machine& machine);
  void listing(emu::CpuView& view, emu::Debugger& debugger, Probes& probes);
  void points(emu::Debugger& debugger, Probes& probes, std::string& said);
  void stack(emu::CpuView& view, emu::Machine& machine);
  void memory(emu::Machine& machine, Probes& probes, std::string& said);
  void command_line(emu::Debugger& debugger, bool& paused, Probes& probes, std::string& said);
  // A console command, its answer logged and said; true when it asks the machine to run.
  bool run_command(emu::Debugger& debugger, const std::string& line, std::string& said);
  void remember_registers(emu::CpuView& view);
  void fit(const emu::Debugger& debugger);
};

}  // namespace veteran::gui
