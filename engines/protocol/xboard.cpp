#include "engines/protocol/servers.hpp"

#include "chess/game.hpp"
#include "engines/protocol/command_loop.hpp"
#include "engines/protocol/search_thread.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>
#include <string>

namespace veteran::engines {
namespace {

// The xboard session: the game, who the engine plays, and the clocks.
struct Session {
  Session(Engine& e, std::ostream& o) : engine(e), out(o) {}
  Engine& engine;
  std::ostream& out;
  chess::Game game;
  bool force = false;
  chess::Color engine_side = chess::Black;  // after "new" the engine plays black
  SearchLimits limits;
  double own_time = 0, other_time = 0;  // from "time" and "otim", in seconds
  bool post = false;                    // thinking output wanted
  SearchThread searching{engine, [this](const std::string& line) { send_line(out, line); }};

  void send(const std::string& line) { searching.send(line); }

  // The result line when the rules end `g`'s game, else "".
  static std::string verdict_line(const chess::Game& g) {
    auto v = g.verdict();
    if (v.outcome == chess::Outcome::ongoing) return "";
    std::string who = v.outcome == chess::Outcome::white_wins   ? "White mates"
                      : v.outcome == chess::Outcome::black_wins ? "Black mates"
                                                                : "Draw by " + v.reason;
    return v.result() + " {" + who + "}";
  }
  // Announces the end of the game when the rules end it.
  bool game_over() {
    std::string over = verdict_line(game);
    if (over.empty()) return false;
    send(over);
    force = true;
    return true;
  }

  // The engine's move, searched beside the command loop ("?" reaches it at
  // once); the move is played in the session's game when the search ends,
  // unless the search was abandoned ("new", "force", "undo"...).
  void think() {
    if (force || game.position().side_to_move() != engine_side || game_over()) return;
    SearchLimits l = limits;
    (engine_side == chess::White ? l.white_time : l.black_time) = own_time;
    (engine_side == chess::White ? l.black_time : l.white_time) = other_time;
    try {
      engine.set_position(game.start_fen(), game.moves());
    } catch (const std::exception& e) {
      send(std::string("tellusererror ") + e.what());
      force = true;
      return;
    }
    searching.start(
        [this, l, position = game, side = engine_side, posting = post] { return answer(l, position, side, posting); },
        false);
  }

  SearchAnswer answer(const SearchLimits& l, chess::Game next, chess::Color side, bool posting) {
    SearchAnswer a;
    auto give_up = [&](std::vector<std::string> lines) {
      a.lines = std::move(lines);
      a.commit = [this] { force = true; };
      return a;
    };
    try {
      SearchResult r = engine.go(l);
      if (r.resigns) return give_up({"resign"});
      auto legal = next.position().legal_moves();
      if (std::find(legal.begin(), legal.end(), r.move) == legal.end())
        return give_up(
            {"tellusererror " + engine.name() + " played " + r.move.uci() + ", which is not legal: it forfeits",
             std::string(side == chess::White ? "0-1" : "1-0") + " {" + engine.name() + " played an illegal move}"});
      next.play(r.move);
      // Thinking output: ply, score, time in centiseconds (the engine's own
      // clock), nodes, PV; the ply is the look-ahead searched, else the level
      // (period programs count no nodes). A mate in N moves is 100000 + N
      // (mated: -100000 - N), the newer CECP convention. A move with no
      // score (a book move, a program that keeps none) gets no line.
      if (posting && (r.score_cp || r.score_mate)) {
        int depth = r.depth ? r.depth : engine.level();
        long long score = r.score_cp.value_or(0);
        if (r.score_mate) score = *r.score_mate > 0 ? 100000 + *r.score_mate : -100000 + *r.score_mate;
        a.lines.push_back(std::to_string(depth) + " " + std::to_string(score) + " " +
                          std::to_string(std::llround(r.seconds * 100)) + " 0 " + r.move.uci());
      }
      a.lines.push_back("move " + r.move.uci());
      std::string over = verdict_line(next);
      if (!over.empty()) a.lines.push_back(over);
      a.commit = [this, next = std::move(next), over] {
        game = next;
        if (!over.empty()) force = true;
      };
      return a;
    } catch (const EngineFailure& e) {
      if (e.kind == EngineFailure::Kind::stopped)
        return give_up({"tellusererror " + engine.name() + " was stopped before it had a move"});
      return give_up({std::string("tellusererror ") + e.what()});
    } catch (const std::exception& e) { return give_up({std::string("tellusererror ") + e.what()}); }
  }

  void user_move(const std::string& text) {
    try {
      game.play(game.position().parse_uci(text));
    } catch (const std::exception&) {
      send("Illegal move: " + text);
      return;
    }
    if (!game_over()) think();
  }

  // "level MPS BASE INC": BASE is minutes or minutes:seconds.
  void level(std::istringstream& words) {
    std::string mps, base, inc;
    words >> mps >> base >> inc;
    try {
      limits.moves_to_go = std::stoi(mps);
      auto colon = base.find(':');
      double seconds =
          std::stod(base.substr(0, colon)) * 60 + (colon == std::string::npos ? 0 : std::stod(base.substr(colon + 1)));
      own_time = other_time = seconds;
      limits.white_increment = limits.black_increment = std::stod(inc);
      limits.move_time = 0;
    } catch (const std::exception&) { send("Error (bad level command): level " + mps + " " + base + " " + inc); }
  }

