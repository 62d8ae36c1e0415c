#include "tournament/opening_books.hpp"

namespace veteran::tournament {

uint64_t book_draw(uint64_t seed, uint64_t what, uint64_t ply) {
  uint64_t z = seed ^ (what * 0x9E3779B97F4A7C15ULL) ^ (ply * 0xD1B54A32D192ED03ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

BookStream::BookStream(uint32_t seed, uint64_t already_drawn) : random_(seed) {
  while (drawn_ < already_drawn) next();
}

uint64_t BookStream::next() {
  ++drawn_;
  return random_.next();
}

std::optional<chess::Move> book_move(const chess::Game& game, const BookSide& side, const BookRandom& random) {
  if (!side.book || static_cast<long long>(game.moves().size()) >= 2LL * side.depth) return std::nullopt;
  const size_t ply = game.moves().size();
  auto move = side.book->choose(game.position(), [&] { return random(ply); });
  if (!move) return std::nullopt;
  chess::Game after = game;
  after.play(*move);
  if (after.occurrences() > 1) return std::nullopt;  // cutechess-cli plays no book move that repeats
  return move;
}

Opening continue_by_books(Opening opening, const BookSide& white, const BookSide& black, const BookRandom& random) {
  chess::Game game(opening.fen);
  for (const auto& m : opening.moves) game.play(m);
  for (;;) {
    const BookSide& side = game.position().side_to_move() == chess::White ? white : black;
    auto move = book_move(game, side, random);
    if (!move) break;
    game.play(*move);
    if (game.verdict().outcome != chess::Outcome::ongoing) break;  // a book move that ends the game is not played
    opening.moves.push_back(*move);
  }
  return opening;
}

}  // namespace veteran::tournament
