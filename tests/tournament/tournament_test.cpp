// The tournament's parts without engines: time controls and clocks, the
// schedule, the config language and its errors, the journal, the standings.
#include "engines/play/time_control.hpp"
#include "tournament/config.hpp"
#include "tournament/config_file.hpp"
#include "tournament/engine_pool.hpp"
#include "tournament/game_runner.hpp"
#include "tournament/journal.hpp"
#include "tournament/knockout.hpp"
#include "tournament/openings.hpp"
#include "tournament/schedule.hpp"
#include "tournament/statistics/standings.hpp"

#include <catch2/catch.hpp>

#include <atomic>

#include <sstream>

#include <unistd.h>

#include <sys/wait.h>

#include <sys/resource.h>

#include <csignal>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

using namespace veteran::tournament;
using veteran::engines::Clock;
using veteran::engines::TimeControl;

TEST_CASE("tournament: time controls parse, print and run a clock", "[tournament]") {
  auto tc = TimeControl::parse("40/300+2");
  CHECK(tc.kind == TimeControl::Kind::clock);
  CHECK(tc.moves == 40);
  CHECK(tc.base == 300);
  CHECK(tc.increment == 2);
  CHECK(tc.pgn() == "40/300+2");
  CHECK(TimeControl::parse("st=30").pgn() == "1/30");
  CHECK(TimeControl::parse("depth=4").pgn() == "-");
  CHECK(TimeControl::parse("nodes=1000").text() == "nodes=1000");
  CHECK(TimeControl::parse("300").text() == "300");
  // Depth and node limits together, alone or after a clock (cutechess-cli takes both).
  const auto both = TimeControl::parse("depth=6 nodes=2000");
  CHECK((both.kind == TimeControl::Kind::depth && both.depth == 6 && both.nodes == 2000));
  CHECK(both.text() == "depth=6 nodes=2000");
  const auto all = TimeControl::parse("40/60 nodes=500 depth=9");
  CHECK((all.kind == TimeControl::Kind::clock && all.depth == 9 && all.nodes == 500));
  for (const char* bad : {"depth=3 depth=4", "40/60 nodes=1 nodes=2", "depth=3 40/60", "st=1 st=2"})
    CHECK_THROWS_WITH(TimeControl::parse(bad), Catch::Contains("each once"));
  for (const char* bad : {"", "abc", "st=-1", "40/", "depth=x", "wtime=3", "0", "st=inf", "st=nan", "depth=nan",
                          "nodes=-0", "depth=0", "depth=2.5", "nodes=1e40", "inf/10", "10+nan"})
    CHECK_THROWS_WITH(TimeControl::parse(bad), Catch::Contains("time control"));

  Clock white(TimeControl::parse("2/10+1")), black(TimeControl::parse("2/10+1"));
  veteran::engines::SearchLimits l;
  white.fill(l, true, black);
  CHECK(l.white_time == 11);  // cutechess-cli's clocks start with the first increment on them
  CHECK(l.black_time == 11);
  CHECK(l.white_increment == 1);
  CHECK(l.moves_to_go == 2);
  CHECK(white.spend(4));  // 11 - 4 + 1
  CHECK(white.remaining() == 8);
  CHECK(white.spend(2));  // 8 - 2 + 1, and the second move of the period adds 10
  CHECK(white.remaining() == 17);
  CHECK_FALSE(white.spend(18));
  Clock per_move(TimeControl::parse("st=30"));
  CHECK(per_move.spend(1000));  // a fixed time per move only chooses a period program's level
  // The limits say both sides' time as cutechess-cli tells engines (xboard's time and otim):
  // a fixed time a move, a clock's time left, nothing under a depth or node limit.
  veteran::engines::SearchLimits fixed;
  per_move.fill(fixed, false, black);
  CHECK((fixed.move_time == 30 && fixed.black_time == 30 && fixed.white_time == 11 && fixed.white_increment == 0));
  veteran::engines::SearchLimits against_depth;
  per_move.fill(against_depth, true, Clock(TimeControl::parse("depth=5")));
  CHECK((against_depth.white_time == 30 && against_depth.black_time == 0));
}

TEST_CASE("tournament: strict clocks, a margin, and a clock with a depth or node limit besides", "[tournament]") {
  // cutechess-cli's st= binds a wall-time engine, with timemargin's grace.
  Clock st(TimeControl::parse("st=1"));
  CHECK(st.spend(1.0, 0, true));
  CHECK_FALSE(st.spend(1.01, 0, true));
  CHECK(st.spend(1.04, 0.05, true));
  CHECK_FALSE(st.spend(1.06, 0.05, true));
  // A clock may run 0.05 s past zero within a margin of 0.05; the debt is carried, as cutechess-cli's.
  Clock clock(TimeControl::parse("10"));
  CHECK(clock.spend(10.04, 0.05));
  CHECK(clock.remaining() == Approx(-0.04));
  CHECK(clock.spend(0.005, 0.05));
  CHECK_FALSE(clock.spend(0.006, 0.05));

  auto both = TimeControl::parse("40/60 nodes=2000");
  CHECK(both.kind == TimeControl::Kind::clock);
  CHECK(both.nodes == 2000);
  CHECK(both.text() == "40/60 nodes=2000");
  CHECK(both.pgn() == "40/60");
  CHECK(TimeControl::parse("st=5 depth=8").text() == "st=5 depth=8");
  Clock a(both), b(both);
  veteran::engines::SearchLimits l;
  a.fill(l, true, b);
  CHECK(l.white_time == 60);
  CHECK(l.nodes == 2000);
  for (const char* bad : {"40/60 st=3", "40/60 depth=x", "nodes=5 40/60"})
    CHECK_THROWS_WITH(TimeControl::parse(bad), Catch::Contains("time control"));
}

