#include "tournament/fastchess/fastchess_console.hpp"

#include "tournament/fastchess/fastchess_sprt.hpp"
#include "tournament/statistics/match_report.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace veteran::tournament::fastchess_console {

namespace {

const char* const kDashes = "--------------------------------------------------\n";
// fastchess's CI95ZSCORE.
constexpr double kZ95 = 1.959963984540054;

std::string format(const char* pattern, auto... values) {
  char line[1024];
  std::snprintf(line, sizeof line, pattern, values...);
  return line;
}

// A double as fmt's "{}" writes it: the shortest text that reads back ("10", "0.5").
std::string shortest(double v) {
  char text[64];
  auto end = std::to_chars(text, text + sizeof text, v).ptr;
  return std::string(text, end);
}

// One engine's results, as fastchess's Stats: with pairs reported, over
// complete pairs only; otherwise over every finished game (no pairs).
struct Stats {
  long long wins = 0, losses = 0, draws = 0;
  long long ll = 0, ld = 0, wl = 0, dd = 0, wd = 0, ww = 0;
  long long games() const { return wins + losses + draws; }
  long long pairs() const { return ll + ld + wl + dd + wd + ww; }
  double points() const { return static_cast<double>(wins) + 0.5 * static_cast<double>(draws); }
};

// `engine`'s results against `opponent` ("" : anyone): with `pairs`, over the
// complete pairs (games 2k and 2k+1), else over all its finished games.
Stats stats_of(const std::string& engine, const std::string& opponent, const std::map<int, JournalEntry>& games,
               bool pairs) {
  Stats s;
  for (const auto& [index, g] : games) {
    const std::string other = g.white == engine ? g.black : g.white;
    if (g.white != engine && g.black != engine) continue;
    if (!opponent.empty() && other != opponent) continue;
    if (!pairs) {
      const double p = points_of(engine, g);
      if (p >= 0) (p == 1 ? s.wins : p == 0 ? s.losses : s.draws)++;
      continue;
    }
    if (index % 2 == 0) continue;
    auto partner = games.find(index - 1);
    if (partner == games.end()) continue;
    const JournalEntry& h = partner->second;
    const double a = points_of(engine, h), b = points_of(engine, g);
    if (a < 0 || b < 0 || points_of(other, h) < 0) continue;
    for (double p : {a, b}) (p == 1 ? s.wins : p == 0 ? s.losses : s.draws)++;
    const double pair = a + b;
    if (pair == 2)
      ++s.ww;
    else if (pair == 1.5)
      ++s.wd;
    else if (pair == 1)
      (a == 0.5 ? s.dd : s.wl)++;
    else if (pair == 0.5)
      ++s.ld;
    else
      ++s.ll;
  }
  return s;
}

// fastchess's EloPentanomial (pairs), or its EloWDL (games).
struct Elo {
  double score = 0, variance = 0, per_sample = 0, diff = 0, error = 0, nelo = 0, nelo_error = 0;
  Elo(const Stats& s, bool pairs) {
    const double n = static_cast<double>(pairs ? s.pairs() : s.games());
    auto share = [n](long long c) { return static_cast<double>(c) / n; };
    if (pairs) {
      score = share(s.ww) + 0.75 * share(s.wd) + 0.5 * (share(s.wl) + share(s.dd)) + 0.25 * share(s.ld);
      variance = share(s.ww) * std::pow(1 - score, 2) + share(s.wd) * std::pow(0.75 - score, 2) +
                 (share(s.wl) + share(s.dd)) * std::pow(0.5 - score, 2) + share(s.ld) * std::pow(0.25 - score, 2) +
                 share(s.ll) * std::pow(0 - score, 2);
    } else {
      score = share(s.wins) + 0.5 * share(s.draws);
      variance = share(s.wins) * std::pow(1 - score, 2) + share(s.draws) * std::pow(0.5 - score, 2) +
                 share(s.losses) * std::pow(0 - score, 2);
    }
    per_sample = variance / n;
    const double upper = score + kZ95 * std::sqrt(per_sample), lower = score - kZ95 * std::sqrt(per_sample);
    auto elo = [](double x) { return -400.0 * std::log10(1.0 / x - 1.0); };
    // nElo: a pair's variance is that of two games.
    const double spread = std::sqrt((pairs ? 2 : 1) * variance);
    auto nelo_of = [spread](double x) { return (x - 0.5) / spread * (800 / std::log(10)); };
    diff = elo(score);
    error = (elo(upper) - elo(lower)) / 2.0;
    nelo = nelo_of(score);
    nelo_error = (nelo_of(upper) - nelo_of(lower)) / 2.0;
  }
  double los() const { return (1 - std::erf(-(score - 0.5) / std::sqrt(2.0 * per_sample))) / 2.0; }
};

std::string pentanomial(const Stats& s) {
  return format("[%lld, %lld, %lld, %lld, %lld]", s.ll, s.ld, s.wl + s.dd, s.wd, s.ww);
}

// fastchess's drawRatioPenta (pairs: WL and DD pairs among pairs) or drawRatio (games).
double draw_ratio(const Stats& s, bool pairs) {
  return pairs ? static_cast<double>(s.wl + s.dd) / static_cast<double>(s.pairs()) * 100.0
               : 100.0 * static_cast<double>(s.draws) / static_cast<double>(s.games());
}

double points_ratio(const Stats& s) { return s.points() / static_cast<double>(s.games()) * 100; }

std::string head_to_head(const std::string& first, const std::string& second, const Matchup& m,
                         const std::map<int, JournalEntry>& games, bool pairs) {
  const Stats s = stats_of(first, second, games, pairs);
  const Elo elo(s, pairs);
  std::string out = "Results of " + first + " vs " + second + " (" + m.tc + ", " + m.threads + ", " + m.hash +
                    (m.book.empty() ? "" : ", " + m.book) + "):\n";
  // Printed as computed, signs and all: fastchess's "-0.00" for an even
  // score (-400 log10 1), "nan" where a bound's log10 is of a negative
  // number, "-nan" where infinities cancel (one pair's zero variance).
  out += format("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", elo.diff, elo.error, elo.nelo, elo.nelo_error);
  out += format("LOS: %.2f %%, DrawRatio: %.2f %%", elo.los() * 100.0, draw_ratio(s, pairs));
  if (pairs) out += format(", PairsRatio: %.2f", static_cast<double>(s.ww + s.wd) / static_cast<double>(s.ld + s.ll));
  out += format("\nGames: %lld, Wins: %lld, Losses: %lld, Draws: %lld, Points: %.1f (%.2f %%)\n", s.games(), s.wins,
                s.losses, s.draws, s.points(), points_ratio(s));
  if (pairs)
    out += "Ptnml(0-2): " + pentanomial(s) +
           format(", WL/DD Ratio: %.2f\n", static_cast<double>(s.wl) / static_cast<double>(s.dd));
  return out;
}

std::string table(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games, bool pairs) {
  struct Row {
    std::string name;
    Stats stats;
    Elo elo;
  };
  std::vector<Row> rows;
  size_t width = 25;
  for (const auto& name : names) {
    Stats s = stats_of(name, "", games, pairs);
    rows.push_back({name, s, Elo(s, pairs)});
    width = std::max(width, name.size());
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    return (!std::isnan(a.elo.diff) && std::isnan(b.elo.diff)) || a.elo.diff > b.elo.diff;
  });
  const int w = static_cast<int>(width);
  std::string out = format("%-4s %-*s %10s %10s %10s %10s %10s %10s %10s %20s\n", "Rank", w, "Name", "Elo", "+/-",
                           "nElo", "+/-", "Games", "Score", "Draw", "Ptnml(0-2)");
  int rank = 0;
  for (const Row& r : rows)
    out += format("%4d %-*s %10.2f %10.2f %10.2f %10.2f %10lld %9.1f%% %9.1f%% %20s\n", ++rank, w, r.name.c_str(),
                  r.elo.diff, r.elo.error, r.elo.nelo, r.elo.nelo_error, r.stats.games(), points_ratio(r.stats),
                  draw_ratio(r.stats, pairs), pairs ? pentanomial(r.stats).c_str() : "");
  return out;
}

}  // namespace

