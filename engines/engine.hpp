// The one interface through which protocols and the tournament see an engine:
// emulated period programs, native reimplementations and external processes alike.
#pragma once

#include "chess/position.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace veteran::emu {
class Machine;
}

namespace veteran::engines {

// Called from inside Engine::go() after each slice of emulated time with the
// machine the program runs on: a front end draws its face from it, paces it
// to the wall clock or holds it while paused. It must not run the machine.
using MachineWatch = std::function<void(emu::Machine&)>;

// Time in seconds: emulated seconds for period programs, wall seconds otherwise.
struct SearchLimits {
  double move_time = 0;  // a fixed time per move (0: not given)
  double white_time = 0, black_time = 0, white_increment = 0, black_increment = 0;
  int moves_to_go = 0;  // moves until the next time control (0: sudden death)
  int depth = 0;        // plies (0: not given)
  long long nodes = 0;  // nodes (0: not given)
  int mate = 0;         // look for a mate in this many moves (UCI "go mate N"; 0: not given)
  // The time control the clocks run under, for protocols that announce it
  // once (xboard "level"): the time per period and its moves (0: the game).
  double period_time = 0;
  int period_moves = 0;
  // Only these moves are searched (UCI "searchmoves"; empty: all). For
  // engines that say takes_search_moves().
  std::vector<chess::Move> search_moves{};
  // The best lines wanted at once (UCI "MultiPV"; 0: the engine's own setting).
  int multipv = 0;
};

// One line of what an engine says while it thinks (UCI "info ... pv",
// xboard's thinking output): the time since the search began on the
// engine's clock, and the line it prefers so far (its multipv rank with MultiPV).
struct SearchInfo {
  double seconds = 0;
  int depth = 0;
  long long nodes = 0;
  std::optional<int> score_cp;
  std::optional<int> score_mate;
  std::vector<chess::Move> pv;
  int multipv = 1;
};
using InfoWatch = std::function<void(const SearchInfo&)>;

struct SearchResult {
  chess::Move move;
  double seconds = 0;  // the time the move took, on the engine's own clock
  bool resigns = false;
  std::optional<int> score_cp;    // the engine's own view, in centipawns, if it says one
  int depth = 0;                  // the look-ahead searched, in plies, if the engine says it
  std::optional<int> score_mate;  // a mate found, in moves (positive: the side to move mates)
  std::vector<chess::Move> pv;    // the main line, when the engine gives one
  // With SearchLimits::multipv: the last line of each rank, best first.
  std::vector<SearchInfo> lines{};
  // A mate as cutechess-cli reads the engine's score, in plies (positive:
  // the side to move mates): UCI's mate N as 2N - 1 (mated: -2N), xboard's
  // by cutechess's own rules. For its PGN comments (+M5).
  std::optional<int> mate_plies{};
};

// The plies cutechess-cli counts for a mate in `moves` (negative: mated).
inline int mate_plies_of(int moves) { return moves > 0 ? 2 * moves - 1 : 2 * moves; }

// The seconds a move may take under `limits` for `side`: the fixed time per
// move, else its clock shared over the moves to the next control (30 when
// sudden death) plus the increment; 0 when no time was given.
inline double move_budget(const SearchLimits& l, chess::Color side) {
  if (l.move_time > 0) return l.move_time;
  double left = side == chess::White ? l.white_time : l.black_time;
  double inc = side == chess::White ? l.white_increment : l.black_increment;
  if (left <= 0) return 0;
  return left / (l.moves_to_go > 0 ? l.moves_to_go : 30) + inc;
}

// The strongest level whose usual think time fits `budget` seconds, given
// the program's time a move at levels 1, 2, ... (at least level 1): how
// time controls choose a period program's level.
inline int level_for_time(const std::vector<double>& level_seconds, double budget) {
  int best = 1;
  for (size_t i = 0; i < level_seconds.size(); ++i)
    if (level_seconds[i] <= budget) best = static_cast<int>(i) + 1;
  return best;
}

// A fixed time a move binds every move, where a clock evens out over many: a
// period program's move times spread to 1.5-4 times its level's median
// (SARGON on the measured positions: look-ahead 1 at most 9 s for a median of
// 6, look-ahead 2 99 s for 26; bench/README.md). So a fixed time picks the
// strongest level whose usual time is at most half of it; a clock's share
// picks by the usual time itself.
inline constexpr double kFixedTimeMargin = 2.0;

inline int level_for_limits(const std::vector<double>& level_seconds, const SearchLimits& limits, chess::Color side) {
  double budget = move_budget(limits, side);
  if (limits.move_time > 0) budget /= kFixedTimeMargin;
  return level_for_time(level_seconds, budget);
}

// Whether a game continues what a period program has been told: the same
// side for the computer, the known moves as a prefix, and after them at most
// the opponent's one move (a second would be the computer's own, played for
// it after a take back, which it cannot be told as the player's). Otherwise
// the program starts over and is told the whole game.
inline bool continues_game(bool started, chess::Color computer, const std::vector<chess::Move>& known,
                           chess::Color side, const std::vector<chess::Move>& wanted) {
  return started && side == computer && wanted.size() >= known.size() && wanted.size() - known.size() <= 1 &&
         std::equal(known.begin(), known.end(), wanted.begin());
}

// A period program's reply, given as two squares, as a move of the rules
// library: the legal move between them (a pawn reaching the last rank becomes
// a queen, as none of the 1976-1978 programs asks), else the bare squares,
// which the caller will find illegal.
inline chess::Move move_between(const chess::Position& pos, chess::Square from, chess::Square to) {
  for (const auto& m : pos.legal_moves())
    if (m.from == from && m.to == to && (m.promotion == chess::None || m.promotion == chess::Queen)) return m;
  return chess::Move{from, to, chess::None, 0};
}

// How long an engine told to stop has to answer before it is killed.
inline constexpr double kStopGraceSeconds = 1.0;

// An engine that cannot go on: its process died, it stopped answering, or
// it broke its protocol. The game is lost; what is already played stands.
struct EngineFailure : std::runtime_error {
  // stopped: its caller asked it to stop (stop_search) and it did, or was
  // killed when it did not within the grace time; not the engine's fault.
  enum class Kind { crashed, hung, protocol, stopped };
  Kind kind;
  std::string answer;  // protocol: what it sent where a move belonged ("0000"), if that was it
  EngineFailure(Kind k, const std::string& what, std::string said = "")
      : std::runtime_error(what), kind(k), answer(std::move(said)) {}
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string name() const = 0;
  virtual std::string author() const = 0;

