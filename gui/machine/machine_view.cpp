#include "gui/machine/machine_view.hpp"

#include "gui/app/layout.hpp"
#include "gui/app/stamp.hpp"

#include "emu/capabilities.hpp"
#include "emu/debug/debugger.hpp"
#include "emu/machines/registry.hpp"
#include "emu/state/snapshot.hpp"
#include "gui/app/tone_player.hpp"
#include "gui/app/widgets.hpp"
#include "gui/faces/face_view.hpp"
#include "gui/faces/front_panels.hpp"
#include "gui/faces/keypads.hpp"
#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <imgui.h>

namespace veteran::gui {
namespace {

// Over a screen that is still blank, what a person does first (MachineInfo::first_steps): a
// machine whose monitor prints no prompt is not a black rectangle with nothing to go on.
void first_steps_over(const emu::Face& face, const std::string& steps, Probes& probes) {
  const auto* screen = std::get_if<emu::ScreenFace>(&face);
  if (!screen || steps.empty()) return;
  for (const auto& cell : screen->cells)
    if ((cell.code != ' ' && cell.code != 0) || cell.blocks > 0) return;
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const float margin = 24;
  ImGui::SetCursorScreenPos(ImVec2(min.x + margin, min.y + margin));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(100.0f, max.x - min.x - 2 * margin));
  ImGui::TextColored(ImVec4(0.55f, 0.75f, 0.55f, 1), "%s", steps.c_str());
  ImGui::PopTextWrapPos();
  probes.add("hint", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::SetCursorScreenPos(ImVec2(min.x, max.y + ImGui::GetStyle().ItemSpacing.y));
}

}  // namespace

MachineView::MachineView(const GuiOptions& options, std::string& message) : wanted_(options.machine) {
  try {
    auto machine = emu::create_machine(options.machine, options.rompath,
                                       [&message](const std::string& w) { message = "warning: " + w; });
    for (const auto& spec : options.images) emu::insert_media(*machine, emu::Slot::memory, spec);
    if (!options.tape.empty()) emu::insert_media(*machine, emu::Slot::tape, options.tape);
    if (!options.cart.empty()) emu::insert_media(*machine, emu::Slot::cartridge, options.cart);
    if (!options.load_state.empty()) {
      const std::string bytes = io::read_file(options.load_state, io::kMaxImageFile, "the saved state");
      saved_state_.assign(bytes.begin(), bytes.end());
      saved_state_name_ = options.load_state;
      emu::load_snapshot(*machine, saved_state_, saved_state_name_);
    }
    machine_name_ = machine->name();
    typist_ = std::make_unique<KeyTypist>(machine->info().key_hold_seconds);
    runner_ = std::make_unique<MachineRunner>(std::move(machine), options.speed, options.paused);
  } catch (const std::exception& e) { message = e.what(); }
}

MachineView::~MachineView() = default;

void MachineView::press(const std::string& key, bool down, std::string& message) {
  if (!runner_) return;
  runner_->with([&](emu::Machine& m, emu::Debugger&) {
    try {
      m.set_key(key, down);
    } catch (const std::exception& e) { message = e.what(); }
  });
}

std::string MachineView::said() const {
  if (!runner_) return "";
  return runner_->with([](emu::Machine& m, emu::Debugger&) { return m.display_text(); });
}

bool MachineView::positional_keyboard() const {
  const auto* info = emu::find_machine(machine_name_);
  return info && !info->ascii_keyboard && keypad_of(machine_name_).empty() && !info->inputs.empty();
}

void MachineView::type_natural(const std::string& text, std::string& message) {
  std::string missing;
  typist_->type(natural_chords(machine_name_, text, &missing));
  if (!missing.empty()) message = machine_name_ + " has no key that types '" + missing + "'";
}

bool MachineView::type_text(const std::string& text) {
  if (!runner_ || !typist_ || !positional_keyboard() || !natural_) return false;
  std::string ignored;
  type_natural(text, ignored);
  return true;
}

void MachineView::on_event(const SDL_Event& e, std::string& message) {
  if (!runner_ || ImGui::GetIO().WantTextInput) return;
  const bool natural = natural_ && positional_keyboard();
  if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
    if (e.key.repeat) return;
    if ((e.key.keysym.mod & KMOD_CTRL) && e.key.keysym.sym == SDLK_v) return;  // paste (draw)
    std::string key = host_key(machine_name_, e.key.keysym.sym);
    if (key.empty()) return;
    if (natural) {  // keys that type characters come as text; the shift key is the text's own
      const auto* info = emu::find_machine(machine_name_);
      const auto* input = info ? info->input(key) : nullptr;
      if (input && (input->character || key == info->shift_key)) return;
    }
    runner_->with([&](emu::Machine& m, emu::Debugger&) {
      try {
        if (e.type == SDL_KEYDOWN)
          typist_->key_down(m, key);
        else
          typist_->key_up(m, key);
      } catch (const std::exception& ex) { message = ex.what(); }
    });
  } else if (e.type == SDL_TEXTINPUT) {
    if (natural) return type_natural(e.text.text, message);
    std::string key = typed_key(machine_name_, e.text.text);
    if (!key.empty()) press(key, true, message);
  }
}

