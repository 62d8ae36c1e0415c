// The points an emulated program can be put back to instead of replaying a
// game: the machine's save state and the referee script's state (a numbered
// memory of the script, script_state.hpp) at a point of a game.
//
// Two kinds, each exactly a state the program had:
// - the current game's points, one after each of the program's own moves:
//   a take back (xboard's undo/remove, the GUI's button) goes back to the
//   latest of them before the game changed, as the program then stood;
// - retyped lines: when a game has to be typed in afresh (a new game, a
//   position of another game, the other side for the computer), the state
//   after the new-game dialogue and after each move typed, for each level
//   and side. A position that shares its first moves with one typed before
//   starts from there: the state is the one typing the whole game would
//   reach, so `compare` over every position of a game types each move once
//   and still gets the moves a fresh machine would give.
// Marks take memory (a machine's snapshot each, 10 to 150 KB); past a budget
// the oldest go first, and a point without its mark is replayed as before.
#pragma once

#include "chess/position.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace veteran::engines {

struct GameMark {
  std::vector<uint8_t> machine;  // emu::save_snapshot
  int script = 0;                // the referee script's memory, under this number
};

class GameMarks {
 public:
  // `drop_script` lets go of a mark's script memory when the mark goes.
  GameMarks(size_t budget_bytes, std::function<void(int)> drop_script);
  ~GameMarks();
  GameMarks(const GameMarks&) = delete;
  GameMarks& operator=(const GameMarks&) = delete;

  // A number for a new mark's script memory (never 0: the post-boot state's).
  int next_script() { return ++last_script_; }

  // --- the current game: `ply` moves known to the program.
  void keep_in_game(size_t ply, GameMark mark);
  // The latest point of the game at or before `common` moves (where the
  // game asked for leaves the one the program holds); nullopt if none.
  std::optional<size_t> game_point(size_t common) const;
  const GameMark& game_mark(size_t ply) const { return game_.at(ply); }
  // Back at `ply`: later points are of a game no longer played.
  void cut_game_after(size_t ply);
  void clear_game();

  // --- retyped lines from the initial position, by level and side.
  // The longest start of `moves` typed before at this level and side,
  // as a number of moves; nullopt if not even the new-game dialogue is kept.
  std::optional<size_t> typed_point(int level, chess::Color side, const std::vector<chess::Move>& moves) const;
  const GameMark& typed_mark(int level, chess::Color side, size_t ply) const;
  // Typing starts at `ply` moves of the line (0: after the new-game
  // dialogue, whose mark is given as that of ply 0): later marks go.
  void start_typing(int level, chess::Color side, size_t ply, std::optional<GameMark> dialogue);
  // One move typed on the line started last, and the state after it.
  void typed(chess::Move move, GameMark mark);

  size_t bytes() const { return bytes_; }

 private:
  struct Line {
    std::vector<chess::Move> moves;
    std::vector<std::optional<GameMark>> marks;  // marks[i]: after i moves (a gap where the budget said no)
  };
  using Key = std::pair<int, int>;  // level, side
  size_t budget_;
  std::function<void(int)> drop_script_;
  int last_script_ = 0;
  size_t bytes_ = 0;
  std::map<size_t, GameMark> game_;
  std::map<Key, Line> typed_;
  Key typing_{0, 0};

  void release(GameMark& mark);
  // Room for `size` more bytes: other lines' marks go first, then the
  // game's oldest points. False if even then there is none.
  bool make_room(size_t size);
};

}  // namespace veteran::engines
