// SAN and UCI moves (the first byte picks one of four positions: the corpus
// writes it as a digit): any text is a legal move of the position or a RulesError;
// a move read writes back as SAN that reads as the same move.
#include "chess/position.hpp"
#include "chess/san.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace veteran::chess;
  static const char* kPositions[] = {
      Position::kStartFen, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"};
  if (size == 0) return 0;
  Position pos(kPositions[data[0] % 4]);
  std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  for (bool uci : {false, true}) {
    try {
      Move m = uci ? pos.parse_uci(text) : parse_san(pos, text);
      std::string san = to_san(pos, m);
      if (!(parse_san(pos, san) == m)) std::abort();
    } catch (const RulesError&) {}
  }
  return 0;
}
