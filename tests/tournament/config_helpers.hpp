// What the tests of both tournament front ends share: a host with the
// native programs, and a command line split into words as a shell would.
#pragma once

#include "tournament/config.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace veteran::tournament::test {

inline ConfigHost native_programs() {
  ConfigHost h;
  h.programs = {"sargon@native", "microchess@native"};
  h.players = h.programs;
  h.available = [](const std::string&) { return true; };
  return h;
}

inline std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

}  // namespace veteran::tournament::test