  // Levels as the program knows them (Microchess 1-3, SARGON 1-6); 0 if none.
  virtual int max_level() const { return 0; }
  virtual void set_level(int) {}
  // The level the last move was chosen at (time controls may pick it), or
  // before any move the one it will play at with no time control; 0 if none.
  virtual int level() const { return 0; }

  virtual void new_game() = 0;
  // Whether the engine may play another game after new_game(): false once
  // it crashed, hung or broke its protocol (a tournament then starts it
  // afresh), or when it cannot be brought back to a known state.
  virtual bool can_play_again() const { return true; }
  // Whether the program can start from any position, not only the initial one.
  virtual bool accepts_any_position() const = 0;
  // The position to think about: a start and the moves since. Throws
  // std::runtime_error with the reason if the program cannot take it.
  virtual void set_position(const std::string& fen, const std::vector<chess::Move>& moves) = 0;
  // Fischer random chess (Chess960) from the next new_game() on: an engine
  // that plays it tells its program (UCI_Chess960, xboard's "variant
  // fischerandom"); the others, veteran's period programs among them, throw
  // std::runtime_error saying so by name.
  virtual void set_chess960(bool on) {
    if (on) throw std::runtime_error(name() + " plays chess only, not Chess960 (fischerandom)");
  }
  virtual SearchResult go(const SearchLimits& limits) = 0;
  // Asks a go() running on another thread to end soon: it returns with the
  // move the engine names when told to stop (UCI "stop", xboard "?"), its
  // best so far, or throws EngineFailure(stopped) when it has none; an
  // external engine that does not answer within kStopGraceSeconds is killed;
  // a native polls it at each node of its search (sargon@native and
  // kotok@native answer with the best first-ply move valued so far,
  // mate@native with the best it has; microchess@native's and
  // player@native's searches end within a millisecond by themselves); an
  // emulated one stops its machine at the next slice and answers with what
  // its referee reads as the program's best so far (best_so_far(),
  // docs/referees.md), or without one lets the program run on unpaced for
  // kStopGraceSeconds to give its own answer. A stop asked before go() begins counts:
  // set_position() clears it.
  // The one member any thread may call.
  virtual void stop_search() {}
  // A stop whose answer nobody will read (a window closing, an event
  // cancelled): the search ends as soon as it can, without the grace an
  // external engine gets to name its move (it is killed at once). Any thread.
  virtual void abandon_search() { stop_search(); }

  // Whether SearchResult::seconds is the engine's own emulated clock (period
  // programs); otherwise the caller times the engine by the wall clock.
  virtual bool emulated_time() const { return false; }
  // Where the engine runs, for the PGN: "kim1", "native", "external".
  virtual std::string machine() const { return "native"; }
  // Why the original program could not have played from `fen`, for the PGN
  // (a reimplementation may accept positions its original cannot set up); "" if it could.
  virtual std::string position_note(const std::string& fen) const {
    (void)fen;
    return "";
  }
  // Programs on an emulated machine call `watch` every `slice_seconds` of
  // emulated time while they run (referee and program alike); others ignore it.
  virtual void set_machine_watch(MachineWatch watch, double slice_seconds) {
    (void)watch;
    (void)slice_seconds;
  }
  // What the program itself printed of its last move, where it had a
  // printer rather than a face (kotok@native: the 7090's line printer); "" if none.
  virtual std::string printout() const { return ""; }
  // Called with every line the engine says while it searches (engines that
  // say nothing never call it): what `veteran suite` times solutions by.
  void set_info_watch(InfoWatch watch) { info_watch_ = std::move(watch); }
  // How many best lines one search can give (SearchLimits::multipv); 1: only its own.
  virtual int max_multipv() const { return 1; }
  // Whether the engine searches only SearchLimits::search_moves when given them.
  virtual bool takes_search_moves() const { return false; }

 protected:
  void report(const SearchInfo& info) const {
    if (info_watch_) info_watch_(info);
  }

 private:
  InfoWatch info_watch_;
};

}  // namespace veteran::engines
