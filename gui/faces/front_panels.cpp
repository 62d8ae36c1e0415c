#include "gui/faces/front_panels.hpp"

#include "gui/faces/keypads.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <variant>

namespace veteran::gui {
namespace {

// The MITS Altair 8800 (1975), in panel units: 1000 wide, 470 high. The upper part is the blue of
// its silkscreened panel, with the lettering in white and the red LEDs in their rows: the ten
// status lights and the eight data lights along the top, WAIT and HLDA under the status, the
// sixteen address lights over the switches they follow. The lower part is grey metal: the sixteen
// address/data toggles (15-8 also the sense switches), then the momentary paddles, each with the
// function of pushing it up written above and of pulling it down below.
constexpr float kWidth = 1000, kHeight = 470, kBlueTo = 262;

struct Paddle {
  const char* up;    // the key pushed up, as the machine names it ("" : a function veteran does not model)
  const char* down;  // the key pulled down
  const char* up_label;
  const char* down_label;
};

// The control row from the left, after the power switch: the names printed on the panel.
constexpr Paddle kControls[] = {
    {"STOP", "RUN", "STOP", "RUN"},
    {"SINGLE STEP", "", "SINGLE\nSTEP", "SLOW"},
    {"EXAMINE", "EXAMINE NEXT", "EXAMINE", "EXAMINE\nNEXT"},
    {"DEPOSIT", "DEPOSIT NEXT", "DEPOSIT", "DEPOSIT\nNEXT"},
    {"RESET", "", "RESET", "CLR"},
    {"", "", "PROTECT", "UNPROTECT"},
    {"", "", "AUX", "AUX"},
    {"", "", "AUX", "AUX"},
};

constexpr const char* kStatus[] = {"INTE", "PROT", "MEMR", "INP", "M1", "OUT", "HLTA", "STACK", "WO", "INT"};

const ImU32 kBlue = IM_COL32(34, 66, 122, 255), kBlueEdge = IM_COL32(22, 44, 84, 255);
const ImU32 kGrey = IM_COL32(176, 180, 186, 255), kGreyEdge = IM_COL32(120, 124, 130, 255);
const ImU32 kWhite = IM_COL32(240, 242, 246, 255), kInk = IM_COL32(24, 26, 30, 255);

// Where the panel is drawn and how large: panel units to pixels.
struct Canvas {
  ImVec2 origin;
  float s;  // pixels a unit
  ImVec2 at(float x, float y) const { return ImVec2(origin.x + x * s, origin.y + y * s); }
  float px(float units) const { return units * s; }
};

bool lit(const PanelState& state, const std::string& name) {
  for (const auto& l : state.lamps)
    if (l.name == name) return l.on;
  return false;
}

const emu::Switches::Switch* switch_named(const PanelState& state, const std::string& key) {
  for (const auto& s : state.switches)
    if (s.name == key) return &s;
  return nullptr;
}

bool on(const PanelState& state, const std::string& key) {
  const auto* s = switch_named(state, key);
  return s && s->on;
}

// Text centred on (x, y) in panel units, `size` units high but never under 10 pixels (a line each
// for "\n"); lettering on a panel this small must still be read.
void label(ImDrawList* d, const Canvas& c, float x, float y, const char* text, float size, ImU32 colour) {
  const float pixels = std::max(10.0f, c.px(size));
  ImFont* font = ImGui::GetFont();
  const char* line = text;
  int lines = 1;
  for (const char* p = text; *p; ++p) lines += *p == '\n';
  float top = c.at(x, y).y - pixels * static_cast<float>(lines) / 2;
  while (true) {
    const char* end = line;
    while (*end && *end != '\n') ++end;
    const ImVec2 size_px = font->CalcTextSizeA(pixels, 1e9f, 0, line, end);
    d->AddText(font, pixels, ImVec2(std::round(c.at(x, y).x - size_px.x / 2), std::round(top)), colour, line, end);
    top += pixels;
    if (!*end) break;
    line = end + 1;
  }
}

// A red LED: dark when off; lit, bright with a glow. Its probe is the square around it.
void led(ImDrawList* d, const Canvas& c, float x, float y, const std::string& name, bool is_lit, Probes& probes) {
  const ImVec2 centre = c.at(x, y);
  const float r = std::max(3.0f, c.px(8));
  if (is_lit) d->AddCircleFilled(centre, r * 1.9f, IM_COL32(255, 60, 40, 60));
  d->AddCircleFilled(centre, r + 1, IM_COL32(10, 14, 24, 255));  // the bezel
  d->AddCircleFilled(centre, r, is_lit ? IM_COL32(255, 40, 30, 255) : IM_COL32(92, 22, 24, 255));
  if (is_lit) d->AddCircleFilled(ImVec2(centre.x - r / 3, centre.y - r / 3), r / 3, IM_COL32(255, 190, 170, 255));
  probes.add("lamp:" + name, ImVec2(centre.x - r, centre.y - r), ImVec2(centre.x + r, centre.y + r));
}

// A paddle switch on its bushing at (x, y): up (-1), centred (0, a momentary switch at rest) or
// down (1).
void paddle(ImDrawList* d, const Canvas& c, float x, float y, int position) {
  const ImVec2 o = c.at(x, y);
  const float nut = c.px(13), half = c.px(7.5f), length = c.px(30);
  d->AddCircleFilled(o, nut, IM_COL32(96, 98, 104, 255), 6);  // the hexagonal nut
  d->AddCircleFilled(o, nut * 0.7f, IM_COL32(200, 202, 208, 255));
  // Up, the paddle's face catches the light; down, its back is in shadow.
  const ImU32 blade = position < 0 ? IM_COL32(240, 242, 246, 255) : IM_COL32(196, 198, 204, 255),
              shade = IM_COL32(110, 112, 120, 255);
  if (position == 0) {  // seen end on
    d->AddRectFilled(ImVec2(o.x - half, o.y - half * 0.8f), ImVec2(o.x + half, o.y + half * 0.8f), blade, c.px(2));
    d->AddRect(ImVec2(o.x - half, o.y - half * 0.8f), ImVec2(o.x + half, o.y + half * 0.8f), shade, c.px(2));
    return;
  }
  const float tip = o.y + static_cast<float>(position) * length;
  const ImVec2 a(o.x - half, std::min(o.y, tip)), b(o.x + half, std::max(o.y, tip));
  d->AddRectFilled(a, b, blade, c.px(3));
  d->AddRect(a, b, shade, c.px(3));
  // The paddle's widened end, where a finger pushes it.
  const float end_y = tip - static_cast<float>(position) * c.px(6);
  d->AddRectFilled(ImVec2(o.x - half * 1.25f, std::min(end_y, tip)), ImVec2(o.x + half * 1.25f, std::max(end_y, tip)),
                   blade, c.px(3));
  d->AddRect(ImVec2(o.x - half * 1.25f, std::min(end_y, tip)), ImVec2(o.x + half * 1.25f, std::max(end_y, tip)), shade,
             c.px(3));
}

// A region that presses `key` while the mouse holds it (nothing for ""); true while held.
bool press_region(const char* key, ImVec2 min, ImVec2 max, Probes& probes, const KeyHandler& on_key) {
  if (!*key) return false;
  ImGui::SetCursorScreenPos(min);
  ImGui::PushID(key);
  ImGui::InvisibleButton("##switch", ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)));
  ImGui::PopID();
  if (ImGui::IsItemActivated() && on_key) on_key(key, true);
  if (ImGui::IsItemDeactivated() && on_key) on_key(key, false);
  probes.add(std::string("key:") + key, min, max);
  return ImGui::IsItemActive();
}

