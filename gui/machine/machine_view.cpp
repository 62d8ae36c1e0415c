#include "veteran/gui/machine/machine_view.hpp"

#include "veteran/emu/debug/debugger.hpp"
#include "veteran/emu/files/loaders.hpp"
#include "veteran/emu/machines/registry.hpp"
#include "veteran/gui/app/tone_player.hpp"
#include "veteran/gui/app/widgets.hpp"
#include "veteran/gui/faces/face_view.hpp"
#include "veteran/gui/faces/keypads.hpp"

#include <imgui.h>

namespace veteran::gui {

MachineView::MachineView(const GuiOptions& options, std::string& message) : wanted_(options.machine) {
  try {
    auto machine = emu::create_machine(options.machine, options.rompath,
                                       [&message](const std::string& w) { message = "warning: " + w; });
    for (const auto& spec : options.images)
      for (const auto& segment : files::load_image(spec))
        for (size_t i = 0; i < segment.bytes.size(); ++i)
          machine->poke(static_cast<uint16_t>(segment.address + i), segment.bytes[i]);
    if (!options.tape.empty()) machine->insert_tape(options.tape);
    if (!options.cart.empty()) machine->insert_cartridge(options.cart);
    machine_name_ = machine->name();
    runner_ = std::make_unique<MachineRunner>(std::move(machine), options.speed);
    if (options.paused) runner_->set_paused(true);
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

void MachineView::on_event(const SDL_Event& e, std::string& message) {
  if (!runner_ || ImGui::GetIO().WantTextInput) return;
  if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
    if (e.key.repeat) return;
    std::string key = host_key(machine_name_, e.key.keysym.sym);
    if (!key.empty()) press(key, e.type == SDL_KEYDOWN, message);
  } else if (e.type == SDL_TEXTINPUT) {
    std::string key = typed_key(machine_name_, e.text.text);
    if (!key.empty()) press(key, true, message);
  }
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

void MachineView::draw(Frame& f) {
  ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(720, 620), ImGuiCond_FirstUseEver);
  ImGui::Begin(wanted_.c_str());
  if (!runner_) {
    ImGui::TextWrapped("The %s could not start: see below.", wanted_.c_str());
    ImGui::End();
    return;
  }
  if (std::string stop = runner_->take_stop(); !stop.empty()) f.message = stop;
  // One turn of the machine's lock a frame: the face, the controls and the debugger.
  runner_->with([&](emu::Machine& m, emu::Debugger& debugger) {
    draw_face(m.face(), m.name(), f.window.mono_font(), f.probes, [&m, &f](const std::string& key, bool down) {
      try {
        m.set_key(key, down);
      } catch (const std::exception& e) { f.message = e.what(); }
    });
    draw_lamps(m.lamps(), f.probes);
    ImGui::Separator();
    if (button(runner_->paused() ? "Run" : "Pause", f.probes)) runner_->set_paused(!runner_->paused());
    ImGui::SameLine();
    if (button("Reset", f.probes)) {
      m.reset();
      runner_->set_speed(runner_->speed());  // the pace counts from here
    }
    ImGui::SameLine();
    if (button("Screenshot", f.probes)) f.pending_png = screenshot_name();
    speed_buttons(f.speed, f.probes, [this](double s) { runner_->set_speed(s); });
    ImGui::Text("%.3f emulated seconds, %llu cycles at %.3f MHz", m.seconds(),
                static_cast<unsigned long long>(m.cycles()), m.clock_hz() / 1e6);
    ImGui::TextDisabled("%s", host_key_help(m.name()).c_str());
    play_tone(m.tone_hz(), f.message);
    ImGui::End();
    bool paused = runner_->paused();
    debugger_view_.draw(m, debugger, paused, f.probes, f.message);
    if (paused != runner_->paused()) runner_->set_paused(paused);
  });
}

}  // namespace veteran::gui
