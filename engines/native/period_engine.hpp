// What the native reimplementations share as engines: the level (the user's,
// or the one a time control affords by the original's think times), the
// position asked for, and what the program has been told so far, so that a
// game goes on in step as the original's referee would take it.
#pragma once

#include "chess/position.hpp"
#include "engine.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace veteran::engines {

class NativePeriodEngine : public Engine {
 public:
  void set_level(int level) override {
    level_ = std::clamp(level, 1, max_level());
    level_fixed_ = true;
  }
  int level() const override { return played_level_ ? played_level_ : level_; }
  void new_game() override { wanted_.clear(); }
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override {
    fen_ = chess::Position(fen).fen();  // checked and normalised
    wanted_ = moves;
  }

 protected:
  explicit NativePeriodEngine(int default_level) : level_(default_level) {}

  // The level for this move: the one the user set, else the strongest whose
  // usual think time (`level_seconds`) fits the budget, else the default.
  int choose_level(const SearchLimits& limits, chess::Color side, const std::vector<double>& level_seconds) {
    int level = level_;
    double budget = move_budget(limits, side);
    if (!level_fixed_ && budget > 0) level = level_for_time(level_seconds, budget);
    played_level_ = level;
    return level;
  }
  // The position asked for, as the rules library plays it. Kept from move to
  // move, so that a game in step plays only its new moves: at some 20 µs a
  // move for Microchess, replaying the whole game each time was a fifth of
  // it (and a Game, with its repetition keys, cost SARGON a tenth).
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

  // Whether the game asked for continues what the program was told.
  bool in_step(chess::Color side) const {
    return known_fen_ == fen_ && continues_game(started_, computer_, known_, side, wanted_);
  }

  int level_;
  bool level_fixed_ = false;
  int played_level_ = 0;
  bool started_ = false;
  chess::Color computer_ = chess::White;
  std::vector<chess::Move> known_, wanted_;
  std::string fen_ = chess::Position::kStartFen, known_fen_;

 private:
  std::optional<chess::Position> position_;
  std::string position_fen_;
  std::vector<chess::Move> played_;
};

}  // namespace veteran::engines
