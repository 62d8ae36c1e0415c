#include "tournament/statistics/standings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace veteran::tournament {
namespace {

double points_for_white(const std::string& result) { return result == "1-0" ? 1 : result == "0-1" ? 0 : 0.5; }

int index_of(const std::vector<std::string>& names, const std::string& name) {
  auto it = std::find(names.begin(), names.end(), name);
  return it == names.end() ? -1 : static_cast<int>(it - names.begin());
}

}  // namespace

std::vector<Rating> rate(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games) {
  size_t n = names.size();
  std::vector<std::vector<double>> played(n, std::vector<double>(n, 0)), scored(n, std::vector<double>(n, 0));
  std::vector<Rating> out(n);
  for (size_t i = 0; i < n; ++i) out[i].name = names[i];
  for (const auto& [index, g] : games) {
    int w = index_of(names, g.white), b = index_of(names, g.black);
    if (w < 0 || b < 0) continue;
    double pw = points_for_white(g.result);
    played[w][b] += 1, played[b][w] += 1;
    scored[w][b] += pw, scored[b][w] += 1 - pw;
    out[w].points += pw, out[b].points += 1 - pw;
    ++out[w].games, ++out[b].games;
    auto tally = [](Rating& r, double p) { p == 1 ? ++r.wins : p == 0 ? ++r.losses : ++r.draws; };
    tally(out[w], pw), tally(out[b], 1 - pw);
  }
  const double k = std::log(10.0) / 400;
  std::vector<double> r(n, 0), h(n, 0);
  for (int iteration = 0; iteration < 200; ++iteration) {
    double change = 0;
    for (size_t i = 0; i < n; ++i) {
      double expected = 0, observed = 0, curvature = 0;
      auto add = [&](double games_played, double points, double opponent) {
        double e = 1 / (1 + std::pow(10.0, (opponent - r[i]) / 400));
        expected += games_played * e;
        observed += points;
        curvature += games_played * e * (1 - e);
      };
      for (size_t j = 0; j < n; ++j)
        if (j != i && played[i][j] > 0) add(played[i][j], scored[i][j], r[j]);
      add(1, 0.5, 0);  // the virtual draw against the pool average
      h[i] = k * k * curvature;
      double step = k * (observed - expected) / h[i];
      step = std::clamp(step, -200.0, 200.0);
      r[i] += step;
      change = std::max(change, std::abs(step));
    }
    double mean = 0;
    for (double v : r) mean += v / static_cast<double>(n);
    for (double& v : r) v -= mean;
    if (change < 1e-6) break;
  }
  for (size_t i = 0; i < n; ++i) {
    out[i].elo = r[i];
    out[i].error95 = 1.96 / std::sqrt(h[i]);
  }
  return out;
}

std::string standings_report(const std::vector<std::string>& names, const std::map<int, JournalEntry>& games) {
  auto ratings = rate(names, games);
  size_t n = names.size();
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return ratings[a].points != ratings[b].points ? ratings[a].points > ratings[b].points
                                                  : ratings[a].elo > ratings[b].elo;
  });
  std::vector<std::vector<double>> pts(n, std::vector<double>(n, 0));
  std::vector<std::vector<int>> cnt(n, std::vector<int>(n, 0));
  for (const auto& [index, g] : games) {
    int w = index_of(names, g.white), b = index_of(names, g.black);
    if (w < 0 || b < 0) continue;
    double pw = points_for_white(g.result);
    pts[w][b] += pw, pts[b][w] += 1 - pw;
    ++cnt[w][b], ++cnt[b][w];
  }
  size_t width = 6;
  for (const auto& name : names) width = std::max(width, name.size());
  std::string out;
  char buf[256];
  std::snprintf(buf, sizeof buf, "%-4s %-*s %7s %5s", "Rank", static_cast<int>(width), "Engine", "Points", "Games");
  out += buf;
  for (size_t c = 0; c < n; ++c) {
    std::snprintf(buf, sizeof buf, " %7zu", c + 1);
    out += buf;
  }
  out += "\n";
  for (size_t row = 0; row < n; ++row) {
    size_t i = order[row];
    std::snprintf(buf, sizeof buf, "%-4zu %-*s %7.1f %5d", row + 1, static_cast<int>(width), names[i].c_str(),
                  ratings[i].points, ratings[i].games);
    out += buf;
    for (size_t col = 0; col < n; ++col) {
      size_t j = order[col];
      if (i == j)
        std::snprintf(buf, sizeof buf, " %7s", "---");
      else if (cnt[i][j] == 0)
        std::snprintf(buf, sizeof buf, " %7s", ".");
      else
        std::snprintf(buf, sizeof buf, " %4.1f/%-2d", pts[i][j], cnt[i][j]);
      out += buf;
    }
    out += "\n";
  }
  out +=
      "\nElo (logistic model: expected score 1/(1+10^(-D/400)); maximum likelihood, draws half a point,\n"
      "one virtual draw against the pool average each; the pool average is 0; +/- is a 95% interval)\n";
  std::snprintf(buf, sizeof buf, "%-4s %-*s %6s %6s %6s %4s %4s %4s\n", "Rank", static_cast<int>(width), "Engine",
                "Elo", "+/-", "Score", "W", "D", "L");
  out += buf;
  std::vector<size_t> by_elo = order;
  std::stable_sort(by_elo.begin(), by_elo.end(), [&](size_t a, size_t b) { return ratings[a].elo > ratings[b].elo; });
  for (size_t row = 0; row < n; ++row) {
    const auto& r = ratings[by_elo[row]];
    double pct = r.games ? 100 * r.points / r.games : 0;
    std::snprintf(buf, sizeof buf, "%-4zu %-*s %6.0f %6.0f %5.1f%% %4d %4d %4d\n", row + 1, static_cast<int>(width),
                  r.name.c_str(), r.elo, r.error95, pct, r.wins, r.draws, r.losses);
    out += buf;
  }
  return out;
}

}  // namespace veteran::tournament
