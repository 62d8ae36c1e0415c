// mate@native: veteran mate's solver as an Engine, so that any UCI or xboard
// front end can use it as the mate finder it expects: "go mate N" searches
// for a mate in N moves and answers "info ... score mate K pv ..." with the
// shortest mate found and its main line; "go depth D" searches mates within
// D plies; a clock or a fixed time searches deeper until the time is spent
// (or "stop"). With no mate found it plays its first legal move, so that
// games with it stay legal.
#pragma once

#include "engines/engine.hpp"
#include "problems/solve/proof_table.hpp"

#include <atomic>
#include <memory>
#include <string>

namespace veteran::engines {

class NativeMate : public Engine {
 public:
  NativeMate();
  std::string name() const override { return "veteran mate"; }
  std::string author() const override;
  void new_game() override {}
  bool accepts_any_position() const override { return true; }
  void set_position(const std::string& fen, const std::vector<chess::Move>& moves) override;
  SearchResult go(const SearchLimits& limits) override;
  void stop_search() override { stop_.store(true); }

  // The longest search when nothing limits it: mates in up to this many moves.
  static constexpr int kDefaultMoves = 3;

 private:
  chess::Position position_;
  std::unique_ptr<problems::ProofTable> table_;
  std::atomic<bool> stop_{false};
};

}  // namespace veteran::engines
