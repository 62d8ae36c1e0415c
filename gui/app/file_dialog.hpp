// A file chooser drawn by ImGui (SDL2 has none): a folder's entries, folders
// first, the files of the wanted kinds, a name field, and Open or Save. It
// names its parts for scripts ("field:file", "button:Open", "file:NAME").
#pragma once

#include "gui/app/probes.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace veteran::gui {

class FileDialog {
 public:
  // `title` is the dialog's ("Open PGN"), `action` its button ("Open", "Save"),
  // `extensions` the files it lists (".pgn", ".epd"; empty: all).
  FileDialog(std::string title, std::string action, std::vector<std::string> extensions);
  // Opens the dialog in `folder` (empty: the working folder) with `name` in its field.
  void open(const std::filesystem::path& folder = {}, const std::string& name = "");
  // Draws it while open; the file chosen, the frame it is chosen.
  std::optional<std::filesystem::path> draw(Probes& probes);

 private:
  std::string title_, action_;
  std::vector<std::string> extensions_;
  std::filesystem::path folder_;
  std::string name_;
  std::vector<std::filesystem::path> entries_;
  std::string error_;
  bool opening_ = false;
  void list();
};

}  // namespace veteran::gui