void draw_altair(const PanelState& state, Probes& probes, const KeyHandler& on_key, float width) {
  ImDrawList* d = ImGui::GetWindowDrawList();
  const Canvas c{ImGui::GetCursorScreenPos(), width / kWidth};
  // The panel: blue above, grey metal below, a dark edge round both.
  d->AddRectFilled(c.at(0, 0), c.at(kWidth, kBlueTo), kBlue, c.px(6), ImDrawFlags_RoundCornersTop);
  d->AddRectFilled(c.at(0, kBlueTo), c.at(kWidth, kHeight), kGrey, c.px(6), ImDrawFlags_RoundCornersBottom);
  d->AddRect(c.at(0, 0), c.at(kWidth, kHeight), kBlueEdge, c.px(6), 0, std::max(1.0f, c.px(3)));
  d->AddLine(c.at(0, kBlueTo), c.at(kWidth, kBlueTo), kGreyEdge, std::max(1.0f, c.px(2)));
  // The lettering: the name, large, at the top left.
  label(d, c, 118, 42, "ALTAIR 8800", 38, kWhite);
  label(d, c, 118, 74, "MITS", 14, IM_COL32(190, 205, 230, 255));

  // Status along the top left, WAIT and HLDA under it; data along the top right.
  for (int i = 0; i < 10; ++i) {
    const float x = 262 + 40 * static_cast<float>(i);
    label(d, c, x, 104, kStatus[i], 12, kWhite);
    led(d, c, x, 128, kStatus[i], lit(state, kStatus[i]), probes);
  }
  label(d, c, 420, 84, "STATUS", 11, IM_COL32(190, 205, 230, 255));
  for (int i = 0; i < 2; ++i) {
    const char* name = i == 0 ? "WAIT" : "HLDA";
    const float x = 262 + 40 * static_cast<float>(i);
    label(d, c, x, 160, name, 12, kWhite);
    led(d, c, x, 184, name, lit(state, name), probes);
  }
  for (int bit = 7; bit >= 0; --bit) {
    const float x = 954 - 40 * static_cast<float>(bit);
    const std::string name = "D" + std::to_string(bit);
    label(d, c, x, 104, name.c_str(), 12, kWhite);
    led(d, c, x, 128, name, lit(state, name), probes);
  }
  label(d, c, 814, 84, "DATA", 11, IM_COL32(190, 205, 230, 255));

  // The address lights over their switches: sixteen columns, 15 at the left, grouped in threes
  // from the right (octal, as the manuals write addresses) by the marks between them.
  auto column = [](int bit) { return 206 + 50 * static_cast<float>(15 - bit); };
  for (int bit = 15; bit >= 0; --bit) {
    const std::string name = "A" + std::to_string(bit);
    label(d, c, column(bit), 214, name.c_str(), 12, kWhite);
    led(d, c, column(bit), 238, name, lit(state, name), probes);
  }
  for (int bit : {3, 6, 9, 12, 15})
    d->AddLine(c.at(column(bit) + 25, 204), c.at(column(bit) + 25, 250), IM_COL32(120, 150, 200, 255),
               std::max(1.0f, c.px(1.5f)));

  // The address/data toggles: each flips when pressed (the machine keeps where it is).
  for (int bit = 15; bit >= 0; --bit) {
    const std::string key = "SW" + std::to_string(bit);
    label(d, c, column(bit), 282, std::to_string(bit).c_str(), 12, kInk);
    const ImVec2 min = c.at(column(bit) - 22, 290), max = c.at(column(bit) + 22, 354);
    press_region(key.c_str(), min, max, probes, on_key);
    paddle(d, c, column(bit), 322, on(state, key) ? -1 : 1);
  }
  label(d, c, column(12) - 25, 268, "SENSE SW.", 10, IM_COL32(70, 74, 82, 255));
  label(d, c, column(4) - 25, 268, "DATA", 10, IM_COL32(70, 74, 82, 255));
  for (int bit : {3, 6, 9, 12, 15})
    d->AddLine(c.at(column(bit) + 25, 274), c.at(column(bit) + 25, 350), kGreyEdge, std::max(1.0f, c.px(1.5f)));

  // Power: on (pulled down), and not ours to switch.
  label(d, c, 70, 372, "OFF", 11, kInk);
  paddle(d, c, 70, 414, 1);
  label(d, c, 70, 456, "ON", 11, kInk);
  // The momentary paddles: the upper half pushes it up, the lower half pulls it down; it springs
  // back to the middle when let go.
  for (size_t k = 0; k < std::size(kControls); ++k) {
    const Paddle& p = kControls[k];
    const float x = column(15) + 25 + 100 * static_cast<float>(k);
    label(d, c, x, 374, p.up_label, 11, kInk);
    label(d, c, x, 454, p.down_label, 11, kInk);
    const bool up = press_region(p.up, c.at(x - 30, 388), c.at(x + 30, 414), probes, on_key);
    const bool down = press_region(p.down, c.at(x - 30, 414), c.at(x + 30, 440), probes, on_key);
    paddle(d, c, x, 414, up ? -1 : down ? 1 : 0);
  }
  // The panel as one item of its size, the cursor after it.
  ImGui::SetCursorScreenPos(c.origin);
  ImGui::Dummy(ImVec2(width, c.px(kHeight)));
}

