// Where things were drawn this frame, by name ("key:GO", "square:e2",
// "segment:3:a"): how a script clicks a keypad key or a square as a person
// would, and how tests find the pixels of a segment or a cell.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>

namespace veteran::gui {

class Probes {
 public:
  void clear() { rects_.clear(); }
  void add(const std::string& name, ImVec2 min, ImVec2 max) { rects_[name] = {min, max}; }
  // The centre of a named rectangle drawn in the last frame.
  std::optional<ImVec2> centre(const std::string& name) const {
    auto it = rects_.find(name);
    if (it == rects_.end()) return std::nullopt;
    return ImVec2((it->second.first.x + it->second.second.x) / 2, (it->second.first.y + it->second.second.y) / 2);
  }
  const std::map<std::string, std::pair<ImVec2, ImVec2>>& all() const { return rects_; }

 private:
  std::map<std::string, std::pair<ImVec2, ImVec2>> rects_;
};

}  // namespace veteran::gui
