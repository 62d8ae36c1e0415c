// The machine view: a machine on its own, on a thread of its own
// (MachineRunner), with its face, keys, run, pause, reset, speed, its tone
// and the debugger.
#pragma once

#include "gui/app/view.hpp"
#include "gui/debug/debugger_view.hpp"
#include "gui/gui_options.hpp"
#include "gui/machine/key_typist.hpp"
#include "gui/machine/machine_runner.hpp"

#include <memory>
#include <string>
#include <vector>

namespace veteran::gui {

class TonePlayer;

class MachineView : public View {
 public:
  // Makes the machine GuiOptions names, with its images and media; a
  // machine that cannot start (no ROMs) is said in `message` and the view
  // stays, saying so.
  MachineView(const GuiOptions& options, std::string& message);
  ~MachineView() override;

  void draw(Frame& frame) override;
  bool busy() const override { return runner_ && !runner_->paused(); }
  MachineRunner* machine() override { return runner_.get(); }
  std::string machine_name() const override { return machine_name_; }
  double emulated_seconds() override;
  uint64_t content_stamp() override;
  void on_event(const SDL_Event& event, std::string& message) override;
  bool type_text(const std::string& text) override;
  bool typing() const override { return typist_ && typist_->active(); }
  // What the machine shows, as text (its display_text): a script's expect reads it.
  std::string said() const override;

 private:
  std::string wanted_;  // the machine asked for, for the window's title and messages
  std::unique_ptr<MachineRunner> runner_;
  std::unique_ptr<TonePlayer> tones_;  // opened when the machine first sounds a tone
  std::string machine_name_;
  DebuggerView debugger_view_;
  std::vector<uint8_t> saved_state_;  // the last state saved (or --load-state's): Load state goes back to it
  std::string saved_state_name_;
  std::unique_ptr<KeyTypist> typist_;  // typed and pasted text, and quick taps, held as long as the scan needs
  bool natural_ = true;                // characters typed as the machine's keys type them (Settings)
  uint64_t typing_frames_ = 0;

  // Whether the machine reads key positions and has keys that type characters (the TRS-80): the
  // natural keyboard applies.
  bool positional_keyboard() const;
  // `text` as the machine's keys type it; what no key types is said in `message`.
  void type_natural(const std::string& text, std::string& message);

  void press(const std::string& key, bool down, std::string& message);
  void play_tone(double hz, std::string& message);
  // Save state: the machine's state kept and written to a file named like a
  // screenshot; Load state: back to the last one kept.
  void save_state(emu::Machine& m, std::string& message);
  void load_state(emu::Machine& m, std::string& message);
};

}  // namespace veteran::gui
