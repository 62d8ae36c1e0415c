// The xboard/CECP side of an external engine: protover 2 with feature
// negotiation when the engine offers it, protocol 1 habits when it does not.
#pragma once

#include "engines/external/external_engine.hpp"

#include <istream>
#include <map>

namespace veteran::engines {

class XboardClient : public ExternalEngine {
 public:
  explicit XboardClient(const ExternalSpec& spec);
  void new_game() override;
  void set_chess960(bool on) override;
  // Only an engine that answers ping can be brought to a known state between
  // games (whatever it still says of the last one is read up to the pong).
  bool can_play_again() const override { return ExternalEngine::can_play_again() && feature("ping"); }
  SearchResult go(const SearchLimits& limits) override;
  std::string stop_command() const override { return "?"; }

 private:
  std::map<std::string, std::string> features_;
  bool feature(const std::string& name) const;
  int pings_ = 0;
  bool in_game_ = false;  // the engine holds our game, up to known_
  std::vector<chess::Move> known_;

  void parse_features(const std::string& line);
  // ping ... pong; returns the lines the engine printed before the pong.
  std::vector<std::string> sync(const std::string& waiting_for);
  void send_move(const chess::Move& m, chess::Position& before);
  // No time limit: neither a fixed time a move nor a clock (depth or nodes only).
  static bool infinite(const SearchLimits& l);
  void send_clocks(const SearchLimits& l, chess::Color engine_side);
  void start_game(const SearchLimits& l);
  void edit_position();
  static std::vector<chess::Move> thinking_line(chess::Position pos, std::istream& words);
};

}  // namespace veteran::engines
