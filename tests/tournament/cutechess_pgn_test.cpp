// The PGN layout of cutechess-cli 1.5.1, against texts worked out by hand
// from its rules (PgnGame::write and tags(), ChessGame's evalString,
// MoveEvaluation::scoreText, TimeControl::toString, PgnGame::setResult).
#include "tournament/cutechess/cutechess_pgn.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <ctime>

using namespace veteran;
using namespace veteran::tournament;
using veteran::engines::TimeControl;
namespace pgn = veteran::tournament::cutechess_pgn;

namespace {

MoveEval said(std::optional<int> score, int depth, double seconds) { return {false, score, depth, seconds}; }

}  // namespace

TEST_CASE("cutechess PGN: a move's comment as evalString writes it", "[tournament][cutechess]") {
  CHECK(pgn::move_comment({true, {}, 0, 0}) == "book");
  CHECK(pgn::move_comment(said(25, 12, 1.234)) == "+0.25/12 1.2s");           // 1 decimal from 1 s to 10 s
  CHECK(pgn::move_comment(said(-5, 4, 0.51)) == "-0.05/4 0.51s");             // 2 from 0.1 s to 1 s
  CHECK(pgn::move_comment(said(0, 4, 0.05)) == "0.00/4 0.050s");              // 3 below 0.1 s; no sign on 0
  CHECK(pgn::move_comment(said(150, 9, 12.345)) == "+1.50/9 12s");            // none from 10 s on
  CHECK(pgn::move_comment(said(10, 3, 0)) == "+0.10/3 0s");                   // no time at all
  CHECK(pgn::move_comment(said(100000 - 3, 20, 0.51)) == "+M5/20 0.51s");     // mate in 3 moves: 5 plies
  CHECK(pgn::move_comment(said(-(100000 - 3), 20, 0.51)) == "-M6/20 0.51s");  // mated in 3: 6 plies
  CHECK(pgn::move_comment(said(100000 - 1, 1, 0.001)) == "+M1/1 0.001s");
  CHECK(pgn::move_comment(said(7, 2, 0.0019)) == "+0.07/2 0.001s");  // whole milliseconds, cut
  CHECK(pgn::move_comment(said(40, 0, 1.5)) == "1.5s");              // a score without a depth is not written
  CHECK(pgn::move_comment(said({}, 0, 0.4)) == "");                  // nothing said, under half a second
  CHECK(pgn::move_comment(said({}, 0, 0.6)) == "0.60s");             // ... from half a second on, the time
  CHECK(pgn::move_comment(said({}, 7, 0.2)) == "/7 0.20s");          // a depth alone
}

TEST_CASE("cutechess PGN: time controls, terminations, durations", "[tournament][cutechess]") {
  CHECK(pgn::time_control(TimeControl::parse("40/60+0.5")) == "40/60+0.5");
  CHECK(pgn::time_control(TimeControl::parse("10+0.1")) == "10+0.1");
  CHECK(pgn::time_control(TimeControl::parse("st=1")) == "1/move");
  CHECK(pgn::time_control(TimeControl::parse("st=0.25")) == "0.25/move");
  CHECK(pgn::time_control(TimeControl::parse("depth=6")) == "inf");

  CHECK(pgn::termination_tag("normal") == "");  // the rules or a resignation: no tag
  CHECK(pgn::termination_tag("adjudication") == "adjudication");
  CHECK(pgn::termination_tag("time forfeit") == "time forfeit");
  CHECK(pgn::termination_tag("rules infraction") == "illegal move");
  CHECK(pgn::termination_tag("abandoned") == "abandoned");
  CHECK(pgn::termination_tag("stalled connection") == "stalled connection");

  using namespace std::chrono;
  const system_clock::time_point start{seconds(1800000000)};
  CHECK(pgn::duration(start, start + milliseconds(3725999)) == "01:02:05");  // whole seconds
  CHECK(pgn::duration(start, start + milliseconds(400)) == "00:00:00");
  CHECK(pgn::duration(start, start + hours(24)) == "");  // its QTime has no 24th hour

  const char* zone = std::getenv("TZ");
  const std::string saved = zone ? zone : "";
  setenv("TZ", "UTC", 1);
  tzset();
  // 1800000000 s after the epoch is 2027-01-15 08:00:00 UTC.
  CHECK(pgn::time_stamp(start + milliseconds(45)) == "2027-01-15T08:00:00.045 UTC");
  if (zone)
    setenv("TZ", saved.c_str(), 1);
  else
    unsetenv("TZ");
  tzset();
}