  void rebuild(size_t keep) {
    chess::Game g(game.start_fen());
    for (size_t i = 0; i < keep; ++i) g.play(game.moves()[i]);
    game = std::move(g);
  }
};

}  // namespace

void serve_xboard(Engine& engine, std::istream& in, std::ostream& out) {
  Session s(engine, out);
  const bool quit = command_loop(in, [&](const std::string& line, const std::string& command,
                                         std::istringstream& words) {
    // While the engine thinks: "?" asks for its move now; "new", "force"
    // and "result" end the search and drop its move, as CECP asks; any other
    // waits for the move (a "ping" is answered after it).
    if (command == "?") {
      s.searching.stop();
      return;
    }
    static const std::set<std::string> kEndSearch{"new", "force", "result"};
    if (kEndSearch.count(command))
      s.searching.abandon();
    else
      s.searching.finish();
    if (command == "protover") {
      s.send("feature done=0");
      s.send("feature myname=\"" + engine.name() +
             "\" ping=1 usermove=1 time=1 draw=0 sigint=0 sigterm=0 "
             "reuse=1 analyze=0 colors=0 variants=\"normal\" setboard=" +
             (engine.accepts_any_position() ? "1" : "0"));
      // The program's levels as an engine option (protocol 2: -spin VALUE MIN MAX).
      if (engine.max_level() > 0)
        s.send("feature option=\"Level -spin " + std::to_string(engine.level() ? engine.level() : engine.max_level()) +
               " 1 " + std::to_string(engine.max_level()) + "\"");
      s.send("feature done=1");
    } else if (command == "option") {
      // option NAME=VALUE: only Level exists.
      std::string setting;
      std::getline(words >> std::ws, setting);
      auto eq = setting.find('=');
      std::string name = setting.substr(0, eq), value = eq == std::string::npos ? "" : setting.substr(eq + 1);
      if (name != "Level" || engine.max_level() == 0) {
        s.send("Error (no option named '" + name + "'): " + line);
        return;
      }
      int level = 0;
      std::istringstream number(value);
      if (!(number >> level) || !(number >> std::ws).eof() || level < 1 || level > engine.max_level()) {
        s.send("Error (Level must be 1 to " + std::to_string(engine.max_level()) + ", not '" + value + "'): " + line);
        return;
      }
      engine.set_level(level);
    } else if (command == "post" || command == "nopost") {
      s.post = command == "post";
    } else if (command == "accepted" || command == "rejected" || command == "xboard" || command == "random" ||
               command == "hard" || command == "easy" || command == "computer" || command == "name" ||
               command == "rating" || command == "ics" || command == "draw") {
      // nothing to do: no pondering
    } else if (command == "new") {
      engine.new_game();
      s.game = chess::Game();
      s.force = false;
      s.engine_side = chess::Black;
      s.limits.depth = 0;
    } else if (command == "force") {
      s.force = true;
    } else if (command == "go") {
      s.force = false;
      s.engine_side = s.game.position().side_to_move();
      s.think();
    } else if (command == "playother") {
      s.force = false;
      s.engine_side = chess::opponent(s.game.position().side_to_move());
    } else if (command == "usermove") {
      std::string move;
      words >> move;
      s.user_move(move);
    } else if (command == "ping") {
      std::string n;
      words >> n;
      s.send("pong " + n);
    } else if (command == "level") {
      s.level(words);
    } else if (command == "st") {
      double seconds = 0;
      if (words >> seconds)
        s.limits.move_time = seconds;
      else
        s.send("Error (bad st command): " + line);
    } else if (command == "sd") {
      int depth = 0;
      if (words >> depth)
        s.limits.depth = depth;
      else
        s.send("Error (bad sd command): " + line);
    } else if (command == "time" || command == "otim") {
      double centiseconds = 0;
      if (!(words >> centiseconds)) {
        s.send("Error (bad " + command + " command): " + line);
        return;
      }
      (command == "time" ? s.own_time : s.other_time) = centiseconds / 100;
    } else if (command == "setboard") {
      std::string fen;
      std::getline(words >> std::ws, fen);
      if (!engine.accepts_any_position()) {
        s.send("Error (setboard not supported by " + engine.name() + "): " + fen);
        return;
      }
      try {
        s.game = chess::Game(fen);
      } catch (const std::exception& e) { s.send(std::string("tellusererror Illegal position: ") + e.what()); }
    } else if (command == "undo" || command == "remove") {
      size_t n = command == "undo" ? 1 : 2;
      if (s.game.moves().size() < n)
        s.send("Error (no move to take back): " + command);
      else
        s.rebuild(s.game.moves().size() - n);
    } else if (command == "result") {
      s.force = true;
    } else if (command.size() >= 4 && command[0] >= 'a' && command[0] <= 'h' &&
               std::isdigit(static_cast<unsigned char>(command[1]))) {
      s.user_move(command);  // a bare move, for interfaces that ignore usermove=1
    } else {
      s.send("Error (unknown command): " + line);
    }
  });
  s.searching.end_session(quit);
}

}  // namespace veteran::engines
