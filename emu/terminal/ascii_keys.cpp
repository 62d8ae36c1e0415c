#include "emu/terminal/ascii_keys.hpp"

namespace veteran::emu {
namespace {

struct NamedKey {
  const char* name;
  uint8_t code;
  const char* host[2];  // the host keys that press it (SDL key names)
};
constexpr NamedKey kNamedKeys[] = {
    {"ENTER", 0x0D, {"Return", "Keypad Enter"}}, {"RETURN", 0x0D, {}},   {"SPACE", 0x20, {}},
    {"BACKSPACE", 0x08, {"Backspace"}},          {"LINEFEED", 0x0A, {}}, {"ESCAPE", 0x1B, {"Escape"}},
};

}  // namespace

const char* const kAsciiKeysHelp = "any printable character, ENTER, SPACE, BACKSPACE, LINEFEED, ESCAPE, CTRL-A..CTRL-Z";

std::optional<uint8_t> ascii_key_code(const std::string& key) {
  if (key.size() == 1 && key[0] > 0x20 && key[0] < 0x7F) return static_cast<uint8_t>(key[0]);
  for (const auto& k : kNamedKeys)
    if (key == k.name) return k.code;
  if (key.size() == 6 && key.rfind("CTRL-", 0) == 0 && key[5] >= 'A' && key[5] <= 'Z')
    return static_cast<uint8_t>(key[5] - 'A' + 1);
  return std::nullopt;
}

std::vector<std::string> ascii_key_names() {
  std::vector<std::string> names;
  for (char c = 0x21; c < 0x7F; ++c) names.emplace_back(1, c);
  for (const auto& k : kNamedKeys) names.emplace_back(k.name);
  for (char c = 'A'; c <= 'Z'; ++c) names.push_back(std::string("CTRL-") + c);
  return names;
}

std::vector<Input> ascii_host_keys() {
  std::vector<Input> keys;
  for (const auto& k : kNamedKeys)
    if (k.host[0]) {
      Input input{k.name, static_cast<char>(k.code), {}, k.code};
      for (const char* host : k.host)
        if (host) input.host_keys.emplace_back(host);
      keys.push_back(std::move(input));
    }
  return keys;
}

}  // namespace veteran::emu
