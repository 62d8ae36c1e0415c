// sargon@native: the reimplemented SARGON as an Engine, fed exactly as the
// SARGON referee feeds the Z80 program (engines/referee/scripts/
// sargon-jupiter3.lua): a game from the initial position typed move by move,
// anything else set up through ANALYS with the same moved flags and move
// number, the look-ahead written before each move, underpromotions written
// into the board. So both choose the same moves.
#pragma once

#include "chess/game.hpp"
#include "engines/native/sargon/program.hpp"
#include "engines/period_engine.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace veteran::engines {

class NativeSargon : public PeriodEngine {
 public:
  NativeSargon() : PeriodEngine(engines::program("sargon@native")) {}
  bool accepts_any_position() const override { return true; }
  std::string position_note(const std::string& fen) const override;
  SearchResult go(const SearchLimits& limits) override;

  // White's first move from the book: P-Q4 instead of P-K4 (the Z80 program
  // takes it from the refresh register, docs/sargon-native.md).
  void set_book_queen_pawn(bool on) { book_queen_pawn_ = on; }
  // Each evaluation also done as the listing does it, and compared (tests).
  void set_self_check(bool on) { self_check_ = on; }
  // What makes the program for each game: sargon::Program, or for tests a
  // program with the listing's own routines (tests/engines/sargon_listing.*).
  void set_program_maker(std::function<std::unique_ptr<sargon::Program>()> make) { make_program_ = std::move(make); }
  // The program of the last search, for tests that compare its state (nullptr before one).
  const sargon::Program* program() const { return program_.get(); }

 private:
  std::unique_ptr<sargon::Program> program_;
  std::function<std::unique_ptr<sargon::Program>()> make_program_ = [] { return std::make_unique<sargon::Program>(); };
  bool book_queen_pawn_ = false;
  bool self_check_ = false;
};

// SARGON's score of its move (SCORE+1: $80 even, 8 units a pawn, $FF a mate
// for it, $01 against it) in centipawns from its side; none for a book move.
std::optional<int> sargon_score_cp(uint8_t score);

// The position as SARGON's ANALYS is told it: the 64 piece bytes a1..h8 with
// the moved flag clear for a king or rook that may still castle and for any
// other piece on its starting square.
std::array<uint8_t, 64> sargon_squares(const chess::Position& position);

}  // namespace veteran::engines
