// cutechess-cli's command line as `veteran match` reads it: the meanings of
// its options (cutechess's projects/cli/src/main.cpp) and the errors for
// what it refuses.
#include "tournament/cutechess/cutechess_args.hpp"

#include "tests/tournament/config_helpers.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace veteran::tournament;
using veteran::engines::TimeControl;

namespace {

ConfigHost programs() { return test::native_programs(); }

using test::words;

TournamentConfig parse(const std::string& line, const std::string& engines_json = {}) {
  return parse_cutechess_args(words(line), programs(), engines_json);
}

}  // namespace

TEST_CASE("match: cutechess-cli's options keep their meaning", "[match]") {
  auto c = parse(
      "-engine program=sargon@native level=2 name=Sargon -engine cmd=sh proto=uci option.Hash=16 "
      "option.Threads=1 initstr=a\\nb arg=-x dir=/tmp stderr=err.txt -each tc=1:30+0.5 "
      "-games 2 -rounds 3 -repeat -concurrency 2 -draw movenumber=40 movecount=8 score=10 "
      "-resign movecount=3 score=900 twosided=true -maxmoves 150 -event E -site S -srand 42 "
      "-openings file=o.epd order=random plies=8 start=3 -pgnout out.pgn min fi -epdout out.epd "
      "-wait 5 -ratinginterval 10 -sprt elo0=0 elo1=5 alpha=0.05 beta=0.1 -noswap -recover");
  REQUIRE(c.engines.size() == 2);
  CHECK(c.engines[0].name == "Sargon");
  CHECK(c.engines[0].spec.program->id == "sargon@native");
  CHECK(c.engines[0].spec.level == 2);
  CHECK(c.engines[0].tc->spelling == "90+0.5");  // -each applies to every engine; M:SS read as seconds
  const auto& x = c.engines[1].spec.external;
  CHECK(c.engines[1].name == "sh");
  CHECK(x.command.find("/sh") != std::string::npos);  // looked up in PATH
  CHECK(x.protocol == "uci");
  CHECK(x.options.at("Hash") == "16");
  CHECK(x.init == std::vector<std::string>{"a", "b"});
  CHECK(x.arguments == std::vector<std::string>{"-x"});
  CHECK(x.directory == "/tmp");
  CHECK(x.stderr_file == "err.txt");
  CHECK(c.games == 6);  // games per encounter times rounds
  CHECK(c.opening_repeat == 2);
  CHECK(c.concurrency == 2);
  CHECK(c.adjudication.draw_after == 40);
  CHECK(c.adjudication.draw_moves == 8);
  CHECK(c.adjudication.draw_score == 10);
  CHECK(c.adjudication.resign_moves == 3);
  CHECK(c.adjudication.resign_score == 900);
  CHECK(c.adjudication.resign_twosided);
  CHECK(c.adjudication.max_moves == 150);
  CHECK(c.event == "E");
  CHECK(c.site == "S");
  CHECK(c.seed == 42);
  CHECK(c.openings == "o.epd");
  CHECK(c.openings_format == OpeningsFormat::epd);
  CHECK(c.openings_random);
  CHECK(c.opening_plies == 8);
  CHECK(c.opening_start == 3);
  CHECK(c.pgn == "out.pgn");
  CHECK(c.pgn_minimal);
  CHECK(c.pgn_append);
  CHECK(c.epd_out == "out.epd");
  CHECK(c.wait_ms == 5);
  CHECK(c.rating_interval == 10);
  REQUIRE(c.sprt);
  CHECK(c.sprt->elo1 == 5);
  CHECK(c.sprt->beta == 0.1);
  CHECK_FALSE(c.swap_sides);
}

TEST_CASE("match: tc=inf alone is no limit, as cutechess-cli's", "[match]") {
  // The engine's own settings end its search (an init string "sd 3", engines.json's initStrings).
  auto c = parse("-engine program=sargon@native -engine program=microchess@native -each tc=inf");
  CHECK(c.tc.kind == TimeControl::Kind::infinite);
  CHECK(c.tc.text() == "inf");
  auto depth = parse("-engine program=sargon@native -engine program=microchess@native -each tc=inf depth=3");
  CHECK((depth.tc.kind == TimeControl::Kind::depth && depth.tc.depth == 3));
}

