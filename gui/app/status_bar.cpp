#include "gui/app/status_bar.hpp"

#include <imgui.h>

#include <cstdio>

namespace veteran::gui {

float StatusBar::draw(float width, float window_height, const std::string& message, const std::string& machine,
                      double emulated_seconds, Probes& probes) {
  const float height = ImGui::GetFrameHeight() + 6;
  const float y = window_height - height;
  update_rates(emulated_seconds);
  ImGui::SetNextWindowPos(ImVec2(0, y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("Status", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus);
  char rates[96];
  if (emulated_percent_ > 0)
    std::snprintf(rates, sizeof rates, "%s %.0f%%   %.0f fps", machine.empty() ? "speed" : machine.c_str(),
                  emulated_percent_, fps_);
  else
    std::snprintf(rates, sizeof rates, "%.0f fps", fps_);
  const float rates_width = ImGui::CalcTextSize(rates).x;
  ImGui::AlignTextToFramePadding();
  if (message.empty()) {
    ImGui::TextDisabled("F1: shortcuts");
  } else {
    ImGui::PushClipRect(ImGui::GetCursorScreenPos(), ImVec2(width - rates_width - 24, y + height), true);
    ImGui::TextUnformatted(message.c_str());
    ImGui::PopClipRect();
    probes.add("message", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", message.c_str());
  }
  ImGui::SameLine(width - rates_width - 12);
  ImGui::TextUnformatted(rates);
  probes.add("rates", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::End();
  ImGui::PopStyleVar();
  return height;
}

void StatusBar::update_rates(double emulated_seconds) {
  const auto now = Steady::now();
  const double wall = std::chrono::duration<double>(now - since_).count();
  ++frames_;
  if (wall < 1) return;
  fps_ = frames_ / wall;
  emulated_percent_ =
      emulated_seconds > emulated_then_ && emulated_then_ > 0 ? 100 * (emulated_seconds - emulated_then_) / wall : 0;
  emulated_then_ = emulated_seconds;
  frames_ = 0;
  since_ = now;
}

}  // namespace veteran::gui
