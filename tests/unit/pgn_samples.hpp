// Games for the PGN tests: castling both ways, en passant, promotion with
// check, a game from a FEN, comments with think times.
#pragma once

#include "chess/pgn.hpp"

#include <vector>

namespace veteran::test {

inline chess::PgnGame make_game(const char* fen, std::initializer_list<const char*> uci, const char* result) {
  chess::PgnGame g;
  g.start_fen = fen;
  chess::Position pos(fen);
  int n = 0;
  for (const char* m : uci) {
    auto move = pos.parse_uci(m);
    pos.play(move);
    g.moves.push_back(move);
    g.comments.push_back(++n % 3 == 0 ? "3.2s emulated" : "");
  }
  g.result = result;
  g.set_tag("Event", "veteran test");
  g.set_tag("White", "microchess@native \"1976\"");
  g.set_tag("Black", "sargon@trs80");
  g.set_tag("Termination", "normal");
  return g;
}

inline std::vector<chess::PgnGame> sample_games() {
  return {
      make_game(chess::Position::kStartFen,
                {"e2e4", "d7d5", "e4e5", "f7f5", "e5f6", "g8f6", "g1f3", "b8c6", "f1b5", "c8d7", "e1g1", "e7e6", "d2d4",
                 "d8e7", "b1c3", "e8c8"},
                "*"),
      make_game("4k3/1P6/8/8/8/8/6K1/8 w - - 0 60", {"b7b8q", "e8d7", "b8b5", "d7e6", "g2g3"}, "1-0"),
      make_game(chess::Position::kStartFen, {"f2f3", "e7e5", "g2g4", "d8h4"}, "0-1"),
  };
}

}  // namespace veteran::test