TEST_CASE("match: cutechess-cli's defaults", "[match]") {
  auto c = parse("-engine program=sargon@native -engine program=microchess@native -each st=2");
  CHECK(c.games == 1);
  CHECK(c.opening_repeat == 1);  // no -repeat: a new opening every game
  CHECK(c.pgn.empty());          // no -pgnout: no PGN
  CHECK(c.pgn_layout == OutputFormat::cutechess);
  CHECK(c.event == "?");  // cutechess-cli's PGN: "?" where nothing was given
  CHECK(c.site == "?");
  CHECK(parse("-engine program=sargon@native -engine program=microchess@native -each st=2 -pgnout g.pgn format=veteran")
            .pgn_layout == OutputFormat::veteran);
  CHECK(c.pairing == Pairing::round_robin);
  CHECK(c.engines[1].tc->spelling == "st=2");
  CHECK(parse("-engine program=sargon@native tc=inf depth=3 -engine program=microchess@native tc=40/60")
            .engines[0]
            .tc->spelling == "depth=3");
  CHECK(parse("-engine program=sargon@native nodes=1000 -engine program=microchess@native st=1")
            .engines[0]
            .tc->spelling == "nodes=1000");
  // -each comes after the engine's own settings, as in cutechess-cli.
  CHECK(parse("-engine program=sargon@native st=9 -engine program=microchess@native -each st=3")
            .engines[0]
            .tc->spelling == "st=3");
  CHECK(
      parse("-engine program=sargon@native -engine program=microchess@native -each st=1 -tournament gauntlet -repeat 4")
          .opening_repeat == 4);
  // A negative number is a value, not an option (cutechess-cli reads it so).
  CHECK(parse("-engine program=sargon@native -engine program=microchess@native -each st=1 -sprt elo0=-5 elo1=5 "
              "alpha=0.05 beta=0.05")
            .sprt->elo0 == -5);
  // The SPRT's model: cutechess-cli's BayesElo unless model= says otherwise.
  const std::string two_sprt =
      "-engine program=sargon@native -engine program=microchess@native -each st=1 -sprt "
      "elo0=0 elo1=5 alpha=0.05 beta=0.05";
  CHECK(parse(two_sprt).sprt->model == SprtModel::bayesian);
  CHECK(parse(two_sprt + " model=normalized").sprt->model == SprtModel::normalized);
  CHECK(parse(two_sprt + " model=logistic").sprt->model == SprtModel::logistic);
  CHECK_THROWS_WITH(parse(two_sprt + " model=gaussian"), Catch::Contains("bayesian, logistic or normalized"));
}

