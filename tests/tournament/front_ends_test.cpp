// The two front ends of a tournament, a Lua config and cutechess-cli's
// command line, make the same TournamentConfig from the same event, and say
// the same thing of the same mistake (both end in validate()).
#include "tournament/config.hpp"
#include "tournament/cutechess/cutechess_args.hpp"
#include "tournament/validate.hpp"

#include "tests/tournament/config_helpers.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace veteran::tournament;

namespace {

ConfigHost host() { return test::native_programs(); }

using test::words;

// What a tournament is, every field of TournamentConfig and EngineEntry (but the config file's
// name and the lines engines were defined at, which name where it was written), as text: equal
// texts, equal events.
std::string described(const TournamentConfig& c) {
  std::ostringstream s;
  s << "event=" << c.event << " site=" << c.site << " pairing=" << name_of(c.pairing) << " games=" << c.games
    << " encounter=" << c.encounter_games << " tc=" << c.tc.text() << " concurrency=" << c.concurrency
    << " repeat=" << c.opening_repeat << " swap=" << c.swap_sides << " reverse=" << c.reverse_sides
    << " openings=" << c.openings << " format=" << name_of(c.openings_format) << " random=" << c.openings_random
    << " seed=" << c.seed << " plies=" << c.opening_plies << " start=" << c.opening_start
    << " policy=" << name_of(c.opening_policy) << " seeds=" << c.seeds << " pgn=" << c.pgn << " epd=" << c.epd_out
    << " minimal=" << c.pgn_minimal << " layout=" << name_of(c.pgn_layout) << " wait=" << c.wait_ms
    << " rating=" << c.rating_interval << " chess960=" << c.chess960 << " cutechess_schedule=" << c.cutechess_schedule
    << " recover=" << c.recover << " hang=" << c.hang_seconds << " append=" << c.pgn_append << " log=" << c.engine_log
    << " output=" << name_of(c.output) << " outcomes=" << c.outcome_interval;
  const auto& a = c.adjudication;
  s << " adjudication=" << a.max_moves << '/' << a.resign_score << '/' << a.resign_moves << '/' << a.resign_twosided
    << '/' << a.draw_score << '/' << a.draw_moves << '/' << a.draw_after;
  if (c.sprt) s << " sprt=" << c.sprt->elo0 << '/' << c.sprt->elo1 << '/' << c.sprt->alpha << '/' << c.sprt->beta;
  for (const auto& e : c.engines) {
    s << "\n  engine " << e.name << " program=" << (e.spec.program ? e.spec.program->id : "")
      << " level=" << e.spec.level << " command=" << e.spec.external.command << " protocol=" << e.spec.external.protocol
      << " tc=" << (e.tc ? e.tc->text() : "-") << " margin=" << e.time_margin << " restart=" << e.restart
      << " own_name=" << e.name_from_engine << " book=" << e.book << " bookdepth=" << e.book_depth
      << " shell=" << e.spec.external.shell << " dir=" << e.spec.external.directory
      << " stderr=" << e.spec.external.stderr_file << " startup=" << e.spec.external.startup_seconds
      << " hang=" << e.spec.external.hang_seconds;
    for (const auto& [k, v] : e.spec.external.options) s << " option." << k << '=' << v;
    for (const auto& argument : e.spec.external.arguments) s << " arg=" << argument;
    for (const auto& i : e.spec.external.init) s << " init=" << i;
    for (const auto& [k, v] : e.spec.settings) s << " setting." << k << '=' << v;
  }
  return s.str();
}

struct Case {
  const char* what;
  const char* lua;
  const char* cli;
};

}  // namespace