TEST_CASE("tournament: schedules pair everyone, balance colours and share openings", "[tournament]") {
  auto rr = make_schedule(4, {.pairing = Pairing::round_robin, .games = 2, .openings = 5, .random = false, .seed = 1});
  REQUIRE(rr.size() == 12);  // 6 pairings x 2
  std::map<int, int> whites, blacks;
  for (const auto& g : rr) ++whites[g.white], ++blacks[g.black];
  for (int e = 0; e < 4; ++e) {
    CHECK(whites[e] == 3);
    CHECK(blacks[e] == 3);
  }
  for (size_t i = 0; i < 6; ++i) {  // round 2 swaps the colours of round 1, same opening
    CHECK(rr[i].white == rr[i + 6].black);
    CHECK(rr[i].opening == rr[i + 6].opening);
  }
  const ScheduleSettings drawn{.pairing = Pairing::round_robin, .games = 4, .openings = 50, .random = true, .seed = 7};
  auto random1 = make_schedule(3, drawn), random2 = make_schedule(3, drawn);
  for (size_t i = 0; i < random1.size(); ++i) CHECK(random1[i].opening == random2[i].opening);  // the seed decides
  auto gauntlet =
      make_schedule(4, {.pairing = Pairing::gauntlet, .games = 2, .openings = 0, .random = false, .seed = 1});
  CHECK(gauntlet.size() == 6);
  for (const auto& g : gauntlet) CHECK((g.white == 0 || g.black == 0));
  CHECK_THROWS_WITH(make_schedule(3, {.pairing = Pairing::knockout, .games = 1}), Catch::Contains("not a knockout"));
}

TEST_CASE("tournament: cutechess-cli's -repeat, start=, -noswap and -reverse shape the schedule", "[tournament]") {
  // No -repeat: each game a new opening, in order from start= (here the third).
  auto fresh = make_schedule(2, {.games = 4, .openings = 10, .repeat = 1, .start = 2});
  REQUIRE(fresh.size() == 4);
  for (size_t i = 0; i < 4; ++i) CHECK(fresh[i].opening == static_cast<int>(2 + i));
  CHECK(fresh[0].white == 0);
  CHECK(fresh[1].white == 1);  // colours still alternate
  // -repeat 3: three games in a row on one opening.
  auto thrice = make_schedule(2, {.games = 6, .openings = 10, .repeat = 3});
  std::vector<int> openings;
  for (const auto& g : thrice) openings.push_back(g.opening);
  CHECK(openings == std::vector<int>{0, 0, 0, 1, 1, 1});
  for (const auto& g : make_schedule(2, {.games = 4, .swap = false})) CHECK(g.white == 0);
  for (const auto& g : make_schedule(2, {.games = 1, .reverse = true})) CHECK(g.white == 1);
  auto both = make_schedule(2, {.games = 2, .reverse = true});
  CHECK(both[0].white == 1);
  CHECK(both[1].white == 0);
}

namespace {
ConfigHost host() {
  ConfigHost h;
  h.programs = {"microchess@kim1", "microchess@native", "sargon@native"};
  h.players = h.programs;
  h.available = [](const std::string&) { return false; };
  return h;
}

// The error a config (as bad.lua) makes, or "no error".
std::string error_of(const std::string& lua) {
  try {
    load_config(lua, "bad.lua", host());
  } catch (const std::exception& e) { return e.what(); }
  return "no error";
}
}  // namespace

TEST_CASE("tournament: cutechess-cli's opening policies, encounter and round", "[tournament]") {
  // Three engines, two rounds of encounters of 2 games (-games 2 -rounds 2), openings in order.
  ScheduleSettings s{.pairing = Pairing::round_robin,
                     .games = 4,
                     .openings = 100,
                     .random = false,
                     .seed = 1,
                     .repeat = 1,
                     .policy = OpeningPolicy::encounter,
                     .encounter_games = 2};
  auto encounter = make_schedule(3, s);
  REQUIRE(encounter.size() == 12);
  std::map<std::pair<int, size_t>, std::set<int>> by_encounter;  // (round, pairing) -> openings
  for (size_t i = 0; i < encounter.size(); ++i)
    by_encounter[{static_cast<int>(i / 3) / 2, i % 3}].insert(encounter[i].opening);
  std::set<int> distinct;
  for (const auto& [key, openings] : by_encounter) {
    CHECK(openings.size() == 1);  // an encounter's games share one opening
    distinct.insert(*openings.begin());
  }
  CHECK(distinct.size() == 6);  // and each encounter has its own
  s.policy = OpeningPolicy::round;
  auto round = make_schedule(3, s);
  for (size_t i = 0; i < round.size(); ++i) CHECK(round[i].opening == (i < 6 ? 0 : 1));  // one opening a round
  s.policy = OpeningPolicy::encounter;
  for (const auto& g : make_schedule(2, s)) CHECK(g.opening == 0);  // two engines: the players never change
}

