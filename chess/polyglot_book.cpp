#include "chess/polyglot_book.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace veteran::chess {

namespace {

constexpr size_t kEntryBytes = 16;

// The format's index of a piece: black pawn 0, white pawn 1, black knight 2 ... white king 11.
int piece_kind(Piece p) { return 2 * (type_of(p) - 1) + (color_of(p) == White ? 1 : 0); }

uint64_t read_big_endian(const std::string& bytes, size_t at, int count) {
  uint64_t v = 0;
  for (int i = 0; i < count; ++i) v = v << 8 | static_cast<unsigned char>(bytes[at + static_cast<size_t>(i)]);
  return v;
}

void write_big_endian(std::string& out, uint64_t v, int count) {
  for (int i = count - 1; i >= 0; --i) out.push_back(static_cast<char>(v >> (8 * i) & 0xFF));
}

}  // namespace

uint64_t polyglot_key(const Position& position) {
  uint64_t key = 0;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file)
      if (Piece p = position.at(square(file, rank)))
        key ^= kPolyglotRandom[static_cast<size_t>(64 * piece_kind(p) + 8 * rank + file)];
  const uint8_t rights = position.castling();
  if (rights & WhiteKingside) key ^= kPolyglotRandom[768];
  if (rights & WhiteQueenside) key ^= kPolyglotRandom[769];
  if (rights & BlackKingside) key ^= kPolyglotRandom[770];
  if (rights & BlackQueenside) key ^= kPolyglotRandom[771];
  if (const Square ep = position.en_passant(); ep != kNoSquare) {
    // Only when a pawn of the side to move could take: it stands beside the pawn that passed.
    const Color us = position.side_to_move();
    const int pawn_rank = us == White ? 4 : 3;
    bool capturable = false;
    for (int f : {file_of(ep) - 1, file_of(ep) + 1})
      if (f >= 0 && f < 8 && position.at(square(f, pawn_rank)) == make_piece(Pawn, us)) capturable = true;
    if (capturable) key ^= kPolyglotRandom[static_cast<size_t>(772 + file_of(ep))];
  }
  if (position.side_to_move() == White) key ^= kPolyglotRandom[780];
  return key;
}

struct PolyglotBook::File {
  int fd = -1;
  size_t count = 0;
  std::string path;
  ~File() {
    if (fd >= 0) ::close(fd);
  }
};

namespace {

// The largest book veteran opens: four times the largest published ones.
constexpr uint64_t kMaxBookBytes = uint64_t{4} << 30;

void read_at(int fd, char* into, size_t size, uint64_t at, const std::string& path) {
  for (size_t got = 0; got < size;) {
    const ssize_t n = ::pread(fd, into + got, size - got, static_cast<off_t>(at + got));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      throw std::runtime_error("opening book " + path + ": cannot be read" +
                               (n < 0 ? std::string(": ") + std::strerror(errno) : std::string(" (cut short)")));
    got += static_cast<size_t>(n);
  }
}

BookEntry entry_at(const std::string& bytes, size_t at) {
  return BookEntry{read_big_endian(bytes, at, 8), static_cast<uint16_t>(read_big_endian(bytes, at + 8, 2)),
                   static_cast<uint16_t>(read_big_endian(bytes, at + 10, 2)),
                   static_cast<uint32_t>(read_big_endian(bytes, at + 12, 4))};
}

std::string out_of_order(const std::string& source, size_t index) {
  return "opening book " + source + ": entry " + std::to_string(index + 1) +
         " is out of key order (not a Polyglot book, or a damaged one)";
}

}  // namespace

