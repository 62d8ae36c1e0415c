// Match statistics against figures computed by hand: the logistic Elo curve,
// Wald's bounds, the interval and LOS of a known score, and the SPRT's
// log-likelihood ratio where it has a closed form (no draws: a binomial) and
// where the three-outcome maximum-likelihood step was solved as a quadratic.
#include "tournament/statistics/match_statistics.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace veteran::tournament;

TEST_CASE("statistics: the logistic Elo curve", "[statistics]") {
  CHECK(score_of_elo(0) == Approx(0.5));
  CHECK(elo_of_score(0.75) == Approx(190.8485018879));  // -400 log10(1/3)
  CHECK(score_of_elo(elo_of_score(0.3)) == Approx(0.3));
}

TEST_CASE("statistics: Elo, its 95% interval, LOS and draws from games", "[statistics]") {
  // 60 wins, 20 draws, 20 losses: score 0.7, variance 0.16 a game, standard error 0.04.
  auto e = estimate(Trinomial{20, 20, 60});
  CHECK(e.elo == Approx(147.1907141178));
  CHECK(e.error95 == Approx(66.0133812204));  // (Elo(0.7 + 1.96 * 0.04) - Elo(0.7 - 1.96 * 0.04)) / 2
  CHECK(e.los == Approx(0.9999997133));       // Phi(0.2 / 0.04)
  CHECK(e.draw_ratio == Approx(0.2));
  auto even = estimate(Trinomial{10, 0, 10});
  CHECK(even.elo == Approx(0).margin(1e-9));
  CHECK(even.los == Approx(0.5));
  auto none = estimate(Trinomial{});
  CHECK(none.los == 0.5);
  CHECK(none.error95 == 0);
}

TEST_CASE("statistics: pentanomial pairs", "[statistics]") {
  Pentanomial p;
  p.add(1, 1);      // WW
  p.add(1, 0);      // WL
  p.add(0.5, 0.5);  // DD, counted with WL
  p.add(0, 0.5);    // LD
  p.add(0, 0);      // LL
  p.add(1, 0.5);    // WD
  CHECK(p.pairs == std::array<long long, 5>{1, 1, 2, 1, 1});
  CHECK(p.count() == 6);
  CHECK_THROWS_AS(p.add(1, 2), std::invalid_argument);
  // Symmetric pairs: no advantage.
  auto e = estimate(p, Trinomial{4, 4, 4});
  CHECK(e.elo == Approx(0).margin(1e-9));
  CHECK(e.draw_ratio == Approx(1.0 / 3));
}

TEST_CASE("statistics: SPRT bounds and checks", "[statistics]") {
  SprtSettings s{0, 100, 0.05, 0.05};
  CHECK(s.lower_bound() == Approx(-2.9444389792));  // ln(0.05 / 0.95)
  CHECK(s.upper_bound() == Approx(2.9444389792));
  CHECK_NOTHROW(s.check());
  CHECK_THROWS_WITH((SprtSettings{5, 5, 0.05, 0.05}.check()), "SPRT: elo0 must be less than elo1");
  CHECK_THROWS_WITH((SprtSettings{0, 5, 0, 0.05}.check()), "SPRT: alpha must be between 0 and 1");
  CHECK_THROWS_WITH((SprtSettings{0, 5, 0.6, 0.5}.check()), "SPRT: alpha + beta must be less than 1");
}

TEST_CASE("statistics: SPRT log-likelihood ratios", "[statistics]") {
  const SprtSettings s{0, 100, 0.05, 0.05};
  // No draws: the closest distribution with mean s is (1 - s, s) itself, so
  // LLR = W ln(s1 / s0) + L ln((1 - s1) / (1 - s0)), s0 = 0.5, s1 = 0.640065.
  // The absent draws count as 1/1000 of a game, which moves the figure by
  // less than 1/1000.
  CHECK(sprt_llr(Trinomial{10, 0, 30}, s) == Approx(4.1220026662).epsilon(1e-3));
  // The same for pairs that are all WW or LL.
  Pentanomial p;
  p.pairs = {3, 0, 0, 0, 12};
  CHECK(sprt_llr(p, s) == Approx(1.9774857048).epsilon(1e-3));
  // With draws: 50 wins, 30 draws, 20 losses, the constrained maximum-likelihood
  // step solved as a quadratic in theta: 4.7470 for elo 0 against 50, 2.4666
  // for -10 against 10.
  CHECK(sprt_llr(Trinomial{20, 30, 50}, SprtSettings{0, 50, 0.05, 0.05}) == Approx(4.7470370781).epsilon(1e-6));
  CHECK(sprt_llr(Trinomial{20, 30, 50}, SprtSettings{-10, 10, 0.05, 0.05}) == Approx(2.4666131631).epsilon(1e-6));
  // The mirror image: the same games from the other side, hypotheses mirrored.
  CHECK(sprt_llr(Trinomial{50, 30, 20}, SprtSettings{-10, 10, 0.05, 0.05}) == Approx(-2.4666131631).epsilon(1e-6));
  CHECK(sprt_llr(Trinomial{}, s) == 0);
}

