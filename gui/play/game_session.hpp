// One game in the window: a person or an engine on each side, engines made
// through the registry (make_engine) as everywhere else and run on a thread
// of their own, the rules library's game and PGN writer, and clocks from the
// tournament's time controls (emulated seconds for period programs). While
// a period program thinks, its machine is watched: its face is copied for
// the window, it is paced to the chosen speed and held while paused.
#pragma once

#include "chess/game.hpp"
#include "chess/pgn.hpp"
#include "emu/face.hpp"
#include "engines/engine.hpp"
#include "engines/play/move_request.hpp"
#include "engines/play/time_control.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace veteran::emu {
class Machine;
class Debugger;
}  // namespace veteran::emu

namespace veteran::gui {

struct SessionSettings {
  std::string white, black;                // engine specs ("microchess@kim1", "uci:stockfish"); "" for a person
  int white_level = 0, black_level = 0;    // 0: as the time control picks, else the program's usual
  std::optional<engines::TimeControl> tc;  // a time control (st=30, 40/300, 300+2), read where given; none: no clocks
  std::string fen;                         // "": the initial position
  std::vector<std::filesystem::path> rompath;
  std::vector<std::string> images;  // period programs' images instead of the rompath's (FILE.pap, FILE@ADDR)
  double speed = 1;                 // period machines: 1 (as fast as the original), 10, 100; 0 unlimited
  std::string person = "Person";    // the person's name in the PGN
};

// One line of an engine's output panel, as the engine said it while it
// thought (UCI info, a native's own lines) or, for a program that says
// nothing while it thinks, what its move told (its time, and a score or
// depth where it gives one).
struct EngineLine {
  double seconds = 0;
  int depth = 0;
  long long nodes = 0;
  std::string score;  // "+0.35", "-1.20", "#3", "#-2"; "" if none
  std::string pv;     // in SAN from the position searched
};

// What the window draws, copied out under the session's lock.
struct SessionView {
  chess::Position position;
  std::vector<std::string> san;  // the moves so far
  std::optional<chess::Move> last;
  std::string names[2];       // White, Black
  int levels[2] = {0, 0};     // the level each program plays at (0: none)
  std::string machines[2];    // "kim1", "native", "external", "" for a person
  double clocks[2] = {0, 0};  // seconds left (clock controls) or used (otherwise)
  bool clock_counts_down = false;
  int thinking = -1;  // the side whose engine is thinking (0 White, 1 Black), or -1
  bool person_to_move = false;
  bool paused = false;
  emu::Face faces[2];               // each side's period machine as it was last seen
  std::string face_machines[2];     // "" for a side without one
  double face_seconds[2] = {0, 0};  // those machines' emulated clocks
  std::string printouts[2];         // what a program with a printer printed of its last move (kotok@native)
  std::string status;               // what went wrong, or how the game ended
  std::string result = "*";
  std::string start_fen;              // the game's start ...
  std::vector<chess::Move> moves;     // ... and its moves, for stepping through it
  std::vector<EngineLine> output[2];  // each side's engine output of its last search, oldest first
};

class GameSession {
 public:
  explicit GameSession(SessionSettings settings);
  ~GameSession();
  GameSession(const GameSession&) = delete;
  GameSession& operator=(const GameSession&) = delete;

  SessionView view() const;
  // The person's move; false (and the status says why) when it is not theirs to make.
  bool play(const chess::Move& move);
  // A new game from `fen` ("" : the settings' start), with the same players.
  void new_game(const std::string& fen = "");
  // Takes back the last move, and the engine's reply before it, to the person's turn; the clocks
  // go back to what they showed then.
  void take_back();
  // The game `game` (read from a PGN) in place of this one, its moves on the board: the players
  // go on from its last position; the clocks start afresh. Throws std::runtime_error when a player
  // cannot take the position (a period program that only starts from the initial one).
  void load(const chess::PgnGame& game);
  void set_paused(bool paused);
  void set_speed(double speed);
  // The person's name for the PGN (Settings > Your name).
  void set_person(const std::string& name);
  double speed() const { return speed_.load(); }
  // The game so far as PGN (the rules library's writer).
  std::string pgn() const;
  // Writes pgn() to `file`; throws std::runtime_error naming the file.
  void save_pgn(const std::string& file) const;
  // Whether an engine is thinking or to move (tests wait on it).
  bool busy() const;
  // While the game is paused with a period program thinking, its machine is
  // held between two slices: f(machine, debugger) may look at it, step it and
  // change its memory (the program goes on from there when the game resumes).
  // False, without calling f, when no machine is held.
  bool with_held_machine(const std::function<void(emu::Machine&, emu::Debugger&)>& f);

 private:
  SessionSettings settings_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::unique_ptr<chess::Game> game_;
  std::vector<std::string> san_;
  std::unique_ptr<engines::Engine> engines_[2];  // made and used on the session's thread only
  std::string names_[2], machines_[2];           // what the window shows of them, kept under the lock
  int levels_[2] = {0, 0};
  bool emulated_[2] = {false, false};
  double think_from_ = 0;  // the thinking machine's emulated clock when the search began
  std::chrono::steady_clock::time_point think_wall_;
  bool new_game_[2] = {false, false};
  std::optional<engines::TimeControl> tc_;
  std::unique_ptr<engines::Clock> clocks_[2];
  double used_[2] = {0, 0};                             // seconds each side has used
  std::chrono::steady_clock::time_point person_since_;  // when the person's clock started
  bool paused_ = false, stopping_ = false, failed_ = false;
  int thinking_ = -1;
  std::string status_, result_ = "*", termination_;
  emu::Face faces_[2];
  std::string face_machines_[2];
  double face_seconds_[2] = {0, 0};
  std::string printouts_[2];
  // Set as the session ends: external engines still starting are killed (ExternalSpec::abandon).
  std::shared_ptr<std::atomic<bool>> closing_ = std::make_shared<std::atomic<bool>>(false);
  std::vector<EngineLine> output_[2];
  // The clocks as they stood before each move (index: the ply), for take back.
  struct ClockState {
    std::optional<engines::Clock> clocks[2];
    double used[2] = {0, 0};
  };
  std::vector<ClockState> clock_history_;
  std::atomic<double> speed_{1};
  std::atomic<uint64_t> generation_{0};           // bumped by new game and take back: a search for an older one is void
  emu::Machine* held_ = nullptr;                  // the thinking machine, while the pause holds it
  std::unique_ptr<emu::Debugger> held_debugger_;  // the debugger over it
  engines::SearchStop stop_;                      // the window's way to end a search: closing, taking back, a new game
  std::thread thread_;

  bool person(int side) const;
  int to_move() const;
  void loop();
  void think(std::unique_lock<std::mutex>& lock);
  void attach(engines::Engine& e, int side, uint64_t generation);
  engines::Engine& engine(int side);
  void finish_if_over();
  void reset_clocks();
  void keep_clocks();
  void watch_output(engines::Engine& e, int side, uint64_t generation, const chess::Position& searched);
};

}  // namespace veteran::gui
