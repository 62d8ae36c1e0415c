#include "gui/debug/debugger_view.hpp"

#include "emu/capabilities.hpp"
#include "emu/debug/hex_text.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <tuple>
#include <vector>

namespace veteran::gui {
namespace {

// An address or a byte typed in the window (hexadecimal, $ or 0x may lead).
std::optional<uint16_t> parse_hex16(const std::string& text) {
  auto v = emu::parse_hex(text, 4);
  return v ? std::optional<uint16_t>(static_cast<uint16_t>(*v)) : std::nullopt;
}

using emu::hex;

constexpr size_t kLogLines = 200;

}  // namespace

void DebuggerView::remember_registers(emu::CpuView& view) {
  before_.clear();
  for (const auto& r : view.registers()) before_[r.name] = r.value;
}

void DebuggerView::registers(emu::CpuView& view, emu::Machine& machine) {
  ImGui::Text("%s", view.cpu());
  int shown = 0;
  for (const auto& r : view.registers()) {
    if (shown++ % 6) ImGui::SameLine();
    // Lit when the last step or run changed it, as MAME's debugger shows them.
    auto was = before_.find(r.name);
    const bool changed = was != before_.end() && was->second != r.value;
    const std::string text = r.name + " " + hex(r.value, r.bits > 8 ? 4 : r.bits > 1 ? 2 : 1);
    if (changed)
      ImGui::TextColored(ImVec4(1, 0.45f, 0.35f, 1), "%s", text.c_str());
    else
      ImGui::TextUnformatted(text.c_str());
  }
  ImGui::Text("flags %s   cycles %llu   %.6f s", view.flags().c_str(),
              static_cast<unsigned long long>(machine.cycles()), machine.seconds());
}

// The listing, the memory rows and the console's lines share the height left under the registers
// and buttons (half, a fifth, the rest), so that the panel is filled at any window size and the
// command line stays in view at its foot.
void DebuggerView::fit(const emu::Debugger&) {
  const float line = ImGui::GetTextLineHeightWithSpacing(), frame = ImGui::GetFrameHeightWithSpacing();
  const float memory_row = ImGui::GetFontSize() + 2 + 2 + 2;  // the rows' frame padding and spacing
  const auto points = static_cast<float>(console_.breakpoints().size() + console_.watchpoints().size());
  // Under the listing: the stack, the add-point row, the points, the memory's field, two separators,
  // the command field, and the window's padding.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float fixed = line + 3 * frame + points * line + 4 * style.ItemSpacing.y + style.WindowPadding.y;
  const float flexible = std::max(0.0f, ImGui::GetContentRegionAvail().y - fixed);
  listing_lines_ = std::max(4, static_cast<int>(flexible * 0.5f / line));
  memory_rows_ = std::clamp(static_cast<int>(flexible * 0.2f / memory_row), 2, 16);
  console_lines_ = std::max(3, static_cast<int>((flexible - static_cast<float>(listing_lines_) * line - 8 -
                                                 static_cast<float>(memory_rows_) * memory_row) /
                                                line));
}

void DebuggerView::listing(emu::CpuView& view, emu::Debugger& debugger, Probes& probes) {
  // The listing follows PC when PC leaves it (disassembling backwards is guesswork; forwards is exact).
  const uint16_t pc = view.pc();
  std::vector<std::pair<uint16_t, emu::Instruction>> lines;
  auto fill = [&](uint16_t start) {
    lines.clear();
    uint16_t a = start;
    for (int i = 0; i < listing_lines_; ++i) {
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
  ImGui::BeginChild("listing",
                    ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(listing_lines_) + 8), true);
  if (mono_) ImGui::PushFont(mono_);  // the columns (address, bytes, instruction) line up
  for (const auto& [address, in] : lines) {
    bool breakpoint = debugger.breakpoints.count(address) > 0;
    std::string bytes;
    for (int i = 0; i < std::min(in.length, 4); ++i) {
      const auto at = static_cast<uint16_t>(address + i);
      const int program = view.program_byte(at);  // a Harvard CPU's flash, else the memory
      bytes += hex(program >= 0 ? static_cast<unsigned>(program) : debugger.machine().peek(at), 2) + " ";
    }
    bytes.resize(12, ' ');
    if (auto name = console_.symbol_at(address)) ImGui::TextDisabled("%s:", name->c_str());
    std::string line = std::string(breakpoint ? "*" : " ") + (address == pc ? ">" : " ") + " " + hex(address, 4) +
                       "  " + bytes + " " + in.text;
    ImGui::PushID(address);
    if (address == pc)
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 220, 90, 255));
    else if (breakpoint)
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 110, 110, 255));
    else
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetColorU32(ImGuiCol_Text));
    if (ImGui::Selectable(line.c_str(), cursor_ == address, ImGuiSelectableFlags_AllowDoubleClick)) {
      cursor_ = address;
      if (ImGui::IsMouseDoubleClicked(0)) console_.toggle_breakpoint(debugger, address);  // sets or clears one
    }
    probes.add("line:" + hex(address, 4), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  if (mono_) ImGui::PopFont();
  ImGui::EndChild();
}

