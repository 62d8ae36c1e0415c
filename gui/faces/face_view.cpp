#include "gui/faces/face_view.hpp"

#include "gui/app/stamp.hpp"
#include "gui/faces/keypads.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace veteran::gui {
namespace {

// An LED digit: 36 x 64 pixels, segments 7 pixels thick.
float f(int v) { return static_cast<float>(v); }

constexpr float kDigitW = 36, kDigitH = 64, kThick = 7, kDigitGap = 14, kGroupGap = 30;

ImU32 led_colour(float brightness) {
  // Unlit segments stay visible as dark red, as on the KIM-1's display.
  float b = std::clamp(brightness, 0.0f, 1.0f);
  auto mix = [b](float off, float on) { return static_cast<int>(off + (on - off) * b); };
  return IM_COL32(mix(60, 255), mix(8, 40), mix(8, 30), 255);
}

// The digits' row: 12 pixels of bezel, the digits with their gaps, 20 more at the right.
float segments_width(const emu::SegmentFace& face) {
  return 12 + f(static_cast<int>(face.digits.size())) * (kDigitW + kDigitGap) +
         kGroupGap * f(static_cast<int>(face.gaps_after.size())) + 8;
}

void draw_segments(const emu::SegmentFace& face, Probes& probes, const FaceStyle& style) {
  const float k = style.scale;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 start = at, size(segments_width(face) * k, (kDigitH + 24) * k);
  draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), IM_COL32(16, 4, 4, 255), 6 * k);
  probes.add(style.prefix + "face", start, ImVec2(start.x + size.x, start.y + size.y));
  at.x += 12 * k;
  at.y += 12 * k;
  for (size_t d = 0; d < face.digits.size(); ++d) {
    for (int s = 0; s < 7; ++s) {
      ImVec2 min, max;
      segment_rect(at, s, min, max, k);
      draw->AddRectFilled(min, max, led_colour(face.digits[d][s]), 2 * k);
      probes.add(style.prefix + "segment:" + std::to_string(d) + ":" + std::string(1, static_cast<char>('a' + s)), min,
                 max);
    }
    at.x += (kDigitW + kDigitGap) * k;
    if (std::find(face.gaps_after.begin(), face.gaps_after.end(), static_cast<int>(d)) != face.gaps_after.end())
      at.x += kGroupGap * k;
  }
  ImGui::Dummy(size);
}

// Cells 10 pixels wide; rows tall enough for three block rows of whole pixels.
ImVec2 cell_size(const emu::ScreenFace& face) { return ImVec2(10, face.rows <= 16 ? 24 : 15); }

// A CRT's look over a screen drawn at `min`-`max`: every other line of pixels darker, as the
// gaps between a television's scan lines show.
void scan_lines(ImVec2 min, ImVec2 max) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (float y = std::floor(min.y) + 1; y < max.y; y += 2)
    draw->AddRectFilled(ImVec2(min.x, y), ImVec2(max.x, y + 1), IM_COL32(0, 0, 0, 90));
}