PolyglotBook PolyglotBook::load(const std::string& path) {
  auto file = std::make_shared<File>();
  file->path = path;
  // O_NONBLOCK: a FIFO is refused below instead of waiting for a writer in open().
  file->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (file->fd < 0) throw std::runtime_error("opening book " + path + ": cannot be read: " + std::strerror(errno));
  struct stat st {};
  if (::fstat(file->fd, &st) != 0)
    throw std::runtime_error("opening book " + path + ": cannot be read: " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw std::runtime_error("opening book " + path + ": is a folder, not a Polyglot book");
  if (!S_ISREG(st.st_mode))
    throw std::runtime_error("opening book " + path + ": not a regular file (a FIFO, device or socket); a book " +
                             "is a .bin file");
  const uint64_t bytes = static_cast<uint64_t>(st.st_size);
  if (bytes > kMaxBookBytes)
    throw std::runtime_error("opening book " + path + ": larger than 4 GiB; no Polyglot book is");
  if (bytes % kEntryBytes != 0)
    throw std::runtime_error("opening book " + path + ": " + std::to_string(bytes) +
                             " bytes, not a whole number of 16-byte Polyglot entries");
  file->count = static_cast<size_t>(bytes / kEntryBytes);
  // The keys' order, checked a piece at a time.
  constexpr size_t kPiece = kEntryBytes * 65536;
  std::string piece;
  uint64_t previous = 0;
  for (uint64_t at = 0; at < bytes; at += kPiece) {
    piece.resize(static_cast<size_t>(std::min<uint64_t>(kPiece, bytes - at)));
    read_at(file->fd, piece.data(), piece.size(), at, path);
    for (size_t i = 0; i < piece.size(); i += kEntryBytes) {
      const uint64_t key = read_big_endian(piece, i, 8);
      if (key < previous) throw std::runtime_error(out_of_order(path, static_cast<size_t>((at + i) / kEntryBytes)));
      previous = key;
    }
  }
  PolyglotBook book;
  book.count_ = file->count;
  book.file_ = std::move(file);
  return book;
}

BookEntry PolyglotBook::entry(size_t index) const {
  if (!file_) return entries_[index];
  std::string bytes(kEntryBytes, '\0');
  read_at(file_->fd, bytes.data(), kEntryBytes, uint64_t{index} * kEntryBytes, file_->path);
  return entry_at(bytes, 0);
}

PolyglotBook PolyglotBook::from_bytes(const std::string& bytes, const std::string& source) {
  if (bytes.size() % kEntryBytes != 0)
    throw std::runtime_error("opening book " + source + ": " + std::to_string(bytes.size()) +
                             " bytes, not a whole number of 16-byte Polyglot entries");
  PolyglotBook book;
  book.entries_.reserve(bytes.size() / kEntryBytes);
  for (size_t at = 0; at < bytes.size(); at += kEntryBytes) {
    const BookEntry e = entry_at(bytes, at);
    if (!book.entries_.empty() && e.key < book.entries_.back().key)
      throw std::runtime_error(out_of_order(source, at / kEntryBytes));
    book.entries_.push_back(e);
  }
  return book;
}

std::string PolyglotBook::to_bytes(std::vector<BookEntry> entries) {
  std::stable_sort(entries.begin(), entries.end(),
                   [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
  std::string out;
  for (const BookEntry& e : entries) {
    write_big_endian(out, e.key, 8);
    write_big_endian(out, e.move, 2);
    write_big_endian(out, e.weight, 2);
    write_big_endian(out, e.learn, 4);
  }
  return out;
}

std::vector<BookEntry> PolyglotBook::entries(uint64_t key) const {
  // The first entry with the key, by bisection (in memory or in the file).
  size_t low = 0, high = size();
  while (low < high) {
    const size_t mid = low + (high - low) / 2;
    if (entry(mid).key < key)
      low = mid + 1;
    else
      high = mid;
  }
  std::vector<BookEntry> found;
  for (size_t i = low; i < size(); ++i) {
    const BookEntry e = entry(i);
    if (e.key != key) break;
    found.push_back(e);
  }
  return found;
}

std::optional<Move> PolyglotBook::choose(const Position& position, const std::function<uint64_t()>& draw) const {
  std::vector<BookEntry> merged;  // newest first, as cutechess-cli's OpeningBook::addEntry leaves them
  for (const BookEntry& e : entries(polyglot_key(position))) {
    auto same = std::find_if(merged.begin(), merged.end(), [&](const BookEntry& m) { return m.move == e.move; });
    if (same != merged.end())
      same->weight = static_cast<uint16_t>(same->weight + e.weight);
    else
      merged.insert(merged.begin(), e);
  }
  uint64_t total = 0;
  for (const BookEntry& e : merged) total += e.weight;
  if (total == 0) return std::nullopt;
  const uint64_t pick = draw() % total;
  uint64_t sum = 0;
  for (const BookEntry& e : merged) {
    sum += e.weight;
    if (sum > pick) return decode(position, e.move);
  }
  return std::nullopt;
}

uint16_t PolyglotBook::encode(const Move& m) {
  Square to = m.to;
  if (m.flags & Castle) to = square(file_of(m.to) == 6 ? 7 : 0, rank_of(m.from));  // the king takes its rook
  int promotion = 0;
  switch (m.promotion) {
    case Knight: promotion = 1; break;
    case Bishop: promotion = 2; break;
    case Rook: promotion = 3; break;
    case Queen: promotion = 4; break;
    default: break;
  }
  return static_cast<uint16_t>(file_of(to) | rank_of(to) << 3 | file_of(m.from) << 6 | rank_of(m.from) << 9 |
                               promotion << 12);
}

std::optional<Move> PolyglotBook::decode(const Position& position, uint16_t bits) {
  for (const Move& m : position.legal_moves())
    if (encode(m) == bits) return m;
  return std::nullopt;
}

}  // namespace veteran::chess
