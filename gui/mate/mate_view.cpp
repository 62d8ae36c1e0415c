#include "gui/mate/mate_view.hpp"

#include "gui/app/layout.hpp"

#include "problems/board/board.hpp"
#include "problems/solve/notation.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstring>

namespace veteran::gui {

namespace {

void copy_into(char* out, size_t size, const std::string& text) {
  std::strncpy(out, text.c_str(), size - 1);
  out[size - 1] = 0;
}

std::string key_line(const problems::Board& b, const problems::Solution& s) {
  if (s.stopped) return "stopped";
  if (!s.solved_depth) return "no solution in " + s.stipulation.text();
  if (s.stipulation.genre == problems::Genre::Help)
    return std::to_string(s.lines.size()) + " solution(s) of " + s.stipulation.text();
  std::string keys;
  for (auto k : s.keys) keys += (keys.empty() ? "" : " ") + problems::san(b, k);
  return (s.keys.size() > 1 ? "keys (cooked): " : "key: ") + keys + " (" + s.stipulation.text() + ")";
}

}  // namespace

MateView::MateView(const std::string& fen, const std::string& stipulation, int threads) : threads_(threads) {
  copy_into(fen_, sizeof fen_, fen == "new" ? "" : fen);
  copy_into(stipulation_, sizeof stipulation_, stipulation);
  if (fen_[0]) start();
}

MateView::~MateView() { finish(); }

void MateView::finish() {
  stop_.store(true);
  if (thread_.joinable()) thread_.join();
  stop_.store(false);
}

void MateView::start() {
  finish();
  std::string fen = fen_, stip = stipulation_;
  if (!stip.empty() && std::isdigit(static_cast<unsigned char>(stip[0]))) stip = "#" + stip;
  try {
    problems::Board board(fen);
    if (!board.has_legal_move())
      throw std::runtime_error(std::string("the side to move is already ") +
                               (board.in_check() ? "mated" : "stalemated"));
    auto s = problems::parse_stipulation(stip);
    std::lock_guard lock(mutex_);
    error_.clear();
    solution_.reset();
    solved_fen_ = board.fen();
    path_.clear();
    solving_.store(true);
    thread_ = std::thread([this, board, s] {
      problems::SolveOptions o;
      o.threads = threads_;
      o.stop = &stop_;
      o.tree_limit = 5000;  // a window lists what a person can browse
      auto solution = problems::solve(board, s, o);
      std::lock_guard guard(mutex_);
      solution_ = std::move(solution);
      solving_.store(false);
    });
  } catch (const std::exception& e) {
    std::lock_guard lock(mutex_);
    error_ = e.what();
    solution_.reset();
  }
}

std::string MateView::said() const {
  std::lock_guard lock(mutex_);
  if (!error_.empty()) return error_;
  if (solving_.load()) return "solving";
  if (!solution_) return "no problem";
  std::string shown;
  problems::Board at(solved_fen_);
  for (auto m : path_) {
    shown += (shown.empty() ? "" : " ") + problems::san(at, m);
    at.play(m);
  }
  return key_line(problems::Board(solved_fen_), *solution_) + (shown.empty() ? "" : "\nshown: " + shown);
}

std::optional<std::string> MateView::text_for(const std::string& step) {
  if (step != "save-solution") return std::nullopt;
  std::lock_guard lock(mutex_);
  if (!solution_) return error_.empty() ? "no solution yet\n" : error_ + "\n";
  problems::Board b(solved_fen_);
  return problems::solution_text(b, *solution_) + key_line(b, *solution_) + "\n";
}

// One attacker move of the tree as a tree node (its threats and defences
// under it); clicking a move shows the position after it.
void MateView::draw_tree(const problems::Board& before, const problems::Play& play, int number, bool key,
                         std::vector<problems::Move>& path) {
  path.push_back(play.move);
  std::string label = std::to_string(number) + "." + problems::long_move(before, play.move) + (key ? " !" : "");
  if (play.cut) label += " ...";
  bool leaf = play.defences.empty() && play.threats.empty();
  ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | (leaf ? ImGuiTreeNodeFlags_Leaf : 0) |
                             (path == path_ ? ImGuiTreeNodeFlags_Selected : 0) |
                             (key ? ImGuiTreeNodeFlags_DefaultOpen : 0);
  ImGui::PushID(static_cast<int>(path.size() * 4096 + play.move.bits));
  bool open = ImGui::TreeNodeEx(label.c_str(), flags);
  probes_->add("tree:" + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (ImGui::IsItemClicked()) path_ = path;
  if (open) {
    problems::Board after = before;
    after.play(play.move);
    if (!play.threats.empty()) {
      problems::Board passed = after;
      passed.pass();
      if (ImGui::TreeNodeEx("threat", ImGuiTreeNodeFlags_DefaultOpen)) {
        for (const auto& t : play.threats) {
          ImGui::TextDisabled("%d.%s", number + 1, problems::long_move(passed, t.move).c_str());
        }
        ImGui::TreePop();
      }
    }
    for (const auto& d : play.defences) {
      path.push_back(d.move);
      std::string dl = std::to_string(number) + "..." + problems::long_move(after, d.move);
      ImGuiTreeNodeFlags df = ImGuiTreeNodeFlags_OpenOnArrow | (d.answers.empty() ? ImGuiTreeNodeFlags_Leaf : 0) |
                              (path == path_ ? ImGuiTreeNodeFlags_Selected : 0);
      ImGui::PushID(static_cast<int>(d.move.bits));
      bool dopen = ImGui::TreeNodeEx(dl.c_str(), df);
      probes_->add("tree:" + dl, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      if (ImGui::IsItemClicked()) path_ = path;
      if (dopen) {
        problems::Board next = after;
        next.play(d.move);
        for (const auto& a : d.answers) draw_tree(next, a, number + 1, false, path);
        ImGui::TreePop();
      }
      ImGui::PopID();
      path.pop_back();
    }
    ImGui::TreePop();
  }
  ImGui::PopID();
  path.pop_back();
}

void MateView::draw(Frame& f) {
  std::lock_guard lock(mutex_);
  probes_ = &f.probes;
  const float w = f.area_size.x, h = f.area_size.y, gap = 6;
  // The board as large as the height allows above the problem's fields.
  const float board = std::max(240.0f, std::min(h - 2 * gap - 150, w * 0.5f));
  begin_panel("Problem", {gap, gap, board + 16, h - 2 * gap}, f);
  // The position shown: the problem, then the moves clicked in the tree.
  std::string shown = solved_fen_.empty() ? std::string(fen_) : solved_fen_;
  std::optional<chess::Move> last;
  try {
    chess::Position pos(problems::Board(shown).fen() + " 0 1");
    for (auto m : path_) {
      auto cm = pos.parse_uci(m.uci());
      pos.play(cm);
      last = cm;
    }
    board_.draw(pos, false, false, board, f.window.pieces(), last, f.probes);
  } catch (const std::exception&) { ImGui::Dummy(ImVec2(board, board)); }
  ImGui::SetNextItemWidth(board - 60);
  ImGui::InputText("FEN", fen_, sizeof fen_);
  f.probes.add("field:fen", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SetNextItemWidth(80);
  ImGui::InputText("stipulation (#2, s#3, h#2.5)", stipulation_, sizeof stipulation_);
  f.probes.add("field:stipulation", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SetNextItemWidth(80);
  ImGui::SliderInt("threads", &threads_, 1, 8);
  bool solving = solving_.load();
  if (ImGui::Button(solving ? "Stop" : "Solve")) {
    if (solving)
      stop_.store(true);
    else {
      mutex_.unlock();
      start();
      mutex_.lock();
    }
  }
  f.probes.add(solving ? "button:Stop" : "button:Solve", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (ImGui::Button("Problem position")) path_.clear();
  ImGui::End();

  begin_panel("Solution", {board + 16 + 2 * gap, gap, w - board - 16 - 3 * gap, h - 2 * gap}, f);
  if (!error_.empty()) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", error_.c_str());
  } else if (solving) {
    ImGui::Text("solving %s %s ...", solved_fen_.c_str(), stipulation_);
  } else if (solution_) {
    problems::Board b(solved_fen_);
    const auto& s = *solution_;
    ImGui::Text("%s", key_line(b, s).c_str());
    f.probes.add("text:keys", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    uint64_t gen = 0;
    for (const auto& it : s.iterations) gen += it.counters.generated;
    ImGui::TextDisabled("%.3f s, %llu positions generated", s.seconds, static_cast<unsigned long long>(gen));
    ImGui::Separator();
    ImGui::BeginChild("tree");
    if (s.stipulation.genre == problems::Genre::Help) {
      int n = 0;
      for (const auto& line : s.lines) {
        problems::Board at = b;
        std::string text;
        for (auto m : line) {
          text += (text.empty() ? "" : " ") + problems::san(at, m);
          at.play(m);
        }
        std::vector<problems::Move> p(line.begin(), line.end());
        ImGui::PushID(n++);
        if (ImGui::Selectable(text.c_str(), p == path_)) path_ = p;
        f.probes.add("tree:" + text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
        ImGui::PopID();
      }
    } else {
      std::vector<problems::Move> path;
      for (const auto& t : s.trees) draw_tree(b, t, 1, true, path);
    }
    ImGui::EndChild();
  } else {
    ImGui::TextDisabled("Set up a FEN and a stipulation, then Solve.");
  }
  ImGui::End();
}

}  // namespace veteran::gui
