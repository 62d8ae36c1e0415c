// fastchess 1.8.2's generalised SPRT, computed as fastchess computes it, so
// that `-output format=fastchess` prints its LLR to the last digit and sign
// and stops an SPRT at the same game: counts of 0 taken as 1/1000, the
// maximum-likelihood distributions found with the ITP root finder (Oliveira
// and Takahashi 2020) to fastchess's tolerances, the normalised model's
// fixed point iterated ten times at most. veteran's own layout keeps
// tournament/statistics' GSPRT: the same distributions, solved to 1e-12
// (its tests hold it to the closed-form LLR within 1e-6), where fastchess
// stops at theta within 1e-3; the two differ in the last digits, and only
// fastchess's layout must carry fastchess's.
#pragma once

#include "tournament/statistics/match_statistics.hpp"

namespace veteran::tournament::fastchess {

// Over pairs (pentanomial; the bayesian model has none: fastchess turns the
// pairs off for it).
double llr(const Pentanomial& pairs, const SprtSettings& sprt);
// Over games (trinomial): the bayesian model is 0 until there are wins and
// losses, then a generalised SPRT at the games' draw Elo.
double llr(const Trinomial& games, const SprtSettings& sprt);

}  // namespace veteran::tournament::fastchess
