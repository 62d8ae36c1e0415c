// What both protocols share: one command per line, the first word names it,
// blank lines are ignored and "quit" ends the session; and each line sent is
// one line, whatever an error message carries (a referee's screen dump).
// command_loop() returns true when "quit" ended the session (a search then
// stops at once, as both protocols ask), false when the input ended (a
// script piped in without "quit" gets the answer to its last "go").
#pragma once

#include <istream>
#include <ostream>
#include <sstream>
#include <string>

namespace veteran::engines {

template <class Handler>
bool command_loop(std::istream& in, Handler&& handle) {
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    if (command.empty()) continue;
    if (command == "quit") return true;
    handle(line, command, words);
  }
  return false;
}

inline void send_line(std::ostream& out, std::string line) {
  for (char& c : line)
    if (c == '\n' || c == '\r') c = ' ';
  out << line << '\n' << std::flush;
}

}  // namespace veteran::engines
