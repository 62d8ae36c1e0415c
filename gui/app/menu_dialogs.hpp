// The menu bar's dialogs: your name, the ROM folders (each period program
// audited on a worker as the folders are typed), the shortcuts and about.
// A menu or a key asks for one by its name; it opens at the next draw,
// outside the menus' ID scope, in the middle of the window.
#pragma once

#include "gui/app/latest_worker.hpp"
#include "gui/app/probes.hpp"
#include "gui/app/settings.hpp"

#include <imgui.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace veteran::gui {

class MenuDialogs {
 public:
  using Shortcuts = std::vector<std::pair<std::string, std::string>>;

  void open(const std::string& name) { wanted_ = name; }
  // The ROM folders' audit held (LatestWorker::hold), for a script.
  void hold_worker(bool held) { auditor_.hold(held); }

  // Draws the open dialog, if any. What OK changes goes into `settings` (saved at once) and
  // `rompath`; what is to be said, into `message`.
  void draw(ImVec2 window, const Shortcuts& shortcuts, GuiSettings& settings,
            std::vector<std::filesystem::path>& rompath, std::string& message, Probes& probes);

 private:
  using Availability = std::vector<std::pair<std::string, std::string>>;  // each program, what is missing ("" found)
  std::string wanted_;                                                    // asked for, opened at the next draw
  std::string person_text_, rompath_text_;  // the fields, from the settings as a dialog opens
  Availability found_;
  LatestWorker<std::vector<std::filesystem::path>, Availability> auditor_{&availability};

  // What each period program finds in `folders`, as `veteran roms` would say it.
  static Availability availability(const std::vector<std::filesystem::path>& folders);
  bool begin(const char* name, ImVec2 window, Probes& probes, float width = 0);
  bool end(bool with_ok, Probes& probes);
  void rom_folders(ImVec2 window, Probes& probes);
};

}  // namespace veteran::gui