TEST_CASE("statistics: the SPRT stops when a bound is crossed", "[statistics]") {
  const SprtSettings s{0, 100, 0.05, 0.05};
  CHECK(sprt_decision(sprt_llr(Trinomial{10, 0, 30}, s), s) == SprtDecision::h1);
  CHECK(sprt_decision(sprt_llr(Trinomial{30, 0, 10}, s), s) == SprtDecision::h0);
  CHECK(sprt_decision(sprt_llr(Trinomial{5, 2, 6}, s), s) == SprtDecision::carry_on);
  CHECK(std::string(to_string(SprtDecision::h1)) == "H1 accepted");
}

// The three SPRT models against the LLRs the tools' own tests record for the
// same counts: cutechess-cli's (projects/lib/tests/sprt, BayesElo, to 0.01)
// and fastchess's (app/tests/sprt_test.cpp, logistic and normalised, to 1 %).
TEST_CASE("statistics: SPRT models equal cutechess-cli's and fastchess's", "[statistics]") {
  auto tri = [](long long w, long long l, long long d) { return Trinomial{l, d, w}; };
  auto settings = [](SprtModel m, double e0, double e1, double a = 0.05, double b = 0.05) {
    SprtSettings s;
    s.model = m;
    s.elo0 = e0;
    s.elo1 = e1;
    s.alpha = a;
    s.beta = b;
    return s;
  };
  // cutechess-cli: elo0 0, elo1 10, alpha = beta = 0.01.
  auto cute = settings(SprtModel::bayesian, 0, 10, 0.01, 0.01);
  CHECK(sprt_llr(tri(1477, 1351, 2942), cute) == Approx(2.52).margin(0.01));
  CHECK(sprt_llr(tri(555, 555, 298), cute) == Approx(-0.74).margin(0.01));
  CHECK(sprt_llr(tri(3, 149, 1), cute) == Approx(-4.69).margin(0.01));
  CHECK(cute.lower_bound() == Approx(-4.6).margin(0.01));
  CHECK(cute.upper_bound() == Approx(4.6).margin(0.01));
  // fastchess, trinomial.
  CHECK(sprt_llr(tri(36433, 36027, 68692), settings(SprtModel::normalized, 0, 2)) == Approx(0.92).epsilon(0.01));
  CHECK(sprt_llr(tri(10871, 10650, 20431), settings(SprtModel::normalized, -1.75, 0.25)) == Approx(2.30).epsilon(0.01));
  CHECK(sprt_llr(tri(4250, 0, 0), settings(SprtModel::normalized, 0, 10)) == Approx(120.56).epsilon(0.01));
  CHECK(sprt_llr(tri(21404, 21184, 40708), settings(SprtModel::logistic, 0.5, 2.5)) == Approx(-1.57).epsilon(0.01));
  CHECK(sprt_llr(tri(57433, 57030, 106593), settings(SprtModel::logistic, 0, 2)) == Approx(-2.59).epsilon(0.01));
  // fastchess, pentanomial (LL, LD, WL, DD, WD, WW: WL and DD are one class).
  auto penta = [](long long ll, long long ld, long long wl, long long dd, long long wd, long long ww) {
    Pentanomial p;
    p.pairs = {ll, ld, wl + dd, wd, ww};
    return p;
  };
  CHECK(sprt_llr(penta(365, 16618, 36029, 200, 16974, 390), settings(SprtModel::normalized, 0, 2)) ==
        Approx(2.25).epsilon(0.01));
  CHECK(sprt_llr(penta(127, 4883, 10311, 401, 5150, 104), settings(SprtModel::normalized, -1.75, 0.25)) ==
        Approx(3.01).epsilon(0.01));
  CHECK(sprt_llr(penta(0, 0, 0, 0, 0, 5550), settings(SprtModel::normalized, 0, 5)) == Approx(111.82).epsilon(0.01));
  CHECK(sprt_llr(penta(223, 9863, 20279, 1000, 10037, 246), settings(SprtModel::logistic, 0.5, 2.5)) ==
        Approx(-3.07).epsilon(0.01));
  CHECK(sprt_llr(penta(871, 26175, 55003, 980, 26678, 821), settings(SprtModel::logistic, 0, 2)) ==
        Approx(-4.98).epsilon(0.01));
  // The models by name.
  CHECK(parse_sprt_model("bayesian") == SprtModel::bayesian);
  CHECK(parse_sprt_model("normalized") == SprtModel::normalized);
  CHECK_THROWS_WITH(parse_sprt_model("gaussian"), Catch::Contains("bayesian, logistic or normalized"));
  // The LLR as a share of its bound.
  auto s = settings(SprtModel::logistic, 0, 5);
  CHECK(sprt_llr_fraction(s.upper_bound() / 2, s) == Approx(0.5));
  CHECK(sprt_llr_fraction(s.lower_bound(), s) == Approx(1.0));
}