void DebuggerView::memory(emu::Machine& machine, Probes& probes, std::string& said) {
  ImGui::SetNextItemWidth(70);
  if (ImGui::InputText("##memory", &memory_text_,
                       ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_CharsUppercase))
    if (auto a = parse_hex16(memory_text_)) memory_start_ = static_cast<uint16_t>(*a & 0xFFF0);
  probes.add("field:memory", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SameLine();
  ImGui::TextDisabled("memory (click a byte to change it)");
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(3, 2));
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, 1));
  for (int row = 0; row < memory_rows_; ++row) {
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
        if (auto v = parse_hex16(value); v && *v <= 0xFF)
          machine.poke(a, static_cast<uint8_t>(*v));
        else
          said = "'" + value + "' is not a byte";
      }
      probes.add("byte:" + hex(a, 4), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::PopID();
    }
    std::string ascii;
    for (int i = 0; i < 16; ++i) {
      const uint8_t b = machine.peek(static_cast<uint16_t>(base + i));
      ascii += b >= 0x20 && b < 0x7F ? static_cast<char>(b) : '.';
    }
    ImGui::SameLine();
    ImGui::TextDisabled("%s", ascii.c_str());
  }
  ImGui::PopStyleVar(2);
}

// The breakpoints and watchpoints, each with its number, enabled or not, and a delete button.
void DebuggerView::points(emu::Debugger& debugger, Probes& probes, std::string& said) {
  for (const char* kind : {"bp", "wp"}) {
    const auto& list = kind[0] == 'b' ? console_.breakpoints() : console_.watchpoints();
    for (const auto& p : list) {
      ImGui::PushID(p.id * 2 + (kind[0] == 'b' ? 0 : 1));
      bool on = p.enabled;
      const std::string id = std::to_string(p.id);
      if (ImGui::Checkbox("##on", &on))
        run_command(debugger, std::string(kind) + (on ? "enable " : "disable ") + id, said);
      ImGui::SameLine();
      std::string text = std::string(kind[0] == 'b' ? "breakpoint " : "watchpoint ") + id + ": $" + hex(p.address, 4);
      if (p.length > 1) text += " (" + std::to_string(p.length) + " bytes)";
      if (auto name = console_.symbol_at(p.address)) text += " " + *name;
      if (!p.condition.empty()) text += " if " + p.condition;
      ImGui::TextUnformatted(text.c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton("delete")) run_command(debugger, std::string(kind) + "clear " + id, said);
      probes.add(std::string(kind) + ":" + id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::PopID();
    }
  }
}

// The stack's top bytes, the last pushed first.
void DebuggerView::stack(emu::CpuView& view, emu::Machine& machine) {
  if (view.sp() == 0) return;  // the F8 keeps return addresses in registers
  std::string text = "stack";
  for (int i = 0; i < 8; ++i) text += " " + hex(machine.peek(static_cast<uint16_t>(view.stack_top() + i)), 2);
  ImGui::TextUnformatted(text.c_str());
}

bool DebuggerView::run_command(emu::Debugger& debugger, const std::string& line, std::string& said) {
  auto result = console_.execute(debugger, line);
  log_.push_back("> " + line);
  std::istringstream lines(result.text);
  for (std::string l; std::getline(lines, l);) log_.push_back(l);
  if (log_.size() > kLogLines) log_.erase(log_.begin(), log_.begin() + static_cast<long>(log_.size() - kLogLines));
  log_grew_ = true;
  said = result.text;
  return result.go;
}

// MAME's command line: the dialogue above, the field below (Enter runs it).
void DebuggerView::command_line(emu::Debugger& debugger, bool& paused, Probes& probes, std::string& said) {
  ImGui::BeginChild("console", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(console_lines_)),
                    true);
  for (const auto& l : log_) ImGui::TextUnformatted(l.c_str());
  if (log_grew_) ImGui::SetScrollHereY(1.0f);
  log_grew_ = false;
  ImGui::EndChild();
  probes.add("console", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##command", "bp 1c04, go, step, over, out, dump f,addr,len, trace f, help", &command_,
                               ImGuiInputTextFlags_EnterReturnsTrue)) {
    auto* cpu = emu::capability<emu::Debuggable>(debugger.machine());
    if (cpu && cpu->cpu_view()) remember_registers(*cpu->cpu_view());
    const bool go = run_command(debugger, command_, said);
    if (debugger.has_goal()) {  // over, out: run here, a slice a frame
      paused = true;
      stepping_ = true;
    } else if (go) {
      paused = false;
    } else if (command_.rfind("step", 0) == 0 || command_ == "s" || command_.rfind("s ", 0) == 0) {
      paused = true;  // a step stops the machine, as the buttons do
    }
    command_.clear();
    ImGui::SetKeyboardFocusHere(-1);  // the field stays for the next command
  }
  probes.add("field:command", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void DebuggerView::draw(emu::Machine& machine, emu::Debugger& debugger, bool& paused, Frame& frame, const Box& box) {
  Probes& probes = frame.probes;
  std::string& said = frame.message;
  mono_ = frame.window.mono_font();
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
  if (paused) console_.stopped_at(debugger, view->pc());  // a `go ADDR` reached its address
  if (stepping_ && paused && debugger.has_goal()) {
    // About ten times the machine's speed at 60 frames a second, less for each 16 bytes watched
    // (each is read before and after every instruction).
    const auto slice =
        static_cast<uint64_t>(machine.clock_hz() / 6 / (1 + static_cast<double>(debugger.watchpoints.size()) / 16));
    if (!debugger.run(std::max<uint64_t>(slice, 1)) && !debugger.stop_reason().empty()) said = debugger.stop_reason();
  }
  if (stepping_ && !debugger.has_goal()) {  // it ended: where, as MAME's console says
    stepping_ = false;
    std::istringstream lines(console_.where(debugger));
    for (std::string l; std::getline(lines, l);) log_.push_back(l);
    log_grew_ = true;
  }
  // Over, out and run to cursor are the debugger's goals, run here a slice a frame while the
  // host holds the machine (a long one never freezes the window; Continue drops it).
  auto aim = [&](bool aimed) {
    paused = true;
    if (aimed)
      stepping_ = true;
    else
      said = debugger.stop_reason();
  };
  auto before = [&] { remember_registers(*view); };
  if (act("Step")) {
    before();
    debugger.step();
    paused = true;
    if (!debugger.stop_reason().empty()) said = debugger.stop_reason();
  }
  ImGui::SameLine();
  if (act("Step over")) {
    before();
    aim(debugger.aim_over());
  }
  ImGui::SameLine();
  if (act("Step out")) {
    before();
    aim(debugger.aim_out());
  }
  ImGui::SameLine();
  if (act("Run to cursor") && cursor_ >= 0) {
    before();
    aim(debugger.aim_to(static_cast<uint16_t>(cursor_)));
  }
  ImGui::SameLine();
  if (act(paused ? "Continue" : "Break")) {
    if (paused) before();
    paused = !paused;
    debugger.drop_goal();  // Continue runs freely, not to the end of a step under way
    stepping_ = false;
  }
  fit(debugger);
  listing(*view, debugger, probes);
  stack(*view, machine);
  // Breakpoints and watchpoints by address (or a symbol), through the console's commands.
  for (auto [label, verb, text] : {std::tuple{"Add breakpoint", "bp ", &breakpoint_text_},
                                   std::tuple{"Add watchpoint", "wp ", &watchpoint_text_}}) {
    ImGui::PushID(label);
    ImGui::SetNextItemWidth(90);
    ImGui::InputText("##address", text);
    probes.add(std::string("field:") + (verb[0] == 'b' ? "breakpoint" : "watchpoint"), ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax());
    ImGui::SameLine();
    if (act(label)) run_command(debugger, verb + *text, said);
    ImGui::PopID();
    if (verb[0] == 'b') ImGui::SameLine();
  }
  points(debugger, probes, said);
  ImGui::Separator();
  memory(machine, probes, said);
  ImGui::Separator();
  command_line(debugger, paused, probes, said);
  ImGui::End();
}

}  // namespace veteran::gui
