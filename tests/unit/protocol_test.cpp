// The xboard and UCI servers, driven by scripted input, with engines made for
// the test: one that plays its first legal move, one that plays illegally,
// one that thinks until it is told to stop.
#include "engines/protocol/servers.hpp"

#include <catch2/catch.hpp>

#include <condition_variable>
#include <mutex>
#include <sstream>

using namespace veteran;
using namespace veteran::engines;

namespace {

struct FirstMoveEngine : Engine {
  chess::Position pos;
  int chosen = 3;  // plays at its strongest until told otherwise
  bool any_position = true;
  std::optional<int> score = 25;  // what it says of its move (none: a book move, a program that keeps none)
  std::string name() const override { return "first-move"; }
  std::string author() const override { return "veteran tests"; }
  int max_level() const override { return 3; }
  void set_level(int l) override { chosen = l; }
  int level() const override { return chosen; }
  void new_game() override {}
  bool accepts_any_position() const override { return any_position; }
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override {
    pos = chess::Position(fen);
    for (const auto& m : moves) pos.play(m);
  }
  SearchResult go(const SearchLimits&) override {
    return {pos.legal_moves().front(), 1.5, false, score, 0, std::nullopt, {}};
  }
};

// Keeps the limits of its last search.
struct LimitsEngine : FirstMoveEngine {
  SearchLimits last;
  SearchResult go(const SearchLimits& limits) override {
    last = limits;
    return FirstMoveEngine::go(limits);
  }
};

// Values every legal move, in the order generated, 10 less each: lines for MultiPV.
struct LinesEngine : FirstMoveEngine {
  int max_multipv() const override { return 8; }
  SearchResult go(const SearchLimits& limits) override {
    SearchResult r = FirstMoveEngine::go(limits);
    auto moves = pos.legal_moves();
    for (int i = 0; i < limits.multipv && i < static_cast<int>(moves.size()); ++i) {
      SearchInfo line;
      line.depth = 1;
      line.score_cp = 25 - 10 * i;
      line.pv = {moves[static_cast<size_t>(i)]};
      line.multipv = i + 1;
      r.lines.push_back(line);
    }
    return r;
  }
};

struct IllegalEngine : FirstMoveEngine {
  SearchResult go(const SearchLimits&) override {
    return {chess::Move{0x00, 0x77}, 0, false, std::nullopt, 0, std::nullopt, {}};
  }  // a1h8
};

// Thinks until stop_search(), then answers with its best so far (its last
// legal move): no search here ends by itself, so every answer shows that
// the server passed the stop on while the search ran.
struct ThinkingEngine : FirstMoveEngine {
  std::mutex mutex;
  std::condition_variable told;
  bool stop = false;
  int stops = 0;
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override {
    FirstMoveEngine::set_position(fen, moves);
    std::lock_guard lock(mutex);
    stop = false;
  }
  void stop_search() override {
    std::lock_guard lock(mutex);
    stop = true;
    ++stops;
    told.notify_all();
  }
  SearchResult go(const SearchLimits&) override {
    std::unique_lock lock(mutex);
    told.wait(lock, [this] { return stop; });
    return {pos.legal_moves().back(), 0.5, false, std::nullopt, 0, std::nullopt, {}};
  }
};

std::string run(Engine& engine, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  serve(engine, in, out);
  return out.str();
}

}  // namespace

TEST_CASE("UCI: handshake, position, go, and errors that change nothing", "[protocol][uci]") {
  FirstMoveEngine e;
  std::string out = run(e,
                        "uci\nisready\nsetoption name Level value 3\nposition startpos moves e2e4\ngo movetime 500\n"
                        "position startpos moves e2e5\ngo wtime 1000 btime 1000\nsetoption name Level value 9\n"
                        "frobnicate\nquit\n");
  CHECK_THAT(out, Catch::Contains("id name first-move\n"));
  CHECK_THAT(out, Catch::Contains("option name Level type spin default 3 min 1 max 3\n"));
  CHECK_THAT(out, Catch::Contains("uciok\n"));
  CHECK_THAT(out, Catch::Contains("readyok\n"));
  CHECK(e.chosen == 3);
  CHECK_THAT(out, Catch::Contains("bestmove a7a6\n"));  // black's first legal move after e4
  CHECK_THAT(out, Catch::Contains("info string error: 'e2e5' is not a legal move"));
  CHECK_THAT(out, Catch::Contains("info depth 3 score cp 25 time 1500 pv a7a6\n"));  // level as depth; its clock
  CHECK_THAT(out, Catch::Contains("info string error: Level must be 1 to 3, not '9'"));
  CHECK_THAT(out, Catch::Contains("info string unknown command: frobnicate"));
}