// The machine's own face, centred in the artwork's window (x0, y0)-(x1, y1) less `margin` units
// each side, as large as fits (`whole_lines`: a bitmap's rows whole pixels, a quarter of scale a
// line); nothing when the face is not of the kind the window is for.
template <class Kind>
void face_in_window(const PanelState& state, const Canvas& c, float x0, float y0, float x1, float y1, float margin,
                    const char* machine, Probes& probes, bool whole_lines = false) {
  if (!state.face || !std::holds_alternative<Kind>(*state.face)) return;
  const ImVec2 natural = face_size(*state.face);
  FaceStyle style;
  style.scale = std::min(c.px(x1 - x0 - 2 * margin) / natural.x, c.px(y1 - y0 - 2 * margin) / natural.y);
  if (whole_lines) style.scale = std::max(0.25f, std::floor(4 * style.scale) / 4);
  style.crt = state.crt;
  const ImVec2 size = face_drawn_size(*state.face, style.scale), centre = c.at((x0 + x1) / 2, (y0 + y1) / 2);
  ImGui::SetCursorScreenPos(ImVec2(std::round(centre.x - size.x / 2), std::round(centre.y - size.y / 2)));
  draw_face(*state.face, machine, state.mono, probes, {}, style);
}

// The KIM-1 (MOS Technology, 1976), in board units: 1000 wide, 640 high. The green board with its
// three large chips at the left and its name, the six LED digits behind their red window at the
// top right, and under them the keypad as it is laid out on the board: six rows of four cream keys
// with black legends, the SST slide switch in the fourth place of the top row (OFF at the left, ON
// at the right).
constexpr float kKimWidth = 1000, kKimHeight = 640;

