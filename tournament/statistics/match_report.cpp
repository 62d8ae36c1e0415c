#include "tournament/statistics/match_report.hpp"

#include <cmath>
#include <cstdio>

namespace veteran::tournament {

double points_of(const std::string& first, const JournalEntry& g) {
  bool white = g.white == first;
  if (!white && g.black != first) return -1;
  if (g.result == "1/2-1/2") return 0.5;
  if (g.result == "1-0") return white ? 1 : 0;
  if (g.result == "0-1") return white ? 0 : 1;
  return -1;  // unfinished
}

namespace {

void count_game(Trinomial& t, double points) { (points == 1 ? t.wins : points == 0 ? t.losses : t.draws)++; }

// The pair of games 2k and 2k+1 (colours reversed), both finished.
void count_pair(MatchTally& t, double even, double odd) {
  t.pairs.add(even, odd);
  count_game(t.paired, even);
  count_game(t.paired, odd);
}

}  // namespace

MatchTally tally_match(const std::string& first, const std::map<int, JournalEntry>& games) {
  MatchTally t;
  for (const auto& [index, g] : games) {
    double p = points_of(first, g);
    if (p < 0) continue;
    count_game(t.games, p);
    if (index % 2 == 1) {
      auto partner = games.find(index - 1);
      double q = partner == games.end() ? -1 : points_of(first, partner->second);
      if (q >= 0) count_pair(t, q, p);
    }
  }
  return t;
}

void tally_add(MatchTally& t, const std::string& first, int index, const std::map<int, JournalEntry>& games) {
  auto game = games.find(index);
  const double p = game == games.end() ? -1 : points_of(first, game->second);
  if (p < 0) return;
  count_game(t.games, p);
  auto partner = games.find(index ^ 1);
  const double q = partner == games.end() ? -1 : points_of(first, partner->second);
  if (q >= 0) index % 2 == 1 ? count_pair(t, q, p) : count_pair(t, p, q);
}

SprtDecision sprt_state(const MatchTally& t, const SprtSettings& s, double* llr) {
  // cutechess-cli's BayesElo model has no pentanomial form: it counts games.
  const bool pairs = t.pairs.count() && s.model != SprtModel::bayesian;
  double value = pairs ? sprt_llr(t.pairs, s) : sprt_llr(t.games, s);
  if (llr) *llr = value;
  return sprt_decision(value, s);
}

std::string match_report(const std::vector<std::string>& names, const MatchTally& t,
                         const std::optional<SprtSettings>& sprt) {
  std::string out;
  char line[512];
  const Trinomial& g = t.games;
  double points = static_cast<double>(g.wins) + static_cast<double>(g.draws) / 2;
  std::snprintf(line, sizeof line, "%s vs %s: %lld games, +%lld -%lld =%lld, %.1f points (%.1f %%)\n", names[0].c_str(),
                names[1].c_str(), g.games(), g.wins, g.losses, g.draws, points,
                g.games() ? 100 * points / static_cast<double>(g.games()) : 0.0);
  out += line;
  EloEstimate e = t.pairs.count() ? estimate(t.pairs, g) : estimate(g);
  // -0.04 is shown as 0.0, not "-0.0".
  e.elo = std::fabs(e.elo) < 0.05 ? 0.0 : e.elo;
  if (g.games() > 0 && (points == 0 || points == static_cast<double>(g.games())))
    // No finite estimate from a score of nothing or everything (the model's clamp gave -2400.0).
    std::snprintf(line, sizeof line, "Elo difference: %s (a score of %s: no finite estimate), draw ratio: %.1f %%\n",
                  points == 0 ? "-inf" : "+inf", points == 0 ? "0 %" : "100 %", 100 * e.draw_ratio);
  else if (e.has_interval)
    std::snprintf(line, sizeof line, "Elo difference: %.1f +/- %.1f, nElo: %.1f, LOS: %.1f %%, draw ratio: %.1f %%\n",
                  e.elo, e.error95, e.nelo, 100 * e.los, 100 * e.draw_ratio);
  else  // one game, or results all alike: the spread is unknown, and so is the interval
    std::snprintf(line, sizeof line,
                  "Elo difference: %.1f (no interval: too few games, or all alike), draw ratio: %.1f %%\n", e.elo,
                  100 * e.draw_ratio);
  out += line;
  const auto& p = t.pairs.pairs;
  std::snprintf(line, sizeof line, "Pentanomial (0, 0.5, 1, 1.5, 2 points a pair): [%lld, %lld, %lld, %lld, %lld]\n",
                p[0], p[1], p[2], p[3], p[4]);
  out += line;
  if (sprt) {
    double llr = 0;
    SprtDecision d = sprt_state(t, *sprt, &llr);
    const bool pairs = t.pairs.count() && sprt->model != SprtModel::bayesian;
    std::snprintf(line, sizeof line,
                  "SPRT (elo0 %g, elo1 %g, alpha %g, beta %g, %s, %s): LLR %.2f (%.1f %%), bounds %.2f %.2f, %s\n",
                  sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta, to_string(sprt->model),
                  pairs ? "pentanomial" : "trinomial", llr, 100 * sprt_llr_fraction(llr, *sprt), sprt->lower_bound(),
                  sprt->upper_bound(), to_string(d));
    out += line;
  }
  return out;
}

}  // namespace veteran::tournament
