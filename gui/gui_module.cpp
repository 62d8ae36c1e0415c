// veteran-gui.so (util/module/module.hpp): the window and what it links
// (SDL2, Dear ImGui, librsvg), loaded by `veteran gui` alone, so that no
// other command loads them as it starts. Its two entry points, C names for
// dlsym; exceptions cross as std::exception (the same libstdc++ on both sides).
#include "gui/app/script.hpp"
#include "gui/gui_app.hpp"

#include <string>

extern "C" __attribute__((visibility("default"))) int veteran_gui_run(const veteran::gui::GuiOptions* options) {
  return veteran::gui::run_gui(*options);
}

extern "C" __attribute__((visibility("default"))) void veteran_gui_steps(std::string* synopsis) {
  *synopsis = veteran::gui::script_synopsis();
}
