#include "engines/native/kotok/evaluation.hpp"

#include <algorithm>
#include <cstdlib>

namespace veteran::engines::kotok {
namespace {

using chess::Color;
using chess::Piece;
using chess::Position;
using chess::Square;

constexpr int kOrthogonal[4] = {1, -1, 16, -16};
constexpr int kDiagonal[4] = {15, 17, -15, -17};
constexpr int kKnight[8] = {14, 18, 31, 33, -14, -18, -31, -33};

bool on_board(int s) { return s >= 0 && s < 128 && !(s & 0x88); }
int colour_index(Color c) { return c == chess::White ? 0 : 1; }
int value(Piece p) { return kMaterial[chess::type_of(p)]; }

// Whether `p` on a square `distance` steps from the target along the ray
// from the target with step `d` (d pointing from the target to the piece)
// attacks the target along that ray.
bool line_attacker(Piece p, int d, int distance) {
  bool diagonal = d == 15 || d == 17 || d == -15 || d == -17;
  switch (chess::type_of(p)) {
    case chess::Queen: return true;
    case chess::Rook: return !diagonal;
    case chess::Bishop: return diagonal;
    case chess::King: return distance == 1;
    case chess::Pawn:
      // A white pawn attacks upwards: it stands below the target (d = -15 or -17).
      return distance == 1 && diagonal && (chess::color_of(p) == chess::White ? d < 0 : d > 0);
    default: return false;
  }
}

bool pinned_off_line(const std::vector<Pin>& pinned, Square s, int d) {
  for (const auto& pin : pinned)
    if (pin.square == s) return pin.step != d && pin.step != -d;
  return false;
}

}  // namespace

int fade_percent(int fullmove) {
  if (fullmove <= kFadeFrom) return 100;
  if (fullmove >= kFadeTo) return 0;
  return (kFadeTo - fullmove) * 100 / (kFadeTo - kFadeFrom);
}

std::vector<Pin> pins(const Position& pos, Color side) {
  std::vector<Pin> out;
  for (int s = 0; s < 128; ++s) {
    if (!on_board(s)) continue;
    Piece royal = pos.at(static_cast<Square>(s));
    if (!royal || chess::color_of(royal) != side) continue;
    const auto kind = chess::type_of(royal);
    if (kind != chess::King && kind != chess::Queen) continue;
    for (int group = 0; group < 2; ++group)
      for (int d : group ? kDiagonal : kOrthogonal) {
        int t = s + d;
        int own = -1;
        while (on_board(t)) {
          Piece p = pos.at(static_cast<Square>(t));
          if (p) {
            if (chess::color_of(p) == side) {
              if (own >= 0) break;
              own = t;
            } else {
              auto k = chess::type_of(p);
              bool slides = k == chess::Queen || (group ? k == chess::Bishop : k == chess::Rook);
              // Pinned to a queen only by a lesser piece (a queen would be traded).
              if (own >= 0 && slides && (kind == chess::King || value(p) < value(royal)))
                out.push_back({static_cast<Square>(own), d});
              break;
            }
          }
          t += d;
        }
      }
  }
  return out;
}

PinTable::PinTable(const Position& pos) : side{pins(pos, chess::White), pins(pos, chess::Black)} {}

Attackers swap_list(const Position& pos, Square target) { return swap_list(pos, target, PinTable(pos)); }

namespace {

// Every piece that SWAP lists for `target`, in the order it finds them:
// `visit(colour index, value, line)` with line -1 for a knight and 0-7 for the
// line (nearest first on each). Pinned pieces count only along their pin.
template <class Visit>
void each_attacker(const Position& pos, Square target, const PinTable& table, Visit&& visit) {
  for (int d : kKnight) {
    int s = target + d;
    if (!on_board(s)) continue;
    Piece p = pos.at(static_cast<Square>(s));
    if (!p || chess::type_of(p) != chess::Knight) continue;
    int c = colour_index(chess::color_of(p));
    if (std::none_of(table.side[c].begin(), table.side[c].end(), [&](const Pin& x) { return x.square == s; }))
      visit(c, value(p), -1);
  }
  int line = 0;
  for (int group = 0; group < 2; ++group)
    for (int d : group ? kDiagonal : kOrthogonal) {
      int distance = 0;
      for (int s = target + d; on_board(s); s += d) {
        ++distance;
        Piece p = pos.at(static_cast<Square>(s));
        if (!p) continue;
        // A piece behind others on the line attacks through them (an x-ray)
        // once they have gone: it comes after them on its line.
        if (!line_attacker(p, d, distance)) break;
        int c = colour_index(chess::color_of(p));
        if (pinned_off_line(table.side[c], static_cast<Square>(s), d)) break;
        visit(c, value(p), line);
      }
      ++line;
    }
}

}  // namespace

Attackers swap_list(const Position& pos, Square target, const PinTable& table) {
  // Each colour's queues: one a line (nearest first, at most 7 deep), one a
  // knight; the cheapest front is played first.
  struct Queue {
    int values[8];
    int size = 0, next = 0;
  };
  Queue queues[2][16];
  int count[2] = {0, 0};
  int of_line[2][8];
  for (auto& side : of_line)
    for (int& q : side) q = -1;
  each_attacker(pos, target, table, [&](int c, int v, int line) {
    int q = line < 0 ? -1 : of_line[c][line];
    if (q < 0) {
      q = count[c]++;
      if (line >= 0) of_line[c][line] = q;
    }
    queues[c][q].values[queues[c][q].size++] = v;
  });
  Attackers a;
  for (int c = 0; c < 2; ++c) {
    for (;;) {
      Queue* best = nullptr;
      for (int q = 0; q < count[c]; ++q) {
        Queue& x = queues[c][q];
        if (x.next < x.size && (!best || x.values[x.next] < best->values[best->next])) best = &x;
      }
      if (!best) break;
      a.values[c].push_back(best->values[best->next++]);
    }
  }
  return a;
}

void attacker_counts(const Position& pos, Square target, const PinTable& table, int counts[2]) {
  counts[0] = counts[1] = 0;
  each_attacker(pos, target, table, [&](int c, int, int) { ++counts[c]; });
}

int exchange_gain(const Position& pos, Square target, Color by) {
  return exchange_gain(pos, target, by, PinTable(pos));
}

int exchange_gain(const Position& pos, Square target, Color by, const PinTable& pinned) {
  Piece victim = pos.at(target);
  if (!victim || chess::color_of(victim) == by) return 0;
  Attackers a = swap_list(pos, target, pinned);
  const auto& mine = a.values[colour_index(by)];
  const auto& theirs = a.values[colour_index(chess::opponent(by))];
  if (mine.empty()) return 0;
  const int king = kMaterial[chess::King];
  if (mine[0] == king && !theirs.empty()) return 0;  // the king cannot take a defended piece
  std::vector<int> gain{value(victim)};
  int on_square = mine[0];
  size_t used[2] = {1, 0};
  for (int side = 1;; side ^= 1) {
    const auto& list = side ? theirs : mine;
    const auto& other = side ? mine : theirs;
    if (used[side] >= list.size()) break;
    int piece = list[used[side]];
    if (piece == king && used[side ^ 1] < other.size()) break;  // into a defended square: illegal
    gain.push_back(on_square - gain.back());
    on_square = piece;
    ++used[side];
  }
  for (size_t d = gain.size() - 1; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
  return std::max(0, gain[0]);
}

int projected_gain(const Position& pos) { return projected_gain(pos, PinTable(pos)); }

int projected_gain(const Position& pos, const PinTable& pinned) {
  int best = 0;
  Color side = pos.side_to_move();
  for (int s = 0; s < 128; ++s) {
    if (!on_board(s)) continue;
    Piece p = pos.at(static_cast<Square>(s));
    if (!p || chess::color_of(p) == side || chess::type_of(p) == chess::King) continue;
    if (!pos.attacked(static_cast<Square>(s), side)) continue;  // no exchange to start (the quick test first)
    best = std::max(best, exchange_gain(pos, static_cast<Square>(s), side, pinned));
  }
  return best;
}

int material_term(const Position& pos) {
  int side[2] = {0, 0};
  for (int s = 0; s < 128; ++s) {
    if (!on_board(s)) continue;
    Piece p = pos.at(static_cast<Square>(s));
    if (p && chess::type_of(p) != chess::King) side[colour_index(chess::color_of(p))] += value(p);
  }
  int diff = side[0] - side[1], total = side[0] + side[1];
  if (std::abs(diff) >= kAheadThreshold && total > 0) return kMaterialScale * diff * kStartingMaterial / total;
  return kMaterialScale * diff;
}

int centre_term(const Position& pos) { return centre_term(pos, PinTable(pos)); }

int centre_term(const Position& pos, const PinTable& pinned) {
  int net = 0;
  for (int rank = 2; rank <= 5; ++rank)
    for (int file = 2; file <= 5; ++file) {
      int counts[2];
      attacker_counts(pos, chess::square(file, rank), pinned, counts);
      int white = kCentre[5 - rank][file - 2];  // White looks from rank 1: the far rank (6th) first
      int black = kCentre[rank - 2][5 - file];  // Black from rank 8: the 3rd rank first, files from h
      net += white * counts[0] - black * counts[1];
    }
  return net;
}

int development_term(const Position& pos) {
  int net = 0;
  for (int c = 0; c < 2; ++c) {
    Color colour = c ? chess::Black : chess::White;
    int home = c ? 7 : 0, pawns = c ? 6 : 1;
    int points = 0;
    for (int file = 2; file <= 5; ++file)
      if (pos.at(chess::square(file, pawns)) != chess::make_piece(chess::Pawn, colour)) points += kDevelopPawn;
    // A knight or bishop is developed when it has left its square and is still on the board: a
    // vacated home square counts only as far as pieces of that kind stand elsewhere (one taken
    // off is not developed; which one moved the board cannot tell, nor need it).
    auto developed = [&](chess::PieceType type, std::initializer_list<int> files) {
      const chess::Piece piece = chess::make_piece(type, colour);
      int vacated = 0, elsewhere = 0;
      for (int file : files) vacated += pos.at(chess::square(file, home)) != piece;
      for (int sq = 0; sq < 64; ++sq)
        if (pos.at(chess::square(sq % 8, sq / 8)) == piece)
          elsewhere += !(sq / 8 == home && (sq % 8 == *files.begin() || sq % 8 == *(files.begin() + 1)));
      return std::min(vacated, elsewhere);
    };
    points += developed(chess::Knight, {1, 6}) * kDevelopKnight;
    points += developed(chess::Bishop, {2, 5}) * kDevelopBishop;
    for (int file : {2, 6})
      if (pos.at(chess::square(file, home)) == chess::make_piece(chess::King, colour)) points += kDevelopCastled;
    net += c ? -points : points;
  }
  return net;
}

int pawn_term(const Position& pos) {
  // Pawns by file and colour: their ranks (at most six on a file).
  struct File {
    int ranks[8];
    int count = 0;
    bool empty() const { return count == 0; }
    size_t size() const { return static_cast<size_t>(count); }
    const int* begin() const { return ranks; }
    const int* end() const { return ranks + count; }
  };
  File pawns[2][8];
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      Piece p = pos.at(chess::square(file, rank));
      if (p && chess::type_of(p) == chess::Pawn) {
        File& f = pawns[colour_index(chess::color_of(p))][file];
        f.ranks[f.count++] = rank;
      }
    }
  int net = 0;
  for (int c = 0; c < 2; ++c) {
    Color colour = c ? chess::Black : chess::White;
    int forward = c ? -1 : 1;
    int points = 0;
    for (int file = 0; file < 8; ++file) {
      const auto& here = pawns[c][file];
      if (here.size() > 1) points += kDoubled * static_cast<int>(here.size() - 1);
      bool left = file > 0 && !pawns[c][file - 1].empty(), right = file < 7 && !pawns[c][file + 1].empty();
      for (int rank : here) {
        if (!left && !right) points += kIsolated;
        // Passed: no enemy pawn ahead on its file or the next.
        bool passed = true;
        for (int f = std::max(0, file - 1); f <= std::min(7, file + 1); ++f)
          for (int r : pawns[c ^ 1][f])
            if ((r - rank) * forward > 0) passed = false;
        if (passed) points += kPassed;
        // Backward: its neighbours are all ahead of it and an enemy pawn guards the square in front.
        bool behind_all = left || right;
        for (int f : {file - 1, file + 1})
          if (f >= 0 && f < 8)
            for (int r : pawns[c][f])
              if ((r - rank) * forward <= 0) behind_all = false;
        int front = rank + forward;
        if (behind_all && front >= 0 && front < 8) {
          bool guarded = false;
          for (int f : {file - 1, file + 1})
            if (f >= 0 && f < 8 && front + forward >= 0 && front + forward < 8 &&
                pos.at(chess::square(f, front + forward)) == chess::make_piece(chess::Pawn, chess::opponent(colour)))
              guarded = true;
          if (guarded) points += kBackward;
        }
      }
    }
    // Rooks on files without a pawn of their own.
    for (int rank = 0; rank < 8; ++rank)
      for (int file = 0; file < 8; ++file)
        if (pos.at(chess::square(file, rank)) == chess::make_piece(chess::Rook, colour) && pawns[c][file].empty())
          points += kOpenFile;
    net += c ? -points : points;
  }
  return net;
}

Terms evaluate_terms(const Position& pos) {
  Terms t;
  int fade = fade_percent(pos.fullmove_number());
  const PinTable pinned(pos);
  t.material = material_term(pos);
  int gain = projected_gain(pos, pinned) * kMaterialScale;
  t.exchange = pos.side_to_move() == chess::White ? gain : -gain;
  t.centre = fade ? centre_term(pos, pinned) * fade / 100 : 0;
  t.development = development_term(pos) * kDevelopmentUnit * fade / 100;
  t.pawns = pawn_term(pos) * kPawnUnit;
  return t;
}

int evaluate(const Position& pos) {
  int white = evaluate_terms(pos).total();
  return pos.side_to_move() == chess::White ? white : -white;
}

}  // namespace veteran::engines::kotok
