#include "tournament/game_runner.hpp"

#include "chess/game.hpp"
#include "tournament/adjudication.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace veteran::tournament {
namespace {

// A move's PGN comment as cutechess-cli writes it: score in pawns (or mate
// in N moves, +M3 / -M2) over the depth, then the time: "+0.25/12 1.23s".
std::string move_comment(double seconds, const std::optional<int>& score, int depth) {
  char text[64];
  char over[16] = "";
  if (depth > 0) std::snprintf(over, sizeof over, "/%d", depth);
  if (score) {
    double pawns = *score / 100.0;
    if (std::abs(*score) >= 90000)  // mate in N: 100000 - N, as both clients give it
      std::snprintf(text, sizeof text, "%sM%d%s %.2fs", *score > 0 ? "+" : "-", 100000 - std::abs(*score), over,
                    seconds);
    else
      std::snprintf(text, sizeof text, "%+.2f%s %.2fs", pawns, over, seconds);
  } else {
    std::snprintf(text, sizeof text, "%.2fs", seconds);
  }
  return text;
}

const char* side_name(chess::Color side) { return side == chess::White ? "White" : "Black"; }

}  // namespace

std::string rules_description(const std::string& result, const std::string& reason) {
  const std::string winner = result == "1-0" ? "White" : result == "0-1" ? "Black" : "";
  if (reason == "checkmate") return winner + " mates";
  if (reason == "stalemate") return "Draw by stalemate";
  if (reason == "threefold repetition") return "Draw by 3-fold repetition";
  if (reason == "50-move rule") return "Draw by fifty moves rule";
  if (reason == "insufficient material") return "Draw by insufficient mating material";
  return winner.empty() ? "Drawn game" : winner + " wins";
}

std::string forfeit_description(engines::MoveAnswer::Outcome outcome, const std::string& loser,
                                const std::string& move) {
  using O = engines::MoveAnswer::Outcome;
  switch (outcome) {
    case O::resigns: return loser + " resigns";
    case O::time_forfeit: return loser + " loses on time";
    // cutechess-cli takes a move it cannot read for an illegal one.
    case O::illegal:
    case O::protocol: return loser + " makes an illegal move" + (move.empty() ? "" : ": " + move);
    case O::hung: return loser + "'s connection stalls";
    case O::stopped: return "No result";
    default: return loser + " disconnects";
  }
}

GameRecord play_game(Player& white, Player& black, const Opening& opening, const Adjudication& adj,
                     const std::function<void(const chess::Move&, const MoveEval&)>& on_move,
                     engines::SearchStop* stop) {
  GameRecord rec;
  chess::Game game(opening.fen, opening.chess960);
  rec.pgn.start_fen = opening.fen;
  for (const auto& m : opening.moves) {
    game.play(m);
    rec.pgn.moves.push_back(m);
    rec.pgn.comments.push_back("book");
    rec.evals.push_back({true, {}, 0, 0});
    if (on_move) on_move(m, rec.evals.back());
  }
  engines::Clock clocks[2] = {engines::Clock(white.tc), engines::Clock(black.tc)};
  Player* players[2] = {&white, &black};
  Adjudicator adjudicator(adj);
  auto finish = [&](const std::string& result, const std::string& termination, const std::string& reason,
                    const std::string& description) {
    rec.result = result;
    rec.termination = termination;
    rec.reason = reason;
    rec.description = description;
  };
  auto loses = [](chess::Color side) { return side == chess::White ? "0-1" : "1-0"; };

  for (int i = 0; i < 2 && rec.result.empty(); ++i) {
    try {
      players[i]->engine.set_chess960(opening.chess960);
      players[i]->engine.new_game();
    } catch (const std::exception& e) {  // it died or hung getting ready: it loses, nothing is played
      finish(i == 0 ? "0-1" : "1-0", "abandoned", players[i]->name + " failed to start the game: " + e.what(),
             std::string(i == 0 ? "White" : "Black") + " disconnects");
    }
  }
  auto verdict = game.verdict();  // computed once a move: here, then after each move
  while (rec.result.empty()) {
    if (verdict.outcome != chess::Outcome::ongoing) {
      finish(verdict.result(), "normal", verdict.reason, rules_description(verdict.result(), verdict.reason));
      break;
    }
    chess::Color side = game.position().side_to_move();
    int me = side == chess::White ? 0 : 1;
    Player& p = *players[me];
    if (auto move = p.book.book ? book_move(game, p.book, p.book_random) : std::nullopt) {
      rec.pgn.moves.push_back(*move);
      rec.pgn.comments.push_back("book");
      rec.evals.push_back({true, {}, 0, 0});
      game.play(*move);
      const bool irreversible = game.position().halfmove_clock() == 0;  // a capture or a pawn move
      if (on_move) on_move(*move, rec.evals.back());
      verdict = game.verdict();
      if (verdict.outcome == chess::Outcome::ongoing)  // a book move breaks the streaks
        (void)adjudicator.after_move({side, p.name, {}, 0, static_cast<int>(game.moves().size()), irreversible, true});
      continue;
    }
    engines::MoveRequest request{.engine = p.engine,
                                 .name = p.name,
                                 .game = game,
                                 .clock = &clocks[me],
                                 .opponent = &clocks[1 - me],
                                 .time_margin = p.time_margin,
                                 .stop = stop};
    engines::MoveAnswer r = engines::ask_for_move(request);
    if (r.outcome == engines::MoveAnswer::Outcome::stopped) {
      finish("*", r.termination(), r.reason, forfeit_description(r.outcome, side_name(side), ""));
      break;
    }
    if (!r.played()) {
      const bool illegal = r.outcome == engines::MoveAnswer::Outcome::illegal;
      if (r.outcome == engines::MoveAnswer::Outcome::crashed || r.outcome == engines::MoveAnswer::Outcome::hung)
        rec.lost_engine = me;
      finish(loses(side), r.termination(), r.reason,
             forfeit_description(r.outcome, side_name(side), illegal ? r.move.uci() : r.answer));
      break;
    }
    rec.pgn.moves.push_back(r.move);
    rec.pgn.comments.push_back(move_comment(r.seconds, r.score_cp, r.depth));
    rec.evals.push_back({false, r.score_cp, r.depth, r.seconds, r.mate_plies});
    game.play(r.move);
    const bool irreversible = game.position().halfmove_clock() == 0;  // a capture or a pawn move
    if (on_move) on_move(r.move, rec.evals.back());

    // The rules first (a mate on the last move counts), then the adjudications.
    verdict = game.verdict();
    if (verdict.outcome != chess::Outcome::ongoing) continue;  // ended by the rules, at the loop's top
    // A program that gives a score but no depth (the period programs) counts
    // as searched, as the protocol front ends show it (at its level).
    const int depth = r.depth > 0 ? r.depth : (r.score_cp ? 1 : 0);
    auto end = adjudicator.after_move(
        {side, p.name, r.score_cp, depth, static_cast<int>(game.moves().size()), irreversible, false});
    if (end) {
      finish(end->result, "adjudication", end->reason, end->description);
      break;
    }
  }
  rec.pgn.result = rec.result;
  rec.pgn.result_comment = rec.reason;
  return rec;
}

}  // namespace veteran::tournament
