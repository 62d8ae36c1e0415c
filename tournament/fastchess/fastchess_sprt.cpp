#include "tournament/fastchess/fastchess_sprt.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

namespace veteran::tournament::fastchess {
namespace {

double regularised(long long n) { return n == 0 ? 1e-3 : static_cast<double>(n); }

// The root of a falling f between a and b by ITP (interpolate, truncate,
// project) with k1 = 0.1, k2 = 2, n0 = 0.99, to within epsilon; f(a) and
// f(b) are given (fastchess passes +inf and -inf at the poles). The steps
// are fastchess's, in its order, so that the root is the same double.
template <typename F>
double itp_root(F f, double a, double b, double f_a, double f_b, double epsilon) {
  constexpr double k1 = 0.1, k2 = 2.0, n0 = 0.99;
  if (f_a > 0) {
    std::swap(a, b);
    std::swap(f_a, f_b);
  }
  const double n_half = std::ceil(std::log2(std::abs(b - a) / (2.0 * epsilon)));
  const double n_max = n_half + n0;
  for (size_t step = 0; std::abs(b - a) > 2.0 * epsilon; ++step) {
    const double mid = (a + b) / 2.0;
    const double radius = epsilon * std::pow(2.0, n_max - static_cast<double>(step)) - (b - a) / 2.0;
    const double delta = k1 * std::pow(b - a, k2);
    const double regula_falsi = (f_b * a - f_a * b) / (f_b - f_a);
    const double sigma = (mid - regula_falsi) / std::abs(mid - regula_falsi);
    const double truncated = delta <= std::abs(mid - regula_falsi) ? regula_falsi + sigma * delta : mid;
    const double x = std::abs(truncated - mid) <= radius ? truncated : mid - sigma * radius;
    const double f_x = f(x);
    if (std::fpclassify(f_x) == FP_ZERO) {
      a = b = x;
    } else if (std::signbit(f_x)) {
      a = x;
      f_a = f_x;
    } else {
      b = x;
      f_b = f_x;
    }
  }
  return (a + b) / 2.0;
}

template <size_t N>
using Dist = std::array<double, N>;

template <size_t N>
double mean(const Dist<N>& x, const Dist<N>& p) {
  double sum = 0.0;
  for (size_t i = 0; i < N; i++) sum += x[i] * p[i];
  return sum;
}

// The distribution nearest the observed one whose expected score is s
// (Van den Bergh, "Comparing the approximations for the generalized log
// likelihood ratio of a multinomial distribution", 1.2 and 1.3).
template <size_t N>
Dist<N> nearest_with_mean(const Dist<N>& scores, const Dist<N>& observed, double s) {
  const double theta = itp_root(
      [&](double x) {
        double sum = 0.0;
        for (size_t i = 0; i < N; i++) sum += observed[i] * (scores[i] - s) / (1.0 + x * (scores[i] - s));
        return sum;
      },
      -1.0 / (scores[N - 1] - s), -1.0 / (scores[0] - s), INFINITY, -INFINITY, 1e-3);
  Dist<N> p;
  for (size_t i = 0; i < N; i++) p[i] = observed[i] / (1 + theta * (scores[i] - s));
  return p;
}

// The distribution nearest the observed one whose normalised score
// (mean - mu_ref) / sigma is t_star (Van den Bergh, "Comments on normalized
// Elo", 4.1), from the uniform one, ten rounds at most.
template <size_t N>
Dist<N> nearest_with_normalised(const Dist<N>& scores, const Dist<N>& observed, double mu_ref, double t_star) {
  Dist<N> p;
  p.fill(1.0 / N);
  for (int round = 0; round < 10; round++) {
    const double mu = mean(scores, p);
    double var = 0.0;
    for (size_t i = 0; i < N; i++) var += p[i] * (scores[i] - mu) * (scores[i] - mu);
    Dist<N> phi;
    for (size_t i = 0; i < N; i++) {
      const double sigma = std::sqrt(var);
      phi[i] =
          scores[i] - mu_ref - 0.5 * t_star * sigma * (1.0 + ((scores[i] - mu) / sigma) * ((scores[i] - mu) / sigma));
    }
    const double u = *std::min_element(phi.begin(), phi.end()), v = *std::max_element(phi.begin(), phi.end());
    const double theta = itp_root(
        [&](double x) {
          double sum = 0.0;
          for (size_t i = 0; i < N; i++) sum += observed[i] * phi[i] / (1.0 + x * phi[i]);
          return sum;
        },
        -1.0 / v, -1.0 / u, INFINITY, -INFINITY, 1e-7);
    double change = 0.0;
    for (size_t i = 0; i < N; i++) {
      const double next = observed[i] / (1.0 + theta * phi[i]);
      change = std::max(change, std::abs(next - p[i]));
      p[i] = next;
    }
    if (change < 1e-4) break;
  }
  return p;
}

template <size_t N>
double log_ratio(double total, const Dist<N>& observed, const Dist<N>& p0, const Dist<N>& p1) {
  Dist<N> lpr;
  for (size_t i = 0; i < N; i++) lpr[i] = std::log(p1[i]) - std::log(p0[i]);
  return total * mean(lpr, observed);
}

// Each count's share of `total`, which the caller sums in fastchess's order
// (the last bit of an LLR near zero, and so its sign, depends on it).
template <size_t N>
std::tuple<double, Dist<N>> shares(const Dist<N>& counts, double total) {
  Dist<N> p;
  for (size_t i = 0; i < N; i++) p[i] = counts[i] / total;
  return {total, p};
}

}  // namespace

double llr(const Pentanomial& pairs, const SprtSettings& sprt) {
  const Dist<5> scores{0.0, 0.25, 0.5, 0.75, 1.0};
  Dist<5> counts;
  for (size_t i = 0; i < 5; i++) counts[i] = regularised(pairs.pairs[i]);
  // fastchess adds the WL and DD pairs before regularising: one count, as here.
  const auto [total, p] = shares(counts, counts[4] + counts[3] + counts[2] + counts[1] + counts[0]);
  if (sprt.model == SprtModel::normalized) {
    const double unit = 800.0 / std::log(10);
    return log_ratio(total, p, nearest_with_normalised(scores, p, 0.5, std::sqrt(2.0) * sprt.elo0 / unit),
                     nearest_with_normalised(scores, p, 0.5, std::sqrt(2.0) * sprt.elo1 / unit));
  }
  return log_ratio(total, p, nearest_with_mean(scores, p, score_of_elo(sprt.elo0)),
                   nearest_with_mean(scores, p, score_of_elo(sprt.elo1)));
}

double llr(const Trinomial& games, const SprtSettings& sprt) {
  const Dist<3> scores{0.0, 0.5, 1.0};
  const Dist<3> counts{regularised(games.losses), regularised(games.draws), regularised(games.wins)};
  const auto [total, p] = shares(counts, counts[0] + counts[1] + counts[2]);
  switch (sprt.model) {
    case SprtModel::normalized: {
      const double unit = 800.0 / std::log(10);
      return log_ratio(total, p, nearest_with_normalised(scores, p, 0.5, sprt.elo0 / unit),
                       nearest_with_normalised(scores, p, 0.5, sprt.elo1 / unit));
    }
    case SprtModel::bayesian: {
      if (games.wins == 0 || games.losses == 0) return 0.0;
      const double draw_elo = 200 * std::log10((1 - p[0]) / p[0] * (1 - p[2]) / p[2]);
      auto score = [draw_elo](double bayes_elo) {
        const double win = 1 / (1 + std::pow(10.0, (-bayes_elo + draw_elo) / 400)),
                     loss = 1 / (1 + std::pow(10.0, (bayes_elo + draw_elo) / 400));
        return win + 0.5 * (1 - win - loss);
      };
      return log_ratio(total, p, nearest_with_mean(scores, p, score(sprt.elo0)),
                       nearest_with_mean(scores, p, score(sprt.elo1)));
    }
    case SprtModel::logistic: break;
  }
  return log_ratio(total, p, nearest_with_mean(scores, p, score_of_elo(sprt.elo0)),
                   nearest_with_mean(scores, p, score_of_elo(sprt.elo1)));
}

}  // namespace veteran::tournament::fastchess
