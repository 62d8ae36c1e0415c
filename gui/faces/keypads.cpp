#include "veteran/gui/faces/keypads.hpp"

#include <map>

namespace veteran::gui {
namespace {

struct HostKey {
  SDL_Keycode host;
  const char* key;
};

// The KIM-1's keypad as the board has it: the monitor keys above the hex keys.
const std::vector<std::vector<KeypadKey>> kKim1Keypad = {
    {{"GO", "GO"}, {"ST", "ST"}, {"RS", "RS"}},       {{"AD", "AD"}, {"DA", "DA"}, {"PC", "PC"}, {"+", "+"}},
    {{"C", "C"}, {"D", "D"}, {"E", "E"}, {"F", "F"}}, {{"8", "8"}, {"9", "9"}, {"A", "A"}, {"B", "B"}},
    {{"4", "4"}, {"5", "5"}, {"6", "6"}, {"7", "7"}}, {{"0", "0"}, {"1", "1"}, {"2", "2"}, {"3", "3"}},
};

// The Channel F's console buttons, and the right hand controller (player 1's).
const std::vector<std::vector<KeypadKey>> kChannelFKeypad = {
    {{"TIME", "TIME"}, {"HOLD", "HOLD"}, {"MODE", "MODE"}, {"START", "START"}},
    {{"UP", "RIGHT-UP"}, {"DOWN", "RIGHT-DOWN"}, {"LEFT", "RIGHT-LEFT"}, {"RIGHT", "RIGHT-RIGHT"}},
    {{"PUSH", "RIGHT-PUSH"}, {"PULL", "RIGHT-PULL"}, {"TW L", "RIGHT-TWIST-LEFT"}, {"TW R", "RIGHT-TWIST-RIGHT"}},
};

std::vector<HostKey> hex_keys() {
  std::vector<HostKey> keys;
  static const char* digits[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  static const char* letters[] = {"A", "B", "C", "D", "E", "F"};
  for (int i = 0; i < 10; ++i) {
    keys.push_back({SDLK_0 + i, digits[i]});
    keys.push_back({SDLK_KP_1 + (i + 9) % 10, digits[i]});  // SDL's keypad runs 1..9, 0
  }
  for (int i = 0; i < 6; ++i) keys.push_back({SDLK_a + i, letters[i]});
  return keys;
}

const std::map<std::string, std::vector<HostKey>>& host_tables() {
  static const std::map<std::string, std::vector<HostKey>> tables = [] {
    std::map<std::string, std::vector<HostKey>> t;
    auto kim = hex_keys();
    kim.insert(kim.end(), {{SDLK_F1, "AD"},
                           {SDLK_F2, "DA"},
                           {SDLK_PLUS, "+"},
                           {SDLK_KP_PLUS, "+"},
                           {SDLK_EQUALS, "+"},
                           {SDLK_RETURN, "GO"},
                           {SDLK_KP_ENTER, "GO"},
                           {SDLK_g, "GO"},
                           {SDLK_F3, "PC"},
                           {SDLK_p, "PC"},
                           {SDLK_F4, "ST"},
                           {SDLK_ESCAPE, "ST"},
                           {SDLK_F5, "RS"}});
    t["kim1"] = kim;
    // TRS-80: the matrix keys by position; Escape is BREAK, Home is CLEAR.
    std::vector<HostKey> trs;
    static const char* letters[] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
                                    "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};
    static const char* digits[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    for (int i = 0; i < 26; ++i) trs.push_back({SDLK_a + i, letters[i]});
    for (int i = 0; i < 10; ++i) trs.push_back({SDLK_0 + i, digits[i]});
    trs.insert(trs.end(), {{SDLK_RETURN, "ENTER"},
                           {SDLK_KP_ENTER, "ENTER"},
                           {SDLK_SPACE, "SPACE"},
                           {SDLK_LSHIFT, "SHIFT"},
                           {SDLK_RSHIFT, "SHIFT"},
                           {SDLK_ESCAPE, "BREAK"},
                           {SDLK_HOME, "CLEAR"},
                           {SDLK_UP, "UP"},
                           {SDLK_DOWN, "DOWN"},
                           {SDLK_LEFT, "LEFT"},
                           {SDLK_RIGHT, "RIGHT"},
                           {SDLK_BACKSPACE, "LEFT"},
                           {SDLK_AT, "@"},
                           {SDLK_COLON, ":"},
                           {SDLK_SEMICOLON, ";"},
                           {SDLK_COMMA, ","},
                           {SDLK_MINUS, "-"},
                           {SDLK_PERIOD, "."},
                           {SDLK_SLASH, "/"}});
    t["trs80"] = trs;
    // ASCII keyboards (the Jupiter III's, the Altair's terminal, the Sol-20's) take
    // characters; these are the keys that type none.
    // As MAME has them: 1-4 the console's buttons; the arrows, Ctrl, Alt, Z and X the right controller.
    t["channelf"] = t["sabavdpl"] = {{SDLK_1, "TIME"},
                                     {SDLK_2, "HOLD"},
                                     {SDLK_3, "MODE"},
                                     {SDLK_4, "START"},
                                     {SDLK_UP, "RIGHT-UP"},
                                     {SDLK_DOWN, "RIGHT-DOWN"},
                                     {SDLK_LEFT, "RIGHT-LEFT"},
                                     {SDLK_RIGHT, "RIGHT-RIGHT"},
                                     {SDLK_LCTRL, "RIGHT-PUSH"},
                                     {SDLK_LALT, "RIGHT-PULL"},
                                     {SDLK_z, "RIGHT-TWIST-LEFT"},
                                     {SDLK_x, "RIGHT-TWIST-RIGHT"}};
    t["jupiter3"] = t["altair8800"] = t["sol20"] = {
        {SDLK_RETURN, "ENTER"}, {SDLK_KP_ENTER, "ENTER"}, {SDLK_BACKSPACE, "BACKSPACE"}, {SDLK_ESCAPE, "ESCAPE"}};
    return t;
  }();
  return tables;
}

}  // namespace

const std::vector<std::vector<KeypadKey>>& keypad_of(const std::string& machine) {
  static const std::vector<std::vector<KeypadKey>> none;
  if (machine == "kim1") return kKim1Keypad;
  if (machine == "channelf" || machine == "sabavdpl") return kChannelFKeypad;
  return none;
}

std::string host_key(const std::string& machine, SDL_Keycode key) {
  auto table = host_tables().find(machine);
  if (table == host_tables().end()) return "";
  for (const auto& k : table->second)
    if (k.host == key) return k.key;
  return "";
}

bool typed_keys(const std::string& machine) {
  return machine == "jupiter3" || machine == "altair8800" || machine == "sol20";
}

std::string typed_key(const std::string& machine, const std::string& utf8) {
  if (!typed_keys(machine) || utf8.size() != 1) return "";
  unsigned char c = static_cast<unsigned char>(utf8[0]);
  if (c == ' ') return "SPACE";
  if (c < 0x21 || c > 0x7E) return "";
  return utf8;
}

std::string host_key_help(const std::string& machine) {
  if (machine == "kim1")
    return "keys: 0-9 A-F; F1 AD, F2 DA, + (or =) +, Enter or G GO, F3 or P PC, F4 or Esc ST, F5 RS";
  if (machine == "trs80") return "keys: the keyboard by position; Esc BREAK, Home CLEAR, arrows";
  if (typed_keys(machine)) return "keys: type; Enter, Backspace, Esc";
  return "";
}

}  // namespace veteran::gui
