// Polyglot books: any bytes are a book of all their entries or a refusal
// naming the file, and a move drawn from an accepted book is a legal move.
#include "chess/polyglot_book.hpp"

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace veteran::chess;
  std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    PolyglotBook book = PolyglotBook::from_bytes(bytes, "fuzz.bin");
    Position start;
    for (uint64_t r = 0; r < 4; ++r)
      if (auto m = book.choose(start, r)) {
        bool legal = false;
        for (const Move& l : start.legal_moves()) legal = legal || l == *m;
        if (!legal) std::abort();
      }
    if (book.size() * 16 != bytes.size()) std::abort();
  } catch (const std::runtime_error& e) {
    if (std::string(e.what()).find("fuzz.bin") == std::string::npos) std::abort();
  }
  return 0;
}
