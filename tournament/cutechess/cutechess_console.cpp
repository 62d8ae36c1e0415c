#include "tournament/cutechess/cutechess_console.hpp"

#include "tournament/statistics/match_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace veteran::tournament::cutechess_console {
namespace {

// One engine's games as cutechess-cli counts them: by colour, and by how
// each ended.
struct PlayerCount {
  int white[3] = {0, 0, 0};  // wins, losses, draws with White
  int black[3] = {0, 0, 0};
  std::map<std::string, int> outcomes;  // in name order, as it lists them

  int wins() const { return white[0] + black[0]; }
  int losses() const { return white[1] + black[1]; }
  int draws() const { return white[2] + black[2]; }
  int games() const { return wins() + losses() + draws(); }
};

std::string description_of(const JournalEntry& g) {
  if (!g.description.empty()) return g.description;
  // A journal of an older veteran: the words cutechess-cli uses when it knows no more.
  return g.result == "1-0" ? "White wins" : g.result == "0-1" ? "Black wins" : "Drawn game";
}

std::vector<PlayerCount> count(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games) {
  std::vector<PlayerCount> players(names.size());
  auto find = [&](const std::string& name) -> PlayerCount* {
    auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? nullptr : &players[static_cast<size_t>(it - names.begin())];
  };
  for (const auto& [index, g] : games) {
    PlayerCount* white = find(g.white);
    PlayerCount* black = find(g.black);
    if (!white || !black) continue;
    const int outcome = g.result == "1-0" ? 0 : g.result == "0-1" ? 1 : g.result == "1/2-1/2" ? 2 : -1;
    if (outcome < 0) continue;
    const std::string words = description_of(g);
    if (outcome == 2) {
      white->white[2]++, black->black[2]++;
      white->outcomes[words]++, black->outcomes[words]++;
    } else {
      white->white[outcome]++, black->black[1 - outcome]++;
      PlayerCount* winner = outcome == 0 ? white : black;
      PlayerCount* loser = outcome == 0 ? black : white;
      winner->outcomes["Win: " + words]++;
      loser->outcomes["Loss: " + words]++;
    }
  }
  return players;
}

// cutechess-cli's Elo class: a score's Elo and an error margin from an
// approximate inverse error function, kept as it is so that the digits agree.
struct Elo {
  double wins, losses, draws, mu, stdev;

  Elo(int w, int l, int d) : wins(w), losses(l), draws(d) {
    const double n = wins + losses + draws;
    const double pw = wins / n, pl = losses / n, pd = draws / n;
    mu = pw + pd / 2;
    const double deviation = pw * std::pow(1 - mu, 2) + pl * std::pow(0 - mu, 2) + pd * std::pow(0.5 - mu, 2);
    stdev = std::sqrt(deviation) / std::sqrt(n);
  }
  static double diff(double p) { return -400.0 * std::log10(1.0 / p - 1.0); }
  static double erf_inv(double x) {
    const double pi = 3.1415926535897;  // the value cutechess-cli uses
    const double a = 8.0 * (pi - 3.0) / (3.0 * pi * (4.0 - pi));
    const double y = std::log(1.0 - x * x);
    const double z = 2.0 / (pi * a) + y / 2.0;
    const double r = std::sqrt(std::sqrt(z * z - y / a) - z);
    return x < 0 ? -r : r;
  }
  static double phi_inv(double p) { return std::sqrt(2.0) * erf_inv(2.0 * p - 1.0); }
  double difference() const { return diff(mu); }
  double error_margin() const { return (diff(mu + phi_inv(0.975) * stdev) - diff(mu + phi_inv(0.025) * stdev)) / 2.0; }
  double los() const { return 100 * (0.5 + 0.5 * std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses)))); }
  double draw_ratio() const { return draws / (wins + losses + draws); }
  double point_ratio() const { return (wins * 2 + draws) / ((wins + losses + draws) * 2); }
};

std::string format(const char* pattern, auto... values) {
  char line[1024];
  std::snprintf(line, sizeof line, pattern, values...);
  return line;
}

