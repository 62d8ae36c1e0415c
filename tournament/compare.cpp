#include "tournament/compare.hpp"

#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "engines/play/move_request.hpp"
#include "tournament/game_runner.hpp"
#include "tournament/openings.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace veteran::tournament {
namespace {

struct Position {
  std::string fen;
  std::vector<chess::Move> moves;
  std::string where;  // "file.pgn game 3 ply 12"
};

std::vector<Position> positions_of(const std::string& file, int max) {
  std::vector<Position> out;
  std::string ext = std::filesystem::path(file).extension().string();
  if (ext == ".pgn" || ext == ".PGN") {
    const std::string text = io::read_file(file, io::kMaxTextFile, "the positions");
    int number = 0;
    for (const auto& g : chess::read_pgn(text, file)) {
      ++number;
      // Every position of the game in which there is a move to choose.
      chess::Position pos(g.start_fen);
      for (size_t k = 0; k <= g.moves.size() && !pos.legal_moves().empty(); ++k) {
        out.push_back({g.start_fen, std::vector<chess::Move>(g.moves.begin(), g.moves.begin() + static_cast<long>(k)),
                       file + " game " + std::to_string(number) + " ply " + std::to_string(k)});
        if (max > 0 && static_cast<int>(out.size()) >= max) return out;
        if (k < g.moves.size()) pos.play(g.moves[k]);
      }
    }
  } else {
    const OpeningList openings =
        load_openings(file, 0, OpeningsFormat::by_extension, false, "the positions file (--positions)");
    for (size_t i = 0; i < openings.size(); ++i) {
      const Opening o = openings[i];
      out.push_back({o.fen, o.moves, file + " " + (o.name.empty() ? o.fen : o.name)});
      if (max > 0 && static_cast<int>(out.size()) >= max) break;
    }
  }
  return out;
}

// One engine's reply to one position, asked as a new game with a fresh clock.
struct Reply {
  enum class Kind { move, illegal, failed, not_started } kind = Kind::move;
  std::string move;  // UCI ("resign" for a resignation)
  std::string detail;
  double seconds = 0;
};

Reply ask_position(engines::Engine& e, const engines::TimeControl& tc, const std::string& fen,
                   const std::vector<chess::Move>& moves) {
  Reply r;
  try {
    // Each position on its own (a new game), so that no answer depends on the positions before it.
    e.new_game();
    e.set_position(fen, moves);
  } catch (const std::exception& ex) {  // a period program that cannot start from this position
    r.kind = Reply::Kind::not_started;
    r.detail = ex.what();
    return r;
  }
  chess::Game game(fen);
  for (const auto& m : moves) game.play(m);
  // The limits of a fresh clock for the side to move: a position is one move, not a game.
  engines::Clock own(tc), other(tc);
  engines::MoveRequest request{.engine = e, .name = e.name(), .game = game};
  own.fill(request.limits, game.position().side_to_move() == chess::White, other);
  const auto t0 = std::chrono::steady_clock::now();
  engines::MoveAnswer a = engines::ask_for_move(request);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  using O = engines::MoveAnswer::Outcome;
  if (a.outcome != O::move && a.outcome != O::resigns &&
      a.outcome != O::illegal) {  // a hang, a crash, a broken protocol
    r.kind = Reply::Kind::failed;
    r.detail = a.reason;
    return r;
  }
  r.move = a.outcome == O::resigns ? "resign" : a.move.uci();
  if (a.outcome == O::illegal) r.kind = Reply::Kind::illegal;  // reported as such, not as a disagreement
  return r;
}

std::string fen_after(const Position& p) {
  chess::Position pos(p.fen);
  for (const auto& m : p.moves) pos.play(m);
  return pos.fen();
}

// The two engines compared, with the options' level and images.
struct Compared {
  std::string spec[2];
  engines::EngineSpec engine[2];
  engines::EngineContext context;
};

Compared compared(const std::string& a, const std::string& b, const CompareOptions& o, std::ostream& log) {
  Compared c{{a, b},
             {engines::parse_engine_spec(a), engines::parse_engine_spec(b)},
             {o.rompath, [&log](const std::string& line) { log << line << "\n"; }, 0}};
  for (auto& e : c.engine) {
    e.level = o.level;
    if (e.program && !e.program->native()) e.images = o.images;
  }
  return c;
}

// Both engines play the same games against the same opponent: where do they part?
int compare_games(const Compared& c, const CompareOptions& o, std::ostream& out) {
  if (o.opponent.empty()) throw std::runtime_error("--games needs --opponent ENGINE");
  engines::EngineSpec opponent = engines::parse_engine_spec(o.opponent);
  const engines::TimeControl &limits_tc = o.tc, &opponent_tc = o.opponent_tc;
  OpeningList openings;
  if (!o.positions.empty())
    openings = load_openings(o.positions, 0, OpeningsFormat::by_extension, false, "the positions file (--positions)");
  int identical = 0;
  for (int g = 0; g < o.games; ++g) {
    Opening opening = openings.empty() ? Opening{} : openings[static_cast<size_t>(g / 2) % openings.size()];
    bool a_white = g % 2 == 0;
    GameRecord records[2];
    for (int i = 0; i < 2; ++i) {
      auto me = engines::make_engine(c.engine[i], c.context);
      auto them = engines::make_engine(opponent, c.context);
      Player mine{*me, c.spec[i], limits_tc};
      Player theirs{*them, o.opponent, opponent_tc};
      records[i] = a_white ? play_game(mine, theirs, opening, Adjudication{150})
                           : play_game(theirs, mine, opening, Adjudication{150});
    }
    const auto& ma = records[0].pgn.moves;
    const auto& mb = records[1].pgn.moves;
    size_t k = 0;
    while (k < ma.size() && k < mb.size() && ma[k] == mb[k]) ++k;
    out << "game " << g + 1 << " (" << (a_white ? "white" : "black") << "): ";
    if (k == ma.size() && k == mb.size() && records[0].result == records[1].result) {
      ++identical;
      out << "identical, " << ma.size() << " plies, " << records[0].result << "\n";
      continue;
    }
    chess::Position pos(opening.fen);
    for (size_t i = 0; i < k; ++i) pos.play(ma[i]);
    std::string fen = pos.fen();
    auto san = [&](const std::vector<chess::Move>& ms) {
      if (k >= ms.size()) return std::string("(game over)");
      chess::Position p2(fen);
      return chess::to_san(p2, ms[k]);
    };
    out << "part at ply " << k + 1 << " (" << fen << "): " << c.spec[0] << " " << san(ma) << ", " << c.spec[1] << " "
        << san(mb) << "; results " << records[0].result << " and " << records[1].result << "\n";
  }
  out << identical << " of " << o.games << " games identical\n";
  return identical == o.games ? 0 : 1;
}

// What the positions compare gathered.
struct Tally {
  int agree = 0, disagree = 0, skipped = 0, failed = 0;
  int no_move = 0;          // positions without a legal move: nothing to compare
  int illegal[2] = {0, 0};  // replies that are not legal moves, by engine
  double wall[2] = {0, 0};
};

void print_tally(const std::string (&spec)[2], const Tally& t, std::ostream& out) {
  int compared = t.agree + t.disagree;
  char line[256];
  std::snprintf(line, sizeof line, "agreement: %d of %d positions (%.1f%%)", t.agree, compared,
                compared ? 100.0 * t.agree / compared : 0.0);
  out << line;
  if (t.skipped) out << "; " << t.skipped << " skipped (an engine cannot start from them)";
  if (t.failed) out << "; " << t.failed << " failed (an engine gave no move)";
  for (int i = 0; i < 2; ++i)
    if (t.illegal[i]) out << "; " << t.illegal[i] << " illegal replies by " << spec[i];
  if (t.no_move) out << "; " << t.no_move << " without a legal move (not compared)";
  out << "\n";
  if (compared == 0) return;
  std::snprintf(line, sizeof line, "speed: %s %.6f s a move, %s %.6f s a move (wall); ", spec[0].c_str(),
                t.wall[0] / compared, spec[1].c_str(), t.wall[1] / compared);
  out << line;
  if (t.wall[0] > 0 && t.wall[1] > 0) {
    bool a_faster = t.wall[0] < t.wall[1];
    std::snprintf(line, sizeof line, "%s is %.0f times faster\n", spec[a_faster ? 0 : 1].c_str(),
                  a_faster ? t.wall[1] / t.wall[0] : t.wall[0] / t.wall[1]);
    out << line;
  } else {
    out << "\n";
  }
}

// Both engines on every position of a file: do they choose the same move?
int compare_positions(const CompareOptions& o, PositionComparer& comparer, const std::string (&spec)[2],
                      std::ostream& out) {
  if (o.positions.empty())
    throw std::runtime_error("give --positions FILE (.epd or .pgn) or --games N --opponent ENGINE");
  auto positions = positions_of(o.positions, o.max_positions);
  Tally t;
  if (!o.record.empty()) io::check_writable(o.record, "the facts record");
  using K = PositionVerdict::Kind;
  for (const auto& p : positions) {
    PositionVerdict v = comparer.compare(p.fen, p.moves);
    switch (v.kind) {
      case K::no_move: ++t.no_move; continue;
      case K::not_started: ++t.skipped; continue;
      case K::failed:
        if (t.failed < o.show)
          out << "failed: " << p.where << "\n  " << fen_after(p) << "\n  " << spec[v.by] << ": " << v.detail << "\n";
        ++t.failed;
        continue;
      case K::illegal:
        for (int i = 0; i < 2; ++i)
          if (v.illegal[i]) {
            if (t.illegal[0] + t.illegal[1] < o.show)
              out << "illegal: " << p.where << "\n  " << fen_after(p) << "\n  " << spec[i] << " " << v.moves[i] << "\n";
            ++t.illegal[i];
          }
        continue;
      case K::agree:
      case K::differ: break;
    }
    for (int i = 0; i < 2; ++i) t.wall[i] += v.seconds[i];
    if (!o.record.empty() && p.fen == chess::Position().fen()) {
      std::string line = std::to_string(o.level) + "|";
      for (size_t k = 0; k < p.moves.size(); ++k) line += (k ? " " : "") + p.moves[k].uci();
      io::append_whole(o.record, line + "|" + v.moves[0] + "\n", "the facts record");
    }
    if (v.kind == K::agree) {
      ++t.agree;
    } else {
      if (t.disagree < o.show)
        out << "differ: " << p.where << "\n  " << fen_after(p) << "\n  " << spec[0] << " " << v.moves[0] << ", "
            << spec[1] << " " << v.moves[1] << "\n";
      ++t.disagree;
    }
  }
  print_tally(spec, t, out);
  return t.disagree == 0 && t.failed == 0 && t.illegal[0] == 0 && t.illegal[1] == 0 ? 0 : 1;
}

// A program against the moves a player made ("played:NAME" as B): in each
// game of a PGN where NAME (a part of the White or Black tag, any case)
// played, the positions where it was to move, the move it made the answer.
// How often a reconstruction plays as the program once did, game by game.
int compare_with_played(const std::string& a_spec, const std::string& player, const CompareOptions& o,
                        std::ostream& out, std::ostream& log) {
  const std::string ext = std::filesystem::path(o.positions).extension().string();
  if (o.positions.empty() || (ext != ".pgn" && ext != ".PGN"))
    throw std::runtime_error("played:" + player + " is the moves of a PGN's games: give --positions FILE.pgn");
  if (player.empty()) throw std::runtime_error("played: needs the player's name (played:NAME)");
  Compared c = compared(a_spec, a_spec, o, log);
  auto engine = engines::make_engine(c.engine[0], c.context);
  const engines::TimeControl& tc = o.tc;
  auto lower = [](std::string s) {
    for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
  };
  const std::string who = lower(player);
  const std::string text = io::read_file(o.positions, io::kMaxTextFile, "the games");
  int number = 0, games_of_player = 0, agree = 0, asked = 0, failed = 0, shown = 0;
  for (const auto& g : chess::read_pgn(text, o.positions)) {
    ++number;
    const bool plays[2] = {lower(g.tag("White")).find(who) != std::string::npos,
                           lower(g.tag("Black")).find(who) != std::string::npos};
    if (!plays[0] && !plays[1]) continue;
    ++games_of_player;
    int game_agree = 0, game_asked = 0;
    chess::Position pos(g.start_fen);
    for (size_t k = 0; k < g.moves.size(); ++k) {
      if (o.max_positions > 0 && asked >= o.max_positions) break;
      if (plays[pos.side_to_move() == chess::White ? 0 : 1]) {
        const std::vector<chess::Move> before(g.moves.begin(), g.moves.begin() + static_cast<long>(k));
        const Reply r = ask_position(*engine, tc, g.start_fen, before);
        const std::string where = o.positions + " game " + std::to_string(number) + " ply " + std::to_string(k);
        if (r.kind == Reply::Kind::failed || r.kind == Reply::Kind::not_started) {
          if (shown++ < o.show)
            out << "failed: " << where << "\n  " << pos.fen() << "\n  " << a_spec << ": " << r.detail << "\n";
          ++failed;
        } else {
          ++asked, ++game_asked;
          if (r.move == g.moves[k].uci()) {
            ++agree, ++game_agree;
          } else if (shown++ < o.show) {
            chess::Position here = pos;
            std::string said = r.move;
            if (r.kind == Reply::Kind::move && r.move != "resign") said = chess::to_san(here, here.parse_uci(r.move));
            chess::Position there = pos;
            out << "differ: " << where << "\n  " << pos.fen() << "\n  " << a_spec << " " << said << ", played "
                << chess::to_san(there, g.moves[k]) << "\n";
          }
        }
      }
      pos.play(g.moves[k]);
    }
    out << "game " << number << " (" << g.tag("White") << " - " << g.tag("Black") << ", " << g.result
        << "): " << game_agree << " of " << game_asked << " moves as played\n";
  }
  if (games_of_player == 0) throw std::runtime_error(o.positions + ": no game with a player named '" + player + "'");
  char line[160];
  std::snprintf(line, sizeof line, "agreement: %d of %d positions (%.1f%%)", agree, asked,
                asked ? 100.0 * agree / asked : 0.0);
  out << line << (failed ? "; " + std::to_string(failed) + " failed (the engine gave no move)" : "") << "\n";
  return agree == asked && failed == 0 ? 0 : 1;
}

}  // namespace

