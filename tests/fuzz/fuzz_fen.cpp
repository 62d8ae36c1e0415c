// FEN: any text is a position or a RulesError, read as a standard position
// and as a Chess960 one; an accepted position writes a FEN that reads back as
// itself, and its moves can be played and taken back.
#include "chess/position.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using veteran::chess::Position;
  std::string text(reinterpret_cast<const char*>(data), size);
  // As a standard position and as a Chess960 one (X-FEN or Shredder-FEN castling rights).
  for (bool chess960 : {false, true}) {
    try {
      Position p(text, chess960);
      const std::string fen = p.fen();
      if (Position(fen, chess960).fen() != fen) std::abort();
      for (const auto& m : p.legal_moves()) {
        p.play(m);
        p.undo();
      }
      if (p.fen() != fen) std::abort();
    } catch (const veteran::chess::RulesError&) {}
  }
  return 0;
}
