#include "tournament/statistics/match_statistics.hpp"

#include <algorithm>
#include <array>
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

// The distribution closest to the observed one (p_i) whose normalised score
// (mean - mu_ref) / sigma is t_star: p_i / (1 + theta phi_i), phi from the
// current mean and deviation, iterated to a fixed point (Van den Bergh,
// "Normalized Elo", the GSPRT under normalised Elo).
std::vector<double> closest_with_normalised(const std::vector<double>& a, const std::vector<double>& p, double mu_ref,
                                            double t_star) {
  const size_t n = a.size();
  std::vector<double> q(n, 1.0 / static_cast<double>(n));
  for (int iteration = 0; iteration < 50; ++iteration) {
    double mu = 0, var = 0;
    for (size_t i = 0; i < n; ++i) mu += q[i] * a[i];
    for (size_t i = 0; i < n; ++i) var += q[i] * (a[i] - mu) * (a[i] - mu);
    const double sigma = std::sqrt(var);
    std::vector<double> phi(n);
    for (size_t i = 0; i < n; ++i) {
      const double z = (a[i] - mu) / sigma;
      phi[i] = a[i] - mu_ref - 0.5 * t_star * sigma * (1 + z * z);
    }
    double lo = -1.0 / *std::max_element(phi.begin(), phi.end());
    double hi = -1.0 / *std::min_element(phi.begin(), phi.end());
    auto f = [&](double theta) {
      double sum = 0;
      for (size_t i = 0; i < n; ++i) sum += p[i] * phi[i] / (1 + theta * phi[i]);
      return sum;
    };
    for (int i = 0; i < 200 && hi - lo > 1e-14 * std::max(1.0, std::abs(hi)); ++i) {
      double mid = (lo + hi) / 2;
      (f(mid) > 0 ? lo : hi) = mid;
    }
    const double theta = (lo + hi) / 2;
    double change = 0;
    for (size_t i = 0; i < n; ++i) {
      double next = p[i] / (1 + theta * phi[i]);
      change = std::max(change, std::abs(next - q[i]));
      q[i] = next;
    }
    if (change < 1e-9) break;
  }
  return q;
}

double llr(const std::vector<double>& scores, const std::vector<double>& counts, const SprtSettings& s,
           double nelo_scale) {
  double total = 0;
  for (double c : counts) total += c;
  std::vector<double> p(counts.size());
  for (size_t i = 0; i < counts.size(); ++i) p[i] = counts[i] / total;
  std::vector<double> p0, p1;
  if (s.model == SprtModel::normalized) {
    // nElo = (score - 1/2) / sigma * 800 / ln 10, sigma per game (a pair's sigma is sqrt 2 times a game's).
    const double unit = 800.0 / std::log(10.0);
    p0 = closest_with_normalised(scores, p, 0.5, nelo_scale * s.elo0 / unit);
    p1 = closest_with_normalised(scores, p, 0.5, nelo_scale * s.elo1 / unit);
  } else {
    p0 = closest_with_mean(scores, p, score_of_elo(s.elo0));
    p1 = closest_with_mean(scores, p, score_of_elo(s.elo1));
  }
  double sum = 0;
  for (size_t i = 0; i < p.size(); ++i) sum += p[i] * (std::log(p1[i]) - std::log(p0[i]));
  return total * sum;
}

// cutechess-cli's SPRT: the draw Elo estimated from the games, elo0 and elo1
// as logistic Elo turned into BayesElo at that draw rate, a trinomial LLR.
double bayesian_llr(const Trinomial& t, const SprtSettings& s) {
  const double w = static_cast<double>(t.wins) + 0.5, l = static_cast<double>(t.losses) + 0.5,
               d = static_cast<double>(t.draws) + 0.5;
  const double n = w + l + d;
  const double pw = w / n, pl = l / n;
  const double draw_elo = 200 * std::log10((1 - pl) / pl * (1 - pw) / pw);
  const double x = std::pow(10.0, -draw_elo / 400);
  const double scale = 4 * x / ((1 + x) * (1 + x));
  auto probabilities = [&](double bayes_elo) {
    double win = 1 / (1 + std::pow(10.0, (draw_elo - bayes_elo) / 400));
    double loss = 1 / (1 + std::pow(10.0, (draw_elo + bayes_elo) / 400));
    return std::array<double, 3>{win, loss, 1 - win - loss};
  };
  const auto p0 = probabilities(s.elo0 / scale), p1 = probabilities(s.elo1 / scale);
  return w * std::log(p1[0] / p0[0]) + l * std::log(p1[1] / p0[1]) + d * std::log(p1[2] / p0[2]);
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
  e.nelo = nelo_of(mean, std::sqrt(variance));
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
  // A pair's deviation is sqrt 2 times a game's: nElo per game, as fishtest reports it.
  e.nelo = nelo_of(mean, std::sqrt(2.0 * variance));
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
  if (s.model == SprtModel::bayesian) return bayesian_llr(t, s);
  return llr({0, 0.5, 1}, {regularised(t.losses), regularised(t.draws), regularised(t.wins)}, s, 1);
}

double sprt_llr(const Pentanomial& p, const SprtSettings& s) {
  if (p.count() == 0) return 0;
  std::vector<double> counts;
  for (long long n : p.pairs) counts.push_back(regularised(n));
  return llr({0, 0.25, 0.5, 0.75, 1}, counts, s, std::sqrt(2.0));
}

double sprt_llr_fraction(double value, const SprtSettings& s) {
  return value >= 0 ? value / s.upper_bound() : value / s.lower_bound();
}

double nelo_of(double mean, double deviation) {
  return deviation > 0 ? (mean - 0.5) / deviation * 800.0 / std::log(10.0) : 0;
}

SprtModel parse_sprt_model(const std::string& text) {
  for (auto m : {SprtModel::bayesian, SprtModel::logistic, SprtModel::normalized})
    if (text == to_string(m)) return m;
  throw std::invalid_argument("SPRT model is bayesian, logistic or normalized, not '" + text + "'");
}

const char* to_string(SprtModel m) {
  switch (m) {
    case SprtModel::bayesian: return "bayesian";
    case SprtModel::logistic: return "logistic";
    case SprtModel::normalized: return "normalized";
  }
  return "?";
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
