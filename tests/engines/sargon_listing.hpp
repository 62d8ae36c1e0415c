// SARGON's ATTACK (with PATH), ATKSAV (with PNCK), PINFND, XCHNG (with
// NEXTAD), POINTS (with LIMIT) and GENMOV as the 1978 book prints them: plain
// scans of the 10 x 12 board, every square and every direction, attack lists
// built for every square, every ply's moves generated in full; the registers
// the routines hand each other (D's flags, the alternate set, EXAF) kept as
// the listing keeps them. For tests only: sargon@native's quicker routines
// (square sets, board control counted from the pieces' side, attack lists
// only where XCHNG needs them, the last ply's moves generated as the search
// reaches them) must choose the same moves with the same scores and leave
// the same RAM (tests/engines/sargon_listing_test.cpp).
#pragma once

#include "engines/native/sargon/program.hpp"

#include <cstdint>

namespace veteran::test {

class ListingSargon : public engines::sargon::Program {
 public:
  ListingSargon() { lazy_last_ply_ = false; }

 protected:
  uint8_t attack() override;
  void pinfnd() override;
  void points() override;
  void genmov() override;

 private:
  // PATH: M2 one step in direction `c`; P2 and T2 the piece met. 0 empty,
  // 1 a piece not of P1's colour, 2 one of P1's colour, 3 off the board.
  uint8_t path(uint8_t c);
  // ATKSAV with the attack direction in C and the scan's flags in D.
  void listing_atksav(uint8_t c, uint8_t d);
  // PNCK: D becomes the direction; false is its abnormal exit straight back
  // to ATTACK (the attacker does not count).
  bool pnck(uint8_t c, uint8_t& d);
  // The alternate registers XCHNG and NEXTAD work in: the two list counts
  // and the two list pointers.
  struct Alternate {
    uint8_t b = 0, c = 0;
    uint16_t hl = 0, de = 0;
  };
  // NEXTAD: returns the Z flag (no more on this side); A the value doubled.
  bool nextad(Alternate& x, uint8_t& c, uint8_t& a);
  // XCHNG: D the attacked piece's value doubled, E the points lost.
  void listing_xchng(uint8_t& d, uint8_t& e);
};

}  // namespace veteran::test
