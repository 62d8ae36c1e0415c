#include "veteran/gui/app/script.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace veteran::gui {
namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

bool number(const std::string& s) {
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  return !s.empty() && end == s.c_str() + s.size() && v >= 0 && v < 1e6;
}

}  // namespace

std::vector<ScriptStep> parse_script(const std::string& text) {
  static const std::set<std::string> needs_name = {"click",        "press",      "key",      "type",
                                                   "expect",       "screenshot", "save-pgn", "save-standings",
                                                   "save-compare", "save-stats", "probes"};
  static const std::set<std::string> needs_number = {"wait", "run"};
  static const std::set<std::string> bare = {"release", "quit"};
  std::vector<ScriptStep> steps;
  std::string rest = text;
  std::replace(rest.begin(), rest.end(), '\n', ';');
  size_t index = 0;
  for (size_t start = 0; start <= rest.size();) {
    size_t end = rest.find(';', start);
    if (end == std::string::npos) end = rest.size();
    std::string step = trim(rest.substr(start, end - start));
    start = end + 1;
    if (step.empty()) continue;
    ++index;
    size_t space = step.find_first_of(" \t");
    ScriptStep s{step.substr(0, space), space == std::string::npos ? "" : trim(step.substr(space))};
    std::string where = "--do step " + std::to_string(index) + " ('" + step + "')";
    if (needs_name.count(s.command)) {
      if (s.argument.empty()) throw ScriptError(where + ": " + s.command + " needs a name");
    } else if (needs_number.count(s.command)) {
      if (!number(s.argument)) throw ScriptError(where + ": " + s.command + " needs a number of seconds");
    } else if (s.command == "wait-engine") {
      if (!s.argument.empty() && !number(s.argument))
        throw ScriptError(where + ": wait-engine takes a number of seconds");
    } else if (bare.count(s.command)) {
      if (!s.argument.empty()) throw ScriptError(where + ": " + s.command + " takes nothing");
    } else {
      throw ScriptError(where +
                        ": no such step (click, press, release, key, wait, wait-engine, run, screenshot, "
                        "save-pgn, probes, quit)");
    }
    steps.push_back(std::move(s));
  }
  return steps;
}

}  // namespace veteran::gui
