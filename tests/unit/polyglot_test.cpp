// Polyglot opening books: the keys against the test positions the format's
// specification publishes, a book of our own written and read back, moves
// drawn by weight, castling and promotions in the format's bits, and damaged
// files refused with their name.
#include "chess/polyglot_book.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>
#include <filesystem>
#include <fstream>

using namespace veteran::chess;

namespace {
Position after(const std::vector<std::string>& moves) {
  Position p;
  for (const auto& m : moves) p.play(p.parse_uci(m));
  return p;
}
}  // namespace

TEST_CASE("polyglot: keys of the specification's test positions", "[polyglot]") {
  CHECK(polyglot_key(Position()) == 0x463b96181691fc9cULL);
  CHECK(polyglot_key(after({"e2e4"})) == 0x823c9b50fd114196ULL);
  CHECK(polyglot_key(after({"e2e4", "d7d5"})) == 0x0756b94461c50fb0ULL);
  CHECK(polyglot_key(after({"e2e4", "d7d5", "e4e5"})) == 0x662fafb965db29d4ULL);
  // An en passant file counts: the e5 pawn can take on f6.
  CHECK(polyglot_key(after({"e2e4", "d7d5", "e4e5", "f7f5"})) == 0x22a48b5a8e47ff78ULL);
  CHECK(polyglot_key(after({"e2e4", "d7d5", "e4e5", "f7f5", "e1e2"})) == 0x652a607ca3f242c1ULL);
  CHECK(polyglot_key(after({"e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"})) == 0x00fdd303c946bdd9ULL);
  CHECK(polyglot_key(after({"a2a4", "b7b5", "h2h4", "b5b4", "c2c4"})) == 0x3c8123ea7b067637ULL);
  CHECK(polyglot_key(after({"a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"})) == 0x5c3f9b829b279560ULL);
}

TEST_CASE("polyglot: a book written and read back; moves drawn by weight", "[polyglot]") {
  const Position start;
  const uint64_t key = polyglot_key(start);
  std::vector<BookEntry> entries = {
      {key, PolyglotBook::encode(start.parse_uci("e2e4")), 3, 0},
      {key, PolyglotBook::encode(start.parse_uci("d2d4")), 1, 0},
      {polyglot_key(after({"e2e4"})), PolyglotBook::encode(after({"e2e4"}).parse_uci("c7c5")), 5, 7},
  };
  PolyglotBook book = PolyglotBook::from_bytes(PolyglotBook::to_bytes(entries), "test.bin");
  REQUIRE(book.size() == 3);
  auto found = book.entries(key);
  REQUIRE(found.size() == 2);
  CHECK(found[0].weight == 3);
  CHECK(book.entries(polyglot_key(after({"e2e4"})))[0].learn == 7);
  // Total weight 4, the entries newest first as cutechess-cli keeps a book in memory: 0 picks
  // d2d4 (weight 1, the file's last), 1-3 pick e2e4 (weight 3).
  CHECK(book.choose(start, 0)->uci() == "d2d4");
  CHECK(book.choose(start, 1)->uci() == "e2e4");
  CHECK(book.choose(start, 3)->uci() == "e2e4");
  CHECK(book.choose(start, 4)->uci() == "d2d4");
  // Two entries of one move are one, their weights added, where the first of them stood.
  std::vector<BookEntry> twice = entries;
  twice.push_back({key, PolyglotBook::encode(start.parse_uci("e2e4")), 4, 0});  // e2e4 now 7 of 8
  PolyglotBook merged = PolyglotBook::from_bytes(PolyglotBook::to_bytes(twice), "twice.bin");
  CHECK(merged.choose(start, 0)->uci() == "d2d4");
  CHECK(merged.choose(start, 1)->uci() == "e2e4");
  CHECK(merged.choose(start, 7)->uci() == "e2e4");
  int draws = 0;  // a position out of the book draws nothing from the stream
  CHECK_FALSE(book.choose(after({"d2d4"}), [&] { return static_cast<uint64_t>(++draws); }));
  CHECK(draws == 0);
  CHECK_FALSE(book.choose(after({"d2d4"}), 0));  // not in the book
  // A zero weight is never drawn; all zero: no move.
  PolyglotBook zero = PolyglotBook::from_bytes(PolyglotBook::to_bytes({{key, entries[0].move, 0, 0}}), "z.bin");
  CHECK_FALSE(zero.choose(start, 0));
}

