#include "veteran/tournament/match_statistics.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace veteran::tournament {
namespace {

// An outcome never seen still has some probability: counts of zero count as
// 1/1000, so that logarithms stay finite (the practice of fishtest and fastchess).
double regularised(long long n) { return n == 0 ? 1e-3 : static_cast<double>(n); }

// The distribution of outcomes (scores a_i) closest to the observed one (p_i)
// whose expected score is s: p_i / (1 + theta (a_i - s)), with theta the root
// of sum p_i (a_i - s) / (1 + theta (a_i - s)) = 0 between the poles, found
// by bisection (the sum falls monotonically in theta there).
std::vector<double> closest_with_mean(const std::vector<double>& a, const std::vector<double>& p, double s) {
  double lo = -1.0 / (a.back() - s), hi = -1.0 / (a.front() - s);
  auto f = [&](double theta) {
    double sum = 0;
    for (size_t i = 0; i < a.size(); ++i) sum += p[i] * (a[i] - s) / (1 + theta * (a[i] - s));
    return sum;
  };
  for (int i = 0; i < 200 && hi - lo > 1e-12 * std::max(1.0, std::abs(hi)); ++i) {
    double mid = (lo + hi) / 2;
    (f(mid) > 0 ? lo : hi) = mid;
  }
  double theta = (lo + hi) / 2;
  std::vector<double> out(a.size());
  for (size_t i = 0; i < a.size(); ++i) out[i] = p[i] / (1 + theta * (a[i] - s));
  return out;
}

double llr(const std::vector<double>& scores, const std::vector<double>& counts, const SprtSettings& s) {
  double total = 0;
  for (double c : counts) total += c;
  std::vector<double> p(counts.size());
  for (size_t i = 0; i < counts.size(); ++i) p[i] = counts[i] / total;
  auto p0 = closest_with_mean(scores, p, score_of_elo(s.elo0));
  auto p1 = closest_with_mean(scores, p, score_of_elo(s.elo1));
  double sum = 0;
  for (size_t i = 0; i < p.size(); ++i) sum += p[i] * (std::log(p1[i]) - std::log(p0[i]));
  return total * sum;
}

// The Elo difference and its 95 % interval from a mean score per game and
// that score's standard error.
EloEstimate from_mean(double mean, double standard_error) {
  EloEstimate e;
  const double z95 = 1.959963984540054;
  double lo = std::clamp(mean - z95 * standard_error, 1e-6, 1 - 1e-6);
  double hi = std::clamp(mean + z95 * standard_error, 1e-6, 1 - 1e-6);
  e.elo = elo_of_score(std::clamp(mean, 1e-6, 1 - 1e-6));
  e.error95 = (elo_of_score(hi) - elo_of_score(lo)) / 2;
  e.los = standard_error > 0 ? 0.5 * std::erfc(-(mean - 0.5) / standard_error / std::sqrt(2.0))
                             : (mean > 0.5   ? 1
                                : mean < 0.5 ? 0
                                             : 0.5);
  return e;
}

}  // namespace

void Pentanomial::add(double first, double second) {
  int index = static_cast<int>(std::lround((first + second) * 2));  // 0..4
  if (index < 0 || index > 4) throw std::invalid_argument("a pair of game results out of range");
  ++pairs[static_cast<size_t>(index)];
}

double score_of_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }
double elo_of_score(double score) { return -400 * std::log10(1 / score - 1); }

EloEstimate estimate(const Trinomial& t) {
  if (t.games() == 0) return {};
  double n = static_cast<double>(t.games());
  double w = static_cast<double>(t.wins) / n, d = static_cast<double>(t.draws) / n,
         l = static_cast<double>(t.losses) / n;
  double mean = w + d / 2;
  double variance = w * (1 - mean) * (1 - mean) + d * (0.5 - mean) * (0.5 - mean) + l * mean * mean;
  EloEstimate e = from_mean(mean, std::sqrt(variance / n));
  e.draw_ratio = d;
  e.has_interval = n >= 2 && variance > 0;
  return e;
}

EloEstimate estimate(const Pentanomial& p, const Trinomial& games) {
  if (p.count() == 0) return {};
  double n = static_cast<double>(p.count());
  double mean = 0;
  for (size_t i = 0; i < 5; ++i) mean += static_cast<double>(p.pairs[i]) / n * static_cast<double>(i) / 4;
  double variance = 0;
  for (size_t i = 0; i < 5; ++i)
    variance +=
        static_cast<double>(p.pairs[i]) / n * (static_cast<double>(i) / 4 - mean) * (static_cast<double>(i) / 4 - mean);
  // A pair's mean score is the mean of two games: per game, the pairs'
  // variance stands for n pairs.
  EloEstimate e = from_mean(mean, std::sqrt(variance / n));
  e.draw_ratio = games.games() ? static_cast<double>(games.draws) / static_cast<double>(games.games()) : 0;
  e.has_interval = n >= 2 && variance > 0;
  return e;
}

std::string SprtSettings::problem() const {
  if (!(elo0 < elo1)) return "SPRT: elo0 must be less than elo1";
  if (!(alpha > 0 && alpha < 1)) return "SPRT: alpha must be between 0 and 1";
  if (!(beta > 0 && beta < 1)) return "SPRT: beta must be between 0 and 1";
  if (!(alpha + beta < 1)) return "SPRT: alpha + beta must be less than 1";
  return "";
}
void SprtSettings::check() const {
  if (auto p = problem(); !p.empty()) throw std::invalid_argument(p);
}
double SprtSettings::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtSettings::upper_bound() const { return std::log((1 - beta) / alpha); }

double sprt_llr(const Trinomial& t, const SprtSettings& s) {
  if (t.games() == 0) return 0;
  return llr({0, 0.5, 1}, {regularised(t.losses), regularised(t.draws), regularised(t.wins)}, s);
}

double sprt_llr(const Pentanomial& p, const SprtSettings& s) {
  if (p.count() == 0) return 0;
  std::vector<double> counts;
  for (long long n : p.pairs) counts.push_back(regularised(n));
  return llr({0, 0.25, 0.5, 0.75, 1}, counts, s);
}

SprtDecision sprt_decision(double value, const SprtSettings& s) {
  if (value >= s.upper_bound()) return SprtDecision::h1;
  if (value <= s.lower_bound()) return SprtDecision::h0;
  return SprtDecision::carry_on;
}

const char* to_string(SprtDecision d) {
  switch (d) {
    case SprtDecision::h0: return "H0 accepted";
    case SprtDecision::h1: return "H1 accepted";
    default: return "no decision yet";
  }
}

}  // namespace veteran::tournament
