// Polyglot opening books (.bin), the format PolyGlot, cutechess-cli, Arena
// and most chess GUIs read: entries of 16 bytes, big-endian, sorted by key:
// the position's key (a Zobrist hash over kPolyglotRandom), the move, its
// weight and a learning field the format leaves to its writers.
#pragma once

#include "chess/position.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::chess {

extern const std::array<uint64_t, 781> kPolyglotRandom;

// The position's key as the format defines it: each piece on its square,
// the castling rights, an en passant file only when a pawn of the side to
// move stands beside the pawn that passed, and White to move.
uint64_t polyglot_key(const Position& position);

struct BookEntry {
  uint64_t key = 0;
  uint16_t move = 0;  // to file 0-2, to rank 3-5, from file 6-8, from rank 9-11, promotion 12-14 (1 N ... 4 Q)
  uint16_t weight = 0;
  uint32_t learn = 0;
};

class PolyglotBook {
 public:
  // A book on disk, looked up where it lies (a binary search of the file,
  // entry by entry), so that a book of any size costs no memory; its entries'
  // order is checked once as it is opened, reading it piece by piece. Throws
  // std::runtime_error naming the file: missing or unreadable, a folder, a
  // FIFO or device (refused before anything waits on it), a size that is not
  // a whole number of entries, or entries out of key order.
  static PolyglotBook load(const std::string& path);
  static PolyglotBook from_bytes(const std::string& bytes, const std::string& source);
  // The file's bytes for these entries (sorted by key first): books for tests.
  static std::string to_bytes(std::vector<BookEntry> entries);

  size_t size() const { return file_ ? count_ : entries_.size(); }
  // Every entry of a position, in the file's order.
  std::vector<BookEntry> entries(uint64_t key) const;
  // A move for `position` drawn by weight as cutechess-cli draws it (its
  // OpeningBook::move over a book read into memory, -bookmode ram): the
  // entries of one move merged, their weights added, in the reverse of the
  // file's order (its QMultiMap keeps the newest first); then the first
  // entry whose running sum of weights exceeds `draw()` modulo the total.
  // `draw` is called only when there is something to draw from. None when
  // the position is not in the book, its weights are all 0, or the entry
  // drawn is not a legal move.
  std::optional<Move> choose(const Position& position, const std::function<uint64_t()>& draw) const;
  std::optional<Move> choose(const Position& position, uint64_t random) const {
    return choose(position, [random] { return random; });
  }

  // A move's 16 bits and back (castling is the king taking its own rook, e1h1).
  static uint16_t encode(const Move& move);
  // The legal move of `position` the bits name, if any.
  static std::optional<Move> decode(const Position& position, uint16_t bits);

 private:
  struct File;  // an open book file: its descriptor and number of entries
  std::vector<BookEntry> entries_;
  std::shared_ptr<const File> file_;
  size_t count_ = 0;  // the file's entries
  BookEntry entry(size_t index) const;
};

}  // namespace veteran::chess
