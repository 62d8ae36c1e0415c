#include "gui/app/layout.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace veteran::gui {

bool begin_panel(const char* name, const Box& box, Frame& frame, ImGuiWindowFlags flags) {
  const ImGuiCond when = frame.relayout ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
  ImGui::SetNextWindowPos(ImVec2(frame.area.x + box.x, frame.area.y + box.y), when);
  ImGui::SetNextWindowSize(ImVec2(box.w, box.h), when);
  const bool open = ImGui::Begin(name, nullptr, flags);
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  frame.probes.add(std::string("panel:") + name, at, ImVec2(at.x + size.x, at.y + size.y));
  return open;
}

float fit_scale(ImVec2 natural, ImVec2 room, bool whole) {
  if (natural.x <= 0 || natural.y <= 0) return 1;
  float s = std::max(0.1f, std::min(room.x / natural.x, room.y / natural.y));
  if (whole && s >= 1) s = std::floor(s);
  return s;
}

}  // namespace veteran::gui
