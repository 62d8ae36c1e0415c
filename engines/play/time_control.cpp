#include "engines/play/time_control.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace veteran::engines {
namespace {

std::string g(double v) {
  char s[32];
  std::snprintf(s, sizeof s, "%g", v);
  return s;
}

// A number of the time control `whole`, from 0 to `max` (no NaN, no infinity).
double number(const std::string& text, const std::string& whole, double max = 1e7) {
  size_t used = 0;
  double v = -1;
  try {
    v = std::stod(text, &used);
  } catch (const std::exception&) { used = 0; }
  if (used != text.size() || !std::isfinite(v) || v < 0 || text.empty())
    throw std::invalid_argument(
        "time control '" + whole +
        "' is not understood; write st=SECONDS, MOVES/SECONDS+INC, SECONDS+INC, depth=N or nodes=N");
  if (v > max) throw std::invalid_argument("time control '" + whole + "': " + text + " is more than " + g(max));
  return v;
}

// A whole number of the time control `whole`, from 1 to `max`.
long long whole_number(const std::string& text, const std::string& whole, const char* what, double max) {
  double v = number(text, whole, max);
  if (v < 1 || v != std::floor(v))
    throw std::invalid_argument("time control '" + whole + "': " + what + " must be a whole number from 1 to " +
                                g(max));
  return static_cast<long long>(v);
}

}  // namespace

TimeControl TimeControl::parse(const std::string& text) {
  TimeControl tc = read(text);
  tc.spelling = text;
  return tc;
}

TimeControl TimeControl::read(const std::string& whole) {
  // A clock, a time a move, a depth or a node limit may carry a depth or node
  // limit besides, after a space (cutechess-cli takes depth= and nodes= together).
  if (whole.find(' ') != std::string::npos) {
    std::istringstream words(whole);
    std::string word;
    words >> word;
    TimeControl tc = read(word);
    while (words >> word) {
      const TimeControl limit = read(word);
      if (tc.kind == Kind::infinite && (limit.kind == Kind::depth || limit.kind == Kind::nodes))
        tc = limit;  // "inf depth=6": the depth
      else if (limit.kind == Kind::depth && tc.depth == 0)
        tc.depth = limit.depth;
      else if (limit.kind == Kind::nodes && tc.nodes == 0)
        tc.nodes = limit.nodes;
      else
        throw std::invalid_argument("time control '" + whole + "': after the first, depth=N and nodes=N (each once)");
    }
    return tc;
  }
  const std::string& text = whole;
  TimeControl tc;
  if (text == "inf") {
    tc.kind = Kind::infinite;
    return tc;
  }
  auto eq = text.find('=');
  if (eq != std::string::npos) {
    std::string key = text.substr(0, eq), value = text.substr(eq + 1);
    double v = number(value, text);
    if (key == "st" || key == "movetime") {
      if (v <= 0) throw std::invalid_argument("time control '" + text + "': the time per move must be positive");
      tc.kind = Kind::per_move, tc.move_time = v;
    } else if (key == "depth") {
      tc.kind = Kind::depth, tc.depth = static_cast<int>(whole_number(value, text, "the depth", 200));
    } else if (key == "nodes") {
      tc.kind = Kind::nodes, tc.nodes = whole_number(value, text, "the nodes", 1e15);
    } else {
      number("x", text);  // throws the explanation
    }
    return tc;
  }
  tc.kind = Kind::clock;
  std::string rest = text;
  auto slash = rest.find('/');
  if (slash != std::string::npos) {
    tc.moves = static_cast<int>(whole_number(rest.substr(0, slash), text, "the moves", 10000));
    rest = rest.substr(slash + 1);
  }
  auto plus = rest.find('+');
  tc.base = number(rest.substr(0, plus), text);
  if (plus != std::string::npos) tc.increment = number(rest.substr(plus + 1), text);
  if (tc.base <= 0) throw std::invalid_argument("time control '" + text + "': the time must be positive");
  return tc;
}