// A chip on the board: its body, its pins along the two long sides, its part number.
void chip(ImDrawList* d, const Canvas& c, float x, float y, float w, float h, const char* name) {
  d->AddRectFilled(c.at(x, y), c.at(x + w, y + h), IM_COL32(28, 28, 30, 255), c.px(3));
  const int pins = static_cast<int>(h / 16);
  for (int i = 0; i < pins; ++i) {
    const float py = y + 8 + 16 * static_cast<float>(i);
    d->AddRectFilled(c.at(x - 7, py - 3), c.at(x, py + 3), IM_COL32(196, 198, 204, 255));
    d->AddRectFilled(c.at(x + w, py - 3), c.at(x + w + 7, py + 3), IM_COL32(196, 198, 204, 255));
  }
  d->AddCircleFilled(c.at(x + w / 2, y + 10), c.px(5), IM_COL32(60, 60, 64, 255));  // the notch
  // The part number along the body, as it is printed (drawn across: ImGui writes no rotated text).
  label(d, c, x + w / 2, y + h / 2, name, 15, IM_COL32(210, 210, 214, 255));
}

void draw_kim1(const PanelState& state, Probes& probes, const KeyHandler& on_key, float width) {
  ImDrawList* d = ImGui::GetWindowDrawList();
  const Canvas c{ImGui::GetCursorScreenPos(), width / kKimWidth};
  const ImU32 board = IM_COL32(24, 98, 56, 255), trace = IM_COL32(40, 124, 74, 255);
  d->AddRectFilled(c.at(0, 0), c.at(kKimWidth, kKimHeight), board, c.px(10));
  d->AddRect(c.at(0, 0), c.at(kKimWidth, kKimHeight), IM_COL32(14, 64, 36, 255), c.px(10), 0, std::max(1.0f, c.px(3)));
  // Traces between the chips and to the keypad, for the board's look.
  for (int i = 0; i < 9; ++i) {
    const float y = 70 + 52 * static_cast<float>(i);
    d->AddLine(c.at(40, y), c.at(520, y + 18), trace, std::max(1.0f, c.px(2)));
  }
  chip(d, c, 60, 60, 90, 330, "6502");
  chip(d, c, 200, 60, 90, 330, "6530-002");
  chip(d, c, 340, 60, 90, 330, "6530-003");
  label(d, c, 245, 470, "KIM-1", 64, IM_COL32(236, 240, 232, 255));
  label(d, c, 245, 530, "MOS TECHNOLOGY, INC.", 18, IM_COL32(200, 222, 204, 255));

  // The display's window, the machine's own LED digits in it.
  const float wx0 = 480, wy0 = 30, wx1 = 970, wy1 = 190;
  d->AddRectFilled(c.at(wx0, wy0), c.at(wx1, wy1), IM_COL32(10, 10, 12, 255), c.px(6));
  face_in_window<emu::SegmentFace>(state, c, wx0, wy0, wx1, wy1, 10, "kim1", probes);

  // The keypad, on its own panel of the board.
  const float key = 60, gap = 10, kx0 = 630, ky0 = 214;
  d->AddRectFilled(c.at(kx0 - 14, ky0 - 14), c.at(kx0 + 4 * key + 3 * gap + 14, ky0 + 6 * key + 5 * gap + 14),
                   IM_COL32(46, 48, 52, 255), c.px(6));
  // The keys as the machine declares its keypad's rows (emu::MachineInfo::keypad).
  const auto& rows = keypad_of("kim1");
  for (size_t row = 0; row < rows.size(); ++row)
    for (size_t col = 0; col < rows[row].size(); ++col) {
      const std::string& name = rows[row][col].key;
      const char* legend = rows[row][col].label.c_str();
      const float x = kx0 + static_cast<float>(col) * (key + gap), y = ky0 + static_cast<float>(row) * (key + gap);
      const ImVec2 min = c.at(x, y), max = c.at(x + key, y + key);
      const bool held = press_region(name.c_str(), min, max, probes, on_key);
      if (switch_named(state, name)) {  // a slide switch (SST): OFF at the left, ON at the right
        d->AddRectFilled(c.at(x + 4, y + 20), c.at(x + key - 4, y + key - 8), IM_COL32(16, 16, 18, 255), c.px(4));
        const float slider = on(state, name) ? x + key / 2 : x + 8;
        d->AddRectFilled(c.at(slider, y + 24), c.at(slider + key / 2 - 12, y + key - 12), IM_COL32(236, 232, 218, 255),
                         c.px(3));
        label(d, c, x + key / 2, y + 10, legend, 14, IM_COL32(236, 240, 232, 255));
        label(d, c, x + 14, y + key + 2, "OFF", 10, IM_COL32(200, 222, 204, 255));
        label(d, c, x + key - 12, y + key + 2, "ON", 10, IM_COL32(200, 222, 204, 255));
        continue;
      }
      // A cream cap with its legend; pressed, it sinks and darkens.
      const float sink = held ? 3 : 0;
      d->AddRectFilled(c.at(x + 2, y + 4), c.at(x + key + 2, y + key + 4), IM_COL32(20, 20, 22, 255), c.px(6));
      d->AddRectFilled(c.at(x, y + sink), c.at(x + key, y + key + sink - 2),
                       held ? IM_COL32(200, 194, 178, 255) : IM_COL32(238, 232, 214, 255), c.px(6));
      d->AddRect(c.at(x, y + sink), c.at(x + key, y + key + sink - 2), IM_COL32(150, 146, 134, 255), c.px(6));
      label(d, c, x + key / 2, y + key / 2 + sink - 1, legend, legend[1] ? 24 : 30, IM_COL32(20, 20, 22, 255));
    }
  ImGui::SetCursorScreenPos(c.origin);
  ImGui::Dummy(ImVec2(width, c.px(kKimHeight)));
}

