#include "veteran/gui/tournament/tournament_view.hpp"

#include "veteran/gui/app/layout.hpp"

#include <algorithm>
#include <cmath>

#include "veteran/engines/chess/san.hpp"
#include "veteran/engines/external/process.hpp"
#include "veteran/gui/board/board_view.hpp"
#include "veteran/tournament/config_file.hpp"
#include "veteran/tournament/standings.hpp"

#include <cstdlib>

namespace veteran::gui {

TournamentView::TournamentView(const std::string& config_file, bool resume, std::vector<std::filesystem::path> rompath)
    : config_(tournament::load_config_file(config_file, rompath)) {
  for (const auto& e : config_.engines) names_.push_back(e.name);
  watch_.started = [this](int index, const std::string& white, const std::string& black, const std::string& fen) {
    std::lock_guard lock(mutex_);
    live_.erase(index);
    live_.emplace(index, Live{white, black, chess::Game(fen), {}});
  };
  watch_.moved = [this](int index, const chess::Move& move) {
    std::lock_guard lock(mutex_);
    auto it = live_.find(index);
    if (it == live_.end()) return;
    chess::Position before = it->second.game.position();
    it->second.san.push_back(chess::to_san(before, move));
    it->second.game.play(move);
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

std::string TournamentView::standings() const {
  std::lock_guard lock(mutex_);
  return tournament::standings_report(names_, finished_);
}

void TournamentView::draw(Frame& f) {
  ImFont* mono = f.window.mono_font();
  Probes& probes = f.probes;
  std::map<int, Live> live;
  std::string table, progress;
  size_t played = 0;
  {
    std::lock_guard lock(mutex_);
    live = live_;
    table = tournament::standings_report(names_, finished_);
    progress = progress_text_.text();
    played = finished_.size();
  }
  const float w = f.area_size.x, h = f.area_size.y, gap = 6, split = std::floor(w * 0.55f);
  begin_panel("Games in progress", {gap, gap, split - 2 * gap, h - 2 * gap}, f);
  ImGui::Text("%s: %zu games finished here%s", config_.event.c_str(), played, done_ ? ", the event is over" : "");
  // Two boards a row, as large as the panel's width allows.
  const float board = std::clamp((ImGui::GetContentRegionAvail().x - 24) / 2, 160.0f, 360.0f);
  int shown = 0;
  for (auto& [index, game] : live) {
    if (shown % 2) ImGui::SameLine();
    ImGui::PushID(index);
    ImGui::BeginGroup();
    ImGui::Text("Game %d: %s - %s", index + 1, game.white.c_str(), game.black.c_str());
    BoardView view;  // a picture only: nobody moves here
    std::optional<chess::Move> last;
    if (!game.game.moves().empty()) last = game.game.moves().back();
    view.draw(game.game.position(), false, false, board, f.window.pieces(), last, probes);
    std::string tail;
    for (size_t i = game.san.size() > 6 ? game.san.size() - 6 : 0; i < game.san.size(); ++i) tail += game.san[i] + " ";
    ImGui::TextWrapped("%zu plies: %s", game.san.size(), tail.c_str());
    ImGui::EndGroup();
    ImGui::PopID();
    ++shown;
  }
  ImGui::End();

  begin_panel("Standings", {split, gap, w - split - gap, h - 2 * gap}, f);
  if (mono) ImGui::PushFont(mono);
  ImGui::TextUnformatted(table.c_str());
  probes.add("standings", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (mono) ImGui::PopFont();
  ImGui::Separator();
  ImGui::BeginChild("progress");
  ImGui::TextUnformatted(progress.c_str());
  if (!done_) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace veteran::gui
