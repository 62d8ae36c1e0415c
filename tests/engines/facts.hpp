// Recorded replies of a period program ("level|moves from the start|reply"
// lines, # comments) and how a native engine answers the same position.
#pragma once

#include "chess/position.hpp"
#include "engines/engine.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace veteran::test {

struct Fact {
  int level;
  std::string moves, reply;
  int line;
};

inline std::vector<Fact> read_facts(const std::string& file) {
  std::ifstream in(file);
  REQUIRE(in);
  std::vector<Fact> facts;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    auto a = line.find('|'), b = line.find('|', a + 1);
    facts.push_back({std::stoi(line.substr(0, a)), line.substr(a + 1, b - a - 1), line.substr(b + 1), number});
  }
  return facts;
}

inline std::vector<chess::Move> moves_of(const std::string& text) {
  chess::Position pos;
  std::vector<chess::Move> moves;
  std::istringstream words(text);
  for (std::string m; words >> m;) {
    moves.push_back(pos.parse_uci(m));
    pos.play(moves.back());
  }
  return moves;
}

// The engine's reply at the fact's level, from the initial position and the fact's moves.
inline std::string reply_of(engines::Engine& e, const Fact& f) {
  e.set_level(f.level);
  e.set_position(chess::Position::kStartFen, moves_of(f.moves));
  auto r = e.go({});
  return r.resigns ? "resign" : r.move.uci();
}

// Every fact in `file` (at least `at_least` of them) answered alike by a fresh engine from `make`.
template <class Make>
void check_facts(const std::string& file, size_t at_least, Make make) {
  auto facts = read_facts(file);
  CHECK(facts.size() >= at_least);
  int agree = 0;
  for (const auto& f : facts) {
    INFO(file << ":" << f.line << " level " << f.level << " after '" << f.moves << "'");
    auto engine = make();
    std::string got = reply_of(*engine, f);
    CHECK(got == f.reply);
    agree += got == f.reply;
  }
  WARN(agree << " of " << facts.size() << " replies agree (" << file << ")");
}

}  // namespace veteran::test
