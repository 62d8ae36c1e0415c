// A period program on its emulated machine, as an Engine: the machine runs the
// original code, the Lua referee types and reads as a person would, and the
// rules library checks every move. Time is emulated time.
#pragma once

#include "chess/game.hpp"
#include "engine.hpp"
#include "files/loaders.hpp"
#include "machine.hpp"
#include "referee/lua_referee.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace veteran::engines {

struct EmulatedProgram {
  std::string id;           // "microchess@kim1"
  std::string machine;      // "kim1"
  std::string script;       // "microchess-kim1.lua"
  double max_think_seconds; // emulated seconds without a reply that count as a hang
  std::string set;          // its image in the manifests ("mchess"), found in the rompath
  std::vector<std::string> loose_images;  // other forms users keep it in, looked for in the rompath
  int bench_level = 0;      // the level `veteran bench` times (0: the strongest)
  std::string bench_moves;  // the moves before the benchmark's warm-up move: out of the program's book
  std::string bench_reply;  // the opponent's answer to it (if legal; else the first legal move); then the move timed
};

const std::vector<EmulatedProgram>& emulated_programs();

// A program's image: from `images` (FILE.pap, FILE.hex, FILE.wav, FILE@ADDR)
// if any are given, else its manifest set or a loose image in the rompath.
// Throws std::runtime_error saying what to put where.
std::vector<files::Segment> find_image(const EmulatedProgram& program, const std::vector<std::filesystem::path>& rompath,
                                       const std::vector<std::string>& images,
                                       const std::function<void(const std::string&)>& log);

class EmulatedEngine : public Engine {
 public:
  // `images` are program image specs (FILE.pap, FILE.hex, FILE.wav,
  // FILE@ADDR); none: the program's set, or a loose image, from the rompath.
  EmulatedEngine(const EmulatedProgram& program, const std::vector<std::filesystem::path>& rompath,
                 std::vector<std::string> images, std::function<void(const std::string&)> log);
  ~EmulatedEngine() override;

  std::string name() const override;
  std::string author() const override;
  int max_level() const override;
  void set_level(int level) override;
  void new_game() override;
  // Programs whose referee can set up a position (set_up) take any FEN.
  bool accepts_any_position() const override;
  std::string position_note(const std::string& fen) const override;
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override;
  SearchResult go(const SearchLimits& limits) override;
  bool emulated_time() const override { return true; }
  std::string machine() const override { return program_.machine; }
  int level() const override { return played_level_ ? played_level_ : level_; }

 private:
  EmulatedProgram program_;
  std::vector<std::filesystem::path> rompath_;
  std::vector<files::Segment> image_;
  std::function<void(const std::string&)> log_;
  std::unique_ptr<emu::Machine> machine_;
  std::unique_ptr<LuaReferee> referee_;
  int level_ = 0;
  bool level_fixed_ = false;
  int played_level_ = 0;      // the level of the last move  // set by the user: time controls do not change it
  // What the program has been told, and what the game now is.
  std::vector<chess::Move> known_;
  bool started_ = false;
  chess::Color computer_ = chess::White;
  std::vector<chess::Move> wanted_;
  std::string fen_, known_fen_;  // the game's start, wanted and as the program has it

  void boot();
  void tell(const chess::Game& before, const chess::Move& m);
};

}  // namespace veteran::engines