// The Fairchild Channel F (1976) on its television, in units: 1000 wide, 930 high. The set's dark
// cabinet with the picture (the machine's PixelFace, at the television's 4:3, whole lines a row)
// behind a rounded bezel, its two knobs and speaker beside it; under it the console's wood-grain
// front with the four buttons (1 TIME, 2 HOLD, 3 MODE, 4 START), the lamps a cartridge's board
// lights (Schach's THINKING), and the right hand controller's eight moves as the machine declares
// them.
constexpr float kTvWidth = 1000, kTvHeight = 930;

void draw_channelf(const PanelState& state, Probes& probes, const KeyHandler& on_key, float width) {
  ImDrawList* d = ImGui::GetWindowDrawList();
  const Canvas c{ImGui::GetCursorScreenPos(), width / kTvWidth};
  // The television.
  d->AddRectFilled(c.at(0, 0), c.at(kTvWidth, 660), IM_COL32(36, 30, 26, 255), c.px(28));
  d->AddRect(c.at(0, 0), c.at(kTvWidth, 660), IM_COL32(70, 60, 52, 255), c.px(28), 0, std::max(1.0f, c.px(4)));
  const float sx0 = 50, sy0 = 45, sx1 = 790, sy1 = 615;  // the screen's opening: 740 x 570
  d->AddRectFilled(c.at(sx0, sy0), c.at(sx1, sy1), IM_COL32(8, 10, 10, 255), c.px(40));
  face_in_window<emu::PixelFace>(state, c, sx0, sy0, sx1, sy1, 22, "channelf", probes, true);
  // The tube's rounded corners: the bezel drawn over the picture's.
  d->AddRect(c.at(sx0, sy0), c.at(sx1, sy1), IM_COL32(36, 30, 26, 255), c.px(40), 0, c.px(22));
  d->AddRect(c.at(sx0 + 8, sy0 + 8), c.at(sx1 - 8, sy1 - 8), IM_COL32(20, 18, 16, 255), c.px(34), 0,
             std::max(1.0f, c.px(4)));
  // The set's knobs and speaker.
  for (float y : {150.0f, 290.0f}) {
    d->AddCircleFilled(c.at(895, y), c.px(42), IM_COL32(20, 18, 16, 255));
    d->AddCircleFilled(c.at(895, y), c.px(34), IM_COL32(150, 146, 138, 255));
    d->AddLine(c.at(895, y - 30), c.at(895, y - 8), IM_COL32(40, 38, 34, 255), std::max(1.0f, c.px(4)));
  }
  for (int i = 0; i < 9; ++i) {
    const float y = 400 + 20 * static_cast<float>(i);
    d->AddLine(c.at(850, y), c.at(940, y), IM_COL32(16, 14, 12, 255), std::max(1.0f, c.px(5)));
  }

  // The console: wood grain, then its buttons, lamps and the hand controller's moves.
  const float cy0 = 690, cy1 = kTvHeight;
  d->AddRectFilled(c.at(60, cy0), c.at(940, cy1), IM_COL32(104, 66, 36, 255), c.px(14));
  for (int i = 0; i < 6; ++i) {
    const float y = cy0 + 18 + 38 * static_cast<float>(i);
    d->AddLine(c.at(70, y), c.at(930, y + 6), IM_COL32(120, 80, 46, 255), std::max(1.0f, c.px(2)));
  }
  d->AddRectFilled(c.at(80, cy0 + 20), c.at(470, cy1 - 20), IM_COL32(28, 26, 24, 255), c.px(8));
  const auto& rows = keypad_of("channelf");
  // The console's buttons: the first row, numbered as on the console.
  if (!rows.empty())
    for (size_t i = 0; i < rows[0].size(); ++i) {
      const float x = 130 + 95 * static_cast<float>(i), y = cy0 + 95;
      const ImVec2 min = c.at(x - 34, y - 34), max = c.at(x + 34, y + 34);
      const bool held = press_region(rows[0][i].key.c_str(), min, max, probes, on_key);
      d->AddRectFilled(min, max, held ? IM_COL32(200, 196, 186, 255) : IM_COL32(236, 232, 222, 255), c.px(6));
      label(d, c, x, y - 8, std::to_string(i + 1).c_str(), 26, IM_COL32(20, 20, 22, 255));
      label(d, c, x, y + 58, rows[0][i].label.c_str(), 15, IM_COL32(230, 226, 216, 255));
    }
  // The lamps a cartridge's board lights.
  float lamp_y = cy0 + 40;
  for (const auto& lamp : state.lamps) {
    led(d, c, 510, lamp_y, lamp.name, lamp.on, probes);
    d->AddText(ImGui::GetFont(), std::max(10.0f, c.px(15)), c.at(530, lamp_y - 9), IM_COL32(236, 230, 220, 255),
               lamp.name.c_str());
    lamp_y += 40;
  }
  // The right hand controller's moves: its knob's eight ways, two rows of four.
  for (size_t row = 1; row < rows.size(); ++row)
    for (size_t i = 0; i < rows[row].size(); ++i) {
      const float x = 660 + 66 * static_cast<float>(i), y = cy0 + 60 + 80 * static_cast<float>(row - 1);
      const ImVec2 min = c.at(x - 30, y - 26), max = c.at(x + 30, y + 26);
      const bool held = press_region(rows[row][i].key.c_str(), min, max, probes, on_key);
      d->AddRectFilled(min, max, held ? IM_COL32(60, 58, 56, 255) : IM_COL32(34, 32, 30, 255), c.px(8));
      label(d, c, x, y, rows[row][i].label.c_str(), 14, IM_COL32(236, 230, 220, 255));
    }
  label(d, c, 757, cy0 + 16, "HAND CONTROLLER", 13, IM_COL32(236, 222, 200, 255));
  ImGui::SetCursorScreenPos(c.origin);
  ImGui::Dummy(ImVec2(width, c.px(kTvHeight)));
}