TEST_CASE("tournament: a knockout as cutechess-cli plays it: byes to the top seeds, undecided encounters extended",
          "[tournament]") {
  // Five engines, all seeded (engine 0 the top seed), encounters of 2 games.
  // Every encounter's first two games are drawn; after that the engine with
  // the lower number wins. So each encounter takes 4 games (2-2 is
  // undecided; 3-1 after an even number is), and engine 0 wins the event.
  KnockoutSettings k{.schedule = {.pairing = Pairing::knockout, .games = 2, .openings = 3}, .seeds = 5};
  std::map<int, std::string> results;
  KnockoutState state;
  for (int steps = 0; steps < 100; ++steps) {
    state = knockout(5, k, results);
    bool added = false;
    std::map<std::pair<int, int>, int> played;  // games so far of each encounter
    for (const auto& g : state.games) {
      int n = played[{std::min(g.white, g.black), std::max(g.white, g.black)}]++;
      if (results.count(g.index)) continue;
      results[g.index] = n < 2 ? "1/2-1/2" : g.white < g.black ? "1-0" : "0-1";
      added = true;
    }
    if (!added) break;
  }
  REQUIRE(state.champion == 0);
  REQUIRE(state.rounds.size() == 3);  // 8 places: 5 engines and 3 byes
  int byes = 0;
  for (const auto& p : state.rounds[0])
    if (p.second < 0) {
      ++byes;
      CHECK(p.first <= 2);  // the byes go to the top three seeds
    }
  CHECK(byes == 3);
  for (const auto& round : state.rounds)
    for (const auto& p : round) CHECK((p.second < 0 || (p.games == 4 && p.decided)));
  CHECK(state.games.size() == 4 * (1 + 2 + 1));  // the one real first-round encounter, two semi-finals, the final
  for (const auto& g : state.games) CHECK((g.opening >= 0 && g.opening < 3));
  const std::vector<std::string> names = {"A", "B", "C", "D", "E"};
  CHECK_THAT(knockout_report(state, names), Catch::Contains("Winner: A") && Catch::Contains("- bye"));
  // The same results give the same games: a resumed knockout goes on as it was.
  auto again = knockout(5, k, results);
  REQUIRE(again.games.size() == state.games.size());
  for (size_t i = 0; i < again.games.size(); ++i) CHECK(again.games[i].white == state.games[i].white);
}

TEST_CASE("tournament: a config runs once; its calls rebuild the event without the script", "[tournament]") {
  const std::string lua = R"(
    tournament { event = "r" .. math.random(1000000000), games = 2, tc = "40/60" }
    each { level = 2, options = { Hash = 16, Ponder = false }, init = { "sd 3" } }
    local nested = { file = "o.epd", order = "random", seed = math.random(100) }
    engine { program = "microchess@native" }
    engine { name = "FM", command = "fairymax", protocol = "xboard", tc = "depth=3" }
  )";
  const std::string calls = record_config(lua, "cfg/once.lua", host());
  // The same numbers from math.random on every run: the event's name is fixed.
  CHECK(replay_config(record_config(lua, "cfg/once.lua", host()), "cfg/once.lua", host()).event ==
        replay_config(calls, "cfg/once.lua", host()).event);
  const TournamentConfig replayed = replay_config(calls, "cfg/once.lua", host());
  const TournamentConfig direct = load_config(lua, "cfg/once.lua", host());
  CHECK(replayed.event == direct.event);
  CHECK(replayed.event.rfind("r", 0) == 0);
  REQUIRE(replayed.engines.size() == 2);
  CHECK(replayed.engines[0].defined_at == "once.lua:5");  // the place recorded, not the replay's
  CHECK(replayed.engines[1].defined_at == "once.lua:6");
  CHECK(replayed.engines[1].spec.external.options == direct.engines[1].spec.external.options);
  CHECK(replayed.engines[1].spec.external.init == direct.engines[1].spec.external.init);
  // A call that failed and was caught by the script is not replayed.
  const std::string caught = R"(
    tournament { games = 2 }
    pcall(engine, { program = "no-such-program" })
    engine { program = "microchess@native" }
    engine { program = "sargon@native" }
  )";
  CHECK(load_config(caught, "c.lua", host()).engines.size() == 2);
  // Damaged calls are refused by name, not replayed in part.
  CHECK_THROWS_WITH(replay_config(calls.substr(0, calls.size() - 3), "cfg/once.lua", host()),
                    Catch::Contains("cut short"));
}

