#include "engines/native/kotok/tree.hpp"

#include "engines/engine.hpp"
#include "engines/native/kotok/evaluation.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace veteran::engines::kotok {

std::vector<Reply> replys(chess::Position& pos, uint64_t& positions) {
  std::vector<Reply> out;
  for (const auto& m : pos.legal_moves()) {
    pos.play(m);
    // A check that leaves no reply is mate; other positions without a move
    // (stalemates) are found when the line is followed, as TREE meets them.
    int value = pos.in_check() && pos.legal_moves().empty() ? kMateValue : -evaluate(pos);
    pos.undo();
    ++positions;
    out.push_back({m, value});
  }
  std::stable_sort(out.begin(), out.end(), [](const Reply& a, const Reply& b) { return a.value > b.value; });
  return out;
}

bool stable(const chess::Position& pos) { return !pos.in_check() && projected_gain(pos) == 0; }

namespace {

constexpr int kInfinity = std::numeric_limits<int>::max() / 2;

struct Searcher {
  const SearchSettings& settings;
  SearchOutcome& outcome;
  bool root_valued = false;

  // Negamax: the value for the side to move at `ply`, and its line.
  int search(chess::Position& pos, int ply, int alpha, int beta, std::vector<chess::Move>& line) {
    line.clear();
    if (settings.stop && settings.stop->load(std::memory_order_relaxed))
      throw EngineFailure(EngineFailure::Kind::stopped, "kotok@native was told to stop");
    const bool has_moves = !pos.legal_moves().empty();
    if (!has_moves) {
      ++outcome.positions;
      return pos.in_check() ? -(kMateValue - ply) : 0;
    }
    const int width = ply < static_cast<int>(settings.widths.size()) ? settings.widths[static_cast<size_t>(ply)] : 0;
    if (width == 0 || (ply >= settings.full_plies && stable(pos))) {
      ++outcome.positions;
      return evaluate(pos);
    }
    auto candidates = replys(pos, outcome.positions);
    if (static_cast<int>(candidates.size()) > width) candidates.resize(static_cast<size_t>(width));
    int best = -kInfinity;
    std::vector<chess::Move> below;
    for (size_t k = 0; k < candidates.size(); ++k) {
      const auto& c = candidates[k];
      ++outcome.searched_by_ply[static_cast<size_t>(ply)];
      size_t entry = outcome.tree.size();
      if (settings.record_tree) outcome.tree.push_back({ply, c.move, TreeLine::Kind::goes_on, 0});
      const size_t before = outcome.tree.size();
      pos.play(c.move);
      int v = settings.alpha_beta ? -search(pos, ply + 1, -beta, -std::max(alpha, best), below)
                                  : -search(pos, ply + 1, -kInfinity, kInfinity, below);
      pos.undo();
      if (settings.record_tree && outcome.tree.size() == before) {  // it ended a line: its value
        outcome.tree[entry].kind = TreeLine::Kind::valued;
        outcome.tree[entry].value = v;
      }
      if (v > best) {
        best = v;
        if (ply == 0) {
          outcome.move = c.move;  // the best so far, should a stop come
          root_valued = true;
        }
        line.assign(1, c.move);
        line.insert(line.end(), below.begin(), below.end());
        if (settings.alpha_beta && best >= beta) {  // the opponent had a better choice before
          if (settings.record_tree) {
            outcome.tree[entry].kind = TreeLine::Kind::cut_off;
            for (size_t rest = k + 1; rest < candidates.size(); ++rest)
              outcome.tree.push_back({ply, candidates[rest].move, TreeLine::Kind::not_examined, 0});
          }
          break;
        }
      }
    }
    return best;
  }
};

}  // namespace

SearchOutcome tree(chess::Position pos, const SearchSettings& settings) {
  if (pos.legal_moves().empty()) throw std::logic_error("kotok: no legal move to search");
  SearchOutcome outcome;
  Searcher s{settings, outcome};
  std::vector<chess::Move> line;
  try {
    outcome.value = s.search(pos, 0, -kInfinity, kInfinity, line);
  } catch (const EngineFailure& e) {
    if (e.kind != EngineFailure::Kind::stopped || !s.root_valued) throw;
    outcome.stopped = true;
    outcome.principal_variation.assign(1, outcome.move);
    return outcome;
  }
  outcome.principal_variation = line;
  outcome.move = line.front();
  return outcome;
}

}  // namespace veteran::engines::kotok
