// veteran perft [--fen FEN] --depth N [--divide]: the number of legal move
// sequences of length N, the standard check of a move generator.
#include "chess/initia.hpp"
#include "chess/position.hpp"
#include "cli/commands.hpp"

#include <chrono>
#include <cstdio>

namespace veteran::cli {

const std::vector<Option>& perft_options() {
  static const std::vector<Option> table = {
      {"--depth", Option::whole, "N", "plies deep", "", 0, 12},
      {"--fen", Option::text, "FEN", "the position (FEN, or INITIA's language ending in '.' or '*.')",
       chess::Position::kStartFen},
      {"--divide", Option::flag, "", "the count under each legal move", ""},
      {"--initia", Option::flag, "", "first print the position in INITIA's language (the 1962 MIT program's cards)",
       ""},
  };
  return table;
}

int perft(const Args& args) {
  Options o("perft", perft_options(), args);
  if (!o.given("--depth") || !o.positional().empty())
    throw UsageError("veteran perft --depth N [--fen FEN] [--divide]");
  const std::string fen = o.text("--fen");
  const int depth = static_cast<int>(o.whole("--depth"));
  const bool divide = o.flag("--divide");
  try {
    chess::Position pos(fen);
    if (o.flag("--initia")) std::printf("%s\n", chess::to_initia(pos).c_str());
    auto t0 = std::chrono::steady_clock::now();
    uint64_t total = 0;
    if (divide && depth > 0) {
      for (const auto& m : pos.legal_moves()) {
        pos.play(m);
        uint64_t n = pos.perft(depth - 1);
        pos.undo();
        std::printf("%s: %llu\n", m.uci().c_str(), static_cast<unsigned long long>(n));
        total += n;
      }
    } else {
      total = pos.perft(depth);
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%llu\n", static_cast<unsigned long long>(total));
    std::fprintf(stderr, "depth %d: %llu nodes in %.2f s (%.1f Mnodes/s)\n", depth,
                 static_cast<unsigned long long>(total), s, s > 0 ? static_cast<double>(total) / s / 1e6 : 0);
    return 0;
  } catch (const chess::RulesError& e) {
    std::fprintf(stderr, "veteran perft: %s\n", e.what());
    return 2;
  }
}

}  // namespace veteran::cli