TEST_CASE("match: what cutechess-cli or veteran refuses, named", "[match]") {
  const std::string two = "-engine program=sargon@native -engine program=microchess@native -each st=1 ";
  CHECK_THROWS_WITH(parse(two + "-frobnicate 3"), Catch::Contains("unknown option: \"-frobnicate\""));
  CHECK_THROWS_WITH(parse(two + "-games 0"), Catch::Contains("-games"));
  CHECK_THROWS_WITH(parse(two + "-games 2 -games 3"), Catch::Contains("multiple instances of option \"-games\""));
  CHECK_THROWS_WITH(parse(two + "-concurrency"), Catch::Contains("needs 1 value"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native st=1"), Catch::Contains("at least two engines"));
  CHECK_THROWS_WITH(parse("-engine program=nosuch@kim1 -engine program=sargon@native -each st=1"),
                    Catch::Contains("no program \"nosuch@kim1\""));
  CHECK_THROWS_WITH(parse("-engine cmd=sh -engine program=sargon@native -each st=1"),
                    Catch::Contains("missing chess protocol"));
  CHECK_THROWS_WITH(parse("-engine proto=uci -engine program=sargon@native -each st=1"),
                    Catch::Contains("missing chess engine command"));
  CHECK_THROWS_WITH(parse("-engine cmd=no-such-engine-here proto=uci -engine program=sargon@native -each st=1"),
                    Catch::Contains("no program 'no-such-engine-here' in PATH"));
  CHECK_THROWS_WITH(parse("-engine cmd=./nothing proto=uci dir=/tmp -engine program=sargon@native -each st=1"),
                    Catch::Contains("/tmp/nothing is not there"));
  CHECK_THROWS_WITH(parse("-engine cmd=sh proto=winboard -engine program=sargon@native -each st=1"),
                    Catch::Contains("unsupported chess protocol 'winboard'"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native foo=1 -engine program=microchess@native -each st=1"),
                    Catch::Contains("invalid engine option 'foo'"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native bookdepth=0 -engine program=microchess@native -each st=1"),
                    Catch::Contains("bookdepth"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native book= -engine program=microchess@native -each st=1"),
                    Catch::Contains("book= needs a file"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native -engine program=microchess@native"),
                    Catch::Contains("missing time control"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native -engine program=microchess@native -each tc=40/x"),
                    Catch::Contains("invalid time control tc=40/x"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native level=99 -engine program=microchess@native -each st=1"),
                    Catch::Contains("has levels 1 to"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native -engine program=sargon@native -each st=1"),
                    Catch::Contains("the name \"sargon@native\" is taken"));
  CHECK_THROWS_WITH(parse(two + "-tournament knockout -rounds 2"), Catch::Contains("-rounds is not for a knockout"));
  CHECK_THROWS_WITH(parse(two + "-tournament swiss"), Catch::Contains("invalid tournament type: \"swiss\""));
  CHECK_THROWS_WITH(parse(two + "-tb /syzygy"), Catch::Contains("Syzygy"));
  CHECK_THROWS_WITH(parse(two + "-draw movenumber=40 score=10"), Catch::Contains("needs 3 value"));
  CHECK_THROWS_WITH(parse(two + "-resign movecount=3 points=900"),
                    Catch::Contains("it takes movecount=, score=, twosided="));
  CHECK_THROWS_WITH(parse(two + "-resign movecount=3 score=900 twosided=maybe"), Catch::Contains("twosided="));
  CHECK_THROWS_WITH(parse(two + "-openings file=o.pgn policy=always"),
                    Catch::Contains("invalid opening shift policy: \"always\""));
  CHECK_THROWS_WITH(parse(two + "-openings format=epd"), Catch::Contains("needs file="));
  CHECK_THROWS_WITH(parse(two + "-pgnout out.pgn max"), Catch::Contains("\"max\""));
  CHECK_THROWS_WITH(parse(two + "-pgnout out.pgn format=pgn4"), Catch::Contains("invalid PGN format: \"pgn4\""));
  CHECK_THROWS_WITH(parse(two + "-sprt elo0=5 elo1=0 alpha=0.05 beta=0.05"), Catch::Contains("-sprt"));
  CHECK_THROWS_WITH(parse("stray " + two), Catch::Contains("\"stray\" is not an option"));
  CHECK_THROWS_WITH(
      parse("-engine program=sargon@native -engine program=microchess@native -engine program=sargon@native "
            "name=B -each st=1 -sprt elo0=0 elo1=5 alpha=0.05 beta=0.05"),
      Catch::Contains("-sprt is for a match of two engines"));
}

TEST_CASE("match: restart=, timemargin=, a clock with a node limit, -debug", "[match]") {
  auto c = parse(
      "-engine program=sargon@native restart=on timemargin=250 -engine cmd=sh proto=uci restart=off "
      "-each tc=40/60 nodes=5000 -debug");
  CHECK(c.engines[0].restart);
  CHECK(c.engines[0].time_margin == 0.25);
  CHECK_FALSE(c.engines[1].restart);
  CHECK(c.engines[1].time_margin == 0);
  CHECK(c.engines[1].tc->spelling == "40/60 nodes=5000");
  CHECK(parse("-engine program=sargon@native -engine program=microchess@native -each st=2 depth=3")
            .engines[0]
            .tc->spelling == "st=2 depth=3");
  CHECK(parse("-engine program=sargon@native -engine program=microchess@native -each tc=inf depth=3 nodes=900")
            .engines[0]
            .tc->spelling == "depth=3 nodes=900");
  CHECK(c.engine_log == "-");
  const std::string two = "-engine program=sargon@native -engine program=microchess@native -each st=1 ";
  CHECK_THROWS_WITH(parse(two + "restart=sometimes"),
                    Catch::Contains("-each (engine 1): invalid restart mode 'sometimes'"));
  CHECK_THROWS_WITH(
      parse("-engine program=sargon@native restart=sometimes -engine program=microchess@native -each st=1"),
      Catch::Contains("invalid restart mode 'sometimes'"));
  CHECK_THROWS_WITH(parse("-engine program=sargon@native timemargin=-1 -engine program=microchess@native -each st=1"),
                    Catch::Contains("timemargin"));
}

TEST_CASE("match: -engine conf=NAME reads cutechess's engines.json", "[match]") {
  auto file = std::filesystem::temp_directory_path() / "veteran-engines-test.json";
  {
    std::ofstream out(file);
    out << R"([{"name": "Shell", "command": "sh -e", "protocol": "xboard", "workingDirectory": "/tmp",
               "initStrings": ["sd 3"], "stderrFile": "e.txt",
               "options": [{"name": "Hash", "type": "spin", "value": 32}, {"name": "Clear", "type": "button"},
                           {"name": "Ponder", "type": "check", "value": false}]}])";
  }
  auto c = parse("-engine conf=Shell -engine program=sargon@native -each st=1", file.string());
  const auto& x = c.engines[0].spec.external;
  CHECK(c.engines[0].name == "Shell");
  CHECK(x.command.find("/sh -e") != std::string::npos);
  CHECK(x.protocol == "xboard");
  CHECK(x.directory == "/tmp");
  CHECK(x.init == std::vector<std::string>{"sd 3"});
  CHECK(x.stderr_file == "e.txt");
  CHECK(x.options.at("Hash") == "32");
  CHECK(x.options.at("Ponder") == "false");
  CHECK_FALSE(x.options.count("Clear"));  // a button has no value to set
  CHECK_THROWS_WITH(parse("-engine conf=Other -engine program=sargon@native -each st=1", file.string()),
                    Catch::Contains("no engine of that name"));
  CHECK_THROWS_WITH(parse("-engine conf=Shell -engine program=sargon@native -each st=1"),
                    Catch::Contains("no engines.json"));
  std::filesystem::remove(file);
}
