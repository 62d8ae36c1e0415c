#include "gui/app/widgets.hpp"

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <ctime>

namespace veteran::gui {
namespace {
const double kSpeeds[] = {1, 10, 100, 0};
const char* const kSpeedNames[] = {"1x (as the original)", "10x", "100x", "unlimited"};
}  // namespace

bool button(const char* label, Probes& probes, bool enabled) {
  if (!enabled) ImGui::BeginDisabled();
  bool clicked = ImGui::Button(label);
  if (!enabled) ImGui::EndDisabled();
  probes.add(std::string("button:") + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  return clicked && enabled;
}

bool begin_menu(const char* label, Probes& probes) {
  const bool open = ImGui::BeginMenu(label);
  probes.add(std::string("menu:") + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  return open;
}

bool menu_item(const char* menu, const char* label, Probes& probes, const char* keys, bool selected, bool enabled) {
  const bool chosen = ImGui::MenuItem(label, keys, selected, enabled);
  probes.add(std::string("menu:") + menu + "/" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  return chosen;
}

void speed_buttons(double& speed, Probes& probes, const std::function<void(double)>& set) {
  for (int i = 0; i < 4; ++i) {
    if (i) ImGui::SameLine();
    bool on = speed == kSpeeds[i];
    if (ImGui::RadioButton(kSpeedNames[i], on)) {
      speed = kSpeeds[i];
      set(speed);
    }
    probes.add(std::string("speed:") + kSpeedNames[i], ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
}

std::string clock_text(double seconds) {
  // In whole tenths first, so that 59.96 s shows as 1:00.0, not 0:60.0.
  const long long tenths = std::llround(std::fabs(seconds) * 10);
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%s%lld:%02lld.%lld", seconds < 0 && tenths > 0 ? "-" : "", tenths / 600,
                tenths % 600 / 10, tenths % 10);
  return buffer;
}

std::string screenshot_name() {
  char name[64];
  std::time_t now = std::time(nullptr);
  std::strftime(name, sizeof name, "veteran-%Y%m%d-%H%M%S.png", std::localtime(&now));
  return name;
}

}  // namespace veteran::gui
