// Draws a machine's face (emu/face.hpp) in the current ImGui window: LED
// digits segment by segment at the brightness the machine integrated, a
// character screen cell by cell (block graphics as blocks, characters from
// the machine's character generator ROM or from our font), and the
// machine's keypad as keys a person clicks. A machine added later needs
// nothing here if its face is one of these kinds; a new kind is one function.
#pragma once

#include "emu/capabilities.hpp"
#include "emu/face.hpp"
#include "gui/app/probes.hpp"

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace veteran::gui {

// Called with a keypad key's name when the mouse presses it (true) and lets go (false).
using KeyHandler = std::function<void(const std::string& key, bool down)>;

// How a face is drawn: `scale` times its natural size (face_size), its
// probes' names after `prefix` ("white:" when two faces share a window), and
// its keypad only when there is someone to press it (`on_key`).
struct FaceStyle {
  float scale = 1;
  std::string prefix;
  std::vector<std::string> switched_on;  // keypad keys that are switches now on (the KIM-1's SST), drawn lit
  bool crt = false;                      // screens with a CRT's scan lines (View > CRT look)
};

void draw_face(const emu::Face& face, const std::string& machine, ImFont* mono, Probes& probes,
               const KeyHandler& on_key, const FaceStyle& style = {});

// A number that changes when the face would look different (which LED
// segments are lit, the cells, the dots): a window redraws when it changes.
uint64_t face_stamp(const emu::Face& face);

// The face's size at scale 1 without its keypad (LED digits, a screen's cells, a bitmap's dots).
ImVec2 face_size(const emu::Face& face);
// Its size as drawn at `scale` (a bitmap's rows are whole pixels tall, so not quite scale times).
ImVec2 face_drawn_size(const emu::Face& face, float scale);

// The machine's keypad or front panel (its declared rows), keys a person clicks; switches that are
// on drawn lit.
void draw_keypad(const std::string& machine, Probes& probes, const KeyHandler& on_key,
                 const std::vector<std::string>& switched_on = {});

// The lamps a program switches (the Schach cartridge's THINKING), each a
// light that is red while lit, with its name ("lamp:THINKING" in probes).
void draw_lamps(const std::vector<emu::Lamps::Lamp>& lamps, Probes& probes);

// The rectangle of segment `s` (0 = a ... 6 = g) of a digit drawn at `origin`
// (its top left) in the digit size the face uses.
void segment_rect(ImVec2 origin, int s, ImVec2& min, ImVec2& max, float scale = 1);

}  // namespace veteran::gui
