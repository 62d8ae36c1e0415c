#include "engines/external/uci_client.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>

namespace veteran::engines {
namespace {

std::string ms(double seconds) { return std::to_string(std::llround(seconds * 1000)); }

}  // namespace

UciClient::UciClient(const ExternalSpec& spec) : ExternalEngine(spec) {
  send("uci");
  auto deadline = deadline_in(spec.startup_seconds);
  for (;;) {
    std::string line = receive(deadline, "starting (waiting for uciok)");
    std::istringstream words(line);
    std::string w1, w2;
    words >> w1 >> w2;
    if (w1 == "uciok") break;
    if (w1 == "option") {  // "option name MultiPV type spin default 1 min 1 max 500"
      std::vector<std::string> w{w2};
      for (std::string x; words >> x;) w.push_back(x);
      if (w.size() >= 2 && w[0] == "name" && w[1] == "UCI_Chess960") has_chess960_ = true;
      if (w.size() >= 2 && w[0] == "name" && w[1] == "MultiPV")
        for (size_t i = 2; i + 1 < w.size(); ++i)
          if (w[i] == "max") max_multipv_ = std::max(1, std::atoi(w[i + 1].c_str()));
    }
    if (w1 == "id" && (w2 == "name" || w2 == "author")) {
      std::string rest;
      std::getline(words >> std::ws, rest);
      if (w2 == "name" && spec.name.empty()) name_ = rest;
      if (w2 == "author") author_ = rest;
    }
  }
  // Each setting answered by isready/readyok on its own, so that a refusal
  // names the setting it answers.
  for (const auto& [option, value] : spec.options) {
    std::string line = "setoption name " + option + " value " + value;
    send(line);
    for (const auto& reply : sync("starting (waiting for readyok)"))
      if (refusal(reply)) warnings_.push_back(name_ + " refused '" + line + "': " + reply);
  }
  for (const auto& line : spec.init) {
    send(line);
    for (const auto& reply : sync("starting (waiting for readyok)"))
      if (refusal(reply)) warnings_.push_back(name_ + " refused '" + line + "': " + reply);
  }
  sync("starting (waiting for readyok)");
}

std::vector<std::string> UciClient::sync(const std::string& waiting_for) {
  send("isready");
  auto deadline = deadline_in(spec_.startup_seconds);
  std::vector<std::string> before;
  for (std::string line; (line = receive(deadline, waiting_for)) != "readyok";) before.push_back(line);
  return before;
}

void UciClient::set_chess960(bool on) {
  if (on == chess960_) return;
  if (on && !has_chess960_)
    throw std::runtime_error(name_ + " has no UCI_Chess960 option: it does not play Chess960 (fischerandom)");
  send(std::string("setoption name UCI_Chess960 value ") + (on ? "true" : "false"));
  sync("setting UCI_Chess960 (waiting for readyok)");
  chess960_ = on;
}

void UciClient::new_game() {
  send("ucinewgame");
  sync("starting a game (waiting for readyok)");
}

SearchResult UciClient::go(const SearchLimits& l) {
  // Chess960's start is always a FEN, as cutechess-cli sends it (castling moves: the king takes its rook).
  std::string position =
      fen_ == chess::Position::kStartFen && !chess960_ ? "position startpos" : "position fen " + fen_;
  if (!moves_.empty()) {
    position += " moves";
    for (const auto& m : moves_) position += " " + m.uci();
  }
  send(position);
  // As cutechess-cli's UciEngine::startThinking: a fixed time a move, else
  // both clocks (an increment or moves to go only where there is one). (veteran
  // refuses cutechess-cli's tc=inf without depth= or nodes=, its "go infinite".)
  std::string go = "go";
  const bool clocks = l.white_time != 0 || l.black_time != 0 || l.period_time > 0;
  if (l.move_time > 0) {
    go += " movetime " + ms(l.move_time);
  } else if (clocks) {
    go += " wtime " + ms(l.white_time) + " btime " + ms(l.black_time);
    if (l.white_increment > 0) go += " winc " + ms(l.white_increment);
    if (l.black_increment > 0) go += " binc " + ms(l.black_increment);
    if (l.moves_to_go > 0) go += " movestogo " + std::to_string(l.moves_to_go);
  }
  if (l.depth > 0) go += " depth " + std::to_string(l.depth);
  if (l.nodes > 0) go += " nodes " + std::to_string(l.nodes);
  if (!l.search_moves.empty()) {
    go += " searchmoves";
    for (const auto& m : l.search_moves) go += " " + m.uci();
  }
  if (l.multipv > 0 && l.multipv != multipv_ && max_multipv_ > 1) {
    multipv_ = std::min(l.multipv, max_multipv_);
    send("setoption name MultiPV value " + std::to_string(multipv_));
  }
  send(go);
  const chess::Position here = current_position();
  auto deadline = deadline_in(move_deadline_seconds(l, here.side_to_move()));
  const auto started = Process::Clock::now();
  SearchResult result;
  std::map<int, SearchInfo> by_rank;
  for (;;) {
    std::string line = receive(deadline, "thinking (waiting for bestmove)");
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word == "info") {
      SearchInfo info;
      info.seconds = -1;
      if (!read_info(words, here, info)) continue;
      if (info.seconds < 0) info.seconds = std::chrono::duration<double>(Process::Clock::now() - started).count();
      if (info.multipv == 1) {
        if (info.depth > 0) result.depth = info.depth;
        if (info.score_mate) {
          int m = *info.score_mate;
          result.score_cp = m > 0 ? 100000 - m : -100000 - m;
          result.score_mate = m;
          result.mate_plies = mate_plies_of(m);
        } else if (info.score_cp) {
          result.score_cp = info.score_cp;
          result.score_mate.reset();
          result.mate_plies.reset();
        }
      }
      if (!info.pv.empty()) {
        if (info.multipv == 1) result.pv = info.pv;
        by_rank[info.multipv] = info;
      }
      report(info);
    } else if (word == "bestmove") {
      std::string move;
      words >> move;
      if (move.empty() || move == "0000" || move == "(none)") protocol_error("answered 'bestmove " + move + "'", move);
      result.move = parse_move(move);
      for (auto& [rank, info] : by_rank) result.lines.push_back(info);
      return result;
    }
  }
}

bool UciClient::read_info(std::istringstream& words, const chess::Position& position, SearchInfo& info) const {
  bool useful = false;
  for (std::string key; words >> key;) {
    if (key == "depth") {
      words >> info.depth;
    } else if (key == "nodes") {
      words >> info.nodes;
    } else if (key == "multipv") {
      words >> info.multipv;
    } else if (key == "time") {
      long long ms = 0;
      if (words >> ms) info.seconds = static_cast<double>(ms) / 1000;
    } else if (key == "score") {
      std::string kind;
      long long value = 0;
      if (!(words >> kind >> value)) break;
      useful = true;
      if (kind == "cp") info.score_cp = static_cast<int>(value);
      if (kind == "mate") info.score_mate = static_cast<int>(value);
    } else if (key == "string") {
      break;  // free text to the end of the line
    } else if (key == "pv") {
      chess::Position p = position;
      for (std::string text; words >> text;) {
        bool found = false;
        for (const auto& m : p.legal_moves())
          if (m.uci() == text) {
            info.pv.push_back(m);
            p.play(m);
            found = true;
            break;
          }
        if (!found) break;
      }
      useful = useful || !info.pv.empty();
      break;  // pv ends the line
    }
  }
  return useful;
}

}  // namespace veteran::engines