TEST_CASE("cutechess PGN: the game as PgnGame::write lays it out", "[tournament][cutechess]") {
  chess::PgnGame g;
  g.start_fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
  chess::Position p(g.start_fen);
  for (const char* m : {"e8d7", "e2e4", "d7e6", "e1e2"}) {
    g.moves.push_back(p.parse_uci(m));
    p.play(g.moves.back());
  }
  g.comments = {"book", "+0.50/10 1.2s", "", "-0.25/3 0.040s"};
  g.result = "1/2-1/2";
  g.set_tag("Event", "");  // "?"
  g.set_tag("Site", "Cambridge");
  g.set_tag("Date", "2026.11.27");
  g.set_tag("Round", "3");
  g.set_tag("White", "A");
  g.set_tag("Black", "B");
  g.set_tag("TimeControl", "40/60");
  g.set_tag("PlyCount", "4");
  g.set_tag("Termination", "adjudication");
  g.set_tag("GameDuration", "00:00:02");
  g.set_tag("Opening", "");  // empty: not written

  const std::string verbose = pgn::write(g, "Draw by adjudication", false);
  CHECK(verbose ==
        "[Event \"?\"]\n[Site \"Cambridge\"]\n[Date \"2026.11.27\"]\n[Round \"3\"]\n[White \"A\"]\n[Black \"B\"]\n"
        "[Result \"1/2-1/2\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n[GameDuration \"00:00:02\"]\n"
        "[PlyCount \"4\"]\n[SetUp \"1\"]\n[Termination \"adjudication\"]\n[TimeControl \"40/60\"]\n"
        "\n1... Kd7 {book} 2. e4 {+0.50/10 1.2s} Ke6\n3. Ke2 {-0.25/3 0.040s, Draw by adjudication} 1/2-1/2\n\n");

  const std::string minimal = pgn::write(g, "Draw by adjudication", true);
  CHECK(minimal ==
        "[Event \"?\"]\n[Site \"Cambridge\"]\n[Date \"2026.11.27\"]\n[Round \"3\"]\n[White \"A\"]\n[Black \"B\"]\n"
        "[Result \"1/2-1/2\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n[SetUp \"1\"]\n"
        "\n1... Kd7 2. e4 Ke6 3. Ke2 1/2-1/2\n\n");

  // No move played: the description alone before the result.
  chess::PgnGame none;
  none.result = "0-1";
  const std::string empty = pgn::write(none, "White disconnects", false);
  CHECK(empty.substr(empty.find("[Result")) == "[Result \"0-1\"]\n\n{White disconnects} 0-1\n\n");
  CHECK(pgn::write(none, "", false).substr(empty.find("[Result")) == "[Result \"0-1\"]\n 0-1\n\n");
}

TEST_CASE("cutechess PGN: a move and its comment kept whole on lines under 80 columns", "[tournament][cutechess]") {
  chess::PgnGame g;
  chess::Position p(g.start_fen);
  for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"}) {
    g.moves.push_back(p.parse_uci(m));
    g.comments.push_back("+0.12/20 1.5s");
    p.play(g.moves.back());
  }
  g.result = "*";
  const std::string text = pgn::write(g, "", false);
  const std::string moves = text.substr(text.find("\n\n") + 2);
  // "1. Nf3 {+0.12/20 1.5s}" is 22 columns, "Nf6 {+0.12/20 1.5s}" 19: a line is broken
  // before the unit that would take it to column 80 (65 + 1 + 19 = 85).
  const std::string c = " {+0.12/20 1.5s}";
  CHECK(moves == "1. Nf3" + c + " Nf6" + c + " 2. Ng1" + c + "\nNg8" + c + " 3. Nf3" + c + " Nf6" + c + "\n4. Ng1" + c +
                     " Ng8" + c + " 5. Nf3" + c + "\nNf6" + c + " *\n\n");
  for (size_t at = 0, end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) CHECK(end - at < 80);
}
