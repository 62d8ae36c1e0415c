#include "gui/app/menu_dialogs.hpp"

#include "emu/files/rompath.hpp"
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"
#include "gui/app/settings.hpp"
#include "gui/app/widgets.hpp"

#include <imgui_stdlib.h>

#include <algorithm>

namespace veteran::gui {

MenuDialogs::Availability MenuDialogs::availability(const std::vector<std::filesystem::path>& folders) {
  Availability out;
  for (const auto& p : engines::period_programs())
    if (!p.native()) out.emplace_back(p.id, engines::program_unavailable(p.id, folders));
  return out;
}

// A dialog in the middle of the window as it appears, as large as what it holds but never larger
// than the window; with `width`, that wide from the start (what arrives later, as the ROM folders'
// audit, then grows it downwards only, and nothing moves under the pointer).
bool MenuDialogs::begin(const char* name, ImVec2 window, Probes& probes, float width) {
  ImGui::SetNextWindowPos(ImVec2(window.x / 2, window.y / 2), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  const float widest = std::max(200.0f, window.x - 40);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width > 0 ? std::min(width, widest) : 0, 0),
                                      ImVec2(width > 0 ? std::min(width, widest) : widest, window.y - 40));
  if (!ImGui::BeginPopupModal(name, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return false;
  const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  probes.add(std::string("dialog:") + name, at, ImVec2(at.x + size.x, at.y + size.y));
  return true;
}

// OK (true when pressed, the dialog closed) and Cancel, or Close alone.
bool MenuDialogs::end(bool with_ok, Probes& probes) {
  bool ok = false;
  if (with_ok) {
    ok = button("OK", probes);
    ImGui::SameLine();
  }
  if (button(with_ok ? "Cancel" : "Close", probes) || ok) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return ok;
}

void MenuDialogs::draw(ImVec2 window, const Shortcuts& shortcuts, GuiSettings& settings,
                       std::vector<std::filesystem::path>& rompath, std::string& message, Probes& probes) {
  auto keep = [&] {
    try {
      save_settings(settings);
    } catch (const std::exception& e) { message = e.what(); }
  };
  if (!wanted_.empty()) {
    person_text_ = settings.person;
    rompath_text_ = settings.rompath;
    if (wanted_ == "ROM folders") auditor_.request(files::rompath(rompath_text_.empty() ? ":" : rompath_text_));
    ImGui::OpenPopup(wanted_.c_str());
    wanted_.clear();
  }
  if (begin("Your name", window, probes)) {
    ImGui::TextUnformatted("Your name in the games you save (PGN White or Black):");
    ImGui::SetNextItemWidth(320);
    ImGui::InputText("##person", &person_text_);
    probes.add("field:person", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (end(true, probes)) {
      settings.person = person_text_;
      keep();
    }
  }
  if (begin("ROM folders", window, probes, std::min(window.x - 80, 940.0f))) {
    rom_folders(window, probes);
    if (end(true, probes)) {
      settings.rompath = rompath_text_;
      rompath = files::rompath(rompath_text_.empty() ? ":" : rompath_text_);
      keep();
      message = "ROM folders: " + (rompath_text_.empty() ? std::string("none") : rompath_text_) +
                " (for the next game or machine)";
    }
  }
  if (begin("Shortcuts", window, probes)) {
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
      for (const auto& [keys, what] : shortcuts) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(keys.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(what.c_str());
      }
      ImGui::EndTable();
    }
    end(false, probes);
  }
  if (begin("About veteran", window, probes)) {
    ImGui::TextUnformatted("veteran: the chess programs of the first microcomputers, on their own machines.");
    ImGui::TextUnformatted("Settings and layout are kept in:");
    ImGui::TextDisabled("%s", config_folder().string().c_str());
    end(false, probes);
  }
}

// The folders as typed, each program's availability in them (audited on a worker, the latest
// folders only: typing a path never holds the window).
void MenuDialogs::rom_folders(ImVec2 window, Probes& probes) {
  ImGui::TextUnformatted("Folders of ROMs and program images, ':' between (as VETERAN_ROMPATH):");
  ImGui::SetNextItemWidth(std::min(560.0f, window.x - 80));
  // The folders as the field reads after this frame's keys.
  if (ImGui::InputText("##rompath", &rompath_text_))
    auditor_.request(files::rompath(rompath_text_.empty() ? ":" : rompath_text_));
  probes.add("field:rompath", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (auto found = auditor_.take()) found_ = std::move(*found);
  if (auditor_.busy()) {
    ImGui::TextDisabled("looking in the folders...");
    probes.add("text:looking", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  // A program's missing files make a long line: wrapped within the dialog.
  ImGui::PushTextWrapPos(0);  // the dialog's own width
  for (const auto& [id, missing] : found_) {
    if (missing.empty()) {
      ImGui::Text("%s: found", id.c_str());
    } else {
      // The reason names the program first already ("sargon@jupiter3 needs its program: ...").
      const std::string line = missing.rfind(id, 0) == 0 ? missing : id + ": " + missing;
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", line.c_str());
      ImGui::PopStyleColor();
    }
  }
  ImGui::PopTextWrapPos();
}

}  // namespace veteran::gui
