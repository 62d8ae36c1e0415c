// veteran perft [--fen FEN] --depth N [--divide]: the number of legal move
// sequences of length N, the standard check of a move generator.
#include "veteran/engines/chess/position.hpp"
#include "commands.hpp"

#include <chrono>
#include <cstdio>

namespace veteran::cli {

int perft(const Args& original) {
  Args args = original;
  std::string fen = take_option(args, "--fen", chess::Position::kStartFen);
  std::string depth_text = take_option(args, "--depth");
  bool divide = take_flag(args, "--divide");
  if (!no_unknown_options(args, "perft")) return 2;
  int depth = 0;
  try {
    depth = std::stoi(depth_text);
  } catch (const std::exception&) {
    depth = -1;
  }
  if (depth < 0 || depth > 12 || !args.empty()) {
    std::fprintf(stderr, "usage: veteran perft [--fen FEN] --depth N [--divide]   (N from 0 to 12)\n");
    return 2;
  }
  try {
    chess::Position pos(fen);
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
