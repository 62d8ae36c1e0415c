// The xboard and UCI clients read what engines print while they think: the
// depth, the score, and xboard's mate scores (100000 + N), which are not
// UCI's; the PGN comment shows them as cutechess-cli writes them. The
// engines here are scripted lines of /bin/sh.
#include "engines/registry/make_engine.hpp"
#include "tournament/game_runner.hpp"

#include <catch2/catch.hpp>

using namespace veteran;
using namespace veteran::engines;

namespace {

// An external engine from a shell script that ignores its input, prints
// `lines` once it is asked to move, and moves e7e5.
std::unique_ptr<Engine> scripted(const std::string& protocol, const std::string& thinking) {
  EngineSpec spec;
  spec.external.protocol = protocol;
  spec.external.shell = true;
  spec.external.name = "scripted";
  // The handshake, then one answer to the first move request.
  const std::string hello = protocol == "uci" ? "while read l; do case $l in uci) echo uciok;; isready) echo readyok;; "
                                                "go*) printf '" +
                                                    thinking + "'; echo bestmove e7e5;; esac; done"
                                              : "while read l; do case $l in protover*) echo 'feature done=1';; "
                                                "ping*) echo pong ${l#ping };; go|usermove*|e2e4) printf '" +
                                                    thinking + "'; echo move e7e5;; esac; done";
  spec.external.command = hello;
  return make_engine(spec, EngineContext{});
}

SearchResult answer(Engine& e) {
  e.set_position(chess::Position::kStartFen, {chess::Position(chess::Position::kStartFen).parse_uci("e2e4")});
  SearchLimits limits;
  limits.move_time = 5;
  return e.go(limits);
}

}  // namespace

TEST_CASE("xboard thinking output: ply as depth, mate scores as xboard sends them", "[clients]") {
  auto mate = answer(*scripted("xboard", "7 100003 12 1000 e7e5\\n"));
  REQUIRE(mate.score_cp);
  CHECK(*mate.score_cp == 100000 - 3);  // mate in 3, kept as the UCI client keeps it
  CHECK(mate.depth == 7);
  auto mated = answer(*scripted("xboard", "9 -100002 12 1000 e7e5\\n"));
  CHECK(*mated.score_cp == -(100000 - 2));
  auto plain = answer(*scripted("xboard", "4 -35 12 1000 e7e5\\n"));
  CHECK(*plain.score_cp == -35);
  CHECK(plain.depth == 4);
}

TEST_CASE("UCI info: depth and score, mate as 100000 - N", "[clients]") {
  auto r = answer(*scripted("uci", "info depth 12 score cp 25 pv e7e5\\ninfo depth 14 score mate -4 pv e7e5\\n"));
  REQUIRE(r.score_cp);
  CHECK(*r.score_cp == -(100000 - 4));
  CHECK(r.depth == 14);
}

TEST_CASE("a setting an engine refuses is warned about, naming it", "[clients]") {
  std::vector<std::string> warnings;
  EngineContext context;
  context.log = [&](const std::string& line) { warnings.push_back(line); };
  EngineSpec uci;
  uci.external.name = "refuser";
  uci.external.command =
      "while read l; do case $l in uci) echo uciok;; isready) echo readyok;; "
      "'setoption name Hash'*) echo 'No such option: Hash';; esac; done";
  uci.external.shell = true;
  uci.external.protocol = "uci";
  uci.external.options = {{"Hash", "16"}, {"Threads", "1"}};
  make_engine(uci, context);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "warning: refuser refused 'setoption name Hash value 16': No such option: Hash");

  warnings.clear();
  EngineSpec xboard;
  xboard.external.name = "refuser";
  xboard.external.command =
      "while read l; do case $l in protover*) echo 'feature ping=1 done=1';; "
      "ping*) echo pong ${l#ping };; 'option Level=9') echo 'Error (bad value): option Level=9';; "
      "esac; done";
  xboard.external.shell = true;
  xboard.external.protocol = "xboard";
  xboard.external.options = {{"Level", "9"}};
  xboard.external.init = {"sd 4"};
  make_engine(xboard, context);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "warning: refuser refused 'option Level=9': Error (bad value): option Level=9");
}
