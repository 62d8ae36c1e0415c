// The input side both protocols share: one command per line, the first word
// names it, blank lines are ignored and "quit" ends the session.
#pragma once

#include <istream>
#include <sstream>
#include <string>

namespace veteran::engines {

template <class Handler>
void command_loop(std::istream& in, Handler&& handle) {
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    if (command.empty()) continue;
    if (command == "quit") return;
    handle(line, command, words);
  }
}

}  // namespace veteran::engines
