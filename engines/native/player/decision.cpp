#include "engines/native/player/decision.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace veteran::engines::player {

using namespace chess;

namespace {

// PLAYER's order of generation: MOVES goes through the pieces by number,
// pawns 1-8, knights 9-10, bishops 11-12, rooks 13-14, queen 15, king 16
// (line 1325), and castling (98, 99) last. Which pawn is which number the
// input cards said; here, within a kind, by square from a1.
int generation_rank(const Position& position, const Move& m) {
  if (m.flags & Castle) return 7;
  return type_of(position.at(m.from));
}

bool castled_setup(const Position& p, Color c) {
  const int home = c == White ? 0 : 0x70;
  const uint8_t rights = c == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside);
  if (p.castling() & rights) return false;
  const Piece king = make_piece(King, c), rook = make_piece(Rook, c);
  return (p.at(Square(home + 6)) == king && p.at(Square(home + 5)) == rook) ||
         (p.at(Square(home + 2)) == king && p.at(Square(home + 3)) == rook);
}

}  // namespace

Castled castled_in(const std::string& fen, const std::vector<Move>& moves) {
  const Position p(fen);
  Castled c{castled_setup(p, White), castled_setup(p, Black)};
  // The moves carry their Castle flag (the rules library's moves), so the sides are counted off
  // rather than the game replayed: go() asks this at every move of a game.
  Color side = p.side_to_move();
  for (const Move& m : moves) {
    if (m.flags & Castle) (side == White ? c.white : c.black) = true;
    side = opponent(side);
  }
  return c;
}

Decision decide(const Position& position, const Castled& castled, const std::array<int, kParameters + 1>& weights) {
  const Color machine = position.side_to_move(), opponent_color = opponent(machine);
  std::vector<Move> candidates;
  for (const Move& m : position.legal_moves())
    if (m.promotion == None || m.promotion == Queen) candidates.push_back(m);  // its own pawns become queens
  if (candidates.empty()) throw std::runtime_error("PLAYER has no legal move (I RESIGN)");
  std::stable_sort(candidates.begin(), candidates.end(), [&](const Move& a, const Move& b) {
    int ra = generation_rank(position, a), rb = generation_rank(position, b);
    if (ra != rb) return ra < rb;
    return a.from < b.from;
  });

  Decision d;
  for (const Move& m : candidates) {
    Position after = position;
    after.play(m);
    const BoardView board(after);
    const SideView mine = board.side(machine), theirs = board.side(opponent_color);
    const bool machine_castled = castled.of(machine) || (m.flags & Castle);
    Assessment a;
    a.move = m;
    a.machine = pargen(board, mine, theirs, machine_castled, false);
    a.opponent = pargen(board, theirs, mine, castled.of(opponent_color), true);
    a.value = weighted_sum(a.machine, weights) - weighted_sum(a.opponent, weights);
    a.no_reply = theirs.moves.empty();
    if (a.no_reply) a.value += kNoReplyBonus;
    if (type_of(position.at(m.from)) == King && !(m.flags & Castle) && !castled.of(machine)) a.value -= kKingMoveCharge;
    d.moves.push_back(a);
  }
  // MAIN keeps the first of the best ("IF(MPAR(20).GT.MGTR)"): a stable sort.
  std::stable_sort(d.moves.begin(), d.moves.end(),
                   [](const Assessment& a, const Assessment& b) { return a.value > b.value; });
  return d;
}

std::string printout(const Position& position, const Decision& decision) {
  std::string out;
  char line[256];
  const Color machine = position.side_to_move();
  // The board as SITU printed OCCSQ: values, the machine's plus, the eighth rank first.
  for (int rank = 7; rank >= 0; --rank) {
    for (int file = 0; file < 8; ++file) {
      const Piece p = position.at(square(file, rank));
      const int v = p ? value_of(type_of(p)) * (color_of(p) == machine ? 1 : -1) : 0;
      std::snprintf(line, sizeof line, "%8d", v);
      out += line;
    }
    out += "\n";
  }
  out += "\n    MOVE";
  for (int k = 1; k <= kParameters; ++k) {
    std::snprintf(line, sizeof line, "%5d", k);
    out += line;
  }
  out += "  PAR20\n";
  for (const Assessment& a : decision.moves) {
    std::snprintf(line, sizeof line, "  %6s", a.move.uci().c_str());
    out += line;
    for (int k = 1; k <= kParameters; ++k) {
      std::snprintf(line, sizeof line, "%5d", a.parameter(k));
      out += line;
    }
    std::snprintf(line, sizeof line, "  %6d\n", a.value);
    out += line;
  }
  out += "     MY MOVE IS " + decision.chosen().move.uci() + "\n";
  if (decision.chosen().no_reply) out += "     CHECKMATE\n";
  return out;
}

}  // namespace veteran::engines::player
