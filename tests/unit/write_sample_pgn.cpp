// Writes the sample games as PGN to standard output, for pgn-extract to check.
#include "tests/unit/pgn_samples.hpp"

#include <cstdio>

int main() {
  for (const auto& g : veteran::test::sample_games()) std::fputs(veteran::chess::write_pgn(g).c_str(), stdout);
}