void draw_screen(const emu::ScreenFace& face, ImFont* mono, Probes& probes, const FaceStyle& style) {
  const float k = style.scale, cw = cell_size(face).x * k, ch = cell_size(face).y * k;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 at = ImGui::GetCursorScreenPos();
  const ImU32 ink = IM_COL32(225, 235, 225, 255);
  const float width = f(face.columns) * cw, height = f(face.rows) * ch;
  draw->AddRectFilled(at, ImVec2(at.x + width + 16 * k, at.y + height + 16 * k), IM_COL32(0, 0, 0, 255));
  probes.add(style.prefix + "face", at, ImVec2(at.x + width + 16 * k, at.y + height + 16 * k));
  at.x += 8 * k;
  at.y += 8 * k;
  probes.add(style.prefix + "screen", at, ImVec2(at.x + width, at.y + height));
  ImFont* font = mono ? mono : ImGui::GetFont();
  const float font_size = font->FontSize * std::min(1.0f, k);
  for (int row = 0; row < face.rows; ++row)
    for (int column = 0; column < face.columns; ++column) {
      const auto& cell = face.cells[static_cast<size_t>(row * face.columns + column)];
      ImVec2 p(at.x + f(column) * cw, at.y + f(row) * ch);
      if (cell.blocks >= 0) {
        continue;  // block graphics: drawn row by row below, runs of lit halves as one rectangle each
      } else if (face.glyph_height > 0) {  // the character generator's pixels
        const size_t cell_index = static_cast<size_t>(row * face.columns + column);
        const float px = cw / f(face.glyph_width), py = ch / f(face.glyph_height);
        for (int r = 0; r < face.glyph_height; ++r) {
          uint8_t bits = face.glyphs[cell_index * static_cast<size_t>(face.glyph_height) + static_cast<size_t>(r)];
          // Runs of lit pixels as one rectangle each, on whole screen pixels (a
          // glyph pixel is 10/6 of one: rectangles of fractional width leave gaps).
          for (int b = 0; b < face.glyph_width;) {
            if (!(bits >> (face.glyph_width - 1 - b) & 1)) {
              ++b;
              continue;
            }
            int end = b;
            while (end < face.glyph_width && bits >> (face.glyph_width - 1 - end) & 1) ++end;
            draw->AddRectFilled(ImVec2(std::round(p.x + f(b) * px), std::round(p.y + f(r) * py)),
                                ImVec2(std::round(p.x + f(end) * px), std::round(p.y + f(r + 1) * py)), ink);
            b = end;
          }
        }
      } else if (!cell.text.empty() && cell.text != " ") {
        ImVec2 size = font->CalcTextSizeA(font_size, 100, 0, cell.text.c_str());
        draw->AddText(font, font_size, ImVec2(p.x + (cw - size.x) / 2, p.y + (ch - size.y) / 2), ink,
                      cell.text.c_str());
      }
    }
  // Block graphics a third of a row at a time: a run of lit half-cells along it is one rectangle
  // (a software renderer pays per rectangle; SARGON's board is mostly solid blocks).
  for (int row = 0; row < face.rows; ++row)
    for (int third = 0; third < 3; ++third) {
      const float y0 = at.y + f(row) * ch + f(third) * ch / 3, y1 = y0 + ch / 3;
      auto lit = [&](int half) {
        const auto& cell = face.cells[static_cast<size_t>(row * face.columns + half / 2)];
        return cell.blocks >= 0 && (cell.blocks >> (third * 2 + half % 2) & 1);
      };
      for (int half = 0; half < face.columns * 2;) {
        if (!lit(half)) {
          ++half;
          continue;
        }
        int end = half + 1;
        while (end < face.columns * 2 && lit(end)) ++end;
        draw->AddRectFilled(ImVec2(at.x + f(half) * cw / 2, y0), ImVec2(at.x + f(end) * cw / 2, y1), ink);
        half = end;
      }
    }
  if (style.crt) scan_lines(at, ImVec2(at.x + width, at.y + height));
  ImGui::Dummy(ImVec2(width + 16 * k, height + 16 * k));
}

// The part of a bitmap the screen shows: origin and size in dots.
struct Visible {
  int x, y, width, height;
};
Visible visible(const emu::PixelFace& face) {
  if (face.visible_width <= 0) return {0, 0, face.width, face.height};
  return {face.visible_x, face.visible_y, face.visible_width, face.visible_height};
}

// The visible area's size in whole pixels at `scale`: each row 4 lines tall at scale 1, the width
// as the television's aspect makes it (square dots without one).
ImVec2 pixels_size(const emu::PixelFace& face, float scale) {
  const Visible v = visible(face);
  const float tall = std::max(1.0f, std::round(4 * scale));
  const float width = face.aspect > 0 ? static_cast<float>(face.aspect) * tall * f(v.height) : tall * f(v.width);
  return ImVec2(std::round(width), tall * f(v.height));
}

// A bitmap screen's visible part at the television's aspect, each dot's edges on whole pixels;
// runs of one colour along a row as one rectangle.
void draw_pixels(const emu::PixelFace& face, Probes& probes, const FaceStyle& style) {
  const Visible v = visible(face);
  const ImVec2 size = pixels_size(face, style.scale);
  const float tall = size.y / f(v.height);
  auto edge = [&](int x) { return std::round(f(x) * size.x / f(v.width)); };
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 at = ImGui::GetCursorScreenPos();
  probes.add(style.prefix + "face", at, ImVec2(at.x + size.x, at.y + size.y));
  probes.add(style.prefix + "screen", at, ImVec2(at.x + size.x, at.y + size.y));
  for (int y = 0; y < v.height; ++y) {
    const uint32_t* row = &face.rgb[static_cast<size_t>((v.y + y) * face.width + v.x)];
    for (int x = 0; x < v.width;) {
      const uint32_t c = row[x];
      int end = x + 1;
      while (end < v.width && row[end] == c) ++end;
      draw->AddRectFilled(ImVec2(at.x + edge(x), at.y + f(y) * tall), ImVec2(at.x + edge(end), at.y + f(y + 1) * tall),
                          IM_COL32(c >> 16 & 0xFF, c >> 8 & 0xFF, c & 0xFF, 255));
      x = end;
    }
  }
  if (style.crt) scan_lines(at, ImVec2(at.x + size.x, at.y + size.y));
  ImGui::Dummy(size);
}

}  // namespace

