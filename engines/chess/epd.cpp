#include "veteran/engines/chess/epd.hpp"

#include <sstream>

namespace veteran::chess {

std::vector<EpdLine> epd_lines(const std::string& text) {
  std::vector<EpdLine> out;
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
    EpdLine e;
    e.number = number;
    std::istringstream words(line);
    for (auto& f : e.fields) words >> f;
    std::getline(words, e.operations);
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace veteran::chess
