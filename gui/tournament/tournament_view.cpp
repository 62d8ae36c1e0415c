#include "gui/tournament/tournament_view.hpp"

#include "gui/app/layout.hpp"
#include "gui/app/stamp.hpp"
#include "gui/app/widgets.hpp"
#include "gui/faces/face_view.hpp"

#include <algorithm>
#include <cmath>

#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "engines/external/process.hpp"
#include "gui/board/board_view.hpp"
#include "tournament/config_file.hpp"
#include "tournament/statistics/standings.hpp"

#include <cstdlib>

namespace veteran::gui {

TournamentView::TournamentView(const std::string& config_file, bool resume, std::vector<std::filesystem::path> rompath)
    : config_(tournament::load_config_file(config_file, rompath)) {
  for (const auto& e : config_.engines) names_.push_back(e.name);
  watch_.started = [this](int index, const std::string& white, const std::string& black, const std::string& fen) {
    std::lock_guard lock(mutex_);
    live_.erase(index);
    Live game{white, black, chess::Game(fen), {}, {0, 0}, {}, {}};
    live_.emplace(index, std::move(game));
  };
  watch_.moved = [this](int index, const chess::Move& move, double seconds) {
    std::lock_guard lock(mutex_);
    auto it = live_.find(index);
    if (it == live_.end()) return;
    chess::Position before = it->second.game.position();
    it->second.used[before.side_to_move() == chess::White ? 0 : 1] += seconds;
    it->second.san.push_back(chess::to_san(before, move));
    it->second.game.play(move);
  };
  watch_.face = [this](int index, int side, const std::string& machine, const emu::Face& face) {
    std::lock_guard lock(mutex_);
    auto it = live_.find(index);
    if (it == live_.end()) return;
    it->second.machines[side] = machine;
    it->second.faces[side] = face;
  };
  watch_.scheduled = [this](size_t games) {
    std::lock_guard lock(mutex_);
    if (scheduled_ == 0) finished_before_ = finished_.size();  // the first call: what an earlier run played
    scheduled_ = games;
    started_ = std::chrono::steady_clock::now();
  };
  watch_.finished = [this](const tournament::JournalEntry& entry) {
    std::lock_guard lock(mutex_);
    live_.erase(entry.index);
    finished_[entry.index] = entry;
  };
  tournament::RunOptions options;
  options.resume = resume;
  options.rompath = std::move(rompath);
  options.stop = &stop_;
  thread_ = std::thread([this, options]() mutable {
    options.watch = &watch_;
    int status = 1;
    try {
      status = tournament::run_tournament(config_, options, out_, progress_);
    } catch (const std::exception& e) { progress_ << "veteran tournament: " << e.what() << "\n"; }
    status_ = status;
    done_ = true;
  });
}

TournamentView::~TournamentView() {
  // Closed while games are being played: they end unfinished (their engines
  // told to stop, and killed if they do not), the journal keeps every
  // finished game, and --resume plays the others again.
  stop_.stop();
  thread_.join();
}

uint64_t TournamentView::content_stamp() {
  std::lock_guard lock(mutex_);
  Stamp stamp;
  stamp << finished_.size() << live_.size() << progress_text_.text().size() << done_.load();
  for (const auto& [index, game] : live_) {
    stamp << static_cast<uint64_t>(index) << game.san.size();
    for (int side = 0; side < 2; ++side) stamp << face_stamp(game.faces[side]);
  }
  return stamp.value();
}

std::string TournamentView::standings() const {
  std::lock_guard lock(mutex_);
  return tournament::standings_report(names_, finished_);
}

void TournamentView::draw(Frame& f) {
  std::map<int, Live> live;
  std::map<int, tournament::JournalEntry> done;
  std::string progress;
  {
    std::lock_guard lock(mutex_);
    live = live_;
    done = finished_;
    progress = progress_text_.text();
  }
  games_panel(f, live, done);
  bool machines = false;
  for (const auto& [index, game] : live) machines = machines || !game.machines[0].empty() || !game.machines[1].empty();
  standings_panel(f, done, progress, machines);
  if (machines) machines_panel(f, live);
}

// The period machines of the games in progress in a panel of their own under the standings, each
// face as large as its cell of the panel allows (the watched game's alone while one is watched).
void TournamentView::machines_panel(Frame& f, const std::map<int, Live>& live) {
  const float w = f.area_size.x, h = f.area_size.y, gap = 6, split = std::floor(w * 0.55f);
  const float top = standings_height(h) + 2 * gap;
  begin_panel("Machines", {split, top, w - split - gap, h - top - gap}, f);
  std::vector<std::pair<int, int>> faces;  // (game, side)
  for (const auto& [index, game] : live)
    if (!watched_ || *watched_ == index)
      for (int side = 0; side < 2; ++side)
        if (!game.machines[side].empty()) faces.emplace_back(index, side);
  // In the grid of columns that draws them largest (two faces side by side rather than stacked
  // in a wide panel), each in its cell.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const ImVec2 room = ImGui::GetContentRegionAvail(), origin = ImGui::GetCursorScreenPos();
  const ImVec2 natural = faces.empty() ? ImVec2(1, 1) : face_size(live.at(faces[0].first).faces[faces[0].second]);
  size_t columns = 1;
  float best = 0;
  for (size_t c = 1; c <= std::max<size_t>(faces.size(), 1); ++c) {
    const size_t rows = (faces.size() + c - 1) / c;
    const float scale = fit_scale(natural, ImVec2(room.x / static_cast<float>(c) - 8,
                                                  room.y / static_cast<float>(std::max<size_t>(rows, 1)) - line - 8));
    if (scale > best) best = scale, columns = c;
  }
  const size_t rows = std::max<size_t>((faces.size() + columns - 1) / columns, 1);
  const ImVec2 cell(room.x / static_cast<float>(columns), room.y / static_cast<float>(rows));
  for (size_t k = 0; k < faces.size(); ++k) {
    const auto [index, side] = faces[k];
    const Live& game = live.at(index);
    ImGui::SetCursorScreenPos(ImVec2(origin.x + cell.x * static_cast<float>(k % columns),
                                     origin.y + cell.y * static_cast<float>(k / columns)));
    ImGui::BeginGroup();
    ImGui::TextDisabled("Game %d: %s on %s", index + 1, side == 0 ? game.white.c_str() : game.black.c_str(),
                        game.machines[side].c_str());
    FaceStyle style;
    style.scale = std::min(2.0f, fit_scale(face_size(game.faces[side]), ImVec2(cell.x - 8, cell.y - line - 8)));
    style.prefix = (watched_ ? std::string("watched:") : "game" + std::to_string(index + 1) + ":") +
                   (side == 0 ? "white:" : "black:");
    style.crt = f.settings.crt;
    draw_face(game.faces[side], game.machines[side], f.window.mono_font(), f.probes, {}, style);
    ImGui::EndGroup();
  }
  ImGui::End();
}

// The games in progress, two boards a row, each with a button to watch it large; the finished
// games in a table, a click replaying one on the large board; the progress and the time left.
void TournamentView::games_panel(Frame& f, const std::map<int, Live>& live,
                                 const std::map<int, tournament::JournalEntry>& done) {
  const float w = f.area_size.x, h = f.area_size.y, gap = 6, split = std::floor(w * 0.55f);
  begin_panel("Games", {gap, gap, split - 2 * gap, h - 2 * gap}, f);
  size_t total = 0, before = 0;
  {
    std::lock_guard lock(mutex_);
    total = scheduled_;
    before = finished_before_;
  }
  ImGui::Text("%s: %zu of %zu games played%s", config_.event.c_str(), done.size(), std::max(total, done.size()),
              done_ ? ", the event is over" : "");
  if (total > done.size() && done.size() > before && !done_) {  // the time left at this run's pace so far
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    const double left = spent / static_cast<double>(done.size() - before) * static_cast<double>(total - done.size());
    ImGui::SameLine();
    ImGui::TextDisabled("about %d:%02d left", static_cast<int>(left) / 60, static_cast<int>(left) % 60);
  }
  ImGui::ProgressBar(total ? static_cast<float>(done.size()) / static_cast<float>(total) : 0.0f, ImVec2(-1, 0));
  f.probes.add("progress", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());

  if (watched_ && !live.count(*watched_)) watched_.reset();  // it ended: back to all
  if (replayed_ && !done.count(*replayed_)) replayed_.reset();
  const float room = ImGui::GetContentRegionAvail().y * 0.62f;
  if (watched_ || replayed_) {
    // One game large: a live one as it goes, or a finished one move by move.
    chess::Position pos;
    std::optional<chess::Move> last;
    std::string title;
    if (watched_) {
      const Live& game = live.at(*watched_);
      pos = game.game.position();
      if (!game.game.moves().empty()) last = game.game.moves().back();
      title = "Game " + std::to_string(*watched_ + 1) + ": " + game.white + " - " + game.black + "  (" +
              clock_text(game.used[0]) + " / " + clock_text(game.used[1]) + " used)";
    } else {
      const auto& entry = done.at(*replayed_);
      title = "Game " + std::to_string(*replayed_ + 1) + ": " + entry.white + " - " + entry.black + "  " + entry.result;
      try {
        const auto games = chess::read_pgn(entry.pgn, "game " + std::to_string(*replayed_ + 1));
        if (!games.empty()) {
          const auto& g = games.front();
          replay_ply_ = std::clamp(replay_ply_, 0, static_cast<int>(g.moves.size()));
          pos = chess::Position(g.start_fen);
          for (int i = 0; i < replay_ply_; ++i) pos.play(g.moves[static_cast<size_t>(i)]);
          if (replay_ply_ > 0) last = g.moves[static_cast<size_t>(replay_ply_ - 1)];
          title += "  (" + std::to_string(replay_ply_) + " of " + std::to_string(g.moves.size()) + " plies)";
        }
      } catch (const std::exception&) {}
    }
    ImGui::TextUnformatted(title.c_str());
    if (button("All games", f.probes)) watched_.reset(), replayed_.reset();
    if (replayed_) {
      for (auto [label, step] :
           {std::pair{"|<", -100000}, std::pair{"<", -1}, std::pair{">", 1}, std::pair{">|", 100000}}) {
        ImGui::SameLine();
        if (button(label, f.probes)) replay_ply_ += step;
      }
      if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT)) --replay_ply_;
      if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT)) ++replay_ply_;
    }
    BoardView view;
    const float size = std::max(160.0f, std::min(room, ImGui::GetContentRegionAvail().x * 0.6f));
    view.draw(pos, false, false, size, f.window.pieces(), last, f.probes);
  } else {
    ImGui::BeginChild("live", ImVec2(0, room));
    // Two a row, beside the child's scroll bar.
    const float board =
        std::clamp((ImGui::GetContentRegionAvail().x - 24 - ImGui::GetStyle().ScrollbarSize) / 2, 140.0f, 360.0f);
    int shown = 0;
    for (const auto& [index, game] : live) {
      if (shown++ % 2) ImGui::SameLine();
      ImGui::PushID(index);
      ImGui::BeginGroup();
      ImGui::Text("Game %d: %s - %s", index + 1, game.white.c_str(), game.black.c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton("watch")) watched_ = index;
      f.probes.add("watch:" + std::to_string(index + 1), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      BoardView view;  // a picture only: nobody moves here
      std::optional<chess::Move> last;
      if (!game.game.moves().empty()) last = game.game.moves().back();
      view.draw(game.game.position(), false, false, board, f.window.pieces(), last, f.probes);
      std::string tail;
      for (size_t i = game.san.size() > 6 ? game.san.size() - 6 : 0; i < game.san.size(); ++i)
        tail += game.san[i] + " ";
      ImGui::TextWrapped("%zu plies: %s", game.san.size(), tail.c_str());
      ImGui::TextDisabled("%s / %s used", clock_text(game.used[0]).c_str(), clock_text(game.used[1]).c_str());
      ImGui::EndGroup();
      ImGui::PopID();
    }
    if (live.empty()) ImGui::TextDisabled(done_ ? "No game is being played." : "Games start ...");
    ImGui::EndChild();
  }
  // The finished games: a click replays one.
  const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
  if (ImGui::BeginTable("finished", 5, flags, ImVec2(0, ImGui::GetContentRegionAvail().y))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 40);
    ImGui::TableSetupColumn("White");
    ImGui::TableSetupColumn("Black");
    ImGui::TableSetupColumn("Result", ImGuiTableColumnFlags_WidthFixed, 60);
    ImGui::TableSetupColumn("How it ended");
    ImGui::TableHeadersRow();
    for (const auto& [index, entry] : done) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const std::string number = std::to_string(index + 1);
      if (ImGui::Selectable(number.c_str(), replayed_ == index, ImGuiSelectableFlags_SpanAllColumns)) {
        replayed_ = index;
        watched_.reset();
        replay_ply_ = 100000;  // its end first
      }
      if (ImGui::IsItemVisible()) f.probes.add("finished:" + number, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(entry.white.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(entry.black.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(entry.result.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted((entry.description.empty() ? entry.termination : entry.description).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

// The ratings as a table sorted by any column, the crosstable, the report as `veteran
// tournament` prints it, and the runner's progress lines.
void TournamentView::standings_panel(Frame& f, const std::map<int, tournament::JournalEntry>& done,
                                     const std::string& progress, bool machines) {
  const float w = f.area_size.x, h = f.area_size.y, gap = 6, split = std::floor(w * 0.55f);
  begin_panel("Standings", {split, gap, w - split - gap, machines ? standings_height(h) : h - 2 * gap}, f);
  auto ratings = tournament::rate(names_, done);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("ratings", 8, flags)) {
    ImGui::TableSetupColumn("Engine", ImGuiTableColumnFlags_WidthStretch | ImGuiTableColumnFlags_NoSort);
    for (const char* name : {"Elo", "+/-", "Points", "Games", "W", "D", "L"})
      ImGui::TableSetupColumn(name, name[0] == 'E'
                                        ? ImGuiTableColumnFlags_DefaultSort | ImGuiTableColumnFlags_PreferSortDescending
                                        : ImGuiTableColumnFlags_PreferSortDescending);
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* sort = ImGui::TableGetSortSpecs(); sort && sort->SpecsCount > 0) {
      const auto& spec = sort->Specs[0];
      auto key = [&](const tournament::Rating& r) {
        switch (spec.ColumnIndex) {
          case 1: return r.elo;
          case 2: return r.error95;
          case 3: return r.points;
          case 4: return static_cast<double>(r.games);
          case 5: return static_cast<double>(r.wins);
          case 6: return static_cast<double>(r.draws);
          default: return static_cast<double>(r.losses);
        }
      };
      const bool down = spec.SortDirection == ImGuiSortDirection_Descending;
      std::stable_sort(ratings.begin(), ratings.end(),
                       [&](const auto& a, const auto& b) { return down ? key(a) > key(b) : key(a) < key(b); });
    }
    for (const auto& r : ratings) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(r.name.c_str());
      f.probes.add("rating:" + r.name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::TableNextColumn();
      ImGui::Text("%+.0f", r.elo);
      ImGui::TableNextColumn();
      ImGui::Text("%.0f", r.error95);
      ImGui::TableNextColumn();
      ImGui::Text("%.1f", r.points);
      for (int v : {r.games, r.wins, r.draws, r.losses}) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", v);
      }
    }
    ImGui::EndTable();
  }
  // The crosstable: each row's points against each column's engine, rows and columns in the
  // ratings table's order (so sorting that table sorts this one too).
  std::map<std::pair<std::string, std::string>, double> points;
  for (const auto& [index, e] : done) {
    const double white = e.result == "1-0" ? 1 : e.result == "0-1" ? 0 : e.result == "1/2-1/2" ? 0.5 : -1;
    if (white < 0) continue;
    points[{e.white, e.black}] += white;
    points[{e.black, e.white}] += 1 - white;
  }
  std::vector<std::string> order;
  for (const auto& r : ratings) order.push_back(r.name);
  if (order.size() <= 16 &&
      ImGui::BeginTable("crosstable", static_cast<int>(order.size()) + 1,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInner | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("");
    for (size_t i = 0; i < order.size(); ++i) ImGui::TableSetupColumn(std::to_string(i + 1).c_str());
    ImGui::TableHeadersRow();
    for (size_t row = 0; row < order.size(); ++row) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%zu %s", row + 1, order[row].c_str());
      f.probes.add("cross:" + std::to_string(row + 1) + ":" + order[row], ImGui::GetItemRectMin(),
                   ImGui::GetItemRectMax());
      for (size_t col = 0; col < order.size(); ++col) {
        ImGui::TableNextColumn();
        auto it = points.find({order[row], order[col]});
        if (row == col)
          ImGui::TextDisabled("-");
        else if (it != points.end())
          ImGui::Text("%g", it->second);
      }
    }
    ImGui::EndTable();
  }
  if (ImGui::CollapsingHeader("The report, as veteran tournament prints it")) {
    if (f.window.mono_font()) ImGui::PushFont(f.window.mono_font());
    ImGui::TextUnformatted(tournament::standings_report(names_, done).c_str());
    f.probes.add("standings", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (f.window.mono_font()) ImGui::PopFont();
  }
  ImGui::Separator();
  ImGui::BeginChild("progress");
  ImGui::TextUnformatted(progress.c_str());
  if (!done_) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace veteran::gui
