// Computes the attack tables (problems/board/bitboard.hpp) from the rules of
// how the men move: leapers square by square, sliders by walking their rays,
// and the "magic" multipliers that index the sliders' tables. Run when veteran
// is built (make_attack_tables.cpp writes what it computes as a source file),
// and by the board test, which checks the built-in tables against it.
#pragma once

#include "problems/board/bitboard.hpp"

#include <vector>

namespace veteran::problems {

// Fills t; the sliders' attack sets go to `storage`, which t's magic
// entries point into (so it must outlive t's use).
void build_attack_tables(AttackTables* t, std::vector<Bitboard>& storage);

// A bishop's or rook's attacks from s, walked ray by ray (no table).
Bitboard slide_attacks(Sq s, Bitboard occupied, Kind slider);

}  // namespace veteran::problems