// Tournament::resultsForSides: the first engine's results with each colour, and White's against Black.
std::string sides(const std::string& name, const PlayerCount& p) {
  std::string out;
  const int as_white = p.white[0] + p.white[1] + p.white[2];
  const int as_black = p.black[0] + p.black[1] + p.black[2];
  const int white_score = 2 * p.white[0] + p.white[2];
  const int black_score = 2 * p.black[0] + p.black[2];
  if (as_white > 0)
    out += format("...      %s playing White: %d - %d - %d  [%s] %d\n", name.c_str(), p.white[0], p.white[1],
                  p.white[2], qt_fixed(static_cast<double>(white_score) / (as_white * 2), 3).c_str(), as_white);
  if (as_black > 0)
    out += format("...      %s playing Black: %d - %d - %d  [%s] %d\n", name.c_str(), p.black[0], p.black[1],
                  p.black[2], qt_fixed(static_cast<double>(black_score) / (as_black * 2), 3).c_str(), as_black);
  if (p.games() > 0)
    out += format("...      White vs Black: %d - %d - %d  [%s] %d\n", p.white[0] + p.black[1], p.white[1] + p.black[0],
                  p.draws(),
                  qt_fixed(static_cast<double>(white_score + 2 * as_black - black_score) / (p.games() * 2), 3).c_str(),
                  p.games());
  return out;
}

std::string right(const std::string& text, int width) {
  return std::string(static_cast<size_t>(std::max(0, width - static_cast<int>(text.size()))), ' ') + text;
}

std::string left(const std::string& text, int width) {
  return text + std::string(static_cast<size_t>(std::max(0, width - static_cast<int>(text.size()))), ' ');
}

// The default -resultformat, "Rank,Name,Elo,Error,Games,Score,DScore".
std::string ranking(const std::vector<std::string>& names, const std::vector<PlayerCount>& players, bool gauntlet,
                    int seeds) {
  struct Row {
    double key;
    size_t index;
  };
  std::vector<Row> rows;
  for (size_t i = 0; i < names.size(); ++i) {
    double key = -1;  // a gauntlet player: on top
    if ((i > 0 && static_cast<int>(i) >= seeds) || !gauntlet)
      key = players[i].games() ? 1.0 - Elo(players[i].wins(), players[i].losses(), players[i].draws()).point_ratio()
                               : 2.0;
    rows.push_back({key, i});
  }
  // Equal keys: the later engine first, as a QMultiMap iterates them.
  std::sort(rows.begin(), rows.end(),
            [](const Row& a, const Row& b) { return a.key != b.key ? a.key < b.key : a.index > b.index; });
  std::string out = right("Rank", 4) + " " + left("Name", 25) + " " + right("Elo", 7) + " " + right("+/-", 7) + " " +
                    right("Games", 7) + " " + right("Score", 7) + " " + right("Draw", 7) + " \n";
  int rank = gauntlet ? -1 : 0;
  for (const Row& row : rows) {
    const PlayerCount& p = players[row.index];
    const Elo elo(p.wins(), p.losses(), p.draws());
    out += right(std::to_string(++rank), 4) + " " + left(names[row.index], 25) + " " +
           right(qt_fixed(elo.difference(), 0), 7) + " " + right(qt_fixed(elo.error_margin(), 0), 7) + " " +
           right(std::to_string(p.games()), 7) + " " + right(qt_fixed(elo.point_ratio() * 100, 1), 6) + "% " +
           right(qt_fixed(elo.draw_ratio() * 100, 1), 6) + "% \n";
  }
  return out;
}

}  // namespace

std::string qt_fixed(double x, int decimals) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  // Qt rounds a tie away from zero (6.25 to one decimal: 6.3) where printf
  // rounds it to even (6.2): the digits are cut here and rounded by hand.
  const std::string digits = format("%.*f", decimals + 25, std::fabs(x));
  const size_t point = digits.find('.');
  std::string text = digits.substr(0, decimals > 0 ? point + 1 + static_cast<size_t>(decimals) : point);
  if (digits[point + 1 + static_cast<size_t>(decimals)] >= '5') {
    size_t at = text.size();
    while (at > 0) {
      char& digit = text[--at];
      if (digit == '.') continue;
      if (digit != '9') {
        ++digit;
        break;
      }
      digit = '0';
      if (at == 0) text.insert(text.begin(), '1');
    }
  }
  if (x < 0 && text.find_first_not_of("0.") != std::string::npos) text.insert(text.begin(), '-');
  return text;
}

