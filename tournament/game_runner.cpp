#include "game_runner.hpp"

#include "chess/game.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace veteran::tournament {
namespace {

std::string move_comment(double seconds, const std::optional<int>& score) {
  char text[64];
  if (score) {
    double pawns = *score / 100.0;
    if (std::abs(*score) >= 90000)  // mate in N: 100000 - N, as the UCI client gives it
      std::snprintf(text, sizeof text, "%sM%d %.2fs", *score > 0 ? "+" : "-", 100000 - std::abs(*score), seconds);
    else std::snprintf(text, sizeof text, "%+.2f %.2fs", pawns, seconds);
  } else {
    std::snprintf(text, sizeof text, "%.2fs", seconds);
  }
  return text;
}

}  // namespace

GameRecord play_game(Player& white, Player& black, const Opening& opening, const Adjudication& adj) {
  GameRecord rec;
  chess::Game game(opening.fen);
  rec.pgn.start_fen = opening.fen;
  for (const auto& m : opening.moves) {
    game.play(m);
    rec.pgn.moves.push_back(m);
    rec.pgn.comments.push_back("book");
  }
  Clock clocks[2] = {Clock(white.tc), Clock(black.tc)};
  Player* players[2] = {&white, &black};
  int resign_streak[2] = {0, 0}, draw_streak = 0;
  auto finish = [&](const std::string& result, const std::string& termination, const std::string& reason) {
    rec.result = result;
    rec.termination = termination;
    rec.reason = reason;
  };
  auto loses = [](chess::Color side) { return side == chess::White ? "0-1" : "1-0"; };

  for (int i = 0; i < 2 && rec.result.empty(); ++i) {
    try {
      players[i]->engine.new_game();
    } catch (const std::exception& e) {  // it died or hung getting ready: it loses, nothing is played
      finish(i == 0 ? "0-1" : "1-0", "abandoned", players[i]->name + " failed to start the game: " + e.what());
    }
  }
  while (rec.result.empty()) {
    auto verdict = game.verdict();
    if (verdict.outcome != chess::Outcome::ongoing) {
      finish(verdict.result(), "normal", verdict.reason);
      break;
    }
    int full_moves = static_cast<int>(game.moves().size()) / 2;
    if (adj.max_moves > 0 && full_moves >= adj.max_moves) {
      finish("1/2-1/2", "adjudication", "drawn after " + std::to_string(adj.max_moves) + " moves");
      break;
    }
    chess::Color side = game.position().side_to_move();
    int me = side == chess::White ? 0 : 1;
    Player& p = *players[me];
    engines::SearchLimits limits;
    clocks[me].fill(limits, side == chess::White, clocks[1 - me]);
    engines::SearchResult r;
    double seconds = 0;
    try {
      p.engine.set_position(game.start_fen(), game.moves());
      auto t0 = std::chrono::steady_clock::now();
      r = p.engine.go(limits);
      double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      seconds = p.engine.emulated_time() ? r.seconds : wall;
    } catch (const engines::EngineFailure& e) {
      using K = engines::EngineFailure::Kind;
      const char* termination = e.kind == K::crashed ? "abandoned" : e.kind == K::hung ? "stalled connection" : "rules infraction";
      finish(loses(side), termination, e.what());
      break;
    } catch (const std::exception& e) {
      finish(loses(side), "abandoned", p.name + " failed: " + e.what());
      break;
    }
    if (r.resigns) {
      finish(loses(side), "normal", p.name + " resigns");
      break;
    }
    auto legal = game.position().legal_moves();
    if (std::find(legal.begin(), legal.end(), r.move) == legal.end()) {
      finish(loses(side), "rules infraction", p.name + " played an illegal move: " + r.move.uci());
      break;
    }
    if (!clocks[me].spend(seconds)) {
      char text[128];
      std::snprintf(text, sizeof text, " lost on time (%.2fs used)", seconds);
      finish(loses(side), "time forfeit", p.name + text);
      break;
    }
    rec.pgn.moves.push_back(r.move);
    rec.pgn.comments.push_back(move_comment(seconds, r.score_cp));
    game.play(r.move);

    // Score rules, for engines that say a score (from their own side).
    if (adj.resign_score > 0 && r.score_cp) {
      resign_streak[me] = *r.score_cp <= -adj.resign_score ? resign_streak[me] + 1 : 0;
      if (resign_streak[me] >= adj.resign_moves) {
        finish(loses(side), "adjudication", p.name + " scored its position at or below -" +
                                                std::to_string(adj.resign_score) + " for " +
                                                std::to_string(adj.resign_moves) + " moves");
        break;
      }
    }
    if (adj.draw_score > 0) {
      bool quiet = r.score_cp && std::abs(*r.score_cp) <= adj.draw_score;
      draw_streak = quiet && full_moves >= adj.draw_after ? draw_streak + 1 : 0;
      if (draw_streak >= 2 * adj.draw_moves) {
        finish("1/2-1/2", "adjudication", "both engines scored the game within " + std::to_string(adj.draw_score) +
                                              " centipawns for " + std::to_string(adj.draw_moves) + " moves");
        break;
      }
    }
  }
  rec.pgn.result = rec.result;
  rec.pgn.result_comment = rec.reason;
  return rec;
}

}  // namespace veteran::tournament
