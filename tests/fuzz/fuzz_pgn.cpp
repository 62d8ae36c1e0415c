// PGN: any text is games or a PgnError naming the line, never a hang; games
// read are written and read back move for move.
#include "chess/pgn.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace veteran::chess;
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    for (auto& game : read_pgn(text, "fuzz.pgn")) {
      if (game.result.empty()) game.result = "*";
      auto again = read_pgn(write_pgn(game), "written.pgn");
      if (again.size() != 1 || again[0].moves != game.moves) std::abort();
    }
  } catch (const PgnError&) {
  } catch (const RulesError&) {}
  return 0;
}
