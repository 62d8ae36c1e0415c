// The xboard and UCI servers: any lines from a GUI are answered or refused in
// the protocol, never a crash. The engine plays its first legal move. The
// first byte picks the protocol: odd UCI ("u..." in the corpus), even xboard ("x...").
#include "chess/position.hpp"
#include "engines/engine.hpp"
#include "engines/protocol/servers.hpp"

#include <cstdint>
#include <sstream>
#include <string>

namespace {
class FirstMove : public veteran::engines::Engine {
 public:
  std::string name() const override { return "first move"; }
  std::string author() const override { return "veteran's fuzz test"; }
  int max_level() const override { return 3; }
  void set_level(int level) override { level_ = level; }
  int level() const override { return level_; }
  void new_game() override {}
  bool accepts_any_position() const override { return true; }
  void set_position(const std::string& fen, const std::vector<veteran::chess::Move>& moves) override {
    position_ = veteran::chess::Position(fen);
    for (const auto& m : moves) position_.play(m);
  }
  veteran::engines::SearchResult go(const veteran::engines::SearchLimits&) override {
    veteran::engines::SearchResult r;
    auto legal = position_.legal_moves();
    if (legal.empty())
      r.resigns = true;
    else
      r.move = legal.front();
    return r;
  }

 private:
  veteran::chess::Position position_;
  int level_ = 1;
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  FirstMove engine;
  std::istringstream in(std::string(reinterpret_cast<const char*>(data + 1), size - 1));
  std::ostringstream out;
  if (data[0] & 1)
    veteran::engines::serve_uci(engine, in, out);
  else
    veteran::engines::serve_xboard(engine, in, out);
  return 0;
}
