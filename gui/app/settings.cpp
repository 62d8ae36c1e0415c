#include "gui/app/settings.hpp"

#include "util/io/input_file.hpp"
#include "util/io/output_file.hpp"

#include <cstdlib>
#include <sstream>

namespace veteran::gui {
namespace {

constexpr size_t kMaxSettingsFile = size_t{1} << 20;

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? v : "";
}

// The file's text, or "" when there is none or it cannot be read: remembered
// things are a convenience, never a reason not to open the window.
// The file's text, "" when there is none yet; a file there that cannot be
// read (a folder, no permission, too large) is an error naming it and why,
// said as the window starts rather than found when it closes.
std::string read_if_there(const std::filesystem::path& file, const char* what) {
  std::error_code ec;
  if (file.empty() || !std::filesystem::exists(std::filesystem::symlink_status(file, ec))) return "";
  return io::read_file(file.string(), kMaxSettingsFile, what);
}

void write(const std::string& name, const std::string& text, const char* what) {
  const auto folder = config_folder();
  if (folder.empty()) return;  // nowhere to remember it
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) throw std::runtime_error(folder.string() + ": cannot make the folder for " + what + ": " + ec.message());
  io::write_whole((folder / name).string(), text, what);
}

int whole(const std::string& text) {
  char* end = nullptr;
  long v = std::strtol(text.c_str(), &end, 10);
  return end && *end == '\0' && v > 0 && v < 100000 ? static_cast<int>(v) : 0;
}

}  // namespace

std::filesystem::path config_folder() {
  if (std::string xdg = env("XDG_CONFIG_HOME"); !xdg.empty() && xdg[0] == '/')
    return std::filesystem::path(xdg) / "veteran";
  if (std::string home = env("HOME"); !home.empty()) return std::filesystem::path(home) / ".config" / "veteran";
  return {};
}

GuiSettings load_settings() {
  GuiSettings s;
  std::istringstream in(
      read_if_there(config_folder().empty() ? "" : config_folder() / "gui.conf", "the window's settings"));
  for (std::string line; std::getline(in, line);) {
    auto eq = line.find('=');
    if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "person")
      s.person = value;
    else if (key == "rompath")
      s.rompath = value;
    else if (key == "width")
      s.width = whole(value);
    else if (key == "height")
      s.height = whole(value);
    else if (key == "natural_keyboard")
      s.natural_keyboard = value != "0";
    else if (key == "pieces")
      s.pieces = value;
    else if (key == "crt")
      s.crt = value == "1";
  }
  return s;
}

void save_settings(const GuiSettings& s) {
  auto one_line = [](std::string v) {
    for (char& c : v)
      if (c == '\n' || c == '\r') c = ' ';
    return v;
  };
  std::ostringstream out;
  out << "# veteran gui's settings (written by the window; KEY=VALUE)\n"
      << "person=" << one_line(s.person) << "\nrompath=" << one_line(s.rompath) << "\nwidth=" << s.width
      << "\nheight=" << s.height << "\nnatural_keyboard=" << (s.natural_keyboard ? 1 : 0)
      << "\npieces=" << one_line(s.pieces) << "\ncrt=" << (s.crt ? 1 : 0) << "\n";
  write("gui.conf", out.str(), "the window's settings");
}

std::string load_layout() {
  return read_if_there(config_folder().empty() ? "" : config_folder() / "imgui.ini", "the window's layout");
}

void save_layout(const std::string& ini) { write("imgui.ini", ini, "the window's layout"); }

std::string person_name(const GuiSettings& settings) {
  if (!settings.person.empty()) return settings.person;
  if (std::string user = env("USER"); !user.empty()) return user;
  return "Person";
}

}  // namespace veteran::gui
