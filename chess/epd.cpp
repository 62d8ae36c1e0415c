#include "chess/epd.hpp"

#include <algorithm>
#include <sstream>

namespace veteran::chess {
namespace {
constexpr std::string_view kBlank = " \t\r\v\f";  // what std::istream's >> skips, as the FEN reader reads
}  // namespace

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
    if (line.find_first_not_of(kBlank) == std::string_view::npos || line[0] == '#') continue;
    e.number = number;
    // Four fields separated by white space, then the operations as written
    // after them. White space is what the FEN reader skips too (a stray CR
    // inside a line split it there, and here not: fuzz_epd).
    size_t i = 0;
    for (auto& f : e.fields) {
      i = std::min(line.find_first_not_of(kBlank, i), line.size());
      const size_t start = i;
      i = std::min(line.find_first_of(kBlank, i), line.size());
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
