// What every engine of a period program keeps, emulated original and native
// reimplementation alike: its registry entry, the level (the user's, or the
// one a time control affords by the original's think times), the game asked
// for, and what the program has been told of it, so that a game goes on in
// step as a person at the machine would take it.
#pragma once

#include "chess/position.hpp"
#include "engines/engine.hpp"
#include "engines/programs.hpp"

#include <algorithm>
#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace veteran::engines {

class PeriodEngine : public Engine {
 public:
  std::string name() const override { return info_.name; }
  std::string author() const override { return info_.author; }
  int max_level() const override { return levels_of(info_).max; }
  // Throws std::invalid_argument for a level the program does not have.
  void set_level(int level) override {
    if (level < 1 || level > max_level())
      throw std::invalid_argument(info_.id + " has levels 1 to " + std::to_string(max_level()) + ", not " +
                                  std::to_string(level));
    level_ = level;
    level_fixed_ = true;
  }
  int level() const override { return played_level_ ? played_level_ : level_; }
  // Seen by the search at its next node (a native's node loop, an emulated
  // machine's next slice): go() then answers its best so far or throws
  // EngineFailure(stopped) (an emulated program with no best move to read
  // first gets the grace an external engine gets to answer by itself).
  void stop_search() override { stop_requested_ = true; }
  // No answer wanted: no grace either.
  void abandon_search() override {
    abandon_requested_ = true;
    stop_requested_ = true;
  }
  void new_game() override { wanted_.clear(); }
  // The position, checked and normalised; a program that can only start
  // from the initial position refuses any other.
  // A new search: a stop asked before it is over (callers set the position,
  // then make the search known to whoever may stop it).
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override {
    stop_requested_ = false;
    abandon_requested_ = false;
    std::string normal = chess::Position(fen).fen();
    if (normal != start_fen() && !accepts_any_position())
      throw std::runtime_error(name() + " can only play from the initial position");
    fen_ = normal;
    wanted_ = moves;
  }

  const PeriodProgram& info() const { return info_; }

 protected:
  std::atomic<bool> stop_requested_{false}, abandon_requested_{false};

  // With no time control and no level chosen, the program plays at its usual
  // level (the registry's), else at its strongest.
  explicit PeriodEngine(const PeriodProgram& info)
      : info_(info), level_(levels_of(info).usual ? levels_of(info).usual : levels_of(info).max) {}

  // The level for this move: the one the user set, else the strongest whose
  // usual think time fits the budget (with a margin for a fixed time a move,
  // level_for_limits), else the default.
  int choose_level(const SearchLimits& limits, chess::Color side) {
    int level = level_;
    if (!level_fixed_ && move_budget(limits, side) > 0)
      level = level_for_limits(levels_of(info_).seconds, limits, side);
    played_level_ = level;
    return level;
  }
  bool level_fixed() const { return level_fixed_; }

  // Whether the game asked for continues what the program was told: the
  // same start, the same side for the computer and the known moves first.
  bool in_step(chess::Color side) const {
    return known_fen_ == fen_ && continues_game(started_, computer_, known_, side, wanted_);
  }
  // A game begins anew in the program, the computer playing `side`.
  void start_over(chess::Color side) {
    computer_ = side;
    known_fen_ = fen_;
    known_.clear();
    started_ = true;
  }
  // The program no longer holds the game (it resigned, or was reset).
  void forget() {
    known_.clear();
    started_ = false;
  }
  bool from_initial_position() const { return fen_ == start_fen(); }

  // The position asked for, as the rules library plays it. Kept from move to
  // move, so that a game in step plays only its new moves: at some 20 µs a
  // move for Microchess, replaying the whole game each time was a fifth of it.
  const chess::Position& wanted_position() {
    bool extends = position_ && position_fen_ == fen_ && played_.size() <= wanted_.size() &&
                   std::equal(played_.begin(), played_.end(), wanted_.begin());
    if (!extends) {
      position_.emplace(fen_);
      position_fen_ = fen_;
      played_.clear();
    }
    for (size_t i = played_.size(); i < wanted_.size(); ++i) {
      position_->play(wanted_[i]);
      played_.push_back(wanted_[i]);
    }
    return *position_;
  }
  static const std::string& start_fen() {
    static const std::string fen = chess::Position().fen();
    return fen;
  }

  // What the program has been told (known_, from known_fen_, with the
  // computer playing computer_), and what the game now is (wanted_ from fen_).
  bool started_ = false;
  chess::Color computer_ = chess::White;
  std::vector<chess::Move> known_, wanted_;
  std::string fen_ = start_fen(), known_fen_;

 private:
  const PeriodProgram& info_;
  int level_;
  bool level_fixed_ = false;
  int played_level_ = 0;
  std::optional<chess::Position> position_;
  std::string position_fen_;
  std::vector<chess::Move> played_;
};

}  // namespace veteran::engines
