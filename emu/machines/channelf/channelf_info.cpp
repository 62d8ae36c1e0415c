// The Fairchild Channel F and the SABA Videoplay as veteran declares them
// (emu/machine_info.hpp): one console, NTSC or PAL.
#include "emu/formats/memory_image.hpp"
#include "emu/machines/channelf/channelf.hpp"
#include "emu/machines/channelf/chf_file.hpp"

namespace veteran::emu {
namespace {

// A key's input (0 the console's buttons on port 0, 1 the right hand
// controller on port 1, 2 the left on port 4, as MAME's input ports have
// them) and bit, as the code input * 8 + bit. The host keys are MAME's: 1-4
// the console, the arrows, Ctrl, Alt, Z and X the right controller.
std::vector<Input> inputs() {
  std::vector<Input> keys = {
      {"TIME", 0, {"1"}, 0}, {"HOLD", 0, {"2"}, 1}, {"MODE", 0, {"3"}, 2}, {"START", 0, {"4"}, 3}};
  struct Control {
    const char* name;
    const char* host;  // on the right controller
  };
  constexpr Control kControls[] = {{"RIGHT", "Right"},   {"LEFT", "Left"},     {"DOWN", "Down"},
                                   {"UP", "Up"},         {"TWIST-LEFT", "Z"},  {"TWIST-RIGHT", "X"},
                                   {"PULL", "Left Alt"}, {"PUSH", "Left Ctrl"}};
  for (int hand = 1; hand <= 2; ++hand)
    for (int bit = 0; bit < 8; ++bit) {
      const auto& c = kControls[bit];
      keys.push_back({std::string(hand == 1 ? "RIGHT-" : "LEFT-") + c.name, 0,
                      hand == 1 ? std::vector<std::string>{c.host} : std::vector<std::string>{}, hand * 8 + bit});
    }
  return keys;
}

template <ChannelF::Video kVideo>
std::unique_ptr<Machine> make(const MachineInfo&, RomSource& roms) {
  auto cf = std::make_unique<ChannelF>(kVideo);  // one BIOS set for both
  cf->load_bios(roms.rom("channelf", "sl31253.rom"), roms.rom("channelf", "sl31254.rom"));
  cf->reset();
  return cf;
}

MachineInfo channelf(ChannelF::Video video) {
  const bool ntsc = video == ChannelF::Video::ntsc;
  return {
      .name = ntsc ? "channelf" : "sabavdpl",
      .parent = ntsc ? "" : "channelf",
      .title = ntsc ? "Fairchild Channel F" : "SABA Videoplay (the Channel F in PAL)",
      .cpu = "F8",
      .clock_hz = ntsc ? ChannelF::kNtscHz : ChannelF::kPalHz,
      .rom_sets = {"channelf"},
      .screen = MachineInfo::Screen::bitmap,
      .slots = {{Slot::cartridge, {&kChannelFCartridge, &kChf}},
                {Slot::memory, {&files::kIntelHex, &files::kRawBinary}}},
      .inputs = inputs(),
      .keypad = {{{"TIME", "TIME"}, {"HOLD", "HOLD"}, {"MODE", "MODE"}, {"START", "START"}},
                 {{"UP", "RIGHT-UP"}, {"DOWN", "RIGHT-DOWN"}, {"LEFT", "RIGHT-LEFT"}, {"RIGHT", "RIGHT-RIGHT"}},
                 {{"PUSH", "RIGHT-PUSH"},
                  {"PULL", "RIGHT-PULL"},
                  {"TW L", "RIGHT-TWIST-LEFT"},
                  {"TW R", "RIGHT-TWIST-RIGHT"}}},
      .make = ntsc ? make<ChannelF::Video::ntsc> : make<ChannelF::Video::pal>,
  };
}

}  // namespace

const MachineInfo& channelf_info() {
  static const MachineInfo info = channelf(ChannelF::Video::ntsc);
  return info;
}

const MachineInfo& sabavdpl_info() {
  static const MachineInfo info = channelf(ChannelF::Video::pal);
  return info;
}

}  // namespace veteran::emu
