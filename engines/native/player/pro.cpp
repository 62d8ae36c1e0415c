#include "engines/native/player/pro.hpp"

#include <algorithm>

namespace veteran::engines::player {
namespace {

const Assessment* find(const Decision& d, const chess::Move& m, int* rank) {
  for (size_t i = 0; i < d.moves.size(); ++i)
    if (d.moves[i].move.from == m.from && d.moves[i].move.to == m.to &&
        (d.moves[i].move.promotion == m.promotion ||
         (m.promotion == chess::None && d.moves[i].move.promotion == chess::Queen))) {
      if (rank) *rank = static_cast<int>(i) + 1;
      return &d.moves[i];
    }
  return nullptr;
}

// Machine less opponent, as MAIN weighs them: PLAYER's pattern for a move.
Pattern pattern_of(const Assessment& a) {
  Pattern x{};
  x[0] = 1;  // the Adaline's constant input
  for (int k = 1; k <= kParameters; ++k) x[static_cast<size_t>(k)] = a.parameter(k);
  return x;
}

Decision decision_for(const Lesson& lesson, const Weights& w) {
  const chess::Position p(lesson.fen);
  return decide(p, castled_in(lesson.fen, {}), w);
}

}  // namespace

bool pro_adapt(Weights& w, const Pattern& npar, long long la, long long le, int n) {
  bool changed = false;
  for (size_t k = 0; k < w.size(); ++k) {
    const long long scaled = 10LL * w[k] + (la * le * npar[k] * 10) / (n + 1);
    const auto next = static_cast<int>(scaled / 10);
    changed |= next != w[k];
    w[k] = next;
  }
  return changed;
}

int expert_rank(const Lesson& lesson, const Weights& w) {
  int rank = 0;
  const Decision d = decision_for(lesson, w);
  return find(d, lesson.expert, &rank) ? rank : 0;
}

namespace {

// The expert's move's rank for every lesson with `w`, without adapting: a point of the curve.
bool told_to_stop(const std::atomic<bool>* stop) { return stop && stop->load(); }

Pass evaluate(const std::vector<Lesson>& lessons, const Weights& w, int number, const std::atomic<bool>* stop) {
  Pass pass;
  pass.number = number;
  pass.weights = w;
  long long rank_sum = 0;
  for (const Lesson& lesson : lessons) {
    if (told_to_stop(stop)) break;
    const int rank = expert_rank(lesson, w);
    if (rank == 0) continue;
    ++pass.lessons;
    rank_sum += rank;
    pass.firsts += rank == 1, pass.top2 += rank <= 2, pass.top5 += rank <= 5;
  }
  pass.mean_rank = pass.lessons ? static_cast<double>(rank_sum) / pass.lessons : 0;
  return pass;
}

// One presentation of every lesson, PRO run after each decision as the mode says; the updates made.
int adapt_over(const std::vector<Lesson>& lessons, Weights& w, const TrainingOptions& options) {
  int updates = 0;
  for (const Lesson& lesson : lessons) {
    if (told_to_stop(options.stop)) break;
    const Decision d = decision_for(lesson, w);
    int rank = 0;
    const Assessment* expert = find(d, lesson.expert, &rank);
    if (!expert) continue;
    const Assessment& chosen = d.chosen();
    bool changed = false;
    if (!options.critic) {
      // With a teacher: when PLAYER's choice is not the expert's, the pattern is the expert's
      // move less PLAYER's choice, desired output d = +1 (the expert's is better), PLAYER's
      // quantized output q = -1 (it ranked it lower): LE = d - q = 2.
      if (rank > 1) {
        Pattern x = pattern_of(*expert);
        const Pattern c = pattern_of(chosen);
        for (size_t k = 0; k < x.size(); ++k) x[k] -= c[k];
        changed = pro_adapt(w, x, options.la, 2, options.n);
      }
    } else {
      // With a critic (selective bootstrap): PLAYER's own choice is the pattern; the critic
      // rewards it (b = +1) when it is the expert's move and punishes it (b = -1) when not.
      const long long b = rank == 1 ? 1 : -1;
      changed = pro_adapt(w, pattern_of(chosen), options.la, b * options.le, options.n);
    }
    updates += changed;
  }
  return updates;
}

}  // namespace

Training train(const std::vector<Lesson>& lessons, const Weights& start, const TrainingOptions& options,
               const std::function<void(const Pass&)>& on_pass) {
  Training t;
  for (const Lesson& lesson : lessons)
    if (expert_rank(lesson, start) == 0) t.skipped.push_back(lesson.id);
  Weights w = start;
  size_t best = 0;
  for (int number = 0;; ++number) {
    Pass pass = evaluate(lessons, w, number, options.stop);
    if (told_to_stop(options.stop)) {
      t.stopped = true;  // a point measured on part of the lessons is no point of the curve
      break;
    }
    t.passes.push_back(pass);
    // The pocket: the weights of the best point so far (most expert moves first or second,
    // then first), not merely the last: a teacher's corrections of one position undo another's.
    const Pass& b = t.passes[best];
    if (pass.top2 > b.top2 || (pass.top2 == b.top2 && pass.firsts > b.firsts)) best = t.passes.size() - 1;
    if (number == options.passes) break;
    const int updates = adapt_over(lessons, w, options);
    if (told_to_stop(options.stop)) {
      t.stopped = true;
      break;
    }
    t.passes.back().updates = updates;
    if (on_pass) on_pass(t.passes.back());
    if (updates == 0) {
      t.converged = true;
      break;
    }
  }
  if (on_pass && !t.converged && !t.stopped) on_pass(t.passes.back());
  if (t.passes.empty()) t.passes.push_back(evaluate({}, start, 0, nullptr));  // stopped at once: the start
  t.best = std::min(best, t.passes.size() - 1);
  t.weights = t.passes[best].weights;
  return t;
}

}  // namespace veteran::engines::player
