#include "veteran/emu/terminal/ascii_keys.hpp"

namespace veteran::emu {
namespace {

struct NamedKey {
  const char* name;
  uint8_t code;
};
constexpr NamedKey kNamedKeys[] = {
    {"ENTER", 0x0D}, {"RETURN", 0x0D}, {"SPACE", 0x20}, {"BACKSPACE", 0x08}, {"LINEFEED", 0x0A}, {"ESCAPE", 0x1B},
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

}  // namespace veteran::emu