TEST_CASE("UCI: MultiPV offered by an engine that gives lines, one info line a rank", "[protocol][uci]") {
  LinesEngine e;
  std::string out = run(e,
                        "uci\nsetoption name MultiPV value 3\nposition startpos\ngo depth 1\n"
                        "setoption name MultiPV value 9\nquit\n");
  CHECK_THAT(out, Catch::Contains("option name MultiPV type spin default 1 min 1 max 8\n"));
  CHECK_THAT(out, Catch::Contains("info depth 3 multipv 1 score cp 25 time 1500 pv b1c3\n"));
  CHECK_THAT(out, Catch::Contains("info depth 1 multipv 2 score cp 15 pv b1a3\n"));
  CHECK_THAT(out, Catch::Contains("info depth 1 multipv 3 score cp 5 pv g1h3\n"));
  CHECK_THAT(out, !Catch::Contains("multipv 4"));
  CHECK_THAT(out, Catch::Contains("info string error: MultiPV must be 1 to 8, not '9'"));
  // An engine with one line offers no MultiPV.
  FirstMoveEngine plain;
  CHECK_THAT(run(plain, "uci\nsetoption name MultiPV value 3\nquit\n"),
             Catch::Contains("info string error: no option named 'MultiPV'"));
}

TEST_CASE("UCI: go infinite and go ponder are answered at stop and ponderhit", "[protocol][uci]") {
  FirstMoveEngine e;
  std::string out = run(e,
                        "uci\nposition startpos moves e2e4\ngo infinite\nisready\nstop\n"
                        "position startpos moves e2e4 a7a6 d2d4\ngo ponder wtime 1000 btime 1000\nponderhit\n"
                        "stop\nquit\n");
  // Nothing before stop: readyok comes first, then the one answer.
  CHECK(out.find("readyok\n") < out.find("bestmove a7a6\n"));
  CHECK_THAT(out, Catch::Contains("bestmove a7a6\n"));
  CHECK_THAT(out, Catch::Contains("bestmove a6a5\n"));
  // A stop with nothing searching gets no second answer.
  size_t answers = 0;
  for (size_t at = out.find("bestmove"); at != std::string::npos; at = out.find("bestmove", at + 1)) ++answers;
  CHECK(answers == 2);
}

TEST_CASE("UCI: counts out of an int's range are clamped, not converted (fuzz finding)", "[protocol][uci]") {
  LimitsEngine e;
  std::string out = run(e, "uci\nposition startpos\ngo depth 10e9 movestogo -1e300\n");
  CHECK_THAT(out, Catch::Contains("bestmove b1c3\n"));  // the first legal move
  CHECK(e.last.depth == 1000000);
  CHECK(e.last.moves_to_go == 0);
}

TEST_CASE("UCI: an engine's illegal move is caught", "[protocol][uci]") {
  IllegalEngine e;
  std::string out = run(e, "uci\nposition startpos\ngo\n");
  CHECK_THAT(out, Catch::Contains("played a1h8, not a legal move"));
  CHECK_THAT(out, Catch::Contains("bestmove 0000"));
}

TEST_CASE("xboard: features, moves, ping, and the engine answering", "[protocol][xboard]") {
  FirstMoveEngine e;
  e.any_position = false;
  std::string out = run(e,
                        "xboard\nprotover 2\nnew\nusermove e2e4\nping 7\nusermove e2e5\n"
                        "setboard 8/8/8/8/8/8/8/K6k w - - 0 1\nfoo\nquit\n");
  CHECK_THAT(out, Catch::Contains("feature done=0\n"));
  CHECK_THAT(out, Catch::Contains("myname=\"first-move\""));
  CHECK_THAT(out, Catch::Contains("setboard=0"));
  CHECK_THAT(out, Catch::Contains("feature done=1\n"));
  CHECK_THAT(out, Catch::Contains("move a7a6\n"));
  CHECK_THAT(out, Catch::Contains("pong 7\n"));
  CHECK_THAT(out, Catch::Contains("Illegal move: e2e5\n"));
  CHECK_THAT(out, Catch::Contains("Error (setboard not supported by first-move)"));
  CHECK_THAT(out, Catch::Contains("Error (unknown command): foo"));
}

