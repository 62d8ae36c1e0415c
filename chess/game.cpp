#include "chess/game.hpp"

#include <algorithm>

namespace veteran::chess {

std::string Verdict::result() const {
  switch (outcome) {
    case Outcome::white_wins: return "1-0";
    case Outcome::black_wins: return "0-1";
    case Outcome::draw: return "1/2-1/2";
    default: return "*";
  }
}

Game::Game(const std::string& fen, bool chess960) : start_fen_(fen), pos_(fen, chess960) { keys_.push_back(key()); }

int Game::occurrences() const { return static_cast<int>(std::count(keys_.begin(), keys_.end(), keys_.back())); }

// The FEN without the clocks. The en passant square counts only when a
// capture there is legal, as the FIDE rules have it for repetition.
std::string Game::key() const {
  std::string fen = pos_.fen();
  auto cut = fen.rfind(' ', fen.rfind(' ') - 1);
  std::string k = fen.substr(0, cut);
  if (pos_.en_passant() != kNoSquare) {
    auto legal = pos_.legal_moves();
    bool capture = std::any_of(legal.begin(), legal.end(), [](const Move& m) { return m.flags & EnPassant; });
    if (!capture) k = k.substr(0, k.rfind(' ')) + " -";
  }
  return k;
}

void Game::play(const Move& m) {
  pos_.play(m);
  moves_.push_back(m);
  keys_.push_back(key());
}

bool Game::insufficient_material() const {
  int minors = 0, bishops_on_light = 0, bishops_on_dark = 0;
  for (int s = 0; s < 128; ++s) {
    if (s & 0x88) continue;
    Piece p = pos_.at(static_cast<Square>(s));
    switch (type_of(p)) {
      case None:
      case King: break;
      case Knight: ++minors; break;
      case Bishop:
        ++minors;
        ((file_of(static_cast<Square>(s)) + rank_of(static_cast<Square>(s))) % 2 ? bishops_on_light
                                                                                 : bishops_on_dark)++;
        break;
      default: return false;  // a pawn, rook or queen can still mate
    }
  }
  // K v K, K+minor v K, or bishops only, all on squares of one colour.
  return minors <= 1 || (minors == bishops_on_light + bishops_on_dark && (!bishops_on_light || !bishops_on_dark));
}

Verdict Game::verdict() const {
  if (pos_.legal_moves().empty()) {
    if (!pos_.in_check()) return {Outcome::draw, "stalemate"};
    return {pos_.side_to_move() == White ? Outcome::black_wins : Outcome::white_wins, "checkmate"};
  }
  if (std::count(keys_.begin(), keys_.end(), keys_.back()) >= 3) return {Outcome::draw, "threefold repetition"};
  if (pos_.halfmove_clock() >= 100) return {Outcome::draw, "50-move rule"};
  if (insufficient_material()) return {Outcome::draw, "insufficient material"};
  return {};
}

}  // namespace veteran::chess
