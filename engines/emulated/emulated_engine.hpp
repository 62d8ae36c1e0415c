// A period program on its emulated machine, as an Engine: the machine runs the
// original code, the Lua referee types and reads as a person would, and the
// rules library checks every move. Time is emulated time.
#pragma once

#include "chess/game.hpp"
#include "emu/formats/memory_image.hpp"
#include "emu/machine.hpp"
#include "emu/sliced_run.hpp"
#include "engines/emulated/game_marks.hpp"
#include "engines/period_engine.hpp"
#include "engines/programs.hpp"
#include "engines/referee/lua_referee.hpp"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::engines {

// A program's image: from `images` (FILE.pap, FILE.hex, FILE.wav, FILE@ADDR)
// if any are given, else its manifest set or a loose image in the rompath.
// Throws std::runtime_error saying what to put where.
std::vector<files::Segment> find_image(const PeriodProgram& program, const std::vector<std::filesystem::path>& rompath,
                                       const std::vector<std::string>& images,
                                       const std::function<void(const std::string&)>& log);

class EmulatedEngine : public PeriodEngine {
 public:
  // `images` are program image specs (FILE.pap, FILE.hex, FILE.wav,
  // FILE@ADDR); none: the program's set, or a loose image, from the rompath.
  EmulatedEngine(const PeriodProgram& program, const std::vector<std::filesystem::path>& rompath,
                 std::vector<std::string> images, std::function<void(const std::string&)> log);
  ~EmulatedEngine() override;

  // Programs whose referee can set up a position (set_up) take any FEN.
  bool accepts_any_position() const override;
  std::string position_note(const std::string& fen) const override;
  SearchResult go(const SearchLimits& limits) override;
  bool emulated_time() const override { return true; }
  std::string machine() const override { return info().machine; }
  void set_machine_watch(MachineWatch watch, double slice_seconds) override;
  // stop_search (PeriodEngine's) is seen between two slices of emulated time
  // (kStopSliceSeconds at most). A program whose referee reads its best move
  // so far (best_so_far) answers with it at once; any other runs on, its
  // machine no longer paced by the watch, for kStopGraceSeconds of the wall
  // clock to give its own answer, as an external engine is given, and has
  // no move if it gives none. abandon_search ends either at once.
  // The points kept of the last game are not this game's: a new game never
  // starts from another game's state, whatever the two have in common.
  void new_game() override {
    PeriodEngine::new_game();
    marks_.clear_game();
  }
  // The machine and the referee back to their state just after the program
  // booted, where a game typed afresh starts: a restore, not a reboot.
  void restart() { boot(); }
  // Moves typed into the program so far, its own replies not counted: what
  // the points kept of games (game_marks.hpp) save from being typed again.
  size_t moves_typed() const { return moves_typed_; }

 private:
  std::vector<std::filesystem::path> rompath_;
  std::vector<files::Segment> image_;
  std::function<void(const std::string&)> log_;
  std::unique_ptr<emu::Machine> machine_;
  emu::SliceWatch watch_slices_;  // how the referee runs the machine: in slices, watched when asked
  std::unique_ptr<LuaReferee> referee_;
  std::vector<uint8_t> booted_;  // the machine just after the program booted: each new game starts from it
  bool at_boot_ = false;         // the machine and the script are in that state now
  size_t moves_typed_ = 0;       // moves_typed()
  // Points of games to go back to instead of replaying (game_marks.hpp).
  GameMarks marks_{kMarkBudgetBytes, [this](int slot) {
                     if (referee_) referee_->drop_state(slot);
                   }};
  static constexpr size_t kMarkBudgetBytes = size_t{32} << 20;
  MachineWatch watch_;
  double watch_slice_ = 0.02;
  bool stopped_midway_ = false;     // a search was stopped: the machine is booted afresh before the next
  bool reads_best_so_far_ = false;  // the referee has best_so_far()
  // When this search first saw a stop it let the program answer by itself (the grace's start).
  std::optional<std::chrono::steady_clock::time_point> grace_started_;
  double search_started_ = 0;  // the machine's clock when the program was asked for its move
  // Without a watcher, the machine still runs in slices this long, so that a stop is seen.
  static constexpr double kStopSliceSeconds = 0.05;

  void boot();
  SearchResult search(const SearchLimits& limits);
  std::optional<SearchResult> best_so_far();
  // The watcher the machine runs under: the stop check, then the front end's watch.
  void install_watch();
  uint64_t watch_cycles() const;
  void tell(const chess::Move& m);
  GameMark take_mark();
  void restore(const GameMark& mark, const std::string& what);
  bool back_to_game_point(chess::Color side);
  void start_typing(int level, chess::Color side);
};

}  // namespace veteran::engines
