// A game: the moves played from a start position, and the rules that end a
// game without a mate: stalemate, threefold repetition, the 50-move rule and
// insufficient material. The tournament, not the engines, applies them.
#pragma once

#include "chess/position.hpp"

#include <string>
#include <vector>

namespace veteran::chess {

enum class Outcome { ongoing, white_wins, black_wins, draw };

struct Verdict {
  Outcome outcome = Outcome::ongoing;
  std::string reason;  // "checkmate", "stalemate", "threefold repetition", "50-move rule", "insufficient material"
  std::string result() const;  // PGN: "1-0", "0-1", "1/2-1/2", "*"
};

class Game {
 public:
  // `chess960`: Fischer random chess (Position's).
  explicit Game(const std::string& fen = Position::kStartFen, bool chess960 = false);

  const Position& position() const { return pos_; }
  Position& position() { return pos_; }
  const std::string& start_fen() const { return start_fen_; }
  const std::vector<Move>& moves() const { return moves_; }

  void play(const Move& m);
  Verdict verdict() const;
  // How often the present position has stood in this game, this time included.
  int occurrences() const;

 private:
  std::string start_fen_;
  Position pos_;
  std::vector<Move> moves_;
  std::vector<std::string> keys_;  // placement, side, castling, en passant: what repetition compares

  std::string key() const;
  bool insufficient_material() const;
};

}  // namespace veteran::chess