std::string TimeControl::text() const {
  switch (kind) {
    case Kind::depth: return "depth=" + std::to_string(depth) + (nodes > 0 ? " nodes=" + std::to_string(nodes) : "");
    case Kind::nodes: return "nodes=" + std::to_string(nodes) + (depth > 0 ? " depth=" + std::to_string(depth) : "");
    case Kind::infinite: return "inf";
    case Kind::per_move:
    case Kind::clock: break;
  }
  std::string main = kind == Kind::per_move ? "st=" + g(move_time)
                                            : (moves ? std::to_string(moves) + "/" : "") + g(base) +
                                                  (increment > 0 ? "+" + g(increment) : "");
  if (depth > 0) main += " depth=" + std::to_string(depth);
  if (nodes > 0) main += " nodes=" + std::to_string(nodes);
  return main;
}

std::string TimeControl::pgn() const {
  switch (kind) {
    case Kind::per_move: return "1/" + g(move_time);  // one move per period of that length
    case Kind::depth:
    case Kind::nodes:
    case Kind::infinite: return "-";
    case Kind::clock: break;
  }
  return (moves ? std::to_string(moves) + "/" : "") + g(base) + (increment > 0 ? "+" + g(increment) : "");
}

// A clock starts with its first increment already on it, as cutechess-cli's
// (TimeControl::initialize: "m_timeLeft = m_timePerTc + m_increment").
Clock::Clock(const TimeControl& tc)
    : tc_(tc), remaining_(tc.kind == TimeControl::Kind::clock ? tc.base + tc.increment : 0) {}

// The time left as cutechess-cli tells it to engines: a clock's time, a fixed
// time a move's whole time, nothing for depth and node limits.
double Clock::time_left() const {
  switch (tc_.kind) {
    case TimeControl::Kind::per_move: return tc_.move_time;
    case TimeControl::Kind::clock: return remaining_;
    case TimeControl::Kind::depth:
    case TimeControl::Kind::nodes:
    case TimeControl::Kind::infinite: break;
  }
  return 0;
}

void Clock::fill(SearchLimits& l, bool white, const Clock& other) const {
  // A depth or node limit, alone or besides the time.
  l.depth = tc_.depth;
  l.nodes = tc_.nodes;
  if (tc_.kind != TimeControl::Kind::per_move && tc_.kind != TimeControl::Kind::clock) return;
  // Both sides' time left as each one's own control has it (xboard's time
  // and otim, UCI's wtime and btime); a fixed time a move is given as such.
  (white ? l.white_time : l.black_time) = time_left();
  (white ? l.black_time : l.white_time) = other.time_left();
  if (tc_.kind == TimeControl::Kind::per_move) {
    l.move_time = tc_.move_time;
    return;
  }
  (white ? l.white_increment : l.black_increment) = tc_.increment;
  (white ? l.black_increment : l.white_increment) =
      other.tc_.kind == TimeControl::Kind::clock ? other.tc_.increment : 0;
  if (tc_.moves > 0) l.moves_to_go = tc_.moves - moves_made_ % tc_.moves;
  l.period_time = tc_.base;
  l.period_moves = tc_.moves;
}

bool Clock::spend(double seconds, double margin, bool strict_per_move) {
  if (tc_.kind == TimeControl::Kind::per_move) return !strict_per_move || seconds <= tc_.move_time + margin;
  if (tc_.kind != TimeControl::Kind::clock) return true;
  remaining_ -= seconds;
  if (remaining_ < -margin) return false;
  // Within the margin the clock stays below zero, the debt carried to the
  // next move, as cutechess-cli's (xboard engines are told 0, UCI engines the
  // time below zero, as cutechess-cli tells them).
  remaining_ += tc_.increment;
  ++moves_made_;
  if (tc_.moves > 0 && moves_made_ % tc_.moves == 0) remaining_ += tc_.base;
  return true;
}

}  // namespace veteran::engines
