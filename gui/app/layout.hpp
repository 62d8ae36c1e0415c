// Where a view's panels go. Each view computes boxes from the window's work
// area (below the menu bar); they are applied on the first frame, after the
// window is resized and on View > Reset layout. In between a person may move
// and size the panels, and ImGui's ini (gui/app/settings.hpp) remembers them.
#pragma once

#include "gui/app/view.hpp"

#include <imgui.h>

namespace veteran::gui {

struct Box {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
};

// ImGui::Begin(name) placed at `box` when the frame lays the view out anew;
// its rectangle is named "panel:NAME" for scripts and tests. Always pair it
// with ImGui::End(), as Begin.
bool begin_panel(const char* name, const Box& box, Frame& frame, ImGuiWindowFlags flags = 0);

// The largest scale at which something `natural` in size fits `room`; for
// pixel art (`whole`), a whole number once there is room for 1x.
float fit_scale(ImVec2 natural, ImVec2 room, bool whole = false);

}  // namespace veteran::gui
