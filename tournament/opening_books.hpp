// Polyglot opening books in games, as cutechess-cli plays them: while the
// game is shorter than an engine's book depth (in moves each), the engine
// to move plays its book's move for the position, drawn by weight, unless
// the book has none or the move would repeat a position; the move is the
// book's, not the engine's ("book" in the PGN). When both engines have
// books, the line is drawn once before the game and kept for the games of
// the same pairing that repeat the opening (cutechess-cli's -repeat).
// The draws come from the event's seed, so a match is the same when run
// again, resumed or split into shards: veteran's own draws, a number for
// each game and ply (book_draw), or in `veteran match` at -concurrency 1
// cutechess-cli's own stream (BookStream), so that the same -srand gives
// the same book moves as cutechess-cli.
#pragma once

#include "chess/game.hpp"
#include "chess/polyglot_book.hpp"
#include "tournament/cutechess/cutechess_random.hpp"
#include "tournament/openings.hpp"

#include <cstdint>
#include <functional>
#include <optional>

namespace veteran::tournament {

struct BookSide {
  const chess::PolyglotBook* book = nullptr;  // none: the engine plays from the start
  int depth = 1000;                           // moves each
};

// A number for one draw: the event's seed and what the draw is for (the
// game or line, the ply), mixed (SplitMix64's finaliser).
uint64_t book_draw(uint64_t seed, uint64_t what, uint64_t ply);

// Where a book's draws come from: called with the game's ply, and only when
// the book has something to draw from.
using BookRandom = std::function<uint64_t(size_t ply)>;

// cutechess-cli's stream for the books of a match (-srand's, past the
// draws its random opening order took), counted so that a resumed match
// takes it up where it stood.
class BookStream {
 public:
  BookStream(uint32_t seed, uint64_t already_drawn);
  uint64_t next();
  uint64_t drawn() const { return drawn_; }

 private:
  CutechessRandom random_;
  uint64_t drawn_ = 0;
};

// The book move of `side` for the game as it stands, drawn with `random`.
std::optional<chess::Move> book_move(const chess::Game& game, const BookSide& side, const BookRandom& random);

// `opening` continued by the books of White and Black in turn (both must
// have one) for as long as they have moves, as cutechess-cli's
// ChessGame::generateOpening plays them.
Opening continue_by_books(Opening opening, const BookSide& white, const BookSide& black, const BookRandom& random);

}  // namespace veteran::tournament
