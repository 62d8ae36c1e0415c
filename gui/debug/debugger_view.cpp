#include "veteran/gui/debug/debugger_view.hpp"

#include "veteran/emu/capabilities.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cstdio>
#include <optional>
#include <vector>

namespace veteran::gui {
namespace {

constexpr int kListingLines = 18;
constexpr int kMemoryRows = 8;

std::optional<uint16_t> parse_hex(std::string text) {
  if (!text.empty() && text[0] == '$') text.erase(0, 1);
  if (text.size() > 2 && (text.substr(0, 2) == "0x" || text.substr(0, 2) == "0X")) text.erase(0, 2);
  if (text.empty() || text.size() > 4) return std::nullopt;
  unsigned value = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
    if (digit < 0) return std::nullopt;
    value = value * 16 + static_cast<unsigned>(digit);
  }
  return static_cast<uint16_t>(value);
}

std::string hex(unsigned value, int digits) {
  char b[16];
  std::snprintf(b, sizeof b, "%0*X", digits, value);
  return b;
}

// A text field and a button that add a hex address to `set`.
void address_adder(const char* label, const char* button, std::string& text, std::set<uint16_t>& set, Probes& probes,
                   std::string& said) {
  ImGui::SetNextItemWidth(70);
  ImGui::InputText(label, &text, ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_CharsUppercase);
  probes.add(std::string("field:") + (label + 2), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  if (ImGui::Button(button)) {
    if (auto a = parse_hex(text))
      set.insert(*a);
    else
      said = "'" + text + "' is not an address ($0000-$FFFF)";
  }
  probes.add(std::string("button:") + button, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  for (auto it = set.begin(); it != set.end();) {
    ImGui::SameLine();
    std::string tag = "$" + hex(*it, 4) + " x##" + label + hex(*it, 4);
    if (ImGui::SmallButton(tag.c_str()))
      it = set.erase(it);
    else
      ++it;
  }
}

}  // namespace

void DebuggerView::registers(emu::CpuView& view, emu::Machine& machine) {
  ImGui::Text("%s", view.cpu());
  int shown = 0;
  for (const auto& r : view.registers()) {
    if (shown++ % 6) ImGui::SameLine();
    ImGui::Text("%s %s", r.name.c_str(), hex(r.value, r.bits > 8 ? 4 : r.bits > 1 ? 2 : 1).c_str());
  }
  ImGui::Text("flags %s   cycles %llu   %.6f s", view.flags().c_str(),
              static_cast<unsigned long long>(machine.cycles()), machine.seconds());
}

void DebuggerView::listing(emu::CpuView& view, emu::Debugger& debugger, Probes& probes) {
  // The listing follows PC when PC leaves it (disassembling backwards is guesswork; forwards is exact).
  const uint16_t pc = view.pc();
  std::vector<std::pair<uint16_t, emu::Instruction>> lines;
  auto fill = [&](uint16_t start) {
    lines.clear();
    uint16_t a = start;
    for (int i = 0; i < kListingLines; ++i) {
      auto in = view.disassemble(a);
      lines.emplace_back(a, in);
      a = static_cast<uint16_t>(a + in.length);
    }
  };
  if (listing_valid_) fill(listing_start_);
  bool pc_shown = false;
  for (const auto& l : lines) pc_shown = pc_shown || l.first == pc;
  if (!listing_valid_ || !pc_shown) {
    listing_start_ = pc;
    listing_valid_ = true;
    fill(pc);
  }
  ImGui::BeginChild("listing", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * kListingLines + 8), true);
  for (const auto& [address, in] : lines) {
    bool breakpoint = debugger.breakpoints.count(address) > 0;
    std::string line =
        std::string(breakpoint ? "*" : " ") + (address == pc ? ">" : " ") + " " + hex(address, 4) + "  " + in.text;
    ImGui::PushID(address);
    if (address == pc)
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 220, 90, 255));
    else if (breakpoint)
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 110, 110, 255));
    else
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetColorU32(ImGuiCol_Text));
    if (ImGui::Selectable(line.c_str(), cursor_ == address, ImGuiSelectableFlags_AllowDoubleClick)) {
      cursor_ = address;
      if (ImGui::IsMouseDoubleClicked(0)) {  // a double click sets or clears a breakpoint
        if (breakpoint)
          debugger.breakpoints.erase(address);
        else
          debugger.breakpoints.insert(address);
      }
    }
    probes.add("line:" + hex(address, 4), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  ImGui::EndChild();
}

void DebuggerView::memory(emu::Machine& machine, Probes& probes, std::string& said) {
  ImGui::SetNextItemWidth(70);
  if (ImGui::InputText("##memory", &memory_text_,
                       ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_CharsUppercase))
    if (auto a = parse_hex(memory_text_)) memory_start_ = static_cast<uint16_t>(*a & 0xFFF0);
  probes.add("field:memory", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  ImGui::TextDisabled("memory (click a byte to change it)");
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(3, 2));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, 1));
  for (int row = 0; row < kMemoryRows; ++row) {
    uint16_t base = static_cast<uint16_t>(memory_start_ + row * 16);
    ImGui::Text("%s", hex(base, 4).c_str());
    for (int i = 0; i < 16; ++i) {
      uint16_t a = static_cast<uint16_t>(base + i);
      ImGui::SameLine();
      std::string value = hex(machine.peek(a), 2);
      ImGui::PushID(a);
      ImGui::SetNextItemWidth(22);
      if (ImGui::InputText("##b", &value,
                           ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_EnterReturnsTrue |
                               ImGuiInputTextFlags_AutoSelectAll)) {
        if (auto v = parse_hex(value); v && *v <= 0xFF)
          machine.poke(a, static_cast<uint8_t>(*v));
        else
          said = "'" + value + "' is not a byte";
      }
      probes.add("byte:" + hex(a, 4), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::PopID();
    }
  }
  ImGui::PopStyleVar(2);
}

void DebuggerView::draw(emu::Machine& machine, emu::Debugger& debugger, bool& paused, Frame& frame, const Box& box) {
  Probes& probes = frame.probes;
  std::string& said = frame.message;
  begin_panel("Debugger", box, frame);
  auto* debuggable = emu::capability<emu::Debuggable>(machine);
  emu::CpuView* view = debuggable ? debuggable->cpu_view() : nullptr;
  if (!view) {
    ImGui::TextDisabled("%s offers no CPU view.", machine.name());
    ImGui::End();
    return;
  }
  registers(*view, machine);
  auto act = [&](const char* label) {
    bool clicked = ImGui::Button(label);
    probes.add(std::string("button:") + label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    return clicked;
  };
  auto stopped = [&](bool ok) {
    paused = true;
    if (!ok) said = debugger.stop_reason();
  };
  if (act("Step")) {
    debugger.step();
    stopped(debugger.stop_reason().empty());
  }
  ImGui::SameLine();
  if (act("Step over")) stopped(debugger.step_over());
  ImGui::SameLine();
  if (act("Run to cursor") && cursor_ >= 0) stopped(debugger.run_to(static_cast<uint16_t>(cursor_)));
  ImGui::SameLine();
  if (act(paused ? "Continue" : "Break")) paused = !paused;
  listing(*view, debugger, probes);
  address_adder("##breakpoint", "Add breakpoint", breakpoint_text_, debugger.breakpoints, probes, said);
  address_adder("##watchpoint", "Add watchpoint", watchpoint_text_, debugger.watchpoints, probes, said);
  ImGui::Separator();
  memory(machine, probes, said);
  ImGui::End();
}

}  // namespace veteran::gui