int compare_engines(const std::string& a_spec, const std::string& b_spec, const CompareOptions& o, std::ostream& out,
                    std::ostream& log) {
  if (b_spec.rfind("played:", 0) == 0) return compare_with_played(a_spec, b_spec.substr(7), o, out, log);
  if (o.games > 0) return compare_games(compared(a_spec, b_spec, o, log), o, out);
  if (o.positions.empty())
    throw std::runtime_error("give --positions FILE (.epd or .pgn) or --games N --opponent ENGINE");
  PositionComparer comparer(a_spec, b_spec, o, log);
  const std::string spec[2] = {a_spec, b_spec};
  return compare_positions(o, comparer, spec, out);
}

PositionComparer::PositionComparer(const std::string& a, const std::string& b, const CompareOptions& o,
                                   std::ostream& log)
    : tc_(o.tc) {
  Compared c = compared(a, b, o, log);
  for (int i = 0; i < 2; ++i) engines_[i] = engines::make_engine(c.engine[i], c.context);
}

PositionComparer::~PositionComparer() = default;

engines::Engine& PositionComparer::engine(int i) { return *engines_[i]; }

PositionVerdict PositionComparer::compare(const std::string& fen, const std::vector<chess::Move>& moves) {
  using K = PositionVerdict::Kind;
  PositionVerdict v;
  chess::Position here(fen);
  for (const auto& m : moves) here.play(m);
  const auto legal = here.legal_moves();
  if (legal.empty()) {  // mate or stalemate: no move to choose
    v.kind = K::no_move;
    return v;
  }
  bool illegal = false;
  for (int i = 0; i < 2; ++i) {
    const Reply r = ask_position(*engines_[i], tc_, fen, moves);
    if (r.kind == Reply::Kind::not_started || r.kind == Reply::Kind::failed) {
      v.kind = r.kind == Reply::Kind::failed ? K::failed : K::not_started;
      v.by = i;
      v.detail = r.detail;
      return v;
    }
    v.moves[i] = r.move;
    v.illegal[i] = r.kind == Reply::Kind::illegal;
    illegal = illegal || v.illegal[i];
    v.seconds[i] = r.seconds;
  }
  v.kind = illegal ? K::illegal : v.moves[0] == v.moves[1] ? K::agree : K::differ;
  return v;
}

}  // namespace veteran::tournament
