#include "problems/solve/stipulation.hpp"

#include <algorithm>
#include <cctype>

namespace veteran::problems {

std::string Stipulation::text() const {
  std::string prefix = genre == Genre::Direct ? "#" : genre == Genre::Self ? "s#" : "h#";
  return prefix + std::to_string(moves) + (half ? ".5" : "");
}

Stipulation parse_stipulation(const std::string& text) {
  Stipulation s;
  size_t at = 0;
  auto lower = [&](size_t i) { return static_cast<char>(std::tolower(static_cast<unsigned char>(text[i]))); };
  if (at < text.size() && (lower(at) == 's' || lower(at) == 'h')) {
    s.genre = lower(at) == 's' ? Genre::Self : Genre::Help;
    ++at;
  }
  if (at >= text.size() || text[at] != '#')
    throw std::invalid_argument("stipulation '" + text + "' is not #N, s#N, h#N or h#N.5");
  ++at;
  bool negative = at < text.size() && text[at] == '-';
  if (negative) ++at;
  size_t digits = at;
  int n = 0;
  while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])))
    n = std::min(n * 10 + (text[at++] - '0'), 1000000);  // any longer count is refused by the range below
  if (at == digits) throw std::invalid_argument("stipulation '" + text + "' has no number of moves");
  if (negative) n = -n;
  if (text.compare(at, std::string::npos, ".5") == 0 && s.genre == Genre::Help) {
    s.half = true;
    at += 2;
  }
  if (at != text.size()) throw std::invalid_argument("stipulation '" + text + "' has trailing text");
  if ((n < 1 && !(s.half && n == 0)) || n > kMaxMoves)
    throw std::invalid_argument("stipulation '" + text + "': the number of moves must be 1 to " +
                                std::to_string(kMaxMoves));
  s.moves = n;
  return s;
}

}  // namespace veteran::problems
