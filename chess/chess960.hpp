// Fischer random chess (Chess960): its 960 starting positions by Scharnagl's
// numbering, the one all tools share (518 is chess's own).
#pragma once

#include <string>

namespace veteran::chess {

constexpr int kChess960Positions = 960;
constexpr int kChess960Standard = 518;  // RNBQKBNR

// The starting position numbered `number` (0-959) as a FEN with KQkq rights;
// throws std::out_of_range for any other number.
std::string chess960_start_fen(int number);

}  // namespace veteran::chess
