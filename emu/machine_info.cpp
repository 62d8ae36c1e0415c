#include "emu/machine_info.hpp"

#include "emu/terminal/ascii_keys.hpp"

namespace veteran::emu {

const char* slot_option(Slot slot) {
  switch (slot) {
    case Slot::memory: return "--load";
    case Slot::tape: return "--tape";
    case Slot::tape_out: return "--save-tape";
    case Slot::cartridge: return "--cart";
  }
  return "";
}

const char* slot_title(Slot slot) {
  switch (slot) {
    case Slot::memory: return "memory";
    case Slot::tape: return "cassette recorder";
    case Slot::tape_out: return "cassette recorder (saving)";
    case Slot::cartridge: return "cartridge slot";
  }
  return "";
}

const MediaSlot* MachineInfo::slot(Slot s) const {
  for (const auto& m : slots)
    if (m.slot == s) return &m;
  return nullptr;
}

const Input* MachineInfo::input(const std::string& key) const {
  for (const auto& i : inputs)
    if (i.name == key) return &i;
  return nullptr;
}

std::vector<std::string> MachineInfo::key_names() const {
  std::vector<std::string> names = ascii_keyboard ? ascii_key_names() : std::vector<std::string>{};
  for (const auto& i : inputs) names.push_back(i.name);
  return names;
}

std::string MachineInfo::unknown_key(const std::string& key) const {
  std::string list = ascii_keyboard ? kAsciiKeysHelp : "";
  for (const auto& i : inputs) list += (list.empty() ? "" : ", ") + i.name;
  return name + " has no key named '" + key + "' (keys: " + list + ")";
}

}  // namespace veteran::emu
