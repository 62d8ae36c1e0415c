#include "compare.hpp"

#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "game_runner.hpp"
#include "openings.hpp"

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
    std::ifstream in(file);
    if (!in) throw std::runtime_error(file + ": cannot read");
    std::stringstream text;
    text << in.rdbuf();
    int number = 0;
    for (const auto& g : chess::read_pgn(text.str(), file)) {
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
    for (auto& o : load_openings(file)) {
      out.push_back({o.fen, o.moves, file + " " + (o.name.empty() ? o.fen : o.name)});
      if (max > 0 && static_cast<int>(out.size()) >= max) break;
    }
  }
  return out;
}

std::string fen_after(const Position& p) {
  chess::Position pos(p.fen);
  for (const auto& m : p.moves) pos.play(m);
  return pos.fen();
}

}  // namespace

EngineEntry engine_from_spec(const std::string& spec) {
  EngineEntry e;
  e.name = spec;
  for (const char* protocol : {"uci:", "xboard:"}) {
    std::string p = protocol;
    if (spec.rfind(p, 0) == 0) {
      e.external.protocol = p.substr(0, p.size() - 1);
      e.external.command = spec.substr(p.size());
      std::string first = e.external.command.substr(0, e.external.command.find(' '));
      std::string full = find_command(first);
      if (!full.empty()) e.external.command = full + e.external.command.substr(first.size());
      e.external.name = e.name;
      return e;
    }
  }
  auto known = veteran_programs();
  if (std::find(known.begin(), known.end(), spec) == known.end()) {
    std::string list;
    for (const auto& k : known) list += " " + k;
    throw std::runtime_error("no engine '" + spec + "': give a program (" + list.substr(1) +
                             ") or uci:COMMAND / xboard:COMMAND");
  }
  e.program = spec;
  return e;
}