void draw_keypad(const std::string& machine, Probes& probes, const KeyHandler& on_key,
                 const std::vector<std::string>& switched_on) {
  const auto& rows = keypad_of(machine);
  if (rows.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(70, 70, 74, 255));
  for (const auto& row : rows) {
    for (size_t i = 0; i < row.size(); ++i) {
      if (i) ImGui::SameLine();
      ImGui::PushID(row[i].key.c_str());
      const bool lit = std::find(switched_on.begin(), switched_on.end(), row[i].key) != switched_on.end();
      int pushed = 0;
      if (lit) {  // amber, hovered or not
        ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(190, 120, 30, 255));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(215, 140, 40, 255));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, IM_COL32(235, 160, 50, 255));
        pushed = 3;
      } else if (const uint32_t c = row[i].cap) {  // a coloured cap: lighter hovered and pressed
        const int r = static_cast<int>(c >> 16 & 0xFF), g = static_cast<int>(c >> 8 & 0xFF),
                  b = static_cast<int>(c & 0xFF);
        auto lighter = [](int v, int by) { return std::min(255, v + by); };
        ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(r, g, b, 255));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(lighter(r, 25), lighter(g, 25), lighter(b, 25), 255));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, IM_COL32(lighter(r, 50), lighter(g, 50), lighter(b, 50), 255));
        // Dark letters on a light cap (the yellow CL), light ones on a dark cap.
        const bool light = r * 299 + g * 587 + b * 114 > 150000;
        ImGui::PushStyleColor(ImGuiCol_Text, light ? IM_COL32(20, 20, 20, 255) : IM_COL32(245, 245, 245, 255));
        pushed = 4;
      }
      ImGui::Button(row[i].label.c_str(),
                    ImVec2(std::max(46.0f, ImGui::CalcTextSize(row[i].label.c_str()).x + 14), 36));
      ImGui::PopStyleColor(pushed);
      if (ImGui::IsItemActivated() && on_key) on_key(row[i].key, true);
      if (ImGui::IsItemDeactivated() && on_key) on_key(row[i].key, false);
      probes.add(std::string("key:") + row[i].key, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::PopID();
    }
  }
  ImGui::PopStyleColor();
}

void segment_rect(ImVec2 o, int s, ImVec2& min, ImVec2& max, float scale) {
  const float w = kDigitW * scale, h = kDigitH * scale, t = kThick * scale, half = h / 2;
  switch (s) {
    case 0:
      min = {o.x + t, o.y};
      max = {o.x + w - t, o.y + t};
      break;  // a
    case 1:
      min = {o.x + w - t, o.y + t};
      max = {o.x + w, o.y + half - t / 2};
      break;  // b
    case 2:
      min = {o.x + w - t, o.y + half + t / 2};
      max = {o.x + w, o.y + h - t};
      break;  // c
    case 3:
      min = {o.x + t, o.y + h - t};
      max = {o.x + w - t, o.y + h};
      break;  // d
    case 4:
      min = {o.x, o.y + half + t / 2};
      max = {o.x + t, o.y + h - t};
      break;  // e
    case 5:
      min = {o.x, o.y + t};
      max = {o.x + t, o.y + half - t / 2};
      break;  // f
    default:
      min = {o.x + t, o.y + half - t / 2};
      max = {o.x + w - t, o.y + half + t / 2};
      break;  // g
  }
}

void draw_face(const emu::Face& face, const std::string& machine, ImFont* mono, Probes& probes,
               const KeyHandler& on_key, const FaceStyle& style) {
  if (const auto* segments = std::get_if<emu::SegmentFace>(&face))
    draw_segments(*segments, probes, style);
  else if (const auto* screen = std::get_if<emu::ScreenFace>(&face))
    draw_screen(*screen, mono, probes, style);
  else if (const auto* pixels = std::get_if<emu::PixelFace>(&face))
    draw_pixels(*pixels, probes, style);
  else
    ImGui::TextDisabled("(no display)");
  if (on_key) draw_keypad(machine, probes, on_key, style.switched_on);
}