TEST_CASE("tournament: a config builds the event; mistakes name the file and line", "[tournament]") {
  auto c = load_config(R"(
    tournament { event = "test", games = 4, tc = "st=5", concurrency = 2, pairing = "gauntlet",
                 adjudicate = { max_moves = 100, resign_score = 900 }, pgn = "out/x.pgn",
                 openings = { file = "o.epd", order = "random", seed = 3 } }
    engine { program = "microchess@kim1", level = 2 }
    engine { name = "FM", command = "fairymax", protocol = "xboard", init = { "sd 3" }, tc = "depth=3" }
    if not available("microchess@kim1") then engine { name = "SF", command = "stockfish", protocol = "uci",
      options = { Hash = 16 } } end
  )",
                       "cfg/event.lua", host());
  CHECK(c.event == "test");
  CHECK(c.games == 4);
  CHECK(c.pairing == Pairing::gauntlet);
  CHECK(c.concurrency == 2);
  CHECK(c.adjudication.max_moves == 100);
  CHECK(c.adjudication.resign_score == 900);
  CHECK(c.adjudication.resign_moves == 3);
  CHECK_FALSE(c.adjudication.resign_twosided);
  CHECK(c.pgn == "cfg/out/x.pgn");  // relative to the config's folder
  CHECK(c.openings == "cfg/o.epd");
  CHECK(c.openings_random);
  CHECK(c.seed == 3);
  REQUIRE(c.engines.size() == 3);
  CHECK(c.engines[0].name == "microchess@kim1");
  CHECK(c.engines[0].spec.level == 2);
  CHECK(c.engines[1].spec.external.init == std::vector<std::string>{"sd 3"});
  CHECK(c.engines[2].spec.external.options.at("Hash") == "16");
  CHECK(c.engines[1].defined_at == "event.lua:6");

  CHECK_THAT(error_of("engine { program = 'microchess@kim1' }\nengine { program = 'sargon@zx81' }"),
             Catch::Contains("bad.lua:2:") && Catch::Contains("no program \"sargon@zx81\""));
  CHECK_THAT(error_of("\n\ntournament { tc = 'forever' }"),
             Catch::Contains("bad.lua:3:") && Catch::Contains("time control"));
  CHECK_THAT(error_of("tournament { gmaes = 2 }"),
             Catch::Contains("bad.lua:1:") && Catch::Contains("no field 'gmaes'"));
  CHECK_THAT(error_of("tournament { sprt = { elo0 = 5, elo1 = 5 } }"),
             Catch::Contains("bad.lua:1:") && Catch::Contains("SPRT: elo0 must be less than elo1"));
  CHECK_THAT(error_of("tournament { sprt = { elo0 = 0, elo1 = 5, alpha = 0.6, beta = 0.5 } }"),
             Catch::Contains("alpha + beta must be less than 1"));
  CHECK_THAT(error_of("tournament { sprt = { elo = 5 } }"), Catch::Contains("no field 'elo'"));
  CHECK_THAT(error_of("tournament { sprt = 5 }"), Catch::Contains("sprt must be a table"));
  CHECK_THAT(error_of("tournament { pgn_layout = \"pgn4\" }"),
             Catch::Contains("pgn_layout must be \"veteran\" or \"cutechess\", not \"pgn4\""));
  CHECK_THAT(error_of("tournament { sprt = {} }\nengine { program = 'microchess@kim1' }\nengine { program = "
                      "'microchess@kim1', name = 'b' }\nengine { program = 'microchess@kim1', name = 'c' }"),
             Catch::Contains("sprt{} is for a match of two engines, and this event has 3"));
  CHECK_THAT(error_of("engine { command = 'x' }"), Catch::Contains("bad.lua:1:") && Catch::Contains("protocol"));
  CHECK_THAT(error_of("engine { name = 'a', command = 'x', protocol = 'uci' }\nengine { name = 'a', command = 'y', "
                      "protocol = 'uci' }"),
             Catch::Contains("bad.lua:2:") && Catch::Contains("taken"));
  CHECK_THAT(error_of("engine {"), Catch::Contains("bad.lua:1:"));
  CHECK_THAT(error_of("engine { program = 'microchess@kim1' }"), Catch::Contains("at least two engines"));
  CHECK_THAT(error_of("local f = io.open('x')"), Catch::Contains("bad.lua:1:"));  // no io in a config
  // Numbers out of range are refused with the setting's name and range (hardening defect 9).
  const std::string two =
      "engine { name = 'a', command = 'x', protocol = 'uci' }\nengine { name = 'b', command = 'y', protocol = 'uci' "
      "}\n";
  CHECK_THAT(error_of(two + "tournament { games = 2147483647 }"),
             Catch::Contains("'games' must be a whole number from 1 to 100000"));
  CHECK_THAT(error_of(two + "tournament { concurrency = 100000 }"),
             Catch::Contains("'concurrency' must be a whole number from 1 to 64"));
  CHECK_THAT(error_of(two + "tournament { hang_seconds = -5 }"),
             Catch::Contains("'hang_seconds' must be a number from 0 to 86400"));
  CHECK_THAT(error_of(two + "tournament { hang_seconds = 0/0 }"), Catch::Contains("'hang_seconds' must be a number"));
  CHECK_THAT(error_of(two + "tournament { games = 1/0 }"), Catch::Contains("'games' must be a whole number"));
  CHECK_THAT(error_of(two + "tournament { tc = 'st=inf' }"), Catch::Contains("time control"));
  CHECK_THAT(error_of("engine { name = 'a', command = 'x', protocol = 'uci', startup_seconds = -1 }"),
             Catch::Contains("'startup_seconds' must be a number from 0.1 to 3600"));
  CHECK_THAT(error_of("engine { program = 'microchess@kim1', level = 2.5 }"),
             Catch::Contains("'level' must be a whole number"));
  CHECK_THAT(error_of("engine { program = 'microchess@kim1', level = 9 }"),
             Catch::Contains("bad.lua:1:") && Catch::Contains("microchess@kim1 has levels 1 to 3, not 9"));
  CHECK_THAT(error_of("engine { name = 'a', command = 'x', protocol = 'uci', level = 2 }"),
             Catch::Contains("'level' is for veteran's programs"));
  // Lua (hardening defect 8): bytecode is refused, metamethods and odd values cannot jump over the
  // host, endless loops and unbounded growth stop with a reason (each once crashed, hung or aborted).
  CHECK_THAT(error_of(std::string("\x1bLua\x54\x00 bytecode")), Catch::Contains("binary chunk"));
  CHECK_THAT(error_of("engine(setmetatable({}, {__index = function() error('boom') end}))"),
             Catch::Contains("bad.lua:1:") && Catch::Contains("either program"));
  CHECK_THAT(error_of("engine { name = 'a', command = 'x', protocol = 'uci', options = { [true] = 1 } }"),
             Catch::Contains("bad.lua:1:") && Catch::Contains("names as strings"));
  CHECK_THAT(error_of("engine { name = 'a', command = 'x', protocol = 'uci', options = { Hash = {} } }"),
             Catch::Contains("must be a string, number or boolean"));
  CHECK_THAT(error_of("error({})"), Catch::Contains("a Lua error raised with a table value"));
  CHECK_THAT(error_of("local x = 1\nerror({})"), Catch::Contains(":2: a Lua error raised with a table value"));
  CHECK_THAT(error_of("engine { program = \"microchess@kim1\", options = {[true] = 1} }"),
             Catch::Contains("'options' is for external engines"));
  CHECK_THAT(error_of("while true do end"), Catch::Contains("bad.lua:1:") && Catch::Contains("endless loop"));
  CHECK_THAT(error_of("local t = {} for i = 1, 1e9 do t[i] = i end"), Catch::Contains("not enough memory"));
}