TEST_CASE("xboard: post shows the think time in centiseconds before the move", "[protocol][xboard]") {
  FirstMoveEngine e;
  std::string out = run(e, "xboard\nprotover 2\nnew\npost\nusermove e2e4\nnopost\nusermove d2d4\n");
  CHECK_THAT(out, Catch::Contains("3 25 150 0 a7a6\nmove a7a6\n"));  // the level as the ply
  CHECK_THAT(out, !Catch::Contains("3 25 150 0 a6a5\n"));
  CHECK_THAT(out, Catch::Contains("move a6a5\n"));
}

TEST_CASE("A move without a score gets no info line, a mate is told as a mate", "[protocol]") {
  FirstMoveEngine e;
  e.score.reset();
  std::string out = run(e, "uci\nposition startpos\ngo movetime 100\n");
  CHECK_THAT(out, Catch::Contains("bestmove b1c3\n"));
  CHECK_THAT(out, !Catch::Contains("info depth"));  // testers' tools warn of an info line without a score
  out = run(e, "xboard\nprotover 2\nnew\npost\nusermove e2e4\n");
  CHECK_THAT(out, Catch::Contains("move a7a6\n"));
  CHECK_THAT(out, !Catch::Contains(" 150 0 a7a6"));

  struct Mating : FirstMoveEngine {
    SearchResult go(const SearchLimits& l) override {
      SearchResult r = FirstMoveEngine::go(l);
      r.score_mate = 2;
      return r;
    }
  } m;
  out = run(m, "uci\nposition startpos\ngo movetime 100\n");
  CHECK_THAT(out, Catch::Contains("info depth 3 score mate 2 time 1500 pv b1c3\n"));
  out = run(m, "xboard\nprotover 2\nnew\npost\nusermove e2e4\n");
  CHECK_THAT(out, Catch::Contains("3 100002 150 0 a7a6\n"));  // CECP: mate in N moves as 100000 + N
}

TEST_CASE("xboard: the level as a spin option, set with option Level=N", "[protocol][xboard]") {
  FirstMoveEngine e;
  std::string out = run(e,
                        "xboard\nprotover 2\noption Level=2\noption Level=7\noption Level=x\noption Hash=16\n"
                        "new\npost\nusermove e2e4\n");
  CHECK_THAT(out, Catch::Contains("feature option=\"Level -spin 3 1 3\"\n"));
  CHECK(e.chosen == 2);
  CHECK_THAT(out, Catch::Contains("Error (Level must be 1 to 3, not '7'): option Level=7"));
  CHECK_THAT(out, Catch::Contains("Error (Level must be 1 to 3, not 'x'): option Level=x"));
  CHECK_THAT(out, Catch::Contains("Error (no option named 'Hash'): option Hash=16"));
  CHECK_THAT(out, Catch::Contains("2 25 150 0 a7a6\n"));
}

TEST_CASE("xboard: go, force, the rules ending a game, undo", "[protocol][xboard]") {
  FirstMoveEngine e;
  std::string out = run(e, "xboard\nnew\ngo\n");
  CHECK_THAT(out, Catch::Contains("move b1c3\n"));  // the engine plays white

  out = run(e, "xboard\nnew\nforce\nusermove f2f3\nusermove e7e5\nusermove g2g4\nusermove d8h4\nquit\n");
  CHECK_THAT(out, Catch::Contains("0-1 {Black mates}"));

  out = run(e, "xboard\nnew\nforce\nusermove e2e4\nundo\nundo\nusermove e2e4\nquit\n");
  CHECK_THAT(out, Catch::Contains("Error (no move to take back): undo"));
  CHECK_THAT(out, !Catch::Contains("Illegal move"));

  IllegalEngine bad;
  out = run(bad, "xboard\nnew\ngo\n");
  CHECK_THAT(out, Catch::Contains("which is not legal: it forfeits"));
  CHECK_THAT(out, Catch::Contains("0-1 {first-move played an illegal move}"));
}

