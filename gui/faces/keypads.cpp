#include "gui/faces/keypads.hpp"

#include "emu/machines/machine_table.hpp"
#include "emu/terminal/ascii_keys.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace veteran::gui {
namespace {

// The keys with host keys: the machine's own, and an ASCII keyboard's that type no character.
std::vector<emu::Input> host_inputs(const emu::MachineInfo& machine) {
  std::vector<emu::Input> inputs = machine.inputs;
  if (machine.ascii_keyboard)
    for (auto& k : emu::ascii_host_keys()) inputs.push_back(std::move(k));
  return inputs;
}

bool same_name(const std::string& a, const std::string& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::toupper(static_cast<unsigned char>(x)) == std::toupper(static_cast<unsigned char>(y));
  });
}

}  // namespace

const std::vector<std::vector<emu::KeypadKey>>& keypad_of(const std::string& machine) {
  static const std::vector<std::vector<emu::KeypadKey>> none;
  const auto* info = emu::find_machine(machine);
  return info ? info->keypad : none;
}

std::string host_key(const std::string& machine, SDL_Keycode key) {
  // Each machine's host keys as SDL key codes, looked up once (SDL_GetKeyFromName
  // compares strings), not on every key event.
  using Codes = std::map<SDL_Keycode, std::string>;
  static std::map<std::string, Codes> by_machine;
  auto it = by_machine.find(machine);
  if (it == by_machine.end()) {
    Codes codes;
    if (const auto* info = emu::find_machine(machine))
      for (const auto& input : host_inputs(*info))
        for (const auto& name : input.host_keys) codes.emplace(SDL_GetKeyFromName(name.c_str()), input.name);
    it = by_machine.emplace(machine, std::move(codes)).first;
  }
  auto found = it->second.find(key);
  return found == it->second.end() || key == SDLK_UNKNOWN ? "" : found->second;
}

bool typed_keys(const std::string& machine) {
  const auto* info = emu::find_machine(machine);
  return info && info->ascii_keyboard;
}

std::string typed_key(const std::string& machine, const std::string& utf8) {
  if (!typed_keys(machine) || utf8.size() != 1) return "";
  unsigned char c = static_cast<unsigned char>(utf8[0]);
  if (c == ' ') return "SPACE";
  if (c < 0x21 || c > 0x7E) return "";
  return utf8;
}

std::vector<std::vector<std::string>> natural_chords(const std::string& machine, const std::string& text,
                                                     std::string* missing) {
  std::vector<std::vector<std::string>> chords;
  const auto* info = emu::find_machine(machine);
  if (!info) return chords;
  for (char c : text) {
    if (c == '\r') continue;
    if (info->ascii_keyboard) {
      const std::string key = c == '\n' ? "ENTER" : typed_key(machine, std::string(1, c));
      if (!key.empty())
        chords.push_back({key});
      else if (missing)
        *missing += c;
      continue;
    }
    auto find = [&](char wanted) -> std::vector<std::string> {
      if (wanted == '\n') return info->input("ENTER") ? std::vector<std::string>{"ENTER"} : std::vector<std::string>{};
      for (const auto& input : info->inputs) {
        if (input.character == wanted) return {input.name};
        if (input.shifted == wanted && !info->shift_key.empty()) return {info->shift_key, input.name};
      }
      return {};
    };
    auto chord = find(c);
    if (chord.empty() && std::islower(static_cast<unsigned char>(c)))
      chord = find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (!chord.empty())
      chords.push_back(chord);
    else if (missing)
      *missing += c;
  }
  return chords;
}

std::string host_key_help(const std::string& machine) {
  const auto* info = emu::find_machine(machine);
  if (!info) return "";
  // The host keys that are not the key's own name ("A" for A, "Keypad 1" for 1) go in the line.
  std::string help;
  for (const auto& input : host_inputs(*info)) {
    std::string hosts;
    for (const auto& name : input.host_keys)
      if (!same_name(name, input.name) && !same_name(name, "Keypad " + input.name))
        hosts += (hosts.empty() ? "" : " or ") + name;
    if (!hosts.empty()) help += (help.empty() ? "" : ", ") + hosts + " " + input.name;
  }
  const std::string lead = info->ascii_keyboard ? "keys: type" : "keys: as labelled";
  return help.empty() ? lead : lead + "; " + help;
}

std::vector<std::string> unknown_host_keys() {
  std::vector<std::string> unknown;
  for (const auto* m : emu::machines())
    for (const auto& input : host_inputs(*m))
      for (const auto& name : input.host_keys)
        if (SDL_GetKeyFromName(name.c_str()) == SDLK_UNKNOWN) unknown.push_back(m->name + ": " + name);
  return unknown;
}

}  // namespace veteran::gui
