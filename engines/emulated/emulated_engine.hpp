// A period program on its emulated machine, as an Engine: the machine runs the
// original code, the Lua referee types and reads as a person would, and the
// rules library checks every move. Time is emulated time.
#pragma once

#include "veteran/emu/formats/memory_image.hpp"
#include "veteran/emu/machine.hpp"
#include "veteran/emu/sliced_run.hpp"
#include "veteran/engines/chess/game.hpp"
#include "veteran/engines/period_engine.hpp"
#include "veteran/engines/programs.hpp"
#include "veteran/engines/referee/lua_referee.hpp"

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
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
  // Seen between two slices of emulated time (kStopSliceSeconds at most).
  void stop_search() override { stop_requested_ = true; }
  // A new search: a stop asked before it is over (callers set the position,
  // then make the search known to whoever may stop it).
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override {
    stop_requested_ = false;
    PeriodEngine::set_position(fen, moves);
  }

 private:
  std::vector<std::filesystem::path> rompath_;
  std::vector<files::Segment> image_;
  std::function<void(const std::string&)> log_;
  std::unique_ptr<emu::Machine> machine_;
  emu::SliceWatch watch_slices_;  // how the referee runs the machine: in slices, watched when asked
  std::unique_ptr<LuaReferee> referee_;
  std::vector<uint8_t> booted_;  // the machine just after the program booted: each new game starts from it
  MachineWatch watch_;
  double watch_slice_ = 0.02;
  std::atomic<bool> stop_requested_{false};
  bool stopped_midway_ = false;  // a search was stopped: the machine is booted afresh before the next
  // Without a watcher, the machine still runs in slices this long, so that a stop is seen.
  static constexpr double kStopSliceSeconds = 0.05;

  void boot();
  SearchResult search(const SearchLimits& limits);
  // The watcher the machine runs under: the stop check, then the front end's watch.
  void install_watch();
  uint64_t watch_cycles() const;
  void tell(const chess::Move& m);
};

}  // namespace veteran::engines
