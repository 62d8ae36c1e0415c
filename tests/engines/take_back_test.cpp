// Take backs in a period engine: after an undo, a move the user plays for
// the program's own side (xboard's force mode, a UCI GUI's next position
// without ucinewgame) is never told to the program as the player's; the
// program answers as a fresh one given the same game does.
#include "chess/position.hpp"
#include "engines/programs.hpp"
#include "engines/registry/make_engine.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace veteran;
using namespace veteran::engines;

namespace {

const std::string kStart = chess::Position::kStartFen;

chess::Position after(const std::vector<chess::Move>& game) {
  chess::Position p(kStart);
  for (const auto& m : game) p.play(m);
  return p;
}

chess::Move uci(const std::vector<chess::Move>& game, const std::string& text) { return after(game).parse_uci(text); }

}  // namespace

TEST_CASE("take back: a move played for the program is not typed as the player's", "[takeback]") {
  for (const char* id : {"microchess@native", "sargon@native"}) {
    INFO(id);
    auto engine = make_engine(parse_engine_spec(id), {});
    engine->set_level(1);
    engine->new_game();
    std::vector<chess::Move> game{uci({}, "e2e4")};
    engine->set_position(kStart, game);
    game.push_back(engine->go({}).move);
    game.push_back(uci(game, "g1f3"));
    engine->set_position(kStart, game);
    const chess::Move reply = engine->go({}).move;
    // Undo the reply; the user plays another black move for it, then White's.
    chess::Move other{};
    for (const auto& m : after(game).legal_moves())
      if (!(m == reply)) {
        other = m;
        break;
      }
    game.push_back(other);
    game.push_back(uci(game, "b1c3"));
    engine->set_position(kStart, game);
    const chess::Move after_take_back = engine->go({}).move;

    auto fresh = make_engine(parse_engine_spec(id), {});
    fresh->set_level(1);
    fresh->new_game();
    fresh->set_position(kStart, game);
    CHECK(after_take_back == fresh->go({}).move);
  }
}