TEST_CASE("tournament: the config's cutechess-cli settings: each{}, restart, timemargin, log, repeat, openings",
          "[tournament]") {
  auto c = load_config(R"(
    tournament { repeats = 1, swap = false, reverse = true, epd = "end.epd", pgn_minimal = true, wait = 5, log = "io.log",
                 pgn_layout = "cutechess", openings = { file = "o.pgn", format = "epd", start = 4 } }
    each { tc = "40/60 nodes=500", restart = "on", timemargin = 50, options = { Hash = 16 }, init = { "sd 9" }, level = 1 }
    engine { program = "microchess@native", level = 2 }
    engine { name = "FM", command = "fairymax", protocol = "xboard", init = { "sd 3" }, tc = "depth=3", restart = "off" }
  )",
                       "cfg/event.lua", host());
  CHECK(c.opening_repeat == 1);
  CHECK_FALSE(c.swap_sides);
  CHECK(c.reverse_sides);
  CHECK(c.epd_out == "cfg/end.epd");
  CHECK(c.pgn_minimal);
  CHECK(c.pgn_layout == OutputFormat::cutechess);
  CHECK(c.wait_ms == 5);
  CHECK(c.engine_log == "cfg/io.log");
  CHECK(c.openings_format == OpeningsFormat::epd);
  CHECK(c.opening_start == 4);
  REQUIRE(c.engines.size() == 2);
  // each{} over the engine's own, as cutechess-cli's -each
  CHECK(c.engines[0].spec.level == 1);
  CHECK(c.engines[0].tc->spelling == "40/60 nodes=500");
  CHECK(c.engines[0].restart);
  CHECK(c.engines[0].time_margin == 0.05);
  CHECK(c.engines[1].restart);
  CHECK(c.engines[1].spec.external.options.at("Hash") == "16");
  CHECK(c.engines[1].spec.external.init == std::vector<std::string>{"sd 3", "sd 9"});

  const std::string two = "engine { program = 'microchess@native' }\nengine { program = 'sargon@native' }\n";
  CHECK_THAT(error_of(two + "each { tc = 'st=1' }"),
             Catch::Contains("bad.lua:3:") && Catch::Contains("before the engine{}"));
  CHECK_THAT(error_of("each { restart = 'sometimes' }\n" + two),
             Catch::Contains("bad.lua:1:") && Catch::Contains("restart must be"));
  CHECK_THAT(error_of("each { name = 'x' }\n" + two), Catch::Contains("each{} has no field 'name'"));
  CHECK_THAT(error_of("each {}\neach {}\n" + two), Catch::Contains("bad.lua:2:") && Catch::Contains("given twice"));
  CHECK_THAT(error_of("engine { program = 'microchess@native', timemargin = -5 }\n" + two),
             Catch::Contains("timemargin"));
  CHECK_THAT(error_of("tournament { openings = { file = 'o.pgn', format = 'bin' } }\n" + two),
             Catch::Contains("format must be"));
}

