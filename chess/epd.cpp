#include "chess/epd.hpp"

#include <sstream>

namespace veteran::chess {

void for_each_epd_line(std::string_view text, const std::function<void(const EpdLine&)>& each) {
  int number = 0;
  EpdLine e;
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    e.offset = at;
    at = end + 1;
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos || line[0] == '#') continue;
    e.number = number;
    // Four fields separated by white space, then the operations as written after them.
    size_t i = 0;
    for (auto& f : e.fields) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      const size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      f.assign(line.substr(start, i - start));
    }
    e.operations.assign(line.substr(i));
    each(e);
  }
}

std::vector<EpdLine> epd_lines(const std::string& text) {
  std::vector<EpdLine> out;
  for_each_epd_line(text, [&](const EpdLine& e) { out.push_back(e); });
  return out;
}

}  // namespace veteran::chess