// The SHAH (Andre Adrian's chess computer, seed 004: "a plastic block with a few keys and a modest
// 7-segment display", built into a small instrument case), in units: 1000 wide, 700 high. The
// case, its four LED digits behind their window, the eight move keys A1 to H8 in two rows and, at
// their right, the three keys the seed names by colour: FN red, CL yellow, GO green (the machine's
// keypad rows and caps).
constexpr float kShahWidth = 1000, kShahHeight = 700;

void draw_shah(const PanelState& state, Probes& probes, const KeyHandler& on_key, float width) {
  ImDrawList* d = ImGui::GetWindowDrawList();
  const Canvas c{ImGui::GetCursorScreenPos(), width / kShahWidth};
  d->AddRectFilled(c.at(0, 0), c.at(kShahWidth, kShahHeight), IM_COL32(58, 60, 64, 255), c.px(40));
  d->AddRectFilled(c.at(14, 14), c.at(kShahWidth - 14, kShahHeight - 14), IM_COL32(196, 196, 190, 255), c.px(30));
  // The display's window and the machine's digits in it.
  const float wx0 = 160, wy0 = 50, wx1 = 840, wy1 = 290;
  d->AddRectFilled(c.at(wx0, wy0), c.at(wx1, wy1), IM_COL32(12, 8, 8, 255), c.px(10));
  face_in_window<emu::SegmentFace>(state, c, wx0, wy0, wx1, wy1, 15, "shah", probes);
  label(d, c, 160 + 60, 322, "SHAH", 30, IM_COL32(40, 42, 46, 255));
  label(d, c, 840 - 80, 322, "AVR-Max", 20, IM_COL32(90, 92, 96, 255));
  // The keys: rows of the move keys at the left, the coloured ones in a column at their right.
  const auto& rows = keypad_of("shah");
  auto key = [&](const emu::KeypadKey& k, float x, float y, float size) {
    const ImVec2 min = c.at(x, y), max = c.at(x + size, y + size);
    const bool held = press_region(k.key.c_str(), min, max, probes, on_key);
    const uint32_t cap = k.cap ? k.cap : 0x2A2C30;
    const int r = static_cast<int>(cap >> 16 & 0xFF), g = static_cast<int>(cap >> 8 & 0xFF),
              b = static_cast<int>(cap & 0xFF);
    const float sink = held ? 3 : 0;
    d->AddRectFilled(c.at(x + 3, y + 5), c.at(x + size + 3, y + size + 5), IM_COL32(70, 70, 68, 255), c.px(12));
    d->AddRectFilled(c.at(x, y + sink), c.at(x + size, y + size + sink - 2),
                     held ? IM_COL32(r * 3 / 4, g * 3 / 4, b * 3 / 4, 255) : IM_COL32(r, g, b, 255), c.px(12));
    const bool light = r * 299 + g * 587 + b * 114 > 150000;
    label(d, c, x + size / 2, y + size / 2 + sink, k.label.c_str(), 30,
          light ? IM_COL32(20, 20, 22, 255) : IM_COL32(240, 240, 236, 255));
  };
  for (size_t row = 0; row < rows.size(); ++row)
    for (size_t i = 0; i < rows[row].size(); ++i) {
      if (row + 1 < rows.size())  // the move keys
        key(rows[row][i], 130 + 135 * static_cast<float>(i), 372 + 150 * static_cast<float>(row), 110);
      else  // the last row: FN, CL, GO in a column at the right
        key(rows[row][i], 740, 352 + 105 * static_cast<float>(i), 90);
    }
  ImGui::SetCursorScreenPos(c.origin);
  ImGui::Dummy(ImVec2(width, c.px(kShahHeight)));
}

