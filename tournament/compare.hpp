// veteran compare: two engines on the same positions (do they choose the
// same moves, and how much faster is one), or in the same games against the
// same opponent (where do the games part).
#pragma once

#include "engines/play/time_control.hpp"
#include "tournament/config.hpp"

#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace veteran::tournament {

struct CompareOptions {
  std::string positions;  // .epd or .pgn file ("" : games from the initial position)
  int level = 0;          // for both engines (0: their own default)
  int max_positions = 0;  // 0: all
  int show = 10;          // disagreements printed
  int games = 0;          // > 0: play this many games each against `opponent`
  std::string opponent;   // engine spec
  // The opponent's and the compared engines' limits (period programs go by their level), read
  // once, where the user gave them.
  engines::TimeControl opponent_tc = engines::TimeControl::parse("depth=2");
  engines::TimeControl tc = engines::TimeControl::parse("depth=4");
  std::vector<std::string> images;  // program images for the emulated engines
  std::vector<std::filesystem::path> rompath;
  // If given, each compared position played from the initial position is
  // appended as a fact, "level|moves|A's move" (the format of the facts files
  // the native engines are tested against).
  std::string record;
};

// One position put to both engines, as `veteran compare --positions` puts each.
struct PositionVerdict {
  enum class Kind {
    agree,
    differ,
    illegal,      // an engine's reply is not a legal move here (illegal[i] says whose)
    failed,       // an engine gave no move (a hang, a crash, a refused position mid-search): `by`, `detail`
    not_started,  // an engine cannot start from this position (a period program without set-up)
    no_move       // mate or stalemate: nothing to choose
  } kind = Kind::no_move;
  std::string moves[2];  // their replies, in UCI notation ("resign" for a resignation)
  bool illegal[2] = {false, false};
  int by = 0;
  std::string detail;
  double seconds[2] = {0, 0};  // wall time of each reply
};

// The two engines `veteran compare` makes (with the options' level, images,
// rompath and tc), kept for position after position.
class PositionComparer {
 public:
  PositionComparer(const std::string& a, const std::string& b, const CompareOptions& options, std::ostream& log);
  ~PositionComparer();
  PositionVerdict compare(const std::string& fen, const std::vector<chess::Move>& moves);
  engines::Engine& engine(int i);

 private:
  engines::TimeControl tc_;  // parsed once, when the comparer is made
  std::unique_ptr<engines::Engine> engines_[2];
};

// A and B are engine specs ("microchess@kim1", "uci:stockfish": engines::parse_engine_spec).
// Returns the exit code: 0 when the engines agree everywhere, 1 when they do not.
int compare_engines(const std::string& a, const std::string& b, const CompareOptions& options, std::ostream& out,
                    std::ostream& log);

}  // namespace veteran::tournament
