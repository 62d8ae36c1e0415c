#include "gui/app/file_dialog.hpp"

#include "gui/app/widgets.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace veteran::gui {

FileDialog::FileDialog(std::string title, std::string action, std::vector<std::string> extensions)
    : title_(std::move(title)), action_(std::move(action)), extensions_(std::move(extensions)),
      lister_([extensions = extensions_](const std::filesystem::path& folder) {
        return read_folder(folder, extensions);
      }) {}

void FileDialog::open(const std::filesystem::path& folder, const std::string& name) {
  std::error_code ec;
  folder_ = folder.empty() ? std::filesystem::current_path(ec) : folder;
  name_ = name;
  opening_ = true;
  list();
}

FileDialog::Listing FileDialog::read_folder(const std::filesystem::path& folder,
                                            const std::vector<std::string>& extensions) {
  Listing out;
  std::error_code ec;
  std::vector<Entry> folders, files;
  size_t seen = 0;
  for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    if (++seen > kMaxEntries) {
      out.error = folder.string() + ": more than " + std::to_string(kMaxEntries) + " entries; the first are listed";
      break;
    }
    const auto& path = it->path();
    if (path.filename().string().starts_with(".")) continue;
    std::error_code kind;
    if (it->is_directory(kind)) {
      folders.push_back({path, true});
    } else if (extensions.empty() ||
               std::find(extensions.begin(), extensions.end(), path.extension().string()) != extensions.end()) {
      files.push_back({path, false});
    }
  }
  if (ec) out.error = folder.string() + ": " + ec.message();
  auto by_path = [](const Entry& a, const Entry& b) { return a.path < b.path; };
  std::sort(folders.begin(), folders.end(), by_path);
  std::sort(files.begin(), files.end(), by_path);
  out.entries = std::move(folders);
  out.entries.insert(out.entries.end(), files.begin(), files.end());
  return out;
}

std::optional<std::filesystem::path> FileDialog::draw(Probes& probes) {
  if (opening_) {
    ImGui::OpenPopup(title_.c_str());
    opening_ = false;
  }
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(620, 440), ImGuiCond_Appearing);
  std::optional<std::filesystem::path> chosen;
  if (!ImGui::BeginPopupModal(title_.c_str())) return chosen;
  ImGui::TextUnformatted(folder_.string().c_str());
  if (button("Up", probes) && folder_.has_parent_path()) {
    folder_ = folder_.parent_path();
    list();
  }
  if (auto listing = lister_.take()) {
    entries_ = std::move(listing->entries);
    error_ = std::move(listing->error);
  }
  if (lister_.busy()) {
    ImGui::SameLine();
    ImGui::TextDisabled("reading the folder...");
    probes.add("text:reading", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", error_.c_str());
  ImGui::BeginChild("entries", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 2), true);
  std::optional<std::filesystem::path> enter;
  for (const auto& [path, folder] : entries_) {
    const std::string label = path.filename().string() + (folder ? "/" : "");
    if (ImGui::Selectable(label.c_str(), !folder && name_ == path.filename().string(),
                          ImGuiSelectableFlags_AllowDoubleClick)) {
      if (folder)
        enter = path;
      else {
        name_ = path.filename().string();
        if (ImGui::IsMouseDoubleClicked(0)) chosen = path;
      }
    }
    if (ImGui::IsItemVisible()) probes.add("file:" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  ImGui::EndChild();
  if (enter) {
    folder_ = *enter;
    list();
  }
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##file", &name_);
  probes.add("field:file", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (button(action_.c_str(), probes, !name_.empty())) {
    std::filesystem::path p(name_);
    chosen = p.is_absolute() ? p : folder_ / p;
  }
  ImGui::SameLine();
  if (button("Cancel", probes)) ImGui::CloseCurrentPopup();
  if (chosen) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return chosen;
}

}  // namespace veteran::gui