void MachineView::save_state(emu::Machine& m, std::string& message) {
  try {
    auto state = emu::save_snapshot(m);
    std::string name = screenshot_name();
    name = name.substr(0, name.rfind('.')) + "-" + m.name() + ".state";
    io::write_whole(name, std::string_view(reinterpret_cast<const char*>(state.data()), state.size()),
                    "the saved state");
    saved_state_ = std::move(state);
    saved_state_name_ = name;
    message = "saved the " + std::string(m.name()) + "'s state in " + name;
  } catch (const std::exception& e) { message = e.what(); }
}

void MachineView::load_state(emu::Machine& m, std::string& message) {
  if (saved_state_.empty()) {
    message = "no state saved yet: Save state first, or start with --load-state FILE";
    return;
  }
  try {
    emu::load_snapshot(m, saved_state_, saved_state_name_);
    runner_->set_speed(runner_->speed());  // the pace counts from here
    message = "back to the state in " + saved_state_name_;
  } catch (const std::exception& e) { message = e.what(); }
}

// The machine's tone, while it runs; the audio device is opened only for a
// machine that sounds one.
void MachineView::play_tone(double hz, std::string& message) {
  if (runner_->paused()) hz = 0;
  if (hz > 0 && !tones_) {
    tones_ = std::make_unique<TonePlayer>();
    if (!tones_->playing()) message = tones_->problem();
  }
  if (tones_) tones_->set(hz);
}

uint64_t MachineView::content_stamp() {
  if (!runner_) return 0;
  if (typist_ && typist_->active()) return ++typing_frames_;  // each frame moves the typing on
  return runner_->with([this](emu::Machine& m, emu::Debugger&) {
    Stamp stamp;
    stamp << face_stamp(m.face()) << runner_->paused();
    if (const auto* lamps = emu::capability<emu::Lamps>(m))
      for (const auto& lamp : lamps->lamps()) stamp << lamp.on;
    if (const auto* switches = emu::capability<emu::Switches>(m))
      for (const auto& s : switches->switches()) stamp << s.on;
    return stamp.value();
  });
}

double MachineView::emulated_seconds() {
  return runner_ ? runner_->with([](emu::Machine& m, emu::Debugger&) { return m.seconds(); }) : 0;
}