TEST_CASE("front ends: a Lua config and cutechess-cli's command line make the same event", "[frontends]") {
  const Case cases[] = {
      {"a match of two programs",
       R"(tournament{ event = "e", site = "s", pgn = "", games = 4, tc = "40/60", repeats = 1 }
          engine{ program = "sargon@native", level = 2, tc = "40/60" }
          engine{ program = "microchess@native", level = 3, tc = "40/60" })",
       "-event e -site s -engine program=sargon@native level=2 -engine program=microchess@native level=3 "
       "-each tc=40/60 -games 4"},
      {"a gauntlet with adjudication, concurrency and a seed",
       R"(tournament{ event = "g", site = "s", pgn = "", pairing = "gauntlet", games = 2, tc = "st=1", repeats = 1,
                      concurrency = 2, adjudicate = { max_moves = 80, resign_score = 600, resign_moves = 4,
                                                      draw_score = 10, draw_moves = 8, draw_after = 30 } }
          engine{ program = "sargon@native", tc = "st=1" }
          engine{ program = "microchess@native", tc = "st=1" }
          engine{ name = "Other", program = "sargon@native", level = 1, tc = "st=1" })",
       "-event g -site s -tournament gauntlet -concurrency 2 -maxmoves 80 -resign movecount=4 score=600 "
       "-draw movenumber=30 movecount=8 score=10 -engine program=sargon@native -engine program=microchess@native "
       "-engine program=sargon@native level=1 name=Other -each st=1 -games 2"},
      {"an SPRT with an engine's own time control",
       R"(tournament{ event = "m", site = "s", pgn = "", games = 2, tc = "st=2", repeats = 1,
                      sprt = { elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05 } }
          engine{ program = "sargon@native", tc = "st=2" }
          engine{ program = "microchess@native", tc = "40/60" })",
       "-event m -site s -engine program=sargon@native st=2 -engine program=microchess@native tc=40/60 -games 2 "
       "-sprt elo0=0 elo1=10 alpha=0.05 beta=0.05"},
  };
  for (const auto& c : cases) {
    INFO(c.what);
    TournamentConfig lua = load_config(c.lua, "", host());
    TournamentConfig cli = parse_cutechess_args(words(c.cli), host(), "");
    // What each front end is, not the event: `veteran match` appends to its PGN, writes
    // cutechess-cli's layouts, plays cutechess-cli's order, and ends on a crash without
    // -recover; its -games is the games of one encounter, and its openings take whole games
    // (plies 0) where a config's defaults take them as they are. Each said, then set alike.
    CHECK((cli.pgn_append && cli.pgn_layout == OutputFormat::cutechess && cli.output == OutputFormat::cutechess &&
           cli.cutechess_schedule && !cli.recover));
    CHECK((!lua.pgn_append && lua.pgn_layout == OutputFormat::veteran && lua.output == OutputFormat::veteran &&
           !lua.cutechess_schedule && lua.recover));
    lua.pgn_append = cli.pgn_append;
    lua.pgn_layout = cli.pgn_layout;
    lua.output = cli.output;
    lua.cutechess_schedule = cli.cutechess_schedule;
    lua.recover = cli.recover;
    lua.opening_plies = cli.opening_plies;
    lua.encounter_games = cli.encounter_games;
    for (auto& e : lua.engines) e.defined_at = "";
    CHECK(described(lua) == described(cli));
  }
}

TEST_CASE("front ends: the same mistake gets the same words from both", "[frontends]") {
  auto lua_error = [](const std::string& text) {
    try {
      TournamentConfig c = load_config(text, "t.lua", host());
      validate(c);
    } catch (const std::exception& e) { return std::string(e.what()); }
    return std::string("no error");
  };
  auto cli_error = [](const std::string& line) {
    try {
      (void)parse_cutechess_args(words(line), host(), "");
    } catch (const std::exception& e) { return std::string(e.what()); }
    return std::string("no error");
  };
  // A time control that is not one: both quote the time control's own explanation.
  const std::string bad_tc = "time control '40/abc'";
  CHECK_THAT(lua_error("engine{ program = 'sargon@native', tc = '40/abc' } engine{ program = 'microchess@native' }"),
             Catch::Contains(bad_tc));
  CHECK_THAT(cli_error("-engine program=sargon@native tc=40/abc -engine program=microchess@native st=1"),
             Catch::Contains(bad_tc));
  // A pairing that is not one: both list the same choices, from the one table of them.
  const std::string pairings = "\"round-robin\", \"gauntlet\", \"knockout\" or \"pyramid\"";
  CHECK_THAT(lua_error("tournament{ pairing = 'swiss' } engine{ program = 'sargon@native' } "
                       "engine{ program = 'microchess@native' }"),
             Catch::Contains(pairings) && Catch::Contains("swiss"));
  CHECK_THAT(cli_error("-tournament swiss -engine program=sargon@native -engine program=microchess@native -each st=1"),
             Catch::Contains(pairings) && Catch::Contains("swiss"));
  // An engine whose program is not there, a folder that does not exist, an event too large: validate()'s words.
  const std::string missing = "no program 'no-such-engine-here' in PATH or /usr/games";
  CHECK_THAT(
      lua_error("engine{ command = 'no-such-engine-here', protocol = 'uci' } engine{ program = 'sargon@native' }"),
      Catch::Contains(missing));
  CHECK_THAT(cli_error("-engine cmd=no-such-engine-here proto=uci -engine program=sargon@native -each st=1"),
             Catch::Contains(missing));
  const std::string folder = "its folder /no/such/folder does not exist";
  CHECK_THAT(lua_error("engine{ command = 'sh', protocol = 'uci', directory = '/no/such/folder' } "
                       "engine{ program = 'sargon@native' }"),
             Catch::Contains(folder));
  CHECK_THAT(cli_error("-engine cmd=sh proto=uci dir=/no/such/folder -engine program=sargon@native -each st=1"),
             Catch::Contains(folder));
}
