#include "problems/board/attack_builder.hpp"

#include <bit>
#include <cstdlib>

namespace veteran::problems {
namespace {

constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

// The same attacks from whole rays: each direction's ray from the square,
// cut behind its nearest blocker (the lowest square for the directions that
// go up the board, the highest for those going down). Filling the slider
// tables (107,648 attack sets) this way takes a tenth of walking them.
struct Rays {
  Bitboard ray[64][4];
  bool up[4];
  explicit Rays(const int (*dirs)[2]) {
    for (int d = 0; d < 4; ++d) {
      up[d] = dirs[d][1] > 0 || (dirs[d][1] == 0 && dirs[d][0] > 0);
      const int one[1][2] = {{dirs[d][0], dirs[d][1]}};
      for (Sq s = 0; s < 64; ++s) ray[s][d] = walk_one(s, one[0]);
    }
  }
  static Bitboard walk_one(Sq s, const int* dir) {
    Bitboard out = 0;
    for (int f = file_of(s) + dir[0], r = rank_of(s) + dir[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
         f += dir[0], r += dir[1])
      out |= bit(make_sq(f, r));
    return out;
  }
};

Bitboard slide(Sq s, Bitboard occupied, const int (*dirs)[2]) {
  static const Rays bishop(kBishopDirs), rook(kRookDirs);
  const Rays& rays = dirs == kBishopDirs ? bishop : rook;
  Bitboard out = 0;
  for (int d = 0; d < 4; ++d) {
    Bitboard ray = rays.ray[s][d];
    if (const Bitboard blockers = ray & occupied) {
      const Sq nearest = rays.up[d] ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
      ray &= ~rays.ray[nearest][d];
    }
    out |= ray;
  }
  return out;
}

Bitboard leaper(Sq s, const int (*steps)[2], int n) {
  Bitboard out = 0;
  for (int i = 0; i < n; ++i) {
    int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
    if (f >= 0 && f < 8 && r >= 0 && r < 8) out |= bit(make_sq(f, r));
  }
  return out;
}

// The multipliers find_magic found with the seed below, so that start-up is
// one pass that fills the tables (a search from scratch takes 0.3 s). Each is
// verified as it is used; a bad one would simply be searched for again.
constexpr Bitboard kBishopMagics[64] = {
    0x10102002004a1420ull, 0x8020040400584008ull, 0x10510800811201c8ull, 0x5204042080000088ull, 0x2204106880000002ull,
    0x1401042004000000ull, 0x0400880410042004ull, 0x0028208200a02020ull, 0x1500241990010e00ull, 0x8001200182020a40ull,
    0x40004101030b0000ull, 0x8002041042000100ull, 0x4010011041020038ull, 0x0000010421044000ull, 0x1500210808020a00ull,
    0x8000088400880520ull, 0x0405004010040100ull, 0x1005823210040108ull, 0x2708008102040011ull, 0x4048200404009100ull,
    0x0018104101400024ull, 0x0003000601190101ull, 0x8004803108491000ull, 0x8014241200820800ull, 0x0006e080100c3040ull,
    0x0501044a11041800ull, 0x9020300008004045ull, 0x0894080000220040ull, 0x1001010083104000ull, 0x5004030040900080ull,
    0x000400422c012400ull, 0x0002128698404812ull, 0x1010108404900440ull, 0x0928021182084100ull, 0x2006080409020024ull,
    0x1010202020180080ull, 0xa010008200202200ull, 0x2098015100019004ull, 0x0002041440810811ull, 0x802a02020000b098ull,
    0x0009015090004060ull, 0x4000821082081001ull, 0x0100210040420800ull, 0x0800004010488a00ull, 0x2000081104004040ull,
    0x4c8e029015000082ull, 0x0420340322224842ull, 0x1298260043400210ull, 0x0000822802400008ull, 0x00008a0101600000ull,
    0x3040003412080021ull, 0x3040290220884800ull, 0x4a1500401041004aull, 0x8010200282020781ull, 0x0020203142209091ull,
    0x0070300600902110ull, 0x0040808800b62048ull, 0x0000810400c44420ull, 0x00080400440c0441ull, 0x8340080020840411ull,
    0x0000000104208200ull, 0x0000800810d00080ull, 0x0400530411080200ull, 0x4040702400932244ull,
};
constexpr Bitboard kRookMagics[64] = {
    0x1080004008801020ull, 0x0840092002c03000ull, 0x1900200010400900ull, 0x0880100008000480ull, 0x4200100420080200ull,
    0x8100020100080400ull, 0x0200040110886200ull, 0x0200008040220411ull, 0x0404800084400220ull, 0x0000401000402000ull,
    0x0086001081220440ull, 0x0408800800100280ull, 0x000a001201040820ull, 0x8848800200840080ull, 0x4001000100040200ull,
    0x0442000102105084ull, 0x9080010020804100ull, 0x0040404000201009ull, 0x0000808010002009ull, 0x2200090021d00100ull,
    0x0008008008040080ull, 0x0004004002010040ull, 0x0011040008015042ull, 0x00000a0001768104ull, 0x0000800080204009ull,
    0x2010004140002001ull, 0x9800200280100080ull, 0x1000100080080080ull, 0x0442000a00049020ull, 0x2100040080020080ull,
    0x0800120400900148ull, 0x0010040a00128541ull, 0x2800804000800030ull, 0x1010002000400041ull, 0x4000200011004100ull,
    0x0610008410800800ull, 0x0400802402800800ull, 0xc100020080800400ull, 0x0002000802000401ull, 0x0182085882000401ull,
    0x0220204000808000ull, 0x2860100040024022ull, 0x0001002004110040ull, 0x99101042000a0020ull, 0x0004080004008080ull,
    0x0010040002008080ull, 0x2012004881020004ull, 0x8300842444820011ull, 0x0088403882010200ull, 0x0820400080210100ull,
    0x0110910040a00300ull, 0x0801100280080480ull, 0x0242009008200600ull, 0x1002000489500200ull, 0x0040800200010080ull,
    0x0091800041000080ull, 0x0000209300488001ull, 0x04c1002414824001ull, 0x020020000b001041ull, 0x7000100004200901ull,
    0x8002002004100802ull, 0x30010002084c0007ull, 0x0888221800813004ull, 0x4000002840840112ull,
};

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
void find_magic(Sq s, const int (*dirs)[2], Bitboard known, AttackTables::Magic& m, std::vector<Bitboard>& storage,
                Random& rng) {
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
    m.magic = attempt == 1 ? known : rng.sparse();
    if (attempt > 1 && std::popcount((m.mask * m.magic) >> 56) < 6) continue;
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

}  // namespace

void build_attack_tables(AttackTables* t, std::vector<Bitboard>& storage) {
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
  storage.clear();
  storage.reserve(5248 + 102400);
  Random rng;
  std::vector<size_t> bishop_base(64), rook_base(64);
  for (Sq s = 0; s < 64; ++s) {
    bishop_base[s] = storage.size();
    find_magic(s, kBishopDirs, kBishopMagics[s], t->bishop[s], storage, rng);
  }
  for (Sq s = 0; s < 64; ++s) {
    rook_base[s] = storage.size();
    find_magic(s, kRookDirs, kRookMagics[s], t->rook[s], storage, rng);
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
}

Bitboard slide_attacks(Sq s, Bitboard occupied, Kind slider) {
  return slide(s, occupied, slider == BishopKind ? kBishopDirs : kRookDirs);
}

}  // namespace veteran::problems
