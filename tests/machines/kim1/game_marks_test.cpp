// The points an emulated engine goes back to instead of replaying a game
// (engines/emulated/game_marks.hpp), on the stand-in KIM-1 and our stand-in
// chess program, which answers the moves of one fixed game by the number of
// replies it has given (tests/machines/kim1/standin_chess.s): a machine put
// back to a point of the game answers on from there; one that replayed the
// game from a reboot would answer with its first reply again.
#include "emu/state/snapshot.hpp"
#include "engines/emulated/emulated_engine.hpp"
#include "engines/programs.hpp"
#include "tests/machines/kim1/standin_engine.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace veteran;
using namespace veteran::engines;

namespace {

std::vector<chess::Move> moves_of(const std::vector<std::string>& uci) {
  chess::Position p;
  std::vector<chess::Move> out;
  for (const auto& text : uci) {
    out.push_back(p.parse_uci(text));
    p.play(out.back());
  }
  return out;
}

std::string reply(EmulatedEngine& e, const std::vector<std::string>& game) {
  e.set_position(chess::Position().fen(), moves_of(game));
  return e.go({}).move.uci();
}

// The machine as it stands, as a snapshot: memory, registers, cycles, chips.
std::vector<uint8_t> machine_now(EmulatedEngine& e) {
  std::vector<uint8_t> bytes;
  e.set_machine_watch([&](emu::Machine& m) { bytes = emu::save_snapshot(m); }, 0.02);
  e.set_machine_watch(nullptr, 0.02);
  return bytes;
}

}  // namespace

TEST_CASE("game marks: a take back puts the program back as it stood at that point of the game", "[marks]") {
  auto e = kim1_standin_engine();
  CHECK(reply(*e, {"e2e4"}) == "e7e5");
  CHECK(reply(*e, {"e2e4", "e7e5", "g1f3"}) == "b8c6");
  CHECK(reply(*e, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}) == "a7a6");
  const size_t typed = e->moves_typed();
  // Back two moves (xboard's remove) and another move: the program answers
  // as after its second reply, with one move typed.
  CHECK(reply(*e, {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4"}) == "a7a6");
  CHECK(e->moves_typed() == typed + 1);
  // Back to its first reply.
  CHECK(reply(*e, {"e2e4", "e7e5", "d2d4"}) == "b8c6");
  CHECK(e->moves_typed() == typed + 2);
}

TEST_CASE("game marks: a position typed afresh starts from the longest start typed before, in the same state",
          "[marks]") {
  const std::vector<std::string> game = {"d2d4", "g8f6", "c2c4", "e7e6", "b1c3", "f8b4", "e2e3", "e8g8"};
  auto kept = kim1_standin_engine();
  size_t replayed = 0;
  for (size_t ply = 0; ply <= game.size(); ++ply) {
    // Each position of the game put to the program, as `veteran compare`
    // puts them: the computer on the side to move, the game typed in.
    std::vector<std::string> start(game.begin(), game.begin() + static_cast<long>(ply));
    auto fresh = kim1_standin_engine();
    CHECK(reply(*kept, start) == reply(*fresh, start));
    CHECK(machine_now(*kept) == machine_now(*fresh));
    replayed += ply;
  }
  // Typing every position from a reboot types 0 + 1 + ... + 8 moves; from
  // the points kept, each move is typed once on each side's line: eight for
  // the program as white (positions 0, 2, ... 8), seven as black.
  CHECK(replayed == 36);
  CHECK(kept->moves_typed() == 15);
}

TEST_CASE("game marks: past the budget, other lines go first, then the game's oldest points", "[marks]") {
  std::vector<int> dropped;
  GameMarks marks(300, [&](int slot) { dropped.push_back(slot); });
  auto mark = [&](size_t bytes) { return GameMark{std::vector<uint8_t>(bytes), marks.next_script()}; };
  const auto line = moves_of({"e2e4", "e7e5", "g1f3"});
  marks.start_typing(1, chess::Black, 0, mark(100));  // script 1
  marks.typed(line[0], mark(100));                    // script 2
  CHECK(marks.typed_point(1, chess::Black, line) == 1u);
  CHECK(marks.typed_point(1, chess::White, line) == std::nullopt);
  CHECK(marks.typed_point(2, chess::Black, line) == std::nullopt);
  marks.keep_in_game(2, mark(100));                   // script 3: 300 bytes, the budget
  marks.start_typing(1, chess::White, 0, mark(100));  // script 4: the black line goes
  CHECK(dropped == std::vector<int>{1, 2});
  CHECK(marks.typed_point(1, chess::Black, line) == std::nullopt);
  marks.keep_in_game(4, mark(100));  // script 5: 300 bytes again
  CHECK(marks.bytes() == 300);
  marks.keep_in_game(6, mark(100));  // script 6: the typed line is kept, the game's ply 2 goes
  CHECK(dropped == std::vector<int>{1, 2, 3});
  CHECK(marks.game_point(3) == std::nullopt);
  CHECK(marks.game_point(5) == 4u);
  CHECK(marks.bytes() == 300);
  marks.keep_in_game(8, mark(400));  // script 7: larger than the budget, not kept
  CHECK(dropped == std::vector<int>{1, 2, 3, 5, 6, 7});
  CHECK(marks.game_point(8) == std::nullopt);
  CHECK(marks.bytes() == 100);
  // A typed line resumed at a point keeps that point and drops the rest.
  marks.typed(line[0], mark(100));  // script 8
  marks.typed(line[1], mark(100));  // script 9
  marks.start_typing(1, chess::White, 1, std::nullopt);
  CHECK(dropped.back() == 9);
  CHECK(marks.typed_point(1, chess::White, line) == 1u);
}
