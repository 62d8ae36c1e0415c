// veteran rank: Senft's test (seed 002, chapter V): for each position, every
// legal move ordered by the engine, and the rank it gives the recommended
// move (`bm`), printed as the thesis's Table I with its totals (the mean
// number of moves, how often the recommended move was in the top ten, the
// top five, and first).
//
// How the order is had, by what the engine offers:
//   multipv      one search with MultiPV = the number of legal moves (UCI)
//   searchmoves  a search a move ("go searchmoves M"), ordered by score (UCI
//                engines whose MultiPV is capped below the number of moves)
//   replies      a search of the position after each move, ordered by the
//                negated score (engines that give a score but neither of the
//                above: xboard engines, veteran's native programs)
//   choice       the engine's choice only (period programs, which only name
//                their move): rank 1 if it chose the recommended move, else
//                no rank
// With scores, moves of equal score share a rank (1 + the moves scored
// better), so a tie never flatters one move over another.
#pragma once

#include "suites/suite_runner.hpp"
#include "suites/test_positions.hpp"

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace veteran::suites {

enum class RankMethod { automatic, multipv, searchmoves, replies, choice };

// A suite's reference rank of a position's recommended move, where its EPD
// records one as Senft's file does (c1 "Table I: 55 moves, rank 48").
std::optional<int> reference_rank(const TestPosition& t);
// The position's own number as Table I prints it ("Senft.11" -> "11."),
// else `index`; whether the id carries one.
std::string position_number(const TestPosition& t, size_t index);
bool numbered_id(const TestPosition& t);
RankMethod parse_rank_method(const std::string& text);  // throws std::invalid_argument
const char* rank_method_name(RankMethod m);

struct RankOptions {
  std::string engine;
  engines::TimeControl tc = engines::TimeControl::parse("st=1");  // read once, where the user gave it
  int level = 0;
  int max_positions = 0;
  RankMethod method = RankMethod::automatic;
  bool show_order = false;  // print every position's whole order
  std::string csv;
  std::vector<std::string> images;
  std::vector<std::filesystem::path> rompath;
};

struct RankedMove {
  chess::Move move;
  std::string san;
  int rank = 0;              // 1 = best; 0: not ranked (choice)
  std::optional<int> score;  // centipawns (mates as +-100000 - n)
};

struct PositionRanking {
  const TestPosition* position = nullptr;
  RankMethod method = RankMethod::choice;
  std::vector<RankedMove> order;  // best first
  int legal_moves = 0;
  int rank = 0;        // the best rank of a recommended move (0: not ranked)
  bool chose = false;  // the engine's own choice is a recommended move (choice)
  std::string note;    // why the position could not be ranked
};

// Ranks every position; writes Table I to `out`. Returns 0 when every
// position was ranked.
int run_ranking(const std::string& file, const RankOptions& options, std::ostream& out, std::ostream& log);
std::vector<PositionRanking> rank_positions(const std::vector<TestPosition>& positions, const RankOptions& options,
                                            std::ostream& log);

}  // namespace veteran::suites