std::string description(const std::string& words) {
  // cutechess-cli: "White makes an illegal move: e2e5"; fastchess names no move.
  if (auto at = words.find(" makes an illegal move"); at != std::string::npos) return words.substr(0, at + 22);
  return words;
}

std::string finished(const JournalEntry& game) {
  return "Finished game " + std::to_string(game.index + 1) + " (" + game.white + " vs " + game.black +
         "): " + game.result + " {" + description(game.description) + "}\n";
}

std::string time_control_text(const engines::TimeControl& tc) {
  switch (tc.kind) {
    case engines::TimeControl::Kind::clock:
      return (tc.moves > 0 ? std::to_string(tc.moves) + "/" : "") + shortest(tc.base) +
             (tc.increment > 0 ? format("+%.2g", tc.increment) : "");
    case engines::TimeControl::Kind::per_move: return shortest(tc.move_time) + "/move";
    case engines::TimeControl::Kind::depth: return std::to_string(tc.depth) + " plies";
    case engines::TimeControl::Kind::nodes: return std::to_string(tc.nodes) + " nodes";
    case engines::TimeControl::Kind::infinite: return "infinite";
  }
  return "";
}

std::string threads_text(const std::map<std::string, std::string>& options) {
  auto it = options.find("Threads");
  return it == options.end() ? "NULL" : it->second + "t";
}

