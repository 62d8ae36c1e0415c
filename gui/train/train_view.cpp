#include "gui/train/train_view.hpp"

#include <imgui.h>

#include <cstdio>

namespace veteran::gui {

TrainView::TrainView(std::vector<engines::player::Lesson> lessons, const engines::player::Weights& start,
                     const engines::player::TrainingOptions& options)
    : lessons_(std::move(lessons)), start_(start), options_(options) {
  options_.stop = &stop_;
  thread_ = std::thread([this] {
    try {
      auto t = engines::player::train(lessons_, start_, options_, [this](const engines::player::Pass& p) {
        std::lock_guard lock(mutex_);
        passes_.push_back(p);
      });
      std::lock_guard lock(mutex_);
      result_ = std::move(t);
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex_);
      error_ = e.what();
    }
    done_.store(true);
  });
}

TrainView::~TrainView() {
  stop_.store(true);  // the training ends after the lesson in hand: closing never waits a whole pass
  if (thread_.joinable()) thread_.join();
}

std::string TrainView::said() const {
  std::lock_guard lock(mutex_);
  std::string out;
  if (!passes_.empty()) {
    const auto& p = passes_.back();
    char line[160];
    std::snprintf(line, sizeof line, "pass %d of %d: first %d (%.1f%%), mean rank %.2f", p.number, options_.passes,
                  p.firsts, 100 * p.first_share(), p.mean_rank);
    out = line;
  }
  if (done_.load())
    out += !error_.empty()     ? "; error: " + error_
           : result_.converged ? "; converged, kept pass " + std::to_string(result_.best)
           : result_.stopped   ? "; stopped"
                               : "; done, kept pass " + std::to_string(result_.best);
  return out;
}

std::optional<std::string> TrainView::text_for(const std::string& step) {
  if (step != "save-stats") return std::nullopt;
  std::lock_guard lock(mutex_);
  std::string out = "pass,positions,first,top2,top5,mean_rank,updates";
  for (int k = 1; k <= engines::player::kParameters; ++k) out += ",w" + std::to_string(k);
  out += "\n";
  for (const auto& p : passes_) {
    char line[160];
    std::snprintf(line, sizeof line, "%d,%d,%d,%d,%d,%.4f,%d", p.number, p.lessons, p.firsts, p.top2, p.top5,
                  p.mean_rank, p.updates);
    out += line;
    for (int k = 1; k <= engines::player::kParameters; ++k)
      out += "," + std::to_string(p.weights[static_cast<size_t>(k)]);
    out += "\n";
  }
  return out;
}

void TrainView::draw(Frame& f) {
  ImGui::SetNextWindowPos(f.area, f.relayout ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(f.area_size, f.relayout ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
  ImGui::Begin("PRO: PLAYER learns (a reconstruction)");
  std::vector<engines::player::Pass> passes;
  std::string error;
  {
    std::lock_guard lock(mutex_);
    passes = passes_;
    error = error_;
  }
  ImGui::Text("%s, LA=%lld, N=%d: %zu positions, %d passes at most",
              options_.critic ? "with a critic" : "with a teacher", options_.la, options_.n, lessons_.size(),
              options_.passes);
  ImGui::TextUnformatted(said().c_str());
  if (!error.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", error.c_str());
  if (!done_.load()) {
    if (ImGui::Button("Stop")) stop_.store(true);
    f.probes.add("button:Stop", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  std::vector<float> rank, firsts;
  for (const auto& p : passes)
    rank.push_back(static_cast<float>(p.mean_rank)), firsts.push_back(static_cast<float>(100 * p.first_share()));
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::TextUnformatted("the expert's move: mean rank by pass (0: the start)");
  auto span = [](const std::vector<float>& v) {
    char text[64] = "";
    if (!v.empty()) std::snprintf(text, sizeof text, "%.2f at the start, %.2f now", v.front(), v.back());
    return std::string(text);
  };
  const std::string rank_span = span(rank), firsts_span = span(firsts);
  ImGui::PlotLines("##rank", rank.data(), static_cast<int>(rank.size()), 0, rank_span.c_str(), FLT_MAX, FLT_MAX,
                   ImVec2(width, 140));
  f.probes.add("curve:rank", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::TextUnformatted("first choices (%) by pass");
  ImGui::PlotLines("##firsts", firsts.data(), static_cast<int>(firsts.size()), 0, firsts_span.c_str(), FLT_MAX, FLT_MAX,
                   ImVec2(width, 140));
  f.probes.add("curve:firsts", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (ImGui::BeginTable("weights", engines::player::kParameters + 1,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX)) {
    ImGui::TableSetupColumn("pass");
    for (int k = 1; k <= engines::player::kParameters; ++k) ImGui::TableSetupColumn(std::to_string(k).c_str());
    ImGui::TableHeadersRow();
    for (const auto& p : passes) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%d", p.number);
      for (int k = 1; k <= engines::player::kParameters; ++k) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", p.weights[static_cast<size_t>(k)]);
      }
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace veteran::gui
