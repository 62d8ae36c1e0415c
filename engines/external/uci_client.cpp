#include "veteran/engines/external/uci_client.hpp"

#include <cmath>
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

void UciClient::new_game() {
  send("ucinewgame");
  sync("starting a game (waiting for readyok)");
}

SearchResult UciClient::go(const SearchLimits& l) {
  std::string position = fen_ == chess::Position::kStartFen ? "position startpos" : "position fen " + fen_;
  if (!moves_.empty()) {
    position += " moves";
    for (const auto& m : moves_) position += " " + m.uci();
  }
  send(position);
  std::string go = "go";
  if (l.move_time > 0) go += " movetime " + ms(l.move_time);
  if (l.white_time > 0 || l.black_time > 0) {
    go += " wtime " + ms(l.white_time) + " btime " + ms(l.black_time);
    if (l.white_increment > 0 || l.black_increment > 0)
      go += " winc " + ms(l.white_increment) + " binc " + ms(l.black_increment);
    if (l.moves_to_go > 0) go += " movestogo " + std::to_string(l.moves_to_go);
  }
  if (l.depth > 0) go += " depth " + std::to_string(l.depth);
  if (l.nodes > 0) go += " nodes " + std::to_string(l.nodes);
  send(go);
  auto side = current_position().side_to_move();
  auto deadline = deadline_in(move_deadline_seconds(l, side));
  SearchResult result;
  for (;;) {
    std::string line = receive(deadline, "thinking (waiting for bestmove)");
    std::istringstream words(line);
    std::string word;
    words >> word;
    if (word == "info") {
      for (std::string key; words >> key;) {
        if (key == "depth") {
          int depth = 0;
          if (words >> depth) result.depth = depth;
          continue;
        }
        if (key != "score") continue;
        std::string kind;
        long long value = 0;
        if (words >> kind >> value) {
          if (kind == "cp") result.score_cp = static_cast<int>(value);
          if (kind == "mate") result.score_cp = static_cast<int>(value > 0 ? 100000 - value : -100000 - value);
        }
      }
    } else if (word == "bestmove") {
      std::string move;
      words >> move;
      if (move.empty() || move == "0000" || move == "(none)") protocol_error("answered 'bestmove " + move + "'");
      result.move = parse_move(move);
      return result;
    }
  }
}

}  // namespace veteran::engines
