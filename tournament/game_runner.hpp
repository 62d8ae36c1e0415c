// One game between two engines, refereed by the rules library: the runner,
// not the engines, decides when a game is over, and an engine that crashes,
// hangs, breaks its protocol, plays an illegal move or oversteps its clock
// loses it with the reason recorded.
#pragma once

#include "chess/pgn.hpp"
#include "engines/engine.hpp"
#include "engines/play/move_request.hpp"
#include "engines/play/time_control.hpp"
#include "tournament/config.hpp"
#include "tournament/opening_books.hpp"
#include "tournament/openings.hpp"

#include <functional>
#include <optional>
#include <string>

namespace veteran::tournament {

struct Player {
  engines::Engine& engine;
  std::string name;
  engines::TimeControl tc;
  double time_margin = 0;    // seconds an engine may overstep its time before it loses (cutechess-cli's timemargin)
  BookSide book{};           // its opening book, if it has one: its moves are the book's while it has them
  BookRandom book_random{};  // where its book's draws in this game come from (with a book)
};

// What the runner knew of a move as it was played: the PGN's comment is
// written from it in the layout asked for.
struct MoveEval {
  bool book = false;                // from the opening, not an engine's
  std::optional<int> score_cp;      // the mover's; mate in N moves as 100000 - N, mated in N as -(100000 - N)
  int depth = 0;                    // 0: none given
  double seconds = 0;               // the mover's time on it
  std::optional<int> mate_plies{};  // a mate as cutechess-cli reads the engine's score, in plies
};

struct GameRecord {
  chess::PgnGame pgn;
  std::vector<MoveEval> evals;  // one a move of pgn.moves
  std::string result;           // "1-0", "0-1", "1/2-1/2"; "*" when `stop` ended it unfinished
  std::string termination;      // the PGN Termination tag
  std::string reason;           // what ended it, in words
  // The same in cutechess-cli's words ("White mates", "Draw by adjudication"),
  // for its console lines and the PGN's last comment.
  std::string description;
  // The side (0 White, 1 Black) whose engine crashed or stopped answering,
  // if one did: its process is ended ("Terminating process of engine ...").
  int lost_engine = -1;
  // The side (0 White, 1 Black) whose engine did not start, if one did not: nothing was played.
  int failed_to_start = -1;
};

// cutechess-cli's words for the end of a game (Chess::Result::description in
// its source), from the verdict of the rules or an adjudication.
std::string rules_description(const std::string& result, const std::string& reason);
// ... from what an engine did instead of a move: `loser` ("White"/"Black").
std::string forfeit_description(engines::MoveAnswer::Outcome outcome, const std::string& loser,
                                const std::string& move);

// `on_move`, if given, sees each move once the runner has accepted it (book
// moves included), with what the runner knew of it (its time). Each move is asked for through ask_for_move; `stop`
// (another thread's) ends the game unfinished ("*"), not to be kept.
GameRecord play_game(Player& white, Player& black, const Opening& opening, const Adjudication& adjudication,
                     const std::function<void(const chess::Move&, const MoveEval&)>& on_move = {},
                     engines::SearchStop* stop = nullptr);

}  // namespace veteran::tournament