std::string started(int number, size_t total, const std::string& white, const std::string& black) {
  return format("Started game %d of %zu (%s vs %s)\n", number, total, white.c_str(), black.c_str());
}

std::string finished(const JournalEntry& game, const std::vector<std::string>& names, const MatchTally* score) {
  std::string out = format("Finished game %d (%s vs %s): %s {%s}\n", game.index + 1, game.white.c_str(),
                           game.black.c_str(), game.result.c_str(), description_of(game).c_str());
  if (names.size() == 2 && score) {
    const Trinomial& g = score->games;
    // Qt's %.3f rounds a tie away from zero (0.8125: 0.813), hence qt_fixed.
    out += format("Score of %s vs %s: %lld - %lld - %lld  [%s] %lld\n", names[0].c_str(), names[1].c_str(), g.wins,
                  g.losses, g.draws,
                  qt_fixed(static_cast<double>(2 * g.wins + g.draws) / static_cast<double>(g.games() * 2), 3).c_str(),
                  g.games());
  }
  return out;
}

std::string results(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games,
                    const std::optional<SprtSettings>& sprt, bool gauntlet, int seeds) {
  const auto players = count(names, games);
  std::string out;
  if (names.size() == 2) {
    const PlayerCount& p = players[0];
    const Elo elo(p.wins(), p.losses(), p.draws());
    out += sides(names[0], p);
    out += "Elo difference: " + qt_fixed(elo.difference(), 1) + " +/- " + qt_fixed(elo.error_margin(), 1) +
           ", LOS: " + qt_fixed(elo.los(), 1) + " %, DrawRatio: " + qt_fixed(elo.draw_ratio() * 100, 1) + " %";
  } else {
    out += ranking(names, players, gauntlet, seeds);
  }
  if (sprt) {
    double llr = 0;
    const SprtDecision decision = sprt_state(tally_match(names[0], games), *sprt, &llr);
    out += format("\nSPRT: llr %.3g (%s%%), lbound %.3g, ubound %.3g", llr,
                  qt_fixed(llr / sprt->upper_bound() * 100, 1).c_str(), sprt->lower_bound(), sprt->upper_bound());
    if (decision == SprtDecision::h0) out += " - H0 was accepted";
    if (decision == SprtDecision::h1) out += " - H1 was accepted";
  } else {
    // Its SPRT with no test set: no llr, bounds from alpha = beta = 0,
    // and printed all the same (its status is not all zero).
    out += "\nSPRT: llr 0 (0.0%), lbound -inf, ubound inf";
  }
  return out + "\n";
}

std::string knockout_bracket(const KnockoutState& state, const std::vector<std::string>& names) {
  if (state.rounds.empty()) return "\n";
  auto name = [&](int engine) { return names[static_cast<size_t>(engine)]; };
  std::vector<std::string> lines;
  for (const KnockoutPair& pair : state.rounds.front()) {
    lines.push_back(name(pair.first));
    lines.emplace_back();
    lines.push_back(pair.second < 0 ? "bye" : name(pair.second));
    lines.emplace_back();
  }
  lines.pop_back();
  for (size_t round = 0; round < state.rounds.size(); ++round) {
    const int r = static_cast<int>(round) + 1;
    for (size_t x = 0; x < state.rounds[round].size(); ++x) {
      const KnockoutPair& pair = state.rounds[round][x];
      std::string text = std::string(static_cast<size_t>(r) * 2, '\t') + (pair.decided ? name(pair.winner()) : "...");
      if (pair.first_points + pair.second_points > 0)
        text += format(" (%g-%g)", pair.first_points / 2.0, pair.second_points / 2.0);
      const size_t line = static_cast<size_t>(((2 << (r - 1)) - 1) + static_cast<int>(x) * (2 << r));
      if (line < lines.size()) lines[line] += text;
    }
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) out += (i ? "\n" : "") + lines[i];
  return out + "\n";
}

std::string outcomes(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games) {
  const auto players = count(names, games);
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    out += "\nPlayer: " + names[i];
    for (const auto& [words, n] : players[i].outcomes) out += "\n   \"" + words + "\": " + std::to_string(n);
  }
  return out + "\n";
}

}  // namespace veteran::tournament::cutechess_console