uint64_t face_stamp(const emu::Face& face) {
  Stamp stamp;
  stamp << face.index();
  if (const auto* segments = std::get_if<emu::SegmentFace>(&face)) {
    for (const auto& digit : segments->digits)
      for (float b : digit)
        stamp << (b >= 0.25f);  // lit or not, as LedDisplay reads it: the
                                // brightness wanders with the scan's phase
  } else if (const auto* screen = std::get_if<emu::ScreenFace>(&face)) {
    for (const auto& cell : screen->cells) stamp << (uint64_t{cell.code} << 8 | static_cast<uint8_t>(cell.blocks));
    for (uint8_t row : screen->glyphs) stamp << row;
  } else if (const auto* pixels = std::get_if<emu::PixelFace>(&face)) {
    for (uint32_t c : pixels->rgb) stamp << c;
  }
  return stamp.value();
}

ImVec2 face_size(const emu::Face& face) {
  if (const auto* segments = std::get_if<emu::SegmentFace>(&face))
    return ImVec2(segments_width(*segments), kDigitH + 24);
  if (const auto* screen = std::get_if<emu::ScreenFace>(&face))
    return ImVec2(f(screen->columns) * cell_size(*screen).x + 16, f(screen->rows) * cell_size(*screen).y + 16);
  if (const auto* pixels = std::get_if<emu::PixelFace>(&face)) { return pixels_size(*pixels, 1); }
  return ImVec2(0, 0);
}

ImVec2 face_drawn_size(const emu::Face& face, float scale) {
  if (const auto* pixels = std::get_if<emu::PixelFace>(&face)) return pixels_size(*pixels, scale);
  const ImVec2 natural = face_size(face);
  return ImVec2(natural.x * scale, natural.y * scale);
}

void draw_lamps(const std::vector<emu::Lamps::Lamp>& lamps, Probes& probes) {
  constexpr float kRadius = 7;
  auto light = [&](const emu::Lamps::Lamp& lamp, ImVec2 centre, float radius) {
    ImGui::GetWindowDrawList()->AddCircleFilled(centre, radius,
                                                lamp.on ? IM_COL32(255, 40, 30, 255) : IM_COL32(70, 20, 20, 255));
    probes.add("lamp:" + lamp.name, ImVec2(centre.x - radius, centre.y - radius),
               ImVec2(centre.x + radius, centre.y + radius));
  };
  for (size_t i = 0; i < lamps.size();) {
    const auto& lamp = lamps[i];
    if (lamp.group.empty()) {  // a lamp alone: the light and its name (the Schach board's THINKING)
      const ImVec2 at = ImGui::GetCursorScreenPos();
      light(lamp, ImVec2(at.x + kRadius, at.y + kRadius + 2), kRadius);
      ImGui::Dummy(ImVec2(2 * kRadius + 4, 2 * kRadius + 4));
      ImGui::SameLine();
      ImGui::Text("%s %s", lamp.name.c_str(), lamp.on ? "(lit)" : "");
      ++i;
      continue;
    }
    // A group in a row, each light over its name, as a front panel has them (the Altair's A15 ... A0).
    const size_t first = i;
    while (i < lamps.size() && lamps[i].group == lamp.group) ++i;
    float cell = 0;
    for (size_t k = first; k < i; ++k) cell = std::max(cell, ImGui::CalcTextSize(lamps[k].name.c_str()).x + 6);
    cell = std::max(cell, 2 * kRadius + 6);
    for (size_t k = first; k < i; ++k) {
      if (k > first) ImGui::SameLine(0, 0);
      ImGui::BeginGroup();
      const ImVec2 at = ImGui::GetCursorScreenPos();
      light(lamps[k], ImVec2(at.x + cell / 2, at.y + kRadius), kRadius - 1);
      ImGui::Dummy(ImVec2(cell, 2 * kRadius));
      const float text = ImGui::CalcTextSize(lamps[k].name.c_str()).x;
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (cell - text) / 2);
      ImGui::TextDisabled("%s", lamps[k].name.c_str());
      ImGui::EndGroup();
    }
  }
}

}  // namespace veteran::gui
