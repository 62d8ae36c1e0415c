#include "tournament/cutechess/cutechess_pgn.hpp"

#include "chess/san.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>

namespace veteran::tournament::cutechess_pgn {
namespace {

constexpr const char* kRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

bool in_roster(const std::string& tag) {
  return std::find_if(std::begin(kRoster), std::end(kRoster), [&](const char* r) { return tag == r; }) !=
         std::end(kRoster);
}

// MoveEvaluation::scoreText with a depth: cutechess keeps a mate as
// MATE_SCORE + 1 - 2N (mated: -MATE_SCORE + 2N) and prints the plies.
std::string score_text(int score_cp) {
  const int magnitude = std::abs(score_cp);
  if (magnitude >= 90000 && magnitude < 100000) {
    const int moves = 100000 - magnitude;
    return score_cp > 0 ? "+M" + std::to_string(2 * moves - 1) : "-M" + std::to_string(2 * moves);
  }
  if (magnitude >= 100000) return "0.00";  // mate "in 0": cutechess reads it as a score of 0
  char text[32];
  std::snprintf(text, sizeof text, "%s%.2f", score_cp > 0 ? "+" : "", score_cp / 100.0);
  return text;
}

std::string tag_line(const std::string& name, const std::string& value) {
  return "[" + name + " \"" + (value.empty() ? "?" : chess::escape_tag_value(value)) + "\"]\n";
}

}  // namespace

std::string move_comment(const MoveEval& eval) {
  if (eval.book) return "book";
  // Whole milliseconds, cut as its move timer's elapsed() gives them.
  const long ms = std::max(0L, static_cast<long>(std::floor(eval.seconds * 1000 + 1e-6)));
  // MoveEvaluation::isEmpty: nothing said and under half a second.
  if (!eval.score_cp && eval.depth == 0 && ms < 500) return "";
  std::string text;
  if (eval.depth > 0) {
    if (eval.mate_plies)
      text = (*eval.mate_plies > 0 ? "+M" : "-M") + std::to_string(std::abs(*eval.mate_plies));
    else if (eval.score_cp)
      text = score_text(*eval.score_cp);
    text += "/" + std::to_string(eval.depth) + " ";
  }
  if (ms == 0) return text + "0s";
  const int decimals = ms < 100 ? 3 : ms < 1000 ? 2 : ms < 10000 ? 1 : 0;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.*fs", decimals, static_cast<double>(ms) / 1000.0);
  return text + seconds;
}

std::string time_control(const engines::TimeControl& tc) {
  auto number = [](double seconds) {  // QString::number(double): %g
    char text[32];
    std::snprintf(text, sizeof text, "%g", seconds);
    return std::string(text);
  };
  switch (tc.kind) {
    case engines::TimeControl::Kind::per_move: return number(tc.move_time) + "/move";
    case engines::TimeControl::Kind::depth:
    case engines::TimeControl::Kind::nodes:
    case engines::TimeControl::Kind::infinite: return "inf";
    case engines::TimeControl::Kind::clock: break;
  }
  return (tc.moves ? std::to_string(tc.moves) + "/" : "") + number(tc.base) +
         (tc.increment > 0 ? "+" + number(tc.increment) : "");
}

std::string termination_tag(const std::string& termination) {
  static const std::map<std::string, std::string> tags = {
      {"adjudication", "adjudication"},     {"time forfeit", "time forfeit"},
      {"abandoned", "abandoned"},           {"stalled connection", "stalled connection"},
      {"rules infraction", "illegal move"}, {"unterminated", "unterminated"}};
  auto it = tags.find(termination);
  return it == tags.end() ? "" : it->second;
}

std::string time_stamp(std::chrono::system_clock::time_point when) {
  using namespace std::chrono;
  const std::time_t t = system_clock::to_time_t(when);
  const long ms = static_cast<long>(duration_cast<milliseconds>(when.time_since_epoch()).count() % 1000);
  std::tm tm{};
  localtime_r(&t, &tm);
  char date[32], zone[16];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
  std::strftime(zone, sizeof zone, "%Z", &tm);
  char text[80];
  std::snprintf(text, sizeof text, "%s.%03ld %s", date, ms < 0 ? ms + 1000 : ms, zone);
  return text;
}

std::string duration(std::chrono::system_clock::time_point start, std::chrono::system_clock::time_point end) {
  const auto d = std::chrono::duration_cast<std::chrono::seconds>(end - start).count();
  if (d < 0 || d >= 24 * 3600) return "";
  char text[16];
  std::snprintf(text, sizeof text, "%02d:%02d:%02d", static_cast<int>(d / 3600), static_cast<int>(d % 3600 / 60),
                static_cast<int>(d % 60));
  return text;
}

std::string write(const chess::PgnGame& game, const std::string& description, bool minimal) {
  std::string out;
  for (const char* name : kRoster) out += tag_line(name, name == std::string("Result") ? game.result : game.tag(name));
  std::map<std::string, std::string> others;                              // QMap: sorted by name
  if (game.start_fen != chess::Position::kStartFen || game.chess960()) {  // a random variant always has its FEN
    others["FEN"] = game.start_fen;
    others["SetUp"] = "1";
  }
  for (const auto& [name, value] : game.tags)
    if (!in_roster(name) && !value.empty() && (!minimal || name == "Variant")) others[name] = value;
  for (const auto& [name, value] : others) out += tag_line(name, value);

  std::vector<std::string> comments(game.moves.size());
  for (size_t i = 0; i < comments.size() && i < game.comments.size() && !minimal; ++i) comments[i] = game.comments[i];
  if (!comments.empty() && !description.empty() && !minimal)
    comments.back() += (comments.back().empty() ? "" : ", ") + description;
  if (game.moves.empty() && !description.empty()) out += "\n{" + chess::comment_text(description) + "}";

  chess::Position position(game.start_fen, game.chess960());
  size_t line = 0;
  int number = 0;
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const bool white = position.side_to_move() == chess::White;
    std::string unit;
    if (white)
      unit = std::to_string(++number) + ". ";
    else if (i == 0)
      unit = std::to_string(++number) + "... ";
    unit += chess::to_san(position, game.moves[i]);
    position.play(game.moves[i]);
    if (!comments[i].empty()) unit += " {" + chess::comment_text(comments[i]) + "}";
    if (line == 0 || line + unit.size() >= 80) {
      out += "\n" + unit;
      line = unit.size();
    } else {
      out += " " + unit;
      line += unit.size() + 1;
    }
  }
  out += (line + game.result.size() >= 80 ? "\n" : " ") + game.result + "\n\n";
  return out;
}

}  // namespace veteran::tournament::cutechess_pgn