struct PanelArtwork {
  const char* machine;
  void (*draw)(const PanelState&, Probes&, const KeyHandler&, float);
  float aspect;     // height / width
  bool holds_face;  // the machine's display is drawn on it
};

constexpr PanelArtwork kPanels[] = {
    {"altair8800", draw_altair, kHeight / kWidth, false},    {"kim1", draw_kim1, kKimHeight / kKimWidth, true},
    {"channelf", draw_channelf, kTvHeight / kTvWidth, true}, {"sabavdpl", draw_channelf, kTvHeight / kTvWidth, true},
    {"shah", draw_shah, kShahHeight / kShahWidth, true},
};

const PanelArtwork* artwork(const std::string& machine) {
  for (const auto& p : kPanels)
    if (machine == p.machine) return &p;
  return nullptr;
}

}  // namespace

bool has_front_panel(const std::string& machine) { return artwork(machine) != nullptr; }

bool front_panel_holds_face(const std::string& machine) {
  const auto* p = artwork(machine);
  return p && p->holds_face;
}

void draw_front_panel(const std::string& machine, const PanelState& state, Probes& probes, const KeyHandler& on_key,
                      float width) {
  if (const auto* p = artwork(machine)) p->draw(state, probes, on_key, width);
}

float front_panel_height(const std::string& machine, float width) {
  const auto* p = artwork(machine);
  return p ? width * p->aspect : 0;
}

float front_panel_width(const std::string& machine, float height) {
  const auto* p = artwork(machine);
  return p ? height / p->aspect : 0;
}

}  // namespace veteran::gui
