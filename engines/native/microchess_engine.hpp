// microchess@native: the reimplemented Microchess as an Engine, fed exactly
// as the Microchess referee feeds the 6502 program (the same squares, the
// same two registered moves for castling, the same handling of en passant
// and promotion, the same replay when a game does not continue the last
// one), so that both choose the same moves.
#pragma once

#include "veteran/engines/chess/game.hpp"
#include "veteran/engines/native/microchess.hpp"
#include "veteran/engines/period_engine.hpp"

#include <vector>

namespace veteran::engines {

class NativeMicrochess : public PeriodEngine {
 public:
  NativeMicrochess() : PeriodEngine(engines::program("microchess@native")) {}
  // Any position: the pieces go to the program's piece numbers by kind
  // (extra pieces from promotions to a free number of a piece that moves the
  // same way), the book closed. The PGN notes that the original could not.
  bool accepts_any_position() const override { return true; }
  std::string position_note(const std::string& fen) const override;
  SearchResult go(const SearchLimits& limits) override;

 private:
  microchess::Program program_;
  void set_up(const chess::Position& start);

  uint8_t code(chess::Square s) const;
  chess::Square square(uint8_t code) const;
  void tell(const chess::Move& m);
};

}  // namespace veteran::engines