void MachineView::draw(Frame& f) {
  // The machine at the left, the debugger at the right.
  const float gap = 6, split = std::max(480.0f, f.area_size.x * 0.56f);
  const Box machine{gap, gap, split - 2 * gap, f.area_size.y - 2 * gap};
  const Box debugger_box{split, gap, f.area_size.x - split - gap, f.area_size.y - 2 * gap};
  begin_panel(wanted_.c_str(), machine, f);
  if (!runner_) {
    ImGui::TextWrapped("The %s could not start: see below.", wanted_.c_str());
    ImGui::End();
    return;
  }
  if (std::string stop = runner_->take_stop(); !stop.empty()) f.message = stop;
  // One turn of the machine's lock a frame: the face, the controls and the debugger.
  natural_ = f.settings.natural_keyboard;
  runner_->with([&](emu::Machine& m, emu::Debugger& debugger) {
    try {
      typist_->advance(m);
    } catch (const std::exception& e) { f.message = e.what(); }
    // The face as large as the panel's width allows, leaving room below for the keys and controls.
    const emu::Face face = m.face();
    FaceStyle style;
    style.crt = f.settings.crt;
    if (const auto* switches = emu::capability<emu::Switches>(m))
      for (const auto& s : switches->switches())
        if (s.on) style.switched_on.push_back(s.name);
    // A front panel drawn as its artwork (the Altair's) takes the width; the face (its terminal) what is left
    // above it, with room for the controls under both.
    // A board that holds the display (the KIM-1's) is as large as the room under it allows.
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const bool holds_face = front_panel_holds_face(m.name());
    const float panel_width =
        holds_face ? std::min(room.x, front_panel_width(m.name(), std::max(100.0f, room.y - 150))) : room.x;
    const float panel = has_front_panel(m.name()) ? front_panel_height(m.name(), panel_width) : 0;
    const float face_height = panel > 0 ? std::max(60.0f, room.y - panel - 150) : room.y * 0.55f;
    style.scale = std::min(3.0f, fit_scale(face_size(face), ImVec2(room.x, face_height)));
    const KeyHandler on_key = [&m, &f](const std::string& key, bool down) {
      try {
        m.set_key(key, down);
      } catch (const std::exception& e) { f.message = e.what(); }
    };
    // The face, its lamps (a front panel's lights), then the keys and switches under them.
    if (!holds_face) {
      draw_face(face, m.name(), f.window.mono_font(), f.probes, {}, style);
      first_steps_over(face, m.info().first_steps, f.probes);
    }
    const auto* lamps = emu::capability<emu::Lamps>(m);
    if (panel > 0) {
      PanelState state;
      if (lamps) state.lamps = lamps->lamps();
      if (const auto* switches = emu::capability<emu::Switches>(m)) state.switches = switches->switches();
      state.face = &face;
      state.mono = f.window.mono_font();
      state.crt = f.settings.crt;
      draw_front_panel(m.name(), state, f.probes, on_key, panel_width);
    } else {
      if (lamps) draw_lamps(lamps->lamps(), f.probes);
      draw_keypad(m.name(), f.probes, on_key, style.switched_on);
    }
    if (positional_keyboard()) {  // the TRS-80: characters typed (MAME's natural keyboard) or keys by position
      bool natural = f.settings.natural_keyboard;
      if (ImGui::Checkbox("natural keyboard (characters as typed)", &natural)) {
        f.settings.natural_keyboard = natural;
        try {
          save_settings(f.settings);
        } catch (const std::exception& e) { f.message = e.what(); }
      }
      f.probes.add("check:natural keyboard", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::SameLine();
    }
    const bool paste_keys =
        ImGui::GetIO().KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_V, false) && !ImGui::GetIO().WantTextInput;
    if (button("Paste", f.probes) || paste_keys) {  // the clipboard's text, typed
      const char* clip = ImGui::GetClipboardText();
      if (clip && *clip) type_natural(clip, f.message);
    }
    if (typist_->waiting()) {
      ImGui::SameLine();
      ImGui::TextDisabled("typing, %zu to go", typist_->waiting());
    }
    ImGui::Separator();
    if (button(runner_->paused() ? "Run" : "Pause", f.probes)) runner_->set_paused(!runner_->paused());
    ImGui::SameLine();
    if (button("Reset", f.probes)) {
      m.reset();
      runner_->set_speed(runner_->speed());  // the pace counts from here
    }
    ImGui::SameLine();
    if (button("Screenshot", f.probes)) f.pending_png = screenshot_name();
    ImGui::SameLine();
    if (button("Save state", f.probes)) save_state(m, f.message);
    ImGui::SameLine();
    if (button("Load state", f.probes)) load_state(m, f.message);
    ImGui::SameLine();
    if (button("Rewind", f.probes))
      f.message = runner_->rewind_held() ? "back about a second further (the last ten seconds are kept)"
                                         : "nothing to rewind to yet: a second of running is kept each second";
    speed_buttons(f.speed, f.probes, [this](double s) { runner_->set_speed(s); });
    ImGui::Text("%.3f emulated seconds, %llu cycles at %.3f MHz", m.seconds(),
                static_cast<unsigned long long>(m.cycles()), m.clock_hz() / 1e6);
    ImGui::TextDisabled("%s", host_key_help(m.name()).c_str());
    const auto* tone = emu::capability<emu::ToneGenerator>(m);
    play_tone(tone ? tone->tone_hz() : 0, f.message);
    ImGui::End();
    bool paused = runner_->paused();
    debugger_view_.draw(m, debugger, paused, f, debugger_box);
    if (paused != runner_->paused()) runner_->set_paused(paused);
  });
}

}  // namespace veteran::gui
