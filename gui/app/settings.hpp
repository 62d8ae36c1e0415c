// What the window remembers between runs, per user, under the XDG config
// folder ($XDG_CONFIG_HOME/veteran, else ~/.config/veteran): the settings
// (gui.conf, KEY=VALUE lines) and the panels' arrangement (imgui.ini, ImGui's
// own format). Both are written whole through util/io (a temporary renamed
// over the file: the old one or the new one, never a mixture), and neither is
// needed: without them, or unreadable, the window starts with its defaults.
#pragma once

#include <filesystem>
#include <string>

namespace veteran::gui {

struct GuiSettings {
  std::string person;         // your name in saved games ("": the login name)
  std::string rompath;        // ROM folders chosen in the window, ':' between ("": none chosen)
  int width = 0, height = 0;  // the window's size when it was last closed (0: never)
  bool natural_keyboard = true;
  bool crt = false;    // screens with a CRT's scan lines
  std::string pieces;  // a folder of twelve SVG pieces, WhiteKing.svg ... BlackPawn.svg ("": xboard's)  // typed
                       // characters as the machine's keys type them (else keys by position)
};

// The folder, or empty when neither XDG_CONFIG_HOME nor HOME is set.
std::filesystem::path config_folder();

// The settings saved, or the defaults; a line that is not KEY=VALUE, or a key
// this version does not know, is passed over (a newer version's file still reads).
// A gui.conf that cannot be read (a folder, no permission) throws
// std::runtime_error naming it and why, as the window starts.
GuiSettings load_settings();
// Throws std::runtime_error naming the file when it cannot be written.
void save_settings(const GuiSettings& settings);

// ImGui's saved layout ("" when none); an imgui.ini that cannot be read throws as gui.conf does.
std::string load_layout();
void save_layout(const std::string& ini);

// The name a person's side gets in a PGN: the setting, else the login name, else "Person".
std::string person_name(const GuiSettings& settings);

}  // namespace veteran::gui
