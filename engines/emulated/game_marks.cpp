#include "engines/emulated/game_marks.hpp"

#include <stdexcept>

namespace veteran::engines {

GameMarks::GameMarks(size_t budget_bytes, std::function<void(int)> drop_script)
    : budget_(budget_bytes), drop_script_(std::move(drop_script)) {}

GameMarks::~GameMarks() = default;  // the script's memories go with the referee

void GameMarks::release(GameMark& mark) {
  bytes_ -= mark.machine.size();
  mark.machine = {};
  if (drop_script_) drop_script_(mark.script);
}

bool GameMarks::make_room(size_t size) {
  for (auto& [key, line] : typed_) {
    if (bytes_ + size <= budget_) return true;
    if (key == typing_) continue;
    for (auto& mark : line.marks)
      if (mark) {
        release(*mark);
        mark.reset();
      }
  }
  while (bytes_ + size > budget_ && !game_.empty()) {
    release(game_.begin()->second);
    game_.erase(game_.begin());
  }
  return bytes_ + size <= budget_;
}

void GameMarks::keep_in_game(size_t ply, GameMark mark) {
  if (auto it = game_.find(ply); it != game_.end()) {
    release(it->second);
    game_.erase(it);
  }
  if (!make_room(mark.machine.size())) {
    if (drop_script_) drop_script_(mark.script);
    return;
  }
  bytes_ += mark.machine.size();
  game_.emplace(ply, std::move(mark));
}

std::optional<size_t> GameMarks::game_point(size_t common) const {
  auto it = game_.upper_bound(common);
  if (it == game_.begin()) return std::nullopt;
  return std::prev(it)->first;
}

void GameMarks::cut_game_after(size_t ply) {
  for (auto it = game_.upper_bound(ply); it != game_.end(); it = game_.erase(it)) release(it->second);
}

void GameMarks::clear_game() {
  for (auto& [ply, mark] : game_) release(mark);
  game_.clear();
}

std::optional<size_t> GameMarks::typed_point(int level, chess::Color side,
                                             const std::vector<chess::Move>& moves) const {
  auto it = typed_.find({level, static_cast<int>(side)});
  if (it == typed_.end()) return std::nullopt;
  const Line& line = it->second;
  size_t common = 0;
  while (common < line.moves.size() && common < moves.size() && line.moves[common] == moves[common]) ++common;
  for (size_t ply = common + 1; ply-- > 0;)
    if (ply < line.marks.size() && line.marks[ply]) return ply;
  return std::nullopt;
}

const GameMark& GameMarks::typed_mark(int level, chess::Color side, size_t ply) const {
  const auto& mark = typed_.at({level, static_cast<int>(side)}).marks.at(ply);
  if (!mark) throw std::logic_error("no typed mark at this ply");
  return *mark;
}

void GameMarks::start_typing(int level, chess::Color side, size_t ply, std::optional<GameMark> dialogue) {
  typing_ = {level, static_cast<int>(side)};
  Line& line = typed_[typing_];
  if (dialogue) ply = 0;
  for (size_t i = ply + 1; i < line.marks.size(); ++i)
    if (line.marks[i]) release(*line.marks[i]);
  if (line.marks.size() > ply + 1) line.marks.resize(ply + 1);
  if (line.moves.size() > ply) line.moves.resize(ply);
  if (dialogue) {
    if (!line.marks.empty() && line.marks[0]) release(*line.marks[0]);
    line.marks.assign(1, std::nullopt);
    line.moves.clear();
    if (make_room(dialogue->machine.size())) {
      bytes_ += dialogue->machine.size();
      line.marks[0] = std::move(*dialogue);
    } else if (drop_script_) {
      drop_script_(dialogue->script);
    }
  }
}

void GameMarks::typed(chess::Move move, GameMark mark) {
  Line& line = typed_[typing_];
  line.moves.push_back(move);
  line.marks.resize(line.moves.size());
  if (make_room(mark.machine.size())) {
    bytes_ += mark.machine.size();
    line.marks.push_back(std::move(mark));
  } else {
    line.marks.emplace_back();
    if (drop_script_) drop_script_(mark.script);
  }
}

}  // namespace veteran::engines