TEST_CASE("tournament: EPD openings, and their errors", "[tournament]") {
  auto o = parse_epd("# comment\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"e4\";\n", "o.epd");
  REQUIRE(o.size() == 1);
  CHECK(o[0].name == "e4");
  // e3 as the FEN standard writes it; no black pawn can take there, so it is dropped (as Stockfish does).
  CHECK(o[0].fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  CHECK_THROWS_WITH(parse_epd("\nrnbqkbnr/pppppppp w\n", "o.epd"), Catch::Contains("o.epd:2"));
  CHECK_THROWS_WITH(parse_epd("xx/8 w - -\n", "o.epd"), Catch::Contains("o.epd:1"));
  // What the position reader drops silently is refused in an openings file, as the mate reader refuses it.
  CHECK_THROWS_WITH(parse_epd("4k3/8/8/8/8/8/8/4K3 w KQkq -\n", "o.epd"),
                    Catch::Contains("o.epd:1: castling rights 'KQkq' name a right whose king or rook"));
  CHECK_THROWS_WITH(parse_epd("r3k2r/8/8/8/8/8/8/R3K2R w HHhh -\n", "o.epd", true), Catch::Contains("name 'H' twice"));
  CHECK_THROWS_WITH(parse_epd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3\n", "o.epd"),
                    Catch::Contains("en passant square e3 is not behind a pawn Black could have just moved"));
  CHECK(parse_epd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3\n", "o.epd").size() == 1);
  // The line fuzz_epd found: carriage returns inside it, which the FEN
  // reader skipped as white space and the fields did not ('!3' was taken
  // for an en passant square off the board). Now both split there.
  CHECK_THROWS_WITH(
      parse_epd("bnbqkbrn/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\r\r\r\r\r\r\rb KQkqkq e3  !3 id \n", "o.epd"),
      Catch::Contains("o.epd:1: castling rights 'KQkqkq' name 'k' twice"));
  CHECK(parse_epd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\rb\vKQkq\fe3\n", "o.epd").size() == 1);
  CHECK_THROWS_WITH(parse_epd("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq !3\n", "o.epd"),
                    Catch::Contains("o.epd:1:"));
  CHECK_THROWS_WITH(load_openings("builtin:nothing.epd"), Catch::Contains("no built-in"));
  CHECK(load_openings("builtin:openings.pgn").size() >= 10);
}

TEST_CASE("tournament: an openings file is kept as its text and read an opening at a time", "[tournament]") {
  auto dir = std::filesystem::temp_directory_path() / "veteran-openings-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  // EPD: every line as parse_epd reads it, whatever its place in a long file.
  std::string epd;
  const char* fens[] = {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
                        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -", "8/8/8/4k3/8/8/8/4K2R w K -"};
  for (int i = 0; i < 30000; ++i) epd += std::string(fens[i % 3]) + " id \"" + std::to_string(i) + "\";\r\n";
  std::ofstream(dir / "big.epd", std::ios::binary) << epd;
  const OpeningList list = load_openings((dir / "big.epd").string());
  const auto parsed = parse_epd(epd, "big.epd");
  REQUIRE(list.size() == 30000);
  for (size_t i : {size_t{0}, size_t{1}, size_t{2}, size_t{12345}, size_t{29999}}) {
    CHECK(list[i].fen == parsed[i].fen);
    CHECK(list[i].name == std::to_string(i));
  }
  CHECK(list.fingerprint_text() == OpeningList(parsed).fingerprint_text());
  // PGN: cut at plies, escape lines passed over, each game found again by its place.
  std::string pgn = "% an escape line before everything\n";
  for (int i = 0; i < 50; ++i)
    pgn += "[Event \"g" + std::to_string(i) + "\"]\n\n1. e4 e5 2. Nf3 Nc6\n% escape\n3. Bb5 a6 " +
           (i % 2 ? "4. Ba4 Nf6 " : "") + "*\n\n";
  std::ofstream(dir / "o.pgn", std::ios::binary) << pgn;
  const OpeningList cut = load_openings((dir / "o.pgn").string(), 5);
  REQUIRE(cut.size() == 50);
  CHECK(cut[0].name == "g0");
  CHECK(cut[49].name == "g49");
  CHECK(cut[49].moves.size() == 5);
  CHECK(cut[48].moves.back().uci() == "f1b5");
  const OpeningList whole = load_openings((dir / "o.pgn").string());
  CHECK(whole[1].moves.size() == 8);
  CHECK(whole[2].moves.size() == 6);
  // A bad record is named as the file is loaded, before any game.
  std::ofstream(dir / "bad.epd", std::ios::binary) << epd.substr(0, 200) << "xx/8 w - -\n";
  CHECK_THROWS_WITH(load_openings((dir / "bad.epd").string()), Catch::Contains("bad.epd:4"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("tournament: the journal keeps games, drops a torn line, refuses the wrong tournament", "[tournament]") {
  auto dir = std::filesystem::temp_directory_path() / "veteran-journal-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::string file = (dir / "t.pgn.journal").string();
  {
    Journal j(file, "fp1", false, 4);
    j.record({0, "A", "B", "1-0", "normal", "[Event \"x\"]\n\n1-0\n\n", "", "White mates"});
    j.record({2, "B", "A", "1/2-1/2", "adjudication", "pgn 2", "", ""});
  }
  {
    std::ofstream torn(file, std::ios::app);
    torn << "{\"index\": 3, \"white\": \"A\", \"bl";  // killed mid-line
  }
  CHECK_THROWS_WITH(Journal(file, "fp1", false, 4), Catch::Contains("--resume"));
  CHECK_THROWS_WITH(Journal(file, "other", true, 4), Catch::Contains("different tournament"));
  Journal resumed(file, "fp1", true, 4);
  CHECK(resumed.games().size() == 2);
  CHECK(resumed.games().at(2).termination == "adjudication");
  CHECK(resumed.games().at(0).description == "White mates");
  CHECK(resumed.games().at(2).description.empty());
  CHECK_THAT(resumed.warning(), Catch::Contains("unfinished line"));
  std::filesystem::remove_all(dir);
}

namespace {
std::string journal_dir(const char* name) {
  auto dir = std::filesystem::temp_directory_path() / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}
std::string read_all(const std::string& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace

TEST_CASE("journal: a game number that is not a small whole number is damage (fuzz finding)", "[tournament][journal]") {
  std::string file = journal_dir("veteran-journal-index") + "/t.pgn.journal";
  for (const char* index : {"2.2e20", "-1", "18446744073709551615", "1.5"}) {
    {
      std::ofstream out(file);
      out << "{\"index\": " << index << ", \"white\": \"A\", \"black\": \"B\", \"result\": \"1-0\", "
          << "\"termination\": \"normal\", \"pgn\": \"x\"}\n{\"index\": 0}\n";
    }
    CHECK_THROWS_WITH(Journal::read(file, nullptr, nullptr), Catch::Contains("t.pgn.journal:1: not a journal line"));
  }
}

TEST_CASE("journal: the books' stream count is kept, and a count that is not a whole number is damage",
          "[tournament][journal]") {
  std::string file = journal_dir("veteran-journal-draws") + "/t.pgn.journal";
  {
    Journal j(file, "fp", false, 2);
    JournalEntry e{0, "A", "B", "1-0", "normal", "pgn", "", ""};
    e.book_draws = 17;
    j.record(e);
    j.record({1, "B", "A", "1-0", "normal", "pgn", "", ""});  // a match without the stream keeps none
  }
  const auto games = Journal::read(file, nullptr, nullptr);
  REQUIRE(games.size() == 2);
  CHECK(games.at(0).book_draws == std::optional<uint64_t>(17));
  CHECK_FALSE(games.at(1).book_draws);
  for (const char* draws : {"-3", "1.5", "\"x\""}) {
    {
      std::ofstream out(file);
      out << "{\"index\": 0, \"white\": \"A\", \"black\": \"B\", \"result\": \"1-0\", \"termination\": "
          << "\"normal\", \"pgn\": \"x\", \"book_draws\": " << draws << "}\n{\"index\": 0}\n";
    }
    CHECK_THROWS_WITH(Journal::read(file, nullptr, nullptr), Catch::Contains("t.pgn.journal:1: not a journal line"));
  }
}

TEST_CASE("journal: a second runner of the same event is refused while the first holds it", "[tournament][journal]") {
  std::string file = journal_dir("veteran-journal-lock") + "/t.pgn.journal";
  Journal first(file, "fp", false, 2);
  first.record({0, "A", "B", "1-0", "normal", "g0", "", ""});
  CHECK_THROWS_WITH(Journal(file, "fp", true, 2), Catch::Contains("in use by another veteran run"));
  CHECK(Journal::read(file, nullptr, nullptr).size() == 1);  // nothing written twice
}

TEST_CASE("journal: a failed write (a full disk) never replaces a good journal", "[tournament][journal]") {
  std::string file = journal_dir("veteran-journal-full") + "/t.pgn.journal";
  {
    Journal j(file, "fp", false, 40);
    for (int i = 0; i < 23; ++i) j.record({i, "A", "B", "1-0", "normal", std::string(2000, 'x'), "", ""});
  }
  const std::string before = read_all(file);
  // A child with a file-size limit below the journal's size: the rewrite on
  // --resume fails as on a full disk (EFBIG instead of ENOSPC).
  pid_t child = fork();
  if (child == 0) {
    signal(SIGXFSZ, SIG_IGN);
    rlimit limit{4096, 4096};
    setrlimit(RLIMIT_FSIZE, &limit);
    try {
      Journal resumed(file, "fp", true, 40);
      _exit(0);
    } catch (const std::exception& e) {
      _exit(std::string(e.what()).find("kept as it was") != std::string::npos ? 3 : 4);
    }
  }
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 3);  // refused with the reason
  CHECK(read_all(file) == before);  // all 23 games still there
  CHECK_FALSE(std::filesystem::exists(file + ".tmp"));
  Journal resumed(file, "fp", true, 40);
  CHECK(resumed.games().size() == 23);
}

TEST_CASE("journal: validated on resume", "[tournament][journal]") {
  std::string dir = journal_dir("veteran-journal-valid");
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir + "/" + name) << text;
    return dir + "/" + name;
  };
  const std::string game = R"({"index":1,"white":"A","black":"B","result":"1-0","termination":"normal","pgn":"g"})";
  // An index outside the schedule is not replayed as a game.
  std::string outside = write(
      "outside", "{\"fingerprint\":\"fp\"}\n" + game + "\n" +
                     R"({"index":99,"white":"A","black":"B","result":"1-0","termination":"normal","pgn":"g"})" + "\n");
  CHECK_THROWS_WITH(Journal(outside, "fp", true, 4),
                    Catch::Contains("game 99 is not in this event's schedule (0 to 3)"));
  // No fingerprint: it cannot be told which event it belongs to.
  std::string unprinted = write("unprinted", game + "\n");
  CHECK_THROWS_WITH(Journal(unprinted, "fp", true, 4), Catch::Contains("no fingerprint"));
  // Blank lines are no damage.
  std::string blank = write("blank", "{\"fingerprint\":\"fp\"}\n\n" + game + "\n\n");
  CHECK(Journal(blank, "fp", true, 4).games().size() == 1);
  // The same game twice is damage, named by line.
  std::string twice = write("twice", "{\"fingerprint\":\"fp\"}\n" + game + "\n" + game + "\n");
  CHECK_THROWS_WITH(Journal(twice, "fp", true, 4), Catch::Contains("twice:3: game 1 is in the journal twice"));
}

TEST_CASE("tournament: standings add up and ratings follow the scores", "[tournament]") {
  std::map<int, JournalEntry> games;
  int i = 0;
  auto add = [&](const char* w, const char* b, const char* r) { games[i] = {i, w, b, r, "normal", "", "", ""}, ++i; };
  for (int k = 0; k < 3; ++k)
    add("A", "B", "1-0"), add("B", "A", "0-1"), add("A", "C", "1/2-1/2"), add("C", "B", "1-0");
  auto ratings = rate({"A", "B", "C"}, games);
  double total = 0;
  int played = 0;
  for (const auto& r : ratings) total += r.points, played += r.games;
  CHECK(total == static_cast<double>(games.size()));
  CHECK(played == 2 * static_cast<int>(games.size()));
  CHECK(ratings[0].points == 7.5);  // A: 6 wins and 3 draws
  CHECK(ratings[0].elo > ratings[2].elo);
  CHECK(ratings[2].elo > ratings[1].elo);
  CHECK(ratings[0].elo + ratings[1].elo + ratings[2].elo == Approx(0).margin(1e-6));
  CHECK(ratings[1].error95 > 0);
  auto report = standings_report({"A", "B", "C"}, games);
  CHECK_THAT(report, Catch::Contains("logistic") && Catch::Contains("7.5"));
}

namespace {
// An engine that plays its first legal move, or fails where told to.
struct TestEngine : veteran::engines::Engine {
  bool fail_new_game = false;
  veteran::chess::Position pos;
  std::string name() const override { return "test"; }
  std::string author() const override { return "veteran tests"; }
  void new_game() override {
    if (fail_new_game)
      throw veteran::engines::EngineFailure(veteran::engines::EngineFailure::Kind::crashed, "test crashed");
  }
  bool accepts_any_position() const override { return true; }
  void set_position(const std::string& fen, const std::vector<veteran::chess::Move>& moves) override {
    pos = veteran::chess::Position(fen);
    for (const auto& m : moves) pos.play(m);
  }
  veteran::engines::SearchResult go(const veteran::engines::SearchLimits&) override {
    return {pos.legal_moves().front(), 0.01, false, std::nullopt, 0, std::nullopt, {}};
  }
};
}  // namespace

TEST_CASE("tournament: a game is played out by the rules; an engine failing at the start loses it", "[tournament]") {
  TestEngine a, b;
  Player white{a, "A", TimeControl::parse("st=1")}, black{b, "B", TimeControl::parse("st=1")};
  auto rec = play_game(white, black, Opening{}, Adjudication{40});
  CHECK(!rec.result.empty());
  CHECK(rec.pgn.moves.size() == rec.pgn.comments.size());
  b.fail_new_game = true;
  rec = play_game(white, black, Opening{}, Adjudication{40});
  CHECK(rec.result == "1-0");
  CHECK(rec.termination == "abandoned");
  CHECK_THAT(rec.reason, Catch::Contains("B failed to start the game") && Catch::Contains("test crashed"));
  CHECK(rec.pgn.moves.empty());
}

namespace {
// An engine that only says who it is and whether it can go on.
struct PoolEngine : veteran::engines::Engine {
  int id;
  bool broken = false;
  explicit PoolEngine(int i) : id(i) {}
  std::string name() const override { return "e" + std::to_string(id); }
  std::string author() const override { return "test"; }
  void new_game() override {}
  bool can_play_again() const override { return !broken; }
  bool accepts_any_position() const override { return true; }
  void set_position(const std::string&, const std::vector<veteran::chess::Move>&) override {}
  veteran::engines::SearchResult go(const veteran::engines::SearchLimits&) override { return {}; }
};
}  // namespace

TEST_CASE("engine pool: engines kept between games, started afresh after a failure or when asked", "[tournament]") {
  std::atomic<int> made{0};  // two engines are made side by side, on two threads
  EnginePool pool([&](int index, int) -> std::unique_ptr<veteran::engines::Engine> {
    if (index == 9) throw std::runtime_error("no such engine");
    ++made;
    return std::make_unique<PoolEngine>(index);
  });
  std::unique_ptr<veteran::engines::Engine> e[2];
  std::string errors[2];
  int numbers[2] = {-1, -1};
  pool.take(0, 1, e, errors, numbers);
  REQUIRE(e[0]);
  REQUIRE(e[1]);
  CHECK((numbers[0] == 0 && numbers[1] == 1));  // numbered as cutechess-cli numbers them: White's first
  auto* first = e[0].get();
  pool.give_back(0, std::move(e[0]), numbers[0], true);
  static_cast<PoolEngine&>(*e[1]).broken = true;  // it crashed: not kept
  pool.give_back(1, std::move(e[1]), numbers[1], true);
  pool.take(1, 0, e, errors, numbers);
  CHECK(e[1].get() == first);  // the same engine, now with Black, and its number
  CHECK((numbers[0] == 2 && numbers[1] == 0));
  CHECK(made == 3);
  CHECK(pool.started() == 3);
  pool.give_back(1, std::move(e[0]), numbers[0], false);  // restart = "on": ended
  pool.give_back(0, std::move(e[1]), numbers[1], true);
  pool.take(0, 9, e, errors, numbers);
  CHECK(e[0].get() == first);
  CHECK_FALSE(e[1]);
  CHECK(errors[1] == "no such engine");
  CHECK(pool.started() == 3);
}

TEST_CASE("tournament: the default event enters the programs that play games, not the mate finder", "[tournament]") {
  const auto host = veteran::tournament::config_host({});
  auto has = [](const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  CHECK(has(host.programs, "mate@native"));  // it may still be named, as any program
  CHECK_FALSE(has(host.players, "mate@native"));
  for (const char* id : {"microchess@native", "sargon@native", "kotok@native", "player@native"})
    CHECK(has(host.players, id));
  const auto event = veteran::tournament::load_config_file("", {});
  std::vector<std::string> entered;
  for (const auto& e : event.engines) entered.push_back(e.spec.program ? e.spec.program->id : e.name);
  CHECK(has(entered, "sargon@native"));
  CHECK_FALSE(has(entered, "mate@native"));
}
