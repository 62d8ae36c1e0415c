#include "engines/external/xboard_client.hpp"

#include "chess/san.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <set>
#include <sstream>

namespace veteran::engines {

namespace {

// cutechess-cli's reading of an xboard score (XboardEngine::adaptScore): the
// newer CECP mate in N moves (100000 + N) as 2N - 1 plies (mated: 2N), and
// an older "assumed" mate, within 100 of a multiple of 1000 above 9900, as
// that distance in plies (99998: mate in 2 plies).
std::optional<int> cutechess_mate_plies(long long score) {
  if (score < -1000000000LL || score > 1000000000LL) return std::nullopt;  // no mate, and no overflow below
  long long magnitude = score < 0 ? -score : score;
  if (magnitude > 100000 && magnitude < 100100) magnitude = 1100000 - 2 * magnitude + (score >= 0 ? 1 : 0);
  const long long distance = 1000 - magnitude % 1000;
  if (magnitude > 9900 && distance < 100) return static_cast<int>(score > 0 ? distance : -distance);
  return std::nullopt;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// Whole centiseconds of whole milliseconds, 0 below zero (cutechess-cli's "timeLeft() / 10").
std::string centiseconds(double seconds) { return std::to_string(std::max(0LL, std::llround(seconds * 1000) / 10)); }

}  // namespace

XboardClient::XboardClient(const ExternalSpec& spec) : ExternalEngine(spec) {
  send("xboard");
  send("protover 2");
  // Engines that know protocol 2 answer with features, ending with done=1;
  // done=0 asks for more time. Silence for two seconds means protocol 1.
  auto quiet = deadline_in(std::min(2.0, spec.startup_seconds));
  auto patience = deadline_in(spec.startup_seconds);
  for (;;) {
    auto line = process_->read_line(features_.count("done") && features_["done"] == "0" ? patience : quiet);
    if (!line) {
      if (process_->at_end()) receive(quiet, "starting (protover 2)");  // throws: crashed
      break;
    }
    note("< ", *line);
    if (starts_with(*line, "feature ")) {
      parse_features(*line);
      if (features_.count("done") && features_["done"] == "1") break;
    }
  }
  if (feature("myname") && spec.name.empty()) name_ = features_["myname"];
  // Each setting answered by ping/pong on its own (engines with ping=1), so
  // that a refusal names the setting it answers.
  std::vector<std::string> settings;
  for (const auto& [option, value] : spec.options) settings.push_back("option " + option + "=" + value);
  settings.insert(settings.end(), spec.init.begin(), spec.init.end());
  for (const auto& line : settings) {
    send(line);
    for (const auto& reply : sync("starting (waiting for pong)"))
      if (refusal(reply)) warnings_.push_back(name_ + " refused '" + line + "': " + reply);
  }
  sync("starting (waiting for pong)");
}

bool XboardClient::feature(const std::string& name) const {
  auto it = features_.find(name);
  return it != features_.end() && it->second != "0";
}

void XboardClient::parse_features(const std::string& line) {
  size_t at = 8;
  while (at < line.size()) {
    while (at < line.size() && line[at] == ' ') ++at;
    auto eq = line.find('=', at);
    if (eq == std::string::npos) break;
    std::string name = line.substr(at, eq - at), value;
    at = eq + 1;
    if (at < line.size() && line[at] == '"') {
      auto close = line.find('"', at + 1);
      if (close == std::string::npos) close = line.size();
      value = line.substr(at + 1, close - at - 1);
      at = close + 1;
    } else {
      auto space = line.find(' ', at);
      if (space == std::string::npos) space = line.size();
      value = line.substr(at, space - at);
      at = space;
    }
    // The features cutechess-cli uses are accepted, the others rejected, as
    // its XboardEngine::setFeature answers them.
    static const std::set<std::string> kAccepted = {"ping",   "setboard", "san",    "usermove", "nps",
                                                    "time",   "reuse",    "myname", "variants", "name",
                                                    "memory", "smp",      "egt",    "option",   "done"};
    const bool accepted = kAccepted.count(name) > 0;
    if (accepted) features_[name] = value;
    send((accepted ? "accepted " : "rejected ") + name);
  }
}

// With ping, waits until the engine has read everything sent so far; old
// engines without it get a moment's grace instead.
std::vector<std::string> XboardClient::sync(const std::string& waiting_for) {
  std::vector<std::string> before;
  if (!feature("ping")) return before;
  std::string pong = "pong " + std::to_string(++pings_);
  send("ping " + std::to_string(pings_));
  auto deadline = deadline_in(spec_.startup_seconds);
  for (std::string line; (line = receive(deadline, waiting_for)) != pong;) before.push_back(line);
  return before;
}

void XboardClient::new_game() {
  // An engine kept from the game before may still say something of it (a
  // result claim after its last move: Fairy-Max's "1-0 {White mates}"):
  // "force" stops it, and what it says before the pong is dropped.
  if (in_game_) {
    send("force");
    sync("starting a game (waiting for pong)");
  }
  in_game_ = false;
  known_.clear();
}

void XboardClient::set_chess960(bool on) {
  if (on) {
    const auto it = features_.find("variants");
    const std::string offered = it == features_.end() ? "" : it->second;
    std::istringstream variants(offered);
    bool listed = false;
    for (std::string v; std::getline(variants, v, ',');) listed = listed || v == "fischerandom";
    if (!listed)
      throw std::runtime_error(name_ + " does not list fischerandom in its variants feature (\"" + offered +
                               "\"): it does not play Chess960");
  }
  chess960_ = on;
}

void XboardClient::send_move(const chess::Move& m, chess::Position& before) {
  // xboard writes castling in Chess960 as O-O and O-O-O, whatever the notation (as cutechess-cli does).
  std::string text = feature("san") || (chess960_ && (m.flags & chess::Castle)) ? chess::to_san(before, m) : m.uci();
  send(feature("usermove") ? "usermove " + text : text);
  before.play(m);
}

// cutechess-cli's stand-in for no time limit (XboardEngine's s_infiniteSec),
// sent as the seconds of "st" and, as they are, as the centiseconds of "time".
constexpr int kInfiniteSeconds = 86400;

bool XboardClient::infinite(const SearchLimits& l) {
  return l.move_time <= 0 && l.period_time <= 0 && l.white_time == 0 && l.black_time == 0;
}

// Before each move, as cutechess-cli's sendTimeLeft: both clocks in whole
// centiseconds (below zero: 0), or "time 86400" alone without a time limit.
void XboardClient::send_clocks(const SearchLimits& l, chess::Color engine_side) {
  if (features_.count("time") && !feature("time")) return;
  if (infinite(l)) {
    send("time " + std::to_string(kInfiniteSeconds));
    return;
  }
  bool white = engine_side == chess::White;
  send("time " + centiseconds(white ? l.white_time : l.black_time));
  send("otim " + centiseconds(white ? l.black_time : l.white_time));
}

// Sets the engine up from scratch, in cutechess-cli's order (XboardEngine::
// startGame): new game, variant, position, time control, depth and node
// limits, post, easy; then the moves so far.
void XboardClient::start_game(const SearchLimits& l) {
  send("new");
  if (chess960_) send("variant fischerandom");
  send("force");
  if (fen_ != chess::Position::kStartFen || chess960_) {
    // A dummy move makes the engine play Black (sent before setboard too, as cutechess-cli does).
    if (chess::Position(fen_, chess960_).side_to_move() == chess::Black) send("b2b3");
    if (feature("setboard"))
      send("setboard " + fen_);
    else if (chess960_)
      protocol_error("cannot take a Chess960 position (no setboard feature)");
    else {
      if (spec_.warn) spec_.warn(name_ + " does not support the setboard command, using the edit command now");
      edit_position();
    }
  }
  if (l.move_time > 0) {
    send("st " + std::to_string(static_cast<long long>(std::floor(l.move_time))));  // st=0.5: "st 0"
  } else if (!infinite(l)) {
    double base = l.period_time > 0 ? l.period_time : std::max(l.white_time, l.black_time);
    long long whole = static_cast<long long>(std::llround(base));
    std::string base_text = std::to_string(whole / 60) + (whole % 60 ? ":" + std::to_string(whole % 60) : "");
    char inc[32];
    std::snprintf(inc, sizeof inc, "%g", l.white_increment);
    send("level " + std::to_string(l.period_moves) + " " + base_text + " " + inc);
  } else if (l.depth <= 0 && l.nodes <= 0) {
    send("st " + std::to_string(kInfiniteSeconds));
  }
  if (l.depth > 0) send("sd " + std::to_string(l.depth));
  if (l.nodes > 0) {  // a node limit is nps over one second
    if (feature("nps")) {
      send("st 1");
      send("nps " + std::to_string(l.nodes));
    } else if (spec_.warn) {
      spec_.warn(name_ + " doesn't support the nps command");
    }
  }
  send("post");
  send("easy");
  chess::Position pos(fen_, chess960_);
  for (const auto& m : moves_) send_move(m, pos);
  known_ = moves_;
  in_game_ = true;
}

// The moves of a thinking line, coordinates or SAN, up to the first that is
// not a legal move (move numbers, "...", annotations and "<" notes end it).
std::vector<chess::Move> XboardClient::thinking_line(chess::Position pos, std::istream& words) {
  std::vector<chess::Move> line;
  for (std::string word; words >> word && line.size() < 64;) {
    if (std::isdigit(static_cast<unsigned char>(word[0])) && word.back() == '.') continue;  // "12." "12..."
    chess::Move m;
    try {
      m = pos.parse_uci(word);
    } catch (const std::exception&) {
      try {
        m = chess::parse_san(pos, word);
      } catch (const std::exception&) { break; }
    }
    line.push_back(m);
    pos.play(m);
  }
  return line;
}

// Protocol 1's way to set up a position, for engines without setboard:
// "edit", "#" (clear), white pieces, "c", black pieces, ".". Edit mode keeps
// the side to move, so a black-to-move position is entered after a dummy
// move (start_game's); castling rights follow from king and rooks on their squares, and an
// en passant chance cannot be given.
void XboardClient::edit_position() {
  chess::Position pos(fen_);
  if (pos.en_passant() != chess::kNoSquare)
    protocol_error("cannot take a position with an en passant capture pending (no setboard feature)");
  send("edit");
  send("#");
  for (int colour = 0; colour < 2; ++colour) {
    if (colour == 1) send("c");
    for (int rank = 0; rank < 8; ++rank)
      for (int file = 0; file < 8; ++file) {
        chess::Piece p = pos.at(chess::square(file, rank));
        if (p == 0 || (chess::color_of(p) == chess::White) != (colour == 0)) continue;
        send(std::string(1, " PNBRQK"[chess::type_of(p)]) + chess::square_name(chess::square(file, rank)));
      }
  }
  send(".");
}

SearchResult XboardClient::go(const SearchLimits& l) {
  chess::Position now = current_position();
  chess::Color side = now.side_to_move();
  bool one_more =
      in_game_ && moves_.size() == known_.size() + 1 && std::equal(known_.begin(), known_.end(), moves_.begin());
  if (one_more) {
    chess::Position before(fen_, chess960_);
    for (const auto& m : known_) before.play(m);
    send_clocks(l, side);
    send_move(moves_.back(), before);  // the engine answers it
  } else {
    start_game(l);
    send_clocks(l, side);
    send("go");
  }
  auto deadline = deadline_in(move_deadline_seconds(l, side));
  SearchResult result;
  for (;;) {
    std::string line = receive(deadline, "thinking (waiting for its move)");
    std::string low = lower(line);
    std::istringstream words(line);
    std::string first;
    words >> first;
    std::string move;
    if (first == "move") {
      words >> move;
    } else if (starts_with(low, "my move is")) {
      auto colon = line.find(':');
      std::istringstream rest(line.substr(colon == std::string::npos ? 10 : colon + 1));
      rest >> move;
    } else if (starts_with(low, "illegal move")) {
      protocol_error("refused a move: '" + line + "'");
    } else if (low == "resign" || low.find("resigns") != std::string::npos) {
      result.resigns = true;
      return result;
    } else if ((first == "1-0" && side == chess::Black) || (first == "0-1" && side == chess::White)) {
      result.resigns = true;  // it claims its own loss
      return result;
    } else if (!first.empty() && (std::isdigit(static_cast<unsigned char>(first[0])))) {
      // Thinking output: ply score time nodes pv. xboard engines give mate
      // in N moves as 100000 + N (mated: -100000 - N); veteran keeps scores
      // as the UCI client does, mate in N as 100000 - N.
      long long score = 0, centiseconds = 0, nodes = 0;
      if (words >> score) {
        result.mate_plies = cutechess_mate_plies(score);
        if (score >= 100000)
          score = 100000 - std::min(score - 100000, 9999LL);
        else if (score <= -100000)
          score = -100000 + std::min(-score - 100000, 9999LL);
        result.score_cp = static_cast<int>(score);
        result.depth = std::atoi(first.c_str());
        // What `suite` times a solution by: the line, from its time and moves.
        SearchInfo info;
        info.depth = result.depth;
        info.score_cp = result.score_cp;
        if (words >> centiseconds >> nodes) {
          info.seconds = static_cast<double>(centiseconds) / 100;
          info.nodes = nodes;
          info.pv = thinking_line(now, words);
        }
        report(info);
      }
    }
    if (!move.empty()) {
      result.move = parse_move(move);
      known_ = moves_;
      known_.push_back(result.move);
      return result;
    }
  }
}

}  // namespace veteran::engines