TEST_CASE("polyglot: castling as the king taking its rook, promotions in three bits", "[polyglot]") {
  Position castle("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const Move short_castle = castle.parse_uci("e1g1");
  CHECK(PolyglotBook::encode(short_castle) == (7 | 0 << 3 | 4 << 6 | 0 << 9));  // e1h1
  CHECK(PolyglotBook::decode(castle, PolyglotBook::encode(short_castle))->uci() == "e1g1");
  CHECK(PolyglotBook::decode(castle, PolyglotBook::encode(castle.parse_uci("e1c1")))->uci() == "e1c1");
  Position promote("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  const Move knight = promote.parse_uci("e7e8n");
  CHECK(PolyglotBook::encode(knight) >> 12 == 1);
  CHECK(PolyglotBook::decode(promote, PolyglotBook::encode(knight))->uci() == "e7e8n");
  // Bits naming no legal move: none.
  CHECK_FALSE(PolyglotBook::decode(Position(), PolyglotBook::encode(Move{square(4, 1), square(4, 4)})));
}

TEST_CASE("polyglot: damaged books refused with their name", "[polyglot]") {
  CHECK_THROWS_WITH(PolyglotBook::from_bytes(std::string(17, '\0'), "cut.bin"),
                    Catch::Contains("cut.bin") && Catch::Contains("not a whole number"));
  std::string bytes = PolyglotBook::to_bytes({{2, 0, 1, 0}, {1, 0, 1, 0}});
  std::string sorted_then_reversed = bytes.substr(16, 16) + bytes.substr(0, 16);
  CHECK_NOTHROW(PolyglotBook::from_bytes(bytes, "ok.bin"));
  CHECK_THROWS_WITH(PolyglotBook::from_bytes(sorted_then_reversed, "order.bin"),
                    Catch::Contains("order.bin") && Catch::Contains("entry 2"));
  CHECK_THROWS_WITH(PolyglotBook::load("/nonexistent/book.bin"), Catch::Contains("/nonexistent/book.bin"));
  CHECK(PolyglotBook::from_bytes("", "empty.bin").size() == 0);
}

TEST_CASE("polyglot: a book on disk is looked up where it lies; what is no book file is refused at once",
          "[polyglot]") {
  namespace fs = std::filesystem;
  std::string folder = (fs::temp_directory_path() / "veteran-book-XXXXXX").string();
  REQUIRE(mkdtemp(folder.data()));
  // Many entries, several per key, so that the bisection crosses pieces of the file.
  std::vector<BookEntry> entries;
  for (uint64_t k = 0; k < 70000; ++k)
    for (uint16_t m = 0; m < 1 + k % 3; ++m) entries.push_back({k * 7919 + 5, m, static_cast<uint16_t>(m + 1), 0});
  const std::string bytes = PolyglotBook::to_bytes(entries);
  { std::ofstream(folder + "/book.bin", std::ios::binary) << bytes; }
  const PolyglotBook on_disk = PolyglotBook::load(folder + "/book.bin");
  const PolyglotBook in_memory = PolyglotBook::from_bytes(bytes, "book.bin");
  CHECK(on_disk.size() == in_memory.size());
  for (uint64_t key : {uint64_t{5}, uint64_t{5 + 7919}, uint64_t{69999 * 7919 + 5}, uint64_t{6}, uint64_t{0},
                       ~uint64_t{0}, uint64_t{35000 * 7919 + 5}}) {
    const auto a = on_disk.entries(key), b = in_memory.entries(key);
    REQUIRE(a.size() == b.size());
    for (size_t i = 0; i < a.size(); ++i) CHECK((a[i].move == b[i].move && a[i].weight == b[i].weight));
  }
  CHECK(on_disk.entries(35000 * 7919 + 5).size() == 35000 % 3 + 1);
  // A FIFO would block open() for ever, /dev/zero never ends, a folder is no book.
  REQUIRE(mkfifo((folder + "/fifo").c_str(), 0600) == 0);
  CHECK_THROWS_WITH(PolyglotBook::load(folder + "/fifo"), Catch::Contains("fifo: not a regular file"));
  CHECK_THROWS_WITH(PolyglotBook::load("/dev/zero"), Catch::Contains("/dev/zero: not a regular file"));
  CHECK_THROWS_WITH(PolyglotBook::load(folder), Catch::Contains("is a folder"));
  { std::ofstream(folder + "/bad.bin", std::ios::binary) << bytes.substr(16) + bytes.substr(0, 16); }
  CHECK_THROWS_WITH(PolyglotBook::load(folder + "/bad.bin"), Catch::Contains("out of key order"));
  fs::remove_all(folder);
}