int compare_engines(const std::string& a_spec, const std::string& b_spec, const CompareOptions& o, std::ostream& out,
                    std::ostream& log) {
  EngineEntry entries[2] = {engine_from_spec(a_spec), engine_from_spec(b_spec)};
  for (auto& e : entries) {
    e.level = o.level;
    if (!e.program.empty() && e.program.find("@native") == std::string::npos) e.images = o.images;
  }
  TimeControl limits_tc = TimeControl::parse(o.tc);
  Log quiet = [&](const std::string& line) { log << line << "\n"; };

  if (o.games > 0) {
    if (o.opponent.empty()) throw std::runtime_error("--games needs --opponent ENGINE");
    EngineEntry opponent = engine_from_spec(o.opponent);
    std::vector<Opening> openings;
    if (!o.positions.empty()) openings = load_openings(o.positions);
    int identical = 0;
    for (int g = 0; g < o.games; ++g) {
      Opening opening = openings.empty() ? Opening{} : openings[static_cast<size_t>(g / 2) % openings.size()];
      bool a_white = g % 2 == 0;
      GameRecord records[2];
      for (int i = 0; i < 2; ++i) {
        auto me = make_engine(entries[i], 0, o.rompath, quiet);
        auto them = make_engine(opponent, 0, o.rompath, quiet);
        Player mine{*me, entries[i].name, limits_tc};
        Player theirs{*them, opponent.name, TimeControl::parse(o.opponent_tc)};
        records[i] = a_white ? play_game(mine, theirs, opening, Adjudication{150}) : play_game(theirs, mine, opening, Adjudication{150});
      }
      const auto& ma = records[0].pgn.moves;
      const auto& mb = records[1].pgn.moves;
      size_t k = 0;
      while (k < ma.size() && k < mb.size() && ma[k] == mb[k]) ++k;
      out << "game " << g + 1 << " (" << (a_white ? "white" : "black") << "): ";
      if (k == ma.size() && k == mb.size() && records[0].result == records[1].result) {
        ++identical;
        out << "identical, " << ma.size() << " plies, " << records[0].result << "\n";
      } else {
        chess::Position pos(opening.fen);
        for (size_t i = 0; i < k; ++i) pos.play(ma[i]);
        std::string fen = pos.fen();
        auto san = [&](const std::vector<chess::Move>& ms) {
          if (k >= ms.size()) return std::string("(game over)");
          chess::Position p2(fen);
          return chess::to_san(p2, ms[k]);
        };
        out << "part at ply " << k + 1 << " (" << fen << "): " << a_spec << " " << san(ma) << ", " << b_spec << " "
            << san(mb) << "; results " << records[0].result << " and " << records[1].result << "\n";
      }
    }
    out << identical << " of " << o.games << " games identical\n";
    return identical == o.games ? 0 : 1;
  }

  if (o.positions.empty()) throw std::runtime_error("give --positions FILE (.epd or .pgn) or --games N --opponent ENGINE");
  auto positions = positions_of(o.positions, o.max_positions);
  std::unique_ptr<engines::Engine> engines_[2];
  for (int i = 0; i < 2; ++i) engines_[i] = make_engine(entries[i], 0, o.rompath, quiet);
  double wall[2] = {0, 0};
  int agree = 0, disagree = 0, skipped = 0, failed = 0;
  std::ofstream record;
  if (!o.record.empty()) {
    record.open(o.record, std::ios::app);
    if (!record) throw std::runtime_error(o.record + ": cannot write");
  }
  for (const auto& p : positions) {
    std::string moves[2];
    bool ok = true, gave_no_move = false;
    for (int i = 0; i < 2 && ok; ++i) {
      auto& e = *engines_[i];
      try {
        e.set_position(p.fen, p.moves);
      } catch (const std::exception& ex) {
        ok = false;  // a period program that cannot start from this position
        break;
      }
      engines::SearchLimits limits;
      Clock(limits_tc).fill(limits, chess::Position(fen_after(p)).side_to_move() == chess::White, Clock(limits_tc));
      auto t0 = std::chrono::steady_clock::now();
      try {
        auto r = e.go(limits);
        moves[i] = r.resigns ? "resign" : r.move.uci();
      } catch (const std::exception& ex) {
        // A hang, a refused move, a broken protocol: reported, and the comparison goes on.
        if (failed < o.show)
          out << "failed: " << p.where << "\n  " << fen_after(p) << "\n  " << (i == 0 ? a_spec : b_spec) << ": "
              << ex.what() << "\n";
        ++failed;
        ok = false;
        gave_no_move = true;
        break;
      }
      wall[i] += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
    if (!ok) {
      if (!gave_no_move) ++skipped;
      continue;
    }
    if (record.is_open() && p.fen == chess::Position().fen()) {
      record << o.level << "|";
      for (size_t k = 0; k < p.moves.size(); ++k) record << (k ? " " : "") << p.moves[k].uci();
      record << "|" << moves[0] << "\n" << std::flush;
    }
    if (moves[0] == moves[1]) {
      ++agree;
    } else {
      if (disagree < o.show)
        out << "differ: " << p.where << "\n  " << fen_after(p) << "\n  " << a_spec << " " << moves[0] << ", " << b_spec
            << " " << moves[1] << "\n";
      ++disagree;
    }
  }
  int compared = agree + disagree;
  char line[256];
  std::snprintf(line, sizeof line, "agreement: %d of %d positions (%.1f%%)", agree, compared,
                compared ? 100.0 * agree / compared : 0.0);
  out << line;
  if (skipped) out << "; " << skipped << " skipped (an engine cannot start from them)";
  if (failed) out << "; " << failed << " failed (an engine gave no move)";
  out << "\n";
  if (compared > 0) {
    std::snprintf(line, sizeof line, "speed: %s %.6f s a move, %s %.6f s a move (wall); ", a_spec.c_str(),
                  wall[0] / compared, b_spec.c_str(), wall[1] / compared);
    out << line;
    if (wall[0] > 0 && wall[1] > 0) {
      bool a_faster = wall[0] < wall[1];
      std::snprintf(line, sizeof line, "%s is %.0f times faster\n", (a_faster ? a_spec : b_spec).c_str(),
                    a_faster ? wall[1] / wall[0] : wall[0] / wall[1]);
      out << line;
    } else {
      out << "\n";
    }
  }
  return disagree == 0 && failed == 0 ? 0 : 1;
}

}  // namespace veteran::tournament
