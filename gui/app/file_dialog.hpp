// A file chooser drawn by ImGui (SDL2 has none): a folder's entries, folders
// first, the files of the wanted kinds, a name field, and Open or Save. It
// names its parts for scripts ("field:file", "button:Open", "file:NAME").
// A folder is read on a worker (a slow disk or a folder of a million files
// never holds the window), its first kMaxEntries entries.
#pragma once

#include "gui/app/latest_worker.hpp"
#include "gui/app/probes.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace veteran::gui {

class FileDialog {
 public:
  static constexpr size_t kMaxEntries = 10000;  // a folder's entries read at most

  // `title` is the dialog's ("Open PGN"), `action` its button ("Open", "Save"),
  // `extensions` the files it lists (".pgn", ".epd"; empty: all).
  FileDialog(std::string title, std::string action, std::vector<std::string> extensions);
  // Opens the dialog in `folder` (empty: the working folder) with `name` in its field.
  void open(const std::filesystem::path& folder = {}, const std::string& name = "");
  // Draws it while open; the file chosen, the frame it is chosen.
  std::optional<std::filesystem::path> draw(Probes& probes);
  void hold_worker(bool held) { lister_.hold(held); }

 private:
  std::string title_, action_;
  std::vector<std::string> extensions_;
  std::filesystem::path folder_;
  std::string name_;
  struct Entry {
    std::filesystem::path path;
    bool folder = false;
  };
  struct Listing {
    std::vector<Entry> entries;  // folders first, each kind sorted
    std::string error;           // the folder could not be read (all of it): why
  };
  std::vector<Entry> entries_;
  std::string error_;
  bool opening_ = false;
  LatestWorker<std::filesystem::path, Listing> lister_;  // last: its thread reads extensions_
  void list() { lister_.request(folder_); }
  static Listing read_folder(const std::filesystem::path& folder, const std::vector<std::string>& extensions);
};

}  // namespace veteran::gui
