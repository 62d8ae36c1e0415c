#include "gui/replay/replay_view.hpp"

#include "gui/app/layout.hpp"

#include "chess/san.hpp"
#include "util/io/input_file.hpp"

#include <fstream>
#include <sstream>

namespace veteran::gui {
namespace {

using Kind = tournament::PositionVerdict::Kind;

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::agree: return "agree";
    case Kind::differ: return "differ";
    case Kind::illegal: return "illegal";
    case Kind::failed: return "failed";
    case Kind::not_started: return "cannot start";
    case Kind::no_move: return "no move";
  }
  return "";
}

// A reply in SAN where it is a legal move here, else as given.
std::string san_or_uci(const chess::Position& pos, const std::string& uci) {
  for (const auto& m : pos.legal_moves())
    if (m.uci() == uci) {
      chess::Position copy = pos;
      return chess::to_san(copy, m);
    }
  return uci;
}

}  // namespace

ReplayView::ReplayView(const std::string& pgn_file, const std::string& a, const std::string& b, int level,
                       std::vector<std::filesystem::path> rompath)
    : spec_{a, b} {
  games_ = chess::read_pgn(io::read_file(pgn_file, io::kMaxTextFile, "the games to replay"), pgn_file);
  if (games_.empty()) throw std::runtime_error(pgn_file + ": no game in it");
  options_.level = level;
  options_.rompath = std::move(rompath);
  start();
}

ReplayView::~ReplayView() { finish(); }

void ReplayView::finish() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
  stop_ = false;
}

void ReplayView::start() {
  finish();
  {
    std::lock_guard lock(mutex_);
    verdicts_.clear();
    error_.clear();
  }
  done_ = false;
  const chess::PgnGame game = games_[static_cast<size_t>(game_)];
  thread_ = std::thread([this, game] {
    try {
      std::ostringstream log;
      tournament::PositionComparer comparer(spec_[0], spec_[1], options_, log);
      for (size_t k = 0; k <= game.moves.size() && !stop_; ++k) {
        std::vector<chess::Move> moves(game.moves.begin(), game.moves.begin() + static_cast<long>(k));
        auto verdict = comparer.compare(game.start_fen, moves);
        std::lock_guard lock(mutex_);
        verdicts_[k] = verdict;
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex_);
      error_ = e.what();
    }
    done_ = true;
  });
}

std::string ReplayView::report() const {
  std::lock_guard lock(mutex_);
  std::string out;
  for (const auto& [ply, v] : verdicts_)
    out += "ply " + std::to_string(ply) + " " + kind_name(v.kind) + " " + v.moves[0] + " " + v.moves[1] + "\n";
  if (!error_.empty()) out += "error: " + error_ + "\n";
  return out;
}

std::string ReplayView::shown_fen() const {
  const chess::PgnGame& game = games_[static_cast<size_t>(game_)];
  chess::Position pos(game.start_fen);
  for (int k = 0; k < ply_; ++k) pos.play(game.moves[static_cast<size_t>(k)]);
  return pos.fen() + "\n";
}

