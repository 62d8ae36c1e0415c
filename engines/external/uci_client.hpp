// The UCI side of an external engine.
#pragma once

#include "engines/external/external_engine.hpp"

#include <sstream>

namespace veteran::engines {

class UciClient : public ExternalEngine {
 public:
  explicit UciClient(const ExternalSpec& spec);
  void new_game() override;
  void set_chess960(bool on) override;
  SearchResult go(const SearchLimits& limits) override;
  std::string stop_command() const override { return "stop"; }
  int max_multipv() const override { return max_multipv_; }
  bool takes_search_moves() const override { return true; }

 private:
  int max_multipv_ = 1;        // the MultiPV option's maximum, if the engine has one
  bool has_chess960_ = false;  // it offers the UCI_Chess960 option
  int multipv_ = 0;            // the MultiPV last set (0: never)
  // An "info" line: its fields, and its pv as moves of `position` (up to the
  // first that is not legal there). False if it carries neither pv nor score.
  bool read_info(std::istringstream& words, const chess::Position& position, SearchInfo& info) const;
  // isready ... readyok; returns the lines the engine printed before readyok.
  std::vector<std::string> sync(const std::string& waiting_for);
};

}  // namespace veteran::engines
