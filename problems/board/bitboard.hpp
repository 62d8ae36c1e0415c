// Bitboards for the problem solver: one bit per square, a1 = bit 0, h8 = bit 63.
// The attack tables (leapers, and "magic" lookups for sliders) are constant
// data, computed when veteran is built.
#pragma once

#include <bit>
#include <cstdint>

namespace veteran::problems {

using Bitboard = uint64_t;
using Sq = int;  // 0..63
constexpr Sq kNoSquare = 64;

enum Side : uint8_t { WhiteSide = 0, BlackSide = 1 };
constexpr Side flip(Side s) { return static_cast<Side>(s ^ 1); }

enum Kind : uint8_t { NoKind = 0, PawnKind = 1, KnightKind, BishopKind, RookKind, QueenKind, KingKind };

constexpr Bitboard bit(Sq s) { return Bitboard{1} << s; }
constexpr int file_of(Sq s) { return s & 7; }
constexpr int rank_of(Sq s) { return s >> 3; }
constexpr Sq make_sq(int file, int rank) { return rank * 8 + file; }
constexpr Sq lowest(Bitboard b) { return std::countr_zero(b); }
constexpr Sq pop_lowest(Bitboard& b) {
  Sq s = std::countr_zero(b);
  b &= b - 1;
  return s;
}
inline bool several(Bitboard b) { return (b & (b - 1)) != 0; }

constexpr Bitboard kRank1 = 0xFFull, kRank8 = kRank1 << 56;
constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAull;  // b1, d1, ... a2, c2, ...

// The tables every attack question reads.
struct AttackTables {
  Bitboard knight[64], king[64], pawn[2][64];
  Bitboard between[64][64];  // squares strictly between two squares on a line, else 0
  Bitboard line[64][64];     // the whole line through two squares (edge to edge), else 0
  struct Magic {
    Bitboard mask, magic;
    const Bitboard* table;
    int shift;
  };
  Magic bishop[64], rook[64];
};
// Computed when veteran is built (make_attack_tables.cpp, from
// attack_builder.cpp) and part of its read-only data: nothing to build at
// start-up and no guard to check on every lookup.
extern const AttackTables kAttackTables;
inline const AttackTables& tables() { return kAttackTables; }

inline Bitboard bishop_attacks(Sq s, Bitboard occupied) {
  const auto& m = tables().bishop[s];
  return m.table[((occupied & m.mask) * m.magic) >> m.shift];
}
inline Bitboard rook_attacks(Sq s, Bitboard occupied) {
  const auto& m = tables().rook[s];
  return m.table[((occupied & m.mask) * m.magic) >> m.shift];
}
inline Bitboard attacks_of(Kind k, Sq s, Bitboard occupied) {
  switch (k) {
    case KnightKind: return tables().knight[s];
    case BishopKind: return bishop_attacks(s, occupied);
    case RookKind: return rook_attacks(s, occupied);
    case QueenKind: return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
    case KingKind: return tables().king[s];
    default: return 0;
  }
}

}  // namespace veteran::problems