void ReplayView::draw(Frame& f) {
  Probes& probes = f.probes;
  const float w = f.area_size.x, h = f.area_size.y, gap = 6;
  const chess::PgnGame& game = games_[static_cast<size_t>(game_)];
  const int plies = static_cast<int>(game.moves.size());
  chess::Position pos(game.start_fen);
  for (int k = 0; k < ply_; ++k) pos.play(game.moves[static_cast<size_t>(k)]);
  std::map<size_t, tournament::PositionVerdict> verdicts;
  std::string error;
  {
    std::lock_guard lock(mutex_);
    verdicts = verdicts_;
    error = error_;
  }
  // The board as large as the height allows under the game's name and the navigation.
  const float board = std::max(240.0f, std::min(h - 2 * gap - 175, w * 0.5f));
  begin_panel("Replay", {gap, gap, board + 16, h - 2 * gap}, f);
  if (games_.size() > 1) {
    std::string label = "game " + std::to_string(game_ + 1) + ": " + game.tag("White") + " - " + game.tag("Black");
    if (ImGui::BeginCombo("##game", label.c_str())) {
      for (size_t i = 0; i < games_.size(); ++i) {
        std::string name = std::to_string(i + 1) + ": " + games_[i].tag("White") + " - " + games_[i].tag("Black");
        if (ImGui::Selectable(name.c_str(), static_cast<int>(i) == game_) && static_cast<int>(i) != game_) {
          game_ = static_cast<int>(i);
          ply_ = 0;
          start();
        }
      }
      ImGui::EndCombo();
    }
  } else {
    ImGui::Text("%s - %s  %s", game.tag("White").c_str(), game.tag("Black").c_str(), game.result.c_str());
  }
  std::optional<chess::Move> last;
  if (ply_ > 0) last = game.moves[static_cast<size_t>(ply_ - 1)];
  board_.draw(pos, false, false, board, f.window.pieces(), last, probes);
  // Arrows: the move the game went on with (green), and each engine's choice here (blue, orange).
  const ImU32 kGameArrow = IM_COL32(60, 170, 80, 200),
              kArrows[2] = {IM_COL32(60, 120, 230, 200), IM_COL32(235, 140, 40, 200)};
  if (ply_ < plies)
    board_.arrow(game.moves[static_cast<size_t>(ply_)].from, game.moves[static_cast<size_t>(ply_)].to, kGameArrow);
  if (auto here = verdicts.find(static_cast<size_t>(ply_)); here != verdicts.end())
    for (int i = 0; i < 2; ++i) {
      try {
        if (here->second.moves[i].empty()) continue;
        const chess::Move m = pos.parse_uci(here->second.moves[i]);
        board_.arrow(m.from, m.to, kArrows[i], i == 0 ? -1.0f : 1.0f);
      } catch (const std::exception&) {}  // not a move on this board: said in the panel
    }
  ImGui::TextColored(ImVec4(0.25f, 0.67f, 0.31f, 1), "game");
  for (int i = 0; i < 2; ++i) {
    ImGui::SameLine();
    const ImU32 c = kArrows[i];
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(c | IM_COL32(0, 0, 0, 255)), "%s", spec_[i].c_str());
  }
  // With the filter on, < and > (and the arrow keys) go to the previous or next disagreement.
  auto differs = [&](int p) {
    auto it = verdicts.find(static_cast<size_t>(p));
    return it != verdicts.end() && it->second.kind != Kind::agree && it->second.kind != Kind::no_move;
  };
  auto step = [&](int by) {
    int p = ply_ + by;
    if (only_differ_)
      while (p >= 0 && p <= plies && !differs(p)) p += by;
    return std::max(0, std::min(plies, p));
  };
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT)) ply_ = step(-1);
    if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT)) ply_ = step(1);
  }
  auto nav = [&](const char* label, int to) {
    bool clicked = ImGui::Button(label);
    probes.add(std::string("button:") + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (clicked) ply_ = std::max(0, std::min(plies, to));
    ImGui::SameLine();
  };
  nav("|<", 0);
  nav("<", step(-1));
  nav(">", step(1));
  nav(">|", plies);
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt("ply", &ply_, 0, plies);
  ImGui::Checkbox("only where they differ", &only_differ_);
  probes.add("check:only where they differ", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::End();

  begin_panel("Compare", {board + 16 + 2 * gap, gap, w - board - 16 - 3 * gap, h - 2 * gap}, f);
  ImGui::Text("%s against %s", spec_[0].c_str(), spec_[1].c_str());
  int agree = 0, differ = 0, other = 0, none = 0;
  for (const auto& [ply, v] : verdicts)
    (v.kind == Kind::agree ? agree : v.kind == Kind::differ ? differ : v.kind == Kind::no_move ? none : other)++;
  ImGui::Text("%d of %d positions: %d agree, %d differ, %d illegal, failed or not set up%s%s",
              static_cast<int>(verdicts.size()), plies + 1, agree, differ, other,
              none ? ", the last without a move" : "", done_ ? "" : " (comparing...)");
  if (!error.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", error.c_str());
  ImGui::Separator();
  auto here = verdicts.find(static_cast<size_t>(ply_));
  if (here == verdicts.end()) {
    ImGui::TextDisabled("this position: not compared yet");
  } else {
    const auto& v = here->second;
    ImVec4 colour = v.kind == Kind::agree ? ImVec4(0.5f, 1, 0.5f, 1) : ImVec4(1, 0.5f, 0.4f, 1);
    ImGui::TextColored(colour, "this position: %s", kind_name(v.kind));
    for (int i = 0; i < 2; ++i)
      if (!v.moves[i].empty()) ImGui::Text("  %s: %s", spec_[i].c_str(), san_or_uci(pos, v.moves[i]).c_str());
    if (!v.detail.empty()) ImGui::TextWrapped("  %s", v.detail.c_str());
  }
  ImGui::Separator();
  ImGui::TextUnformatted("Disagreements (click to go there):");
  ImGui::BeginChild("differences");
  for (const auto& [ply, v] : verdicts) {
    if (v.kind == Kind::agree || v.kind == Kind::no_move) continue;
    chess::Position at(game.start_fen);
    for (size_t k = 0; k < ply; ++k) at.play(game.moves[k]);
    std::string line = "ply " + std::to_string(ply) + ": " + kind_name(v.kind) + "  " + spec_[0] + " " +
                       san_or_uci(at, v.moves[0]) + ", " + spec_[1] + " " + san_or_uci(at, v.moves[1]);
    if (ImGui::Selectable(line.c_str(), static_cast<int>(ply) == ply_)) ply_ = static_cast<int>(ply);
  }
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace veteran::gui