std::string hash_text(const std::map<std::string, std::string>& options) {
  auto it = options.find("Hash");
  return it == options.end() ? "NULL" : it->second + "MB";
}

std::string interval(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games,
                     const Matchup& matchup, const std::optional<SprtSettings>& sprt, bool pairs) {
  std::string out = kDashes;
  out += names.size() == 2 ? head_to_head(names[0], names[1], matchup, games, pairs) : table(names, games, pairs);
  if (sprt && names.size() == 2) {
    const double llr = sprt_llr(tally_match(names[0], games), *sprt, pairs);
    // fastchess's share of the bound is negative below zero (SPRT::getFraction).
    const double fraction = llr >= 0 ? llr / sprt->upper_bound() : -llr / sprt->lower_bound();
    out += format("LLR: %.2f (%.1f%%) (%.2f, %.2f) [%.2f, %.2f]\n", llr, fraction * 100., sprt->lower_bound(),
                  sprt->upper_bound(), sprt->elo0, sprt->elo1);
  }
  return out + kDashes;
}

double sprt_llr(const MatchTally& tally, const SprtSettings& sprt, bool pairs) {
  return pairs ? fastchess::llr(tally.pairs, sprt) : fastchess::llr(tally.games, sprt);
}

bool reports_pairs(int games_per_encounter, const std::optional<SprtSettings>& sprt) {
  return games_per_encounter == 2 && !(sprt && sprt->model == SprtModel::bayesian);
}

std::string start_warnings(int games_per_encounter, const std::optional<SprtSettings>& sprt) {
  if (games_per_encounter != 2 || !sprt || sprt->model != SprtModel::bayesian) return "";
  return "Warning; Bayesian SPRT model not available with pentanomial statistics. Disabling pentanomial "
         "reports...\n";
}

std::string sprt_completed(const SprtSettings& sprt, SprtDecision decision) {
  return format("SPRT ([%.2f, %.2f]) completed - %s was accepted\n", sprt.elo0, sprt.elo1,
                decision == SprtDecision::h0 ? "H0" : "H1");
}

bool interval_due(const JournalEntry& game, const std::map<int, JournalEntry>& games, int interval, bool pairs,
                  size_t finished) {
  if (interval <= 0) return false;
  if (!pairs) return finished % static_cast<size_t>(interval) == 0;
  const int pair = game.index / 2;
  return games.count(2 * pair) && games.count(2 * pair + 1) && (pair + 1) % interval == 0;
}

}  // namespace veteran::tournament::fastchess_console
