// What engine testers read off a two-engine match: the Elo difference with
// its 95 % interval, the likelihood of superiority, the draw ratio, the
// pentanomial counts over game pairs, and a sequential probability ratio
// test (SPRT) that says when the match can stop.
//
// The SPRT is the generalised SPRT engine testers use (fishtest, fastchess):
// the log-likelihood ratio of two hypotheses about the expected score,
// H0: the first engine is elo0 stronger, H1: elo1 stronger (logistic Elo),
// each evaluated at the maximum-likelihood distribution of outcomes with
// that expected score (M. Van den Bergh, "Comments on Normalized Elo",
// proposition 1.1), over games (trinomial: loss, draw, win) or over pairs
// of games with the same opening and colours reversed (pentanomial: the
// pair scores 0, 1/2, 1, 3/2, 2), which removes the openings' own bias.
// Bounds as Wald gave them: ln(beta / (1 - alpha)) and ln((1 - beta) / alpha).
#pragma once

#include <array>
#include <optional>
#include <string>

namespace veteran::tournament {

// Game results from the first engine's side.
struct Trinomial {
  long long losses = 0, draws = 0, wins = 0;
  long long games() const { return losses + draws + wins; }
};

// Pairs of games by the first engine's points in the pair: 0, 0.5, 1, 1.5, 2
// (LL, LD, WL or DD, WD, WW).
struct Pentanomial {
  std::array<long long, 5> pairs{};
  long long count() const { return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4]; }
  // Adds a pair given the first engine's points in each of its two games (0, 0.5 or 1).
  void add(double first, double second);
};

// The expected score for a logistic Elo difference, and back.
double score_of_elo(double elo);
double elo_of_score(double score);

struct EloEstimate {
  double elo = 0;         // the first engine's advantage
  double error95 = 0;     // half the 95 % interval
  double los = 0.5;       // likelihood of superiority, 0-1
  double draw_ratio = 0;  // draws per game
  double nelo = 0;        // normalised Elo: the score's distance from a half in standard deviations, x 800 / ln 10
  // False when the games say nothing of the spread (one game or one pair,
  // or every result alike): no interval can be given, and none is printed.
  bool has_interval = false;
};
// From games (the interval from the games' score variance) or from pairs
// (from the pairs' variance, as pentanomial reports do). Nothing played:
// elo 0, error 0, los 0.5.
EloEstimate estimate(const Trinomial& t);
EloEstimate estimate(const Pentanomial& p, const Trinomial& games);

// How elo0 and elo1 are read and the likelihoods formed:
//   bayesian    cutechess-cli's: BayesElo, the draw Elo estimated from the
//               games (each count plus a half, Jeffreys' prior), game results only
//   logistic    the generalised SPRT on logistic Elo (fastchess's default,
//               fishtest's before normalised Elo), games or pairs
//   normalized  the generalised SPRT on normalised Elo (nElo: the score's
//               distance from a half in standard deviations), games or pairs
enum class SprtModel { bayesian, logistic, normalized };
SprtModel parse_sprt_model(const std::string& text);  // throws std::invalid_argument
const char* to_string(SprtModel m);

struct SprtSettings {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  SprtModel model = SprtModel::logistic;
  // What is wrong ("" if nothing): elo0 must be below elo1, alpha and beta
  // in (0, 1) with alpha + beta < 1. check() throws std::invalid_argument with it.
  std::string problem() const;
  void check() const;
  double lower_bound() const;  // ln(beta / (1 - alpha)): at or below, H0 is accepted
  double upper_bound() const;  // ln((1 - beta) / alpha): at or above, H1 is accepted
};

// The log-likelihood ratio of H1 against H0 (the bayesian model uses game
// results only: sprt_llr of a pentanomial under it is that of `games`).
double sprt_llr(const Trinomial& t, const SprtSettings& s);
double sprt_llr(const Pentanomial& p, const SprtSettings& s);
// The LLR as a share of the bound it moves towards (fastchess's "LLR ... (x %)").
double sprt_llr_fraction(double llr, const SprtSettings& s);
// Normalised Elo of a mean score and its per-game standard deviation.
double nelo_of(double mean, double deviation);

enum class SprtDecision { carry_on, h0, h1 };
SprtDecision sprt_decision(double llr, const SprtSettings& s);
const char* to_string(SprtDecision d);

}  // namespace veteran::tournament
