// microchess@native: the reimplemented Microchess as an Engine, fed exactly
// as the Microchess referee feeds the 6502 program (the same squares, the
// same two registered moves for castling, the same handling of en passant
// and promotion, the same replay when a game does not continue the last
// one), so that both choose the same moves.
#pragma once

#include "chess/game.hpp"
#include "engines/native/microchess.hpp"
#include "engines/period_engine.hpp"

#include <vector>

namespace veteran::engines {

// Microchess's value of its move (BESTV) in centipawns from its side:
// $D0 a quiet move in an even position (STRATGY's constants: $80 halved,
// $40 added, halved, $90 added), 8 units a pawn (a captured piece's value,
// 2 for a pawn, is counted four times). $FF, the value of a move that
// leaves the reply no move and the king attacked, is reported as mate in
// one instead. Period programs name no unit; this one is veteran's reading.
int microchess_score_cp(uint8_t value);

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
