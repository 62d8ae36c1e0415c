// Small pieces every view draws the same way.
#pragma once

#include "gui/app/probes.hpp"

#include <functional>
#include <string>

namespace veteran::gui {

// A button a script can click by its label ("button:New game").
bool button(const char* label, Probes& probes, bool enabled = true);
// A menu and an item of the menu bar a script can click ("menu:Game", "menu:Game/Copy FEN").
bool begin_menu(const char* label, Probes& probes);
bool menu_item(const char* menu, const char* label, Probes& probes, const char* keys = nullptr, bool selected = false,
               bool enabled = true);
// The speed radio buttons (1x, 10x, 100x, unlimited); `set` is told a new choice.
void speed_buttons(double& speed, Probes& probes, const std::function<void(double)>& set);
// "M:SS.S" (negative when a clock has run out).
std::string clock_text(double seconds);
// A screenshot's name by the time: veteran-YYYYMMDD-HHMMSS.png.
std::string screenshot_name();

}  // namespace veteran::gui
