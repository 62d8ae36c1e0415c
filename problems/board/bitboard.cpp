#include "veteran/problems/board/bitboard.hpp"

#include <cstdlib>
#include <vector>

namespace veteran::problems {
namespace {

// Slow ray walking, used only to build the tables.
Bitboard slide(Sq s, Bitboard occupied, const int (*dirs)[2]) {
  Bitboard out = 0;
  for (int d = 0; d < 4; ++d) {
    int f = file_of(s) + dirs[d][0], r = rank_of(s) + dirs[d][1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      out |= bit(make_sq(f, r));
      if (occupied & bit(make_sq(f, r))) break;
      f += dirs[d][0];
      r += dirs[d][1];
    }
  }
  return out;
}
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

Bitboard leaper(Sq s, const int (*steps)[2], int n) {
  Bitboard out = 0;
  for (int i = 0; i < n; ++i) {
    int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
    if (f >= 0 && f < 8 && r >= 0 && r < 8) out |= bit(make_sq(f, r));
  }
  return out;
}

// A fixed xorshift: the same magics on every run and machine.
struct Random {
  uint64_t state = 0x9E3779B97F4A7C15ull;
  uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ull;
  }
  uint64_t sparse() { return next() & next() & next(); }
};

// Finds a multiplier that maps every subset of the mask to a slot holding its
// attack set without a harmful collision ("fancy" magic bitboards).
void find_magic(Sq s, const int (*dirs)[2], AttackTables::Magic& m, std::vector<Bitboard>& storage, Random& rng) {
  Bitboard edges = ((kRank1 | kRank8) & ~(rank_of(s) == 0   ? kRank1
                                          : rank_of(s) == 7 ? kRank8
                                                            : 0)) |
                   ((0x0101010101010101ull | 0x8080808080808080ull) & ~(file_of(s) == 0   ? 0x0101010101010101ull
                                                                        : file_of(s) == 7 ? 0x8080808080808080ull
                                                                                          : 0));
  m.mask = slide(s, 0, dirs) & ~edges;
  int bits = std::popcount(m.mask);
  m.shift = 64 - bits;
  size_t n = size_t{1} << bits;
  std::vector<Bitboard> occupancy(n), attack(n);
  Bitboard subset = 0;
  for (size_t i = 0; i < n; ++i) {  // every subset of the mask (Carry-Rippler)
    occupancy[i] = subset;
    attack[i] = slide(s, subset, dirs);
    subset = (subset - m.mask) & m.mask;
  }
  size_t base = storage.size();
  storage.resize(base + n);
  std::vector<int> epoch(n, 0);
  for (int attempt = 1;; ++attempt) {
    m.magic = rng.sparse();
    if (std::popcount((m.mask * m.magic) >> 56) < 6) continue;
    bool ok = true;
    for (size_t i = 0; i < n && ok; ++i) {
      size_t idx = (occupancy[i] * m.magic) >> m.shift;
      if (epoch[idx] < attempt) {
        epoch[idx] = attempt;
        storage[base + idx] = attack[i];
      } else if (storage[base + idx] != attack[i]) {
        ok = false;
      }
    }
    if (ok) break;
  }
  m.table = nullptr;  // set once storage stops growing
}

AttackTables* build() {
  auto* t = new AttackTables();
  static const int knight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  static const int king[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  static const int white_pawn[2][2] = {{-1, 1}, {1, 1}};
  static const int black_pawn[2][2] = {{-1, -1}, {1, -1}};
  for (Sq s = 0; s < 64; ++s) {
    t->knight[s] = leaper(s, knight, 8);
    t->king[s] = leaper(s, king, 8);
    t->pawn[WhiteSide][s] = leaper(s, white_pawn, 2);
    t->pawn[BlackSide][s] = leaper(s, black_pawn, 2);
  }
  static std::vector<Bitboard> storage;  // lives as long as the tables
  storage.reserve(5248 + 102400);
  Random rng;
  std::vector<size_t> bishop_base(64), rook_base(64);
  for (Sq s = 0; s < 64; ++s) {
    bishop_base[s] = storage.size();
    find_magic(s, kBishopDirs, t->bishop[s], storage, rng);
  }
  for (Sq s = 0; s < 64; ++s) {
    rook_base[s] = storage.size();
    find_magic(s, kRookDirs, t->rook[s], storage, rng);
  }
  for (Sq s = 0; s < 64; ++s) {
    t->bishop[s].table = storage.data() + bishop_base[s];
    t->rook[s].table = storage.data() + rook_base[s];
  }
  for (Sq a = 0; a < 64; ++a)
    for (Sq b = 0; b < 64; ++b) {
      t->between[a][b] = t->line[a][b] = 0;
      if (a == b) continue;
      for (const auto* dirs : {kBishopDirs, kRookDirs}) {
        if (slide(a, 0, dirs) & bit(b)) {
          t->between[a][b] = slide(a, bit(b), dirs) & slide(b, bit(a), dirs);
          t->line[a][b] = (slide(a, 0, dirs) & slide(b, 0, dirs)) | bit(a) | bit(b);
        }
      }
    }
  return t;
}

}  // namespace

const AttackTables& tables() {
  static const AttackTables* t = build();
  return *t;
}

}  // namespace veteran::problems
