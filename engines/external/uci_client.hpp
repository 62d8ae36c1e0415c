// The UCI side of an external engine.
#pragma once

#include "veteran/engines/external/external_engine.hpp"

namespace veteran::engines {

class UciClient : public ExternalEngine {
 public:
  explicit UciClient(const ExternalSpec& spec);
  void new_game() override;
  SearchResult go(const SearchLimits& limits) override;
  std::string stop_command() const override { return "stop"; }

 private:
  // isready ... readyok; returns the lines the engine printed before readyok.
  std::vector<std::string> sync(const std::string& waiting_for);
};

}  // namespace veteran::engines
