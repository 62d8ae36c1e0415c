// Polyglot opening books in games, as cutechess-cli plays them: while the
// game is shorter than an engine's book depth (in moves each), the engine
// to move plays its book's move for the position, drawn by weight, unless
// the book has none or the move would repeat a position; the move is the
// book's, not the engine's ("book" in the PGN). When both engines have
// books, the line is drawn once before the game and kept for the games of
// the same pairing that repeat the opening (cutechess-cli's -repeat).
// The draws come from the event's seed, so a match is the same when run
// again, resumed or split into shards.
#pragma once

#include "veteran/engines/chess/game.hpp"
#include "veteran/engines/chess/polyglot_book.hpp"
#include "veteran/tournament/openings.hpp"

#include <cstdint>
#include <optional>

namespace veteran::tournament {

struct BookSide {
  const chess::PolyglotBook* book = nullptr;  // none: the engine plays from the start
  int depth = 1000;                           // moves each
};

// A number for one draw: the event's seed and what the draw is for (the
// game or line, the ply), mixed (SplitMix64's finaliser).
uint64_t book_draw(uint64_t seed, uint64_t what, uint64_t ply);

// The book move of `side` for the game as it stands, drawn with `random`.
std::optional<chess::Move> book_move(const chess::Game& game, const BookSide& side, uint64_t random);

// `opening` continued by the books of White and Black in turn (both must
// have one) for as long as they have moves; `line` names the draw.
Opening continue_by_books(Opening opening, const BookSide& white, const BookSide& black, uint64_t seed, uint64_t line);

}  // namespace veteran::tournament