TEST_CASE("the first command chooses the protocol", "[protocol]") {
  FirstMoveEngine e;
  CHECK_THAT(run(e, "hello\nuci\nquit\n"),
             Catch::StartsWith("Error (expected 'uci' or 'xboard' first): hello\nid name"));
  std::istringstream in("nothing\n");
  std::ostringstream out;
  CHECK_FALSE(serve(e, in, out));
}

TEST_CASE("garbage on standard input: clear errors, no crash, the session goes on", "[protocol]") {
  FirstMoveEngine e;
  std::string noise;
  for (int i = 0; i < 4096; ++i) noise += static_cast<char>((i * 7919) % 256);  // binary, with NULs and newlines
  std::string long_line(100000, 'x');
  for (const char* protocol : {"uci", "xboard"}) {
    std::string input = std::string(protocol) + "\n" + noise + "\n" + long_line + "\nposition\nposition fen\n" +
                        "position fen 8/8 w\nusermove\nlevel x y z\ntime abc\nsetoption name\ngo depth\n" +
                        "ping 99\nisready\nquit\n";
    std::string out = run(e, input);
    if (std::string(protocol) == "uci") {
      CHECK_THAT(out, Catch::Contains("info string unknown command: xxxx"));
      CHECK_THAT(out, Catch::Contains("info string error: position needs 'startpos' or 'fen'"));
      CHECK_THAT(out, Catch::EndsWith("readyok\n"));  // still answering after all that
    } else {
      CHECK_THAT(out, Catch::Contains("Error (unknown command): xxxx"));
      CHECK_THAT(out, Catch::Contains("Error (bad level command)"));
      CHECK_THAT(out, Catch::Contains("Error (bad time command)"));
      CHECK_THAT(out, Catch::Contains("pong 99\n"));
    }
  }
}

TEST_CASE("UCI: stop, isready and quit are read while the engine thinks", "[protocol][uci][stop]") {
  ThinkingEngine e;
  // isready answered during the search, stop ends it with the best so far.
  std::string out = run(e, "uci\nposition startpos\ngo infinite\nisready\nstop\nisready\n");
  CHECK(e.stops == 1);
  CHECK_THAT(out, Catch::Contains("readyok\nbestmove h2h4\nreadyok\n"));
  // A timed search is stopped the same way, and quit stops one in progress.
  ThinkingEngine timed;
  out = run(timed,
            "uci\nposition startpos\ngo wtime 60000 btime 60000\nstop\nposition startpos moves e2e4\ngo "
            "movetime 5000\nquit\n");
  CHECK(timed.stops == 2);
  CHECK_THAT(out, Catch::Contains("bestmove h2h4\n"));
}

TEST_CASE("UCI: an infinite search or a ponder is answered only at stop or ponderhit", "[protocol][uci][stop]") {
  FirstMoveEngine e;  // its search ends at once; the answer waits all the same
  std::string out = run(e, "uci\nposition startpos\ngo infinite\nisready\nstop\n");
  CHECK_THAT(out, Catch::Contains("readyok\ninfo depth 3 score cp 25 time 1500 pv b1c3\nbestmove b1c3\n"));
  out = run(e, "uci\nposition startpos\ngo ponder wtime 1000 btime 1000\nisready\nponderhit\nisready\n");
  const auto ready = out.find("readyok"), best = out.find("bestmove b1c3");
  REQUIRE(ready != std::string::npos);
  REQUIRE(best != std::string::npos);
  CHECK(ready < best);
  // The input ending (no quit) waits for the last search's answer.
  out = run(e, "uci\nposition startpos\ngo depth 2\n");
  CHECK_THAT(out, Catch::Contains("bestmove b1c3\n"));
}

TEST_CASE("xboard: ? moves now; new and force drop the move being searched", "[protocol][xboard][stop]") {
  ThinkingEngine e;
  std::string out = run(e, "xboard\nprotover 2\nnew\nusermove e2e4\n?\nping 1\n");
  CHECK(e.stops == 1);
  CHECK_THAT(out, Catch::Contains("move g8h6\npong 1\n"));
  ThinkingEngine dropped;
  out = run(dropped, "xboard\nprotover 2\nnew\nusermove e2e4\nforce\nping 2\nusermove d7d5\nping 3\n");
  CHECK(dropped.stops == 1);
  CHECK_THAT(out, !Catch::Contains("move g8h6") && Catch::Contains("pong 2\npong 3\n"));
}
