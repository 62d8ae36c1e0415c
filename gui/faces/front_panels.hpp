// Front panels drawn as the machines' owners remember them, by our own code
// (vector shapes and lettering, no photograph or scan), as MAME draws a
// machine's artwork from its layout: a machine with one has its lights and
// switches drawn here instead of the plain rows of draw_lamps and
// draw_keypad. The lights are the machine's Lamps by name, the switches its
// keys by name, so the probes ("lamp:WAIT", "key:SW6", "key:STOP") are the
// same as in the plain rows.
#pragma once

#include "emu/capabilities.hpp"
#include "gui/app/probes.hpp"
#include "gui/faces/face_view.hpp"

#include <imgui.h>

#include <string>
#include <vector>

namespace veteran::gui {

// What a panel shows now: the machine's lamps and its switches, and for a panel that
// holds the machine's display (the KIM-1's board) its face, drawn there by draw_face.
struct PanelState {
  std::vector<emu::Lamps::Lamp> lamps;
  std::vector<emu::Switches::Switch> switches;  // those that stay where they are put, on or off
  const emu::Face* face = nullptr;
  ImFont* mono = nullptr;
  bool crt = false;
};

// Whether `machine` has a front panel drawn here, and whether the panel holds its display.
bool has_front_panel(const std::string& machine);
bool front_panel_holds_face(const std::string& machine);

// Draws it at the cursor, `width` pixels wide (its height follows), as an item of the current
// window; a switch pressed calls `on_key` with its key going down and, let go, up.
void draw_front_panel(const std::string& machine, const PanelState& state, Probes& probes, const KeyHandler& on_key,
                      float width);

// Its height when drawn `width` pixels wide; the width that makes it `height` pixels high.
float front_panel_height(const std::string& machine, float width);
float front_panel_width(const std::string& machine, float height);

}  // namespace veteran::gui
