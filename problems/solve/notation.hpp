// Moves and solutions as problemists read them, in Popeye's layout: long
// algebraic with S for the knight ("Sd6-b5", "g3*h2", "e7-e8=Q", "0-0"),
// " +" for check and " #" for mate; the key marked "!", its threat or
// "zugzwang.", the defences indented under it, each with its answers.
#pragma once

#include "problems/board/board.hpp"
#include "problems/solve/solver.hpp"

#include <string>
#include <vector>

namespace veteran::problems {

// One move from `before`, with its check or mate sign.
std::string long_move(const Board& before, Move m);
// Standard algebraic notation, as PGN and EPD's bm write it ("Nxd6+", "O-O", "e8=Q#").
std::string san(const Board& before, Move m);
// The legal move a SAN text names, read leniently as published solutions are
// written: S for the knight, 0-0, "x" or ":" or none for a capture, with or
// without + # ! ?. Returns false when it names none.
bool find_san(const Board& board, const std::string& text, Move& out);
// Why find_san names no move: "is ambiguous (Nbd2, Nfd2)" when it fits several
// (a disambiguation left out), else "is not a legal move".
std::string san_refusal(const Board& board, const std::string& text);

// The moves of a published line from `board` ("1.Kd4 Qe3 2.Ke5 Qe4#", the
// move numbers optional), each read by find_san. On a word that names no
// move, returns false with `why` naming the word and san_refusal's reason.
bool read_san_line(const Board& board, const std::string& text, std::vector<Move>& out, std::string& why);

// The whole solution: the trees of every key, or the lines of a helpmate.
std::string solution_text(const Board& board, const Solution& s);

}  // namespace veteran::problems
