// A tournament described in Lua (tournament/examples/*.lua): engines, time
// controls, pairing, openings, adjudication, output. The config calls
//   tournament { event = ..., pairing = ..., games = ..., tc = ..., ... }
//   engine { program = "microchess@kim1", level = 3 }
//   engine { name = "Fairy-Max", command = "fairymax", protocol = "xboard" }
// and may ask installed("fairymax"), available("sargon@trs80") and
// programs() to build the field from what this machine has. Every mistake is
// reported with the file and line of the call that made it.
#pragma once

#include "engines/play/time_control.hpp"
#include "tournament/event_kinds.hpp"
#include "tournament/statistics/match_statistics.hpp"

#include "engines/registry/make_engine.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace veteran::tournament {

struct EngineEntry {
  std::string name;                        // unique in the event
  engines::EngineSpec spec;                // a veteran program with its level and images, or an external engine
  std::optional<engines::TimeControl> tc;  // this engine's time control (none: the event's)
  std::string defined_at;                  // "file:line"
  bool restart = false;                    // started afresh for every game (restart = "on"), not kept between games
  double time_margin = 0;  // seconds it may overstep its time before it loses (timemargin, in ms in configs)
  // No name= on cutechess-cli's command line: `name` is the command until
  // name_engines_by_their_own_names asks the engine for its own.
  bool name_from_engine = false;
  // A Polyglot opening book (.bin) the engine's moves come from while the
  // game is shorter than book_depth moves each (cutechess-cli's book= and
  // bookdepth=); "" for none.
  std::string book;
  int book_depth = 1000;
};

struct Adjudication {
  int max_moves = 0;  // a draw after this many moves (0: never)
  // A loss for an engine whose own score is at or below -resign_score for
  // resign_moves of its moves in a row; with resign_twosided, only if its
  // opponent's score was at or above +resign_score for as many of its moves
  // (cutechess-cli's -resign movecount= score= twosided=).
  int resign_score = 0, resign_moves = 0;
  bool resign_twosided = false;
  int draw_score = 0, draw_moves = 0, draw_after = 0;  // both scores within this, this many moves, after move N
};

struct TournamentConfig {
  std::string source;  // the config file ("" : embedded default)
  std::string event = "veteran tournament";
  std::string site = "veteran";
  std::vector<EngineEntry> engines;
  Pairing pairing = Pairing::round_robin;
  int seeds = 0;  // knockout: players seeded in order (-seeds); the others drawn with `seed`
  int games = 2;  // per pairing, colours alternating
  engines::TimeControl tc = engines::TimeControl::parse("st=1");
  std::string openings;  // .epd or .pgn file ("": the initial position)
  OpeningsFormat openings_format = OpeningsFormat::by_extension;
  bool openings_random = false;
  // Fischer random chess (variant = "fischerandom", -variant fischerandom): without openings, the
  // games start from Chess960's positions drawn with `seed`.
  bool chess960 = false;
  uint64_t seed = 1;
  int opening_plies = 0;
  int opening_repeat = 2;  // games in a row a pairing plays one opening (cutechess-cli -repeat)
  int opening_start = 1;   // the first opening taken in order, 1-based (-openings start=)
  OpeningPolicy opening_policy = OpeningPolicy::standard;  // when a new opening is taken (ScheduleSettings)
  int encounter_games = 0;     // games of a pairing in one round (-games; 0: all of `games`)
  bool swap_sides = true;      // colours alternate game by game (-noswap: no)
  bool reverse_sides = false;  // the schedule with colours the other way round (-reverse)
  int concurrency = 1;
  bool cutechess_schedule = false;  // the games in cutechess-cli's order, with its openings (veteran match)
  // An engine that crashes or stalls is restarted and play goes on; false
  // (cutechess-cli without -recover): the event stops after that game.
  bool recover = true;
  Adjudication adjudication;
  // A two-engine match: stop once the SPRT decides (sprt{} given), and print
  // the match statistics every rating_interval games (0: at the end only).
  std::optional<SprtSettings> sprt;
  int rating_interval = 0;
  double hang_seconds = 0;             // extra wall time before an external engine counts as hung (0: automatic)
  std::string pgn = "tournament.pgn";  // "" : no PGN (cutechess-cli without -pgnout); the journal is temporary
  bool pgn_minimal = false;            // no comments, only the Seven Tag Roster (-pgnout FILE min)
  OutputFormat pgn_layout = OutputFormat::veteran;  // whose PGN layout (veteran match: cutechess-cli's)
  // Add the games to the PGN file as it stands (cutechess-cli's -pgnout)
  // rather than write it afresh from the journal, and delete the journal once
  // every game is played: the PGN is then the only record.
  bool pgn_append = false;
  std::string epd_out;                          // each game's final position as an EPD line (-epdout)
  int wait_ms = 0;                              // pause before each game (-wait)
  std::string engine_log;                       // every line to and from the engines ("-": the progress stream; -debug)
  OutputFormat output = OutputFormat::veteran;  // the console's layout (veteran match: cutechess-cli's)
  int outcome_interval = 0;  // cutechess layout: each engine's outcomes every N games (0: at the end)
};

// What the config may ask of this machine.
struct ConfigHost {
  std::function<bool(const std::string&)> available;  // a veteran program id is playable here
  std::vector<std::string> programs;                  // veteran program ids
  std::vector<std::string> players;                   // those of them that play games (programs() lists them)
};

// Runs the config; paths in it are taken relative to the config's folder.
// Throws std::runtime_error "FILE:LINE: what is wrong".
// The config's run in two halves, so that the script runs once, where it
// can be stopped (config_file.hpp runs record_config in a child process):
// record_config runs the script and returns the calls that built the event
// (tournament{}, engine{}, each{} with their tables and places, as bytes);
// replay_config builds the event from them without running any script.
// load_config is the two in one process. Each throws std::runtime_error
// with the config's file and line.
std::string record_config(const std::string& lua, const std::string& source, const ConfigHost& host);
TournamentConfig replay_config(std::string_view calls, const std::string& source, const ConfigHost& host);
TournamentConfig load_config(const std::string& lua, const std::string& source, const ConfigHost& host);

}  // namespace veteran::tournament
