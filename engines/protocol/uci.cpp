#include "engines/protocol/servers.hpp"

#include "chess/game.hpp"
#include "engines/protocol/command_loop.hpp"
#include "engines/protocol/search_thread.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>

namespace veteran::engines {
namespace {

// A count from a go command (depth, movestogo) as the int the limits hold: a
// GUI's "depth 1e10" is clamped, not converted out of range.
int counted(double v) { return v >= 0 ? static_cast<int>(std::min(v, 1e6)) : 0; }

// Applies "position ..." to `game`; returns an error text, or "" on success.
std::string set_position(std::istringstream& words, chess::Game& game) {
  std::string kind, fen = chess::Position::kStartFen;
  words >> kind;
  std::string token;
  if (kind == "fen") {
    std::string part;
    fen.clear();
    while (words >> part && part != "moves") fen += (fen.empty() ? "" : " ") + part;
    token = part;
  } else if (kind == "startpos") {
    words >> token;
  } else {
    return "position needs 'startpos' or 'fen'";
  }
  try {
    chess::Game g(fen);
    if (token == "moves")
      for (std::string m; words >> m;) g.play(g.position().parse_uci(m));
    game = std::move(g);
  } catch (const std::exception& e) { return e.what(); }
  return {};
}

// The answer to a search: info lines and bestmove. A search stopped before
// the engine had a move (an emulated program whose referee cannot read its
// best so far) answers the null move, saying why.
SearchAnswer answer_search(Engine& engine, const chess::Game& game, SearchLimits limits) {
  SearchAnswer answer;
  auto& lines = answer.lines;
  try {
    SearchResult r = engine.go(limits);
    auto legal = game.position().legal_moves();
    if (std::find(legal.begin(), legal.end(), r.move) == legal.end()) {
      lines.push_back("info string engine error: " + engine.name() + " played " + r.move.uci() + ", not a legal move");
      lines.push_back("bestmove 0000");
      return answer;
    }
    // depth: the look-ahead the program searched, else its level (cutechess
    // reads a score only with a depth); the think time on the engine's own
    // clock (emulated for period programs). A move with no score (a book
    // move, a program that keeps none) gets no info line: testers' tools
    // warn of an info line without a score.
    int depth = r.depth ? r.depth : engine.level();
    if (!r.score_mate && !r.score_cp) {
      lines.push_back("bestmove " + r.move.uci());
      return answer;
    }
    std::string info = "info ";
    if (depth > 0) info += "depth " + std::to_string(depth) + " ";
    if (!r.lines.empty()) info += "multipv 1 ";
    if (r.score_mate)
      info += "score mate " + std::to_string(*r.score_mate) + " ";
    else if (r.score_cp)
      info += "score cp " + std::to_string(*r.score_cp) + " ";
    info += "time " + std::to_string(std::llround(r.seconds * 1000)) + " pv";
    if (r.pv.empty() || !(r.pv.front() == r.move)) info += " " + r.move.uci();
    for (const auto& m : r.pv) info += " " + m.uci();
    lines.push_back(info);
    // With MultiPV, the other ranks' lines after the best ("info ... multipv K ...").
    for (const SearchInfo& line : r.lines) {
      if (line.multipv <= 1 || line.pv.empty()) continue;
      std::string text = "info depth " + std::to_string(line.depth ? line.depth : depth) + " multipv " +
                         std::to_string(line.multipv) + " ";
      if (line.score_mate)
        text += "score mate " + std::to_string(*line.score_mate) + " ";
      else if (line.score_cp)
        text += "score cp " + std::to_string(*line.score_cp) + " ";
      text += "pv";
      for (const auto& m : line.pv) text += " " + m.uci();
      lines.push_back(text);
    }
    lines.push_back("bestmove " + r.move.uci());
  } catch (const EngineFailure& e) {
    if (e.kind == EngineFailure::Kind::stopped)
      lines.push_back("info string " + engine.name() + " was stopped before it had a move");
    else
      lines.push_back(std::string("info string error: ") + e.what());
    lines.push_back("bestmove 0000");
  } catch (const std::exception& e) {
    lines.push_back(std::string("info string error: ") + e.what());
    lines.push_back("bestmove 0000");
  }
  return answer;
}

}  // namespace

void serve_uci(Engine& engine, std::istream& in, std::ostream& out) {
  chess::Game game;
  // The search runs beside the command loop: "stop", "ponderhit", "isready"
  // and "quit" are read while the engine thinks; any other command waits
  // for the search to end (a GUI sends none during a search).
  SearchThread searching(engine, [&](const std::string& line) { send_line(out, line); });
  auto send = [&](const std::string& line) { searching.send(line); };
  send("id name " + engine.name());
  send("id author " + engine.author());
  if (engine.max_level() > 0)
    send("option name Level type spin default " + std::to_string(engine.level() ? engine.level() : engine.max_level()) +
         " min 1 max " + std::to_string(engine.max_level()));
  // An engine that values several moves at once offers MultiPV (player@native: all of them).
  if (engine.max_multipv() > 1)
    send("option name MultiPV type spin default 1 min 1 max " + std::to_string(engine.max_multipv()));
  send("uciok");
  int multipv = 1;
  // Searches the current position; with `hold` (go infinite, go ponder) the
  // answer waits for stop or ponderhit.
  auto search = [&](SearchLimits limits, bool hold) {
    if (multipv > 1) limits.multipv = multipv;
    try {
      // Set here, before the search thread starts: a stop that follows at
      // once is one for this search (set_position clears an earlier one).
      engine.set_position(game.start_fen(), game.moves());
    } catch (const std::exception& e) {
      send(std::string("info string error: ") + e.what());
      send("bestmove 0000");
      return;
    }
    searching.start([&engine, game, limits] { return answer_search(engine, game, limits); }, hold);
  };
  const bool quit = command_loop(in, [&](const std::string& line, const std::string& command,
                                         std::istringstream& words) {
    if (command == "isready") {
      send("readyok");
      return;
    }
    if (command == "stop") {
      // The search ends now (the engine's best so far); an infinite search
      // or a ponder that already ended sends its answer now.
      searching.stop();
      searching.finish();
      searching.release();
      return;
    }
    if (command == "ponderhit") {
      // The ponder becomes the search: its answer goes out when it ends.
      searching.release();
      return;
    }
    searching.finish();
    if (command == "uci") {
      send("id name " + engine.name());
      send("uciok");
    } else if (command == "ucinewgame") {
      engine.new_game();
      game = chess::Game();
    } else if (command == "setoption") {
      std::string word, name, value;
      words >> word >> name >> word >> value;  // setoption name Level value N
      if (name == "Level") {
        try {
          int level = std::stoi(value);
          if (level < 1 || level > engine.max_level()) throw std::out_of_range("level");
          engine.set_level(level);
        } catch (const std::exception&) {
          send("info string error: Level must be 1 to " + std::to_string(engine.max_level()) + ", not '" + value + "'");
        }
      } else if (name == "MultiPV" && engine.max_multipv() > 1) {
        try {
          int lines = std::stoi(value);
          if (lines < 1 || lines > engine.max_multipv()) throw std::out_of_range("MultiPV");
          multipv = lines;
        } catch (const std::exception&) {
          send("info string error: MultiPV must be 1 to " + std::to_string(engine.max_multipv()) + ", not '" + value +
               "'");
        }
      } else {
        send("info string error: no option named '" + name + "'");
      }
    } else if (command == "position") {
      std::string error = set_position(words, game);
      if (!error.empty()) send("info string error: " + error + " (position unchanged)");
    } else if (command == "go") {
      SearchLimits limits;
      bool infinite = false, ponder = false;
      for (std::string key; words >> key;) {
        // An infinite search runs at the engine's level (a period program's
        // search has an end) and a ponder under the clock given; each is
        // answered when the GUI ends it with stop or ponderhit, as UCI asks.
        if (key == "infinite" || key == "ponder") {
          (key == "infinite" ? infinite : ponder) = true;
          continue;
        }
        double v = 0;
        if (!(words >> v)) break;
        if (key == "wtime")
          limits.white_time = v / 1000;
        else if (key == "btime")
          limits.black_time = v / 1000;
        else if (key == "winc")
          limits.white_increment = v / 1000;
        else if (key == "binc")
          limits.black_increment = v / 1000;
        else if (key == "movestogo")
          limits.moves_to_go = counted(v);
        else if (key == "movetime")
          limits.move_time = v / 1000;
        else if (key == "depth")
          limits.depth = counted(v);
        else if (key == "mate")
          limits.mate = counted(v);
      }
      search(infinite ? SearchLimits{} : limits, infinite || ponder);
    } else if (command == "debug" || command == "register") {
      // nothing to do: no debug output, no registration
    } else {
      send("info string unknown command: " + line);
    }
  });
  searching.end_session(quit);
}

bool serve(Engine& engine, std::istream& in, std::ostream& out) {
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    if (command.empty()) continue;
    if (command == "uci") {
      serve_uci(engine, in, out);
      return true;
    }
    if (command == "xboard") {
      serve_xboard(engine, in, out);
      return true;
    }
    out << "Error (expected 'uci' or 'xboard' first): " << line << '\n' << std::flush;
  }
  return false;
}

}  // namespace veteran::engines
