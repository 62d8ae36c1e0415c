// PRO (Senft 1975, seed 002: chapter III, section IV.C, the listing's
// PROGRAM PRO near line 8156): PLAYER's weights adapted by Widrow and Hoff's
// rule, and the training around it that the thesis left to the programmer.
// A reconstruction: every reading of the OCR and every choice the thesis
// leaves open is in docs/player.md ("PRO") with its line.
#pragma once

#include "engines/native/player/decision.hpp"
#include "engines/native/player/weights.hpp"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace veteran::engines::player {

// PRO's inputs (its READ statements): the pattern NPAR(1..18), here [1..17]
// the parameters and [0] the Adaline's constant input; LA, the adaptation
// constant; LE, the error; N, with N + 1 the number of inputs (18).
using Pattern = std::array<long long, kParameters + 1>;
inline constexpr int kProN = kParameters;

// One run of PRO, in its integer arithmetic (FORTRAN's division truncates
// toward zero, as C++'s): NWT(K) = (10*NWT(K) + (LA*LE*NPAR(K)*10)/(N+1)) / 10.
// Returns whether a weight changed.
bool pro_adapt(Weights& w, const Pattern& npar, long long la, long long le, int n = kProN);

// A position presented to PLAYER with the expert's move.
struct Lesson {
  std::string id;  // "WAC.001", "FILE:LINE"
  std::string fen;
  chess::Move expert;
};

struct TrainingOptions {
  bool critic = false;  // learning with a critic (selective bootstrap) instead of a teacher
  int passes = 20;      // at most; fewer once a pass changes nothing
  long long la = 1;     // PRO's LA
  long long le = 2;     // the critic's |LE| (the teacher's is d - q: 2 when PLAYER is wrong)
  int n = kProN;        // PRO's N: its updates are divided by N + 1
  // Set from another thread (the window's Stop): the training ends after the lesson in hand,
  // with the curve as far as it got.
  const std::atomic<bool>* stop = nullptr;
};

// A point of the learning curve: the weights after `number` passes (0: the
// start), the expert's move's rank in PLAYER's order with them over every
// lesson (1: PLAYER's choice), and the updates the next pass made.
struct Pass {
  int number = 0;
  int lessons = 0, firsts = 0, top2 = 0, top5 = 0;
  int updates = -1;  // that the next pass made (-1: none followed)
  double mean_rank = 0;
  Weights weights{};
  double first_share() const { return lessons ? static_cast<double>(firsts) / lessons : 0; }
};

struct Training {
  std::vector<Pass> passes;          // 0 (the start) to the last
  bool converged = false;            // a pass changed no weight
  bool stopped = false;              // told to stop (TrainingOptions::stop) before the passes were done
  size_t best = 0;                   // the pass whose weights are kept: most expert moves first or second
  Weights weights{};                 // passes[best].weights
  std::vector<std::string> skipped;  // lessons whose expert move PLAYER cannot play (an under-promotion)
};

// The expert's move's rank (1-based) in PLAYER's order with `w`, or 0 when
// PLAYER does not have the move.
int expert_rank(const Lesson& lesson, const Weights& w);

// Presents the lessons in order, pass after pass, adapting `start` by PRO
// after each decision as the mode says, until a pass changes nothing or
// `options.passes` are done; `on_pass` sees each point of the curve.
Training train(const std::vector<Lesson>& lessons, const Weights& start, const TrainingOptions& options,
               const std::function<void(const Pass&)>& on_pass = {});

}  // namespace veteran::engines::player
