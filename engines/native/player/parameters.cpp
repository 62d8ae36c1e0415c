#include "engines/native/player/parameters.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace veteran::engines::player {

using namespace chess;

const std::array<const char*, kParameters + 1> kParameterNames = {
    "",          "mobility",         "material", "pawn advancement",  "centre control",
    "pressure",  "king protection",  "castle",   "early development", "attack I",
    "attack II", "pawn development", "exchange", "pawn pressure",     "danger I",
    "danger II", "attack III",       "attack IV"};

namespace {

bool inside(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
Square at_square(int file, int rank) { return square(file, rank); }

// What PARGEN reads of the board and the two sides.
struct Scene {
  const BoardView& board;
  const SideView& us;    // JPC, JPOSMV, JATTSQ: the side the parameters are for
  const SideView& them;  // KPC, KPOSMV, KATTSQ

  PieceType type_at(Square s) const { return type_of(board.at(s)); }
  bool ours(Square s) const { return board.at(s) && color_of(board.at(s)) == us.color; }
  bool theirs(Square s) const { return board.at(s) && color_of(board.at(s)) == them.color; }
  int value_at(Square s) const { return value_of(type_at(s)); }
};

int mover_value(const BoardView& board, const Move& m) { return value_of(type_of(board.at(m.from))); }
bool valued(int v, std::initializer_list<int> values) {
  return std::find(values.begin(), values.end(), v) != values.end();
}

// The files next to a king's (its own and one either side), as the listing
// steps them: off the board's edge it wraps three files back in.
int king_side_file(int king_file, int k) {
  int f = king_file + k - 1;
  if (f < 0) f += 3;
  if (f > 7) f -= 3;
  return f;
}

// PAR(9): a square of the opposing king's rank, or of the castle-pawn row,
// attacked by `pieces` (the values that count alone), `points` a reach.
int attack_points(const Scene& s, Square sq, std::initializer_list<int> pieces, int points) {
  const SquareAttack& a = s.us.at(sq);
  if (a.count == 0) return 0;
  if (a.count == 1) return valued(a.value, pieces) ? points : 0;
  int sum = points;
  if (!s.ours(sq))
    for (const Move& m : s.us.moves)
      if (m.to == sq && !(m.flags & Castle) && valued(mover_value(s.board, m), pieces)) sum += points;
  for (const Reach& r : s.us.reaches)
    if (r.phantom && r.to == sq && valued(value_of(r.piece), pieces)) sum += points;
  return sum;
}

// PAR(12): the exchanges on each of `them`'s pieces, `us` capturing first,
// each side with its least valuable piece. Returns the listing's JPAR(12)
// before its last division: gains, or -100 x the worst loss.
int exchanges(const Scene& s) {
  int gains = 0, worst = 0;
  for (int sq = 0; sq < 128; ++sq) {
    if (!on_board(sq) || !s.theirs(Square(sq)) || s.type_at(Square(sq)) == King) continue;
    const SquareAttack& defence = s.them.at(Square(sq));
    const SquareAttack& attack = s.us.at(Square(sq));
    const int piece = s.value_at(Square(sq));
    int defenders = defence.count, attackers = attack.count;
    if (attackers == 0) {
      gains += 10 * defenders;  // a guarded piece no one attacks
      continue;
    }
    if (defenders == 0) {
      worst = std::max(worst, piece);
      continue;
    }
    int lost = 0, gained = 0;
    if (attackers == 1) {
      if (attack.king) {  // a king cannot take a guarded piece
        gains += 10;
        continue;
      }
      gained = attack.value;
      lost = piece;
    } else if (defenders < attackers) {
      // Every defender is taken in turn; they take back the cheapest
      // attackers (the legal captures, not the batteries behind them).
      std::vector<int> capturers;
      for (const Move& m : s.us.moves)
        if (m.to == Square(sq)) capturers.push_back(mover_value(s.board, m));
      std::sort(capturers.begin(), capturers.end());
      int defence_value = defence.value;
      if (defence.king) {  // the king does not take back onto an attacked square
        --defenders;
        defence_value -= value_of(King);
      }
      lost = piece + defence_value;
      for (int i = 0; i < defenders && i < static_cast<int>(capturers.size()); ++i) gained += capturers[i];
    } else {
      // Every attacker is taken; the cheapest defenders are lost to them.
      std::vector<int> guards;
      for (const Reach& r : s.them.reaches)
        if (r.phantom && r.to == Square(sq)) guards.push_back(value_of(r.piece));
      std::sort(guards.begin(), guards.end());
      int attack_value = attack.value;
      if (attack.king) {  // nor does the attacking king take a guarded piece
        --attackers;
        attack_value -= value_of(King);
      }
      gained = attack_value;
      lost = piece;
      for (int i = 0; i < attackers - 1 && i < static_cast<int>(guards.size()); ++i) lost += guards[i];
    }
    if (lost > gained)
      worst = std::max(worst, lost - gained);
    else
      gains += gained - lost;
  }
  return worst ? -100 * worst : gains;
}

// PAR(13): `them`'s pieces an `us` pawn can threaten with one move, from a
// square where it is not taken.
int pawn_pressure(const Scene& s) {
  int sum = 0;
  const int back = -s.us.forward;
  for (int sq = 0; sq < 128; ++sq) {
    if (!on_board(sq) || !s.theirs(Square(sq)) || s.type_at(Square(sq)) == Pawn) continue;
    const int rank = rank_of(Square(sq)) + back;
    if (rank < 2 || rank > 5) continue;  // "IF(I1.GT.6) ... IF(I1.LT.3)"
    for (int file : {file_of(Square(sq)) - 1, file_of(Square(sq)) + 1}) {
      if (!inside(file, rank)) continue;
      const Square t = at_square(file, rank);
      bool pawn_goes = false;
      for (const Move& m : s.us.moves)
        if (m.to == t && s.type_at(m.from) == Pawn) pawn_goes = true;
      if (!pawn_goes) continue;
      // Supported: attacked by `us`, or a rook or queen behind on the file.
      bool supported = s.us.at(t).count > 0;
      for (int r = rank + back; !supported && r >= 0 && r < 8; r += back) {
        const Square b = at_square(file, r);
        if (!s.board.at(b) || (s.ours(b) && s.type_at(b) == Pawn)) continue;
        supported = s.ours(b) && (s.type_at(b) == Rook || s.type_at(b) == Queen);
        break;
      }
      if (!supported) {
        if (s.them.at(t).count == 0) sum += 10;
        continue;
      }
      bool pawn_guards = false;
      for (const Reach& r : s.them.reaches)
        if (r.to == t && r.piece == Pawn) pawn_guards = true;
      if (!pawn_guards) sum += 10;
    }
  }
  return sum;
}

// PAR(14) and PAR(16): `attacker`'s rooks and queens that can reach an open
// file of `defender`'s king's side unchallenged, scanning each file out from
// the defender's back rank; 10 each, and 50 more where the attackers of
// that back-rank square, the arriving piece counted, would outnumber its guards.
int open_files(const Scene& s, const SideView& attacker, const SideView& defender, int points, int extra) {
  int sum = 0;
  const int home = rank_of(defender.king), king_file = file_of(defender.king);
  for (int file = 0; file < 8; ++file) {
    const Square back = at_square(file, home);
    for (int rank = home + defender.forward; rank >= 0 && rank < 8; rank += defender.forward) {
      const Square t = at_square(file, rank);
      for (const Move& m : attacker.moves) {
        if (m.to != t || (m.flags & Castle) || !valued(mover_value(s.board, m), {90, 50})) continue;
        if (defender.at(t).count != 0 || file_of(m.from) == file) continue;
        sum += points;
        if (attacker.at(back).count + 1 > defender.at(back).count) sum += extra;
      }
      if (!s.board.at(t)) continue;
      if (std::abs(rank - home) != 1) break;
      bool castle_pawn = false;
      for (int k = 0; k < 3; ++k) castle_pawn |= king_side_file(king_file, k) == file;
      if (!castle_pawn) break;
    }
  }
  return sum;
}

// PAR(15) and PAR(17): `attacker`'s queens and bishops that can reach,
// unchallenged, a diagonal leading to the square in front of `defender`'s
// king (its castle pawns), when not already on one.
int open_diagonals(const Scene& s, const SideView& attacker, const SideView& defender, int points, int extra) {
  int sum = 0;
  const int front = rank_of(defender.king) + defender.forward;
  if (front < 0 || front > 7) return 0;
  for (int k = 0; k < 3; ++k) {
    const int file = king_side_file(file_of(defender.king), k);
    const Square pawn_square = at_square(file, front);
    for (int step : {-1, 1}) {
      // The listing walks the diagonal to the edge without looking at what stands on it.
      for (int rank = front + defender.forward, f = file + step; inside(f, rank); rank += defender.forward, f += step) {
        const Square t = at_square(f, rank);
        if (defender.at(t).count != 0) continue;
        for (const Move& m : attacker.moves) {
          if (m.to != t || !valued(mover_value(s.board, m), {90, 32})) continue;
          bool already = false;
          for (const Move& n : attacker.moves)
            if (n.from == m.from && n.to == pawn_square) already = true;
          if (already) continue;
          sum += points;
          if (attacker.at(pawn_square).count + 1 > defender.at(pawn_square).count) sum += extra;
        }
      }
    }
  }
  return sum;
}

}  // namespace

Parameters pargen(const BoardView& board, const SideView& side, const SideView& other, bool castled, bool about_other) {
  Parameters p{};
  if (side.moves.empty()) return p;  // "IF(JNT.EQ.0) GO TO 450"
  const Scene s{board, side, other};
  const int fwd = side.forward;

  p[1] = static_cast<int>(side.moves.size());

  // 2, 3: material without the king; the squares of the pawns' advances.
  for (int sq = 0; sq < 128; ++sq) {
    if (!on_board(sq) || !s.ours(Square(sq))) continue;
    const PieceType t = s.type_at(Square(sq));
    if (t != King) p[2] += value_of(t);
    if (t == Pawn) {
      const int advance = fwd > 0 ? rank_of(Square(sq)) - 1 : 6 - rank_of(Square(sq));
      p[3] += advance * advance;
    }
  }

  // 4: pawns on the own two centre squares (d4 e4 for White, d5 e5 for
  // Black), those guarding them from e3 / d3, and pawns attacking an
  // opposing pawn there.
  const int centre_rank = fwd > 0 ? 3 : 4;
  auto own_pawn = [&](int file, int rank) {
    return inside(file, rank) && s.ours(at_square(file, rank)) && s.type_at(at_square(file, rank)) == Pawn;
  };
  auto their_pawn = [&](int file, int rank) {
    return inside(file, rank) && s.theirs(at_square(file, rank)) && s.type_at(at_square(file, rank)) == Pawn;
  };
  for (int file : {3, 4}) {
    const int partner = file == 3 ? 4 : 3;
    if (own_pawn(file, centre_rank)) p[4] += 10 + (own_pawn(partner, centre_rank - fwd) ? 10 : 0);
    if (their_pawn(file, centre_rank))
      for (int f : {file - 1, file + 1})
        if (own_pawn(f, centre_rank - fwd)) p[4] += 10;
  }

  // 5: reduced to one move; to king moves only (castling is not a king move:
  // the listing codes it 98/99, with no piece number).
  if (side.moves.size() == 1) p[5] -= 1;
  bool other_than_king = false;
  for (const Move& m : side.moves)
    if ((m.flags & Castle) || s.type_at(m.from) != King) other_than_king = true;
  if (!other_than_king) p[5] -= 1;

  // 6: own pieces on the three squares in front of the king.
  const int king_rank = rank_of(side.king), king_file = file_of(side.king);
  for (int f = king_file - 1; f <= king_file + 1; ++f)
    if (inside(f, king_rank + fwd) && s.ours(at_square(f, king_rank + fwd))) p[6] += 10;

  // 7: castled, or able to castle now.
  if (castled)
    p[7] = 200;
  else
    for (const Move& m : side.moves)
      if (m.flags & Castle) p[7] = 100;

  // 8: knights, bishops and the queen off the back rank.
  const int back_rank = fwd > 0 ? 0 : 7;
  for (int sq = 0; sq < 128; ++sq) {
    if (!on_board(sq) || !s.ours(Square(sq))) continue;
    const PieceType t = s.type_at(Square(sq));
    if ((t == Knight || t == Bishop || t == Queen) && rank_of(Square(sq)) != back_rank) p[8] += 10;
  }

  // 9: rooks and queens on the opposing king's rank; queens, bishops and
  // rooks on its castle pawns (5 for the one straight in front).
  if (other.king != kNoSquare) {
    const int their_rank = rank_of(other.king), their_file = file_of(other.king);
    for (int f = 0; f < 8; ++f) p[9] += attack_points(s, at_square(f, their_rank), {50, 90}, 10);
    const int pawns_rank = their_rank - fwd;
    for (int k = 0; k < 3; ++k) {
      const int f = their_file + k - 1;
      if (inside(f, pawns_rank)) p[9] += attack_points(s, at_square(f, pawns_rank), {32, 90, 50}, k == 1 ? 5 : 10);
    }
  }

  // 10: opposing pieces attacked; 11: own pawns with an opposing pawn ahead.
  for (int sq = 0; sq < 128; ++sq) {
    if (!on_board(sq)) continue;
    if (s.theirs(Square(sq)) && s.type_at(Square(sq)) != King && side.at(Square(sq)).count > 0) p[10] += 10;
    if (s.ours(Square(sq)) && s.type_at(Square(sq)) == Pawn) {
      int rank = rank_of(Square(sq));
      for (int step = 0; step < 5; ++step) {
        rank += fwd;
        if (rank > 6 || rank < 1) break;
        if (their_pawn(file_of(Square(sq)), rank)) {
          p[11] -= 10;
          break;
        }
      }
    }
  }

  if (!about_other) return p;
  p[12] = -exchanges(s) / 10;
  p[13] = pawn_pressure(s);
  if (other.king != kNoSquare) {
    p[14] = open_files(s, side, other, 10, 50);
    p[15] = open_diagonals(s, side, other, 10, 50);
  }
  if (side.king != kNoSquare) {
    p[16] = -open_files(s, other, side, 10, 50);
    p[17] = -open_diagonals(s, other, side, 10, 50);
  }
  return p;
}

int weighted_sum(const Parameters& p, const std::array<int, kParameters + 1>& weights) {
  int sum = 0;
  for (int k = 1; k <= kParameters; ++k) sum += p[k] * weights[k];
  return sum;
}

}  // namespace veteran::engines::player
