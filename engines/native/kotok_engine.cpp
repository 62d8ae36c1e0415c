#include "engines/native/kotok_engine.hpp"

#include "engines/native/kotok/printout.hpp"

#include <algorithm>
#include <stdexcept>

namespace veteran::engines {

kotok::SearchSettings NativeKotok::settings_for_level(int level) {
  kotok::SearchSettings s;
  if (level >= 4) return s;  // the memo's widths
  s.widths.fill(0);
  const int plies = level + 1;
  for (int p = 0; p < plies; ++p) s.widths[static_cast<size_t>(p)] = kotok::kMemoWidths[static_cast<size_t>(p)];
  s.full_plies = plies;
  return s;
}

SearchResult NativeKotok::go(const SearchLimits& limits) {
  const chess::Position& position = wanted_position();
  const int level = choose_level(limits, position.side_to_move());
  if (position.legal_moves().empty()) throw std::runtime_error(name() + " has no legal move");
  kotok::SearchSettings settings = settings_for_level(level);
  settings.record_tree = true;
  settings.stop = &stop_requested_;
  last_ = kotok::tree(position, settings);
  SearchResult r;
  r.move = last_.move;
  r.seconds = last_.seconds_7090();
  if (last_.stopped) {  // told to stop: the best first-ply move so far, with no value to print
    printout_.clear();
    return r;
  }
  printout_ = kotok::printout(position, last_);
  // A mate is the king's value less the plies to it (tree.cpp): told as UCI's mate in moves,
  // not as a material sum (59999 would read as 99998 cp).
  const int magnitude = last_.value < 0 ? -last_.value : last_.value;
  if (magnitude > kotok::kMateValue - kotok::kMateHorizon) {
    const int plies = std::max(1, kotok::kMateValue - magnitude);
    r.score_mate = last_.value > 0 ? (plies + 1) / 2 : -std::max(1, plies / 2);
  } else {
    // Held within +-9,999: the material multipliers of a lopsided ending can push a sum past a
    // score that would read as a mate's.
    r.score_cp = std::clamp(last_.value * 100 / kotok::kMaterialScaleForScores, -9999, 9999);
  }
  r.pv = last_.principal_variation;
  r.depth = static_cast<int>(last_.principal_variation.size());
  SearchInfo info;
  info.seconds = r.seconds;
  info.depth = r.depth;
  info.nodes = static_cast<long long>(last_.positions);
  info.score_cp = r.score_cp;
  info.score_mate = r.score_mate;
  info.pv = r.pv;
  report(info);
  return r;
}

}  // namespace veteran::engines
