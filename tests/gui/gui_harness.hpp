// The GUI tests' harness: veteran gui run headless as its own process (its
// settings in the test's folder), its screenshots read back with stb, and
// the rectangles the window says (--do "probes FILE") it drew each thing in.
#pragma once

#include <stb_image.h>
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

namespace gui_harness {

namespace fs = std::filesystem;

struct Rect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgba;
  explicit Image(const fs::path& file) {
    int channels = 0;
    unsigned char* data = stbi_load(file.c_str(), &width, &height, &channels, 4);
    REQUIRE(data != nullptr);
    rgba.assign(data, data + static_cast<size_t>(width) * static_cast<size_t>(height) * 4);
    stbi_image_free(data);
  }
  // The mean of a channel (0 red, 1 green, 2 blue) over the middle of `r`.
  double mean(const Rect& r, int channel) const {
    double sum = 0;
    int n = 0;
    float mx = (r.x1 - r.x0) / 4, my = (r.y1 - r.y0) / 4;
    for (int y = static_cast<int>(r.y0 + my); y < static_cast<int>(r.y1 - my); ++y)
      for (int x = static_cast<int>(r.x0 + mx); x < static_cast<int>(r.x1 - mx); ++x) {
        sum += rgba[(static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)) * 4 +
                    static_cast<size_t>(channel)];
        ++n;
      }
    return n ? sum / n : 0;
  }
  // How many pixels in `r` have every channel below `limit` (dark) or above it (light).
  template <class Test>
  int count_pixels(const Rect& r, Test&& test) const {
    int n = 0;
    for (int y = static_cast<int>(r.y0); y < static_cast<int>(r.y1); ++y)
      for (int x = static_cast<int>(r.x0); x < static_cast<int>(r.x1); ++x) {
        const unsigned char* p =
            &rgba[(static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)) * 4];
        if (test(p[0]) && test(p[1]) && test(p[2])) ++n;
      }
    return n;
  }
  int dark_pixels(const Rect& r, int limit) const {
    return count_pixels(r, [limit](unsigned char c) { return c < limit; });
  }
  int light_pixels(const Rect& r, int limit) const {
    return count_pixels(r, [limit](unsigned char c) { return c > limit; });
  }
};

inline std::map<std::string, Rect> probes(const fs::path& file) {
  std::map<std::string, Rect> out;
  std::ifstream in(file);
  REQUIRE(in);
  for (std::string line; std::getline(in, line);) {
    // Names may hold spaces ("button:New game"): the four numbers are at the end.
    std::istringstream words(line);
    std::vector<std::string> parts;
    for (std::string w; words >> w;) parts.push_back(w);
    REQUIRE(parts.size() >= 5);
    std::string name;
    for (size_t i = 0; i + 4 < parts.size(); ++i) name += (i ? " " : "") + parts[i];
    size_t n = parts.size();
    out[name] = {std::stof(parts[n - 4]), std::stof(parts[n - 3]), std::stof(parts[n - 2]), std::stof(parts[n - 1])};
  }
  return out;
}

struct Work {
  fs::path dir = fs::temp_directory_path() / ("veteran-gui-test-" + std::to_string(::getpid()));
  Work() {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Work() { fs::remove_all(dir); }
  fs::path operator/(const std::string& name) const { return dir / name; }
};

// `cwd`: the folder the window runs in (where it writes what it saves), if not the test's.
// `environment`: variables for the window ("VETERAN_ROMPATH= "), before its own.
inline int veteran_gui(const std::string& arguments, const fs::path& log, const fs::path& cwd = {},
                       const std::string& environment = "") {
  // Settings and layout in the test's own folder, not the user's (~/.config/veteran).
  std::string command = (cwd.empty() ? "" : "cd '" + cwd.string() + "' && ") + environment + "XDG_CONFIG_HOME='" +
                        (log.parent_path() / "config").string() + "' " + std::string(VETERAN_EXE) + " gui --headless " +
                        arguments + " > '" + log.string() + "' 2>&1";
  int status = std::system(command.c_str());
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code != 0 && code != 1 && code != 2) {  // not the answer a test asks for: what the window said, for the report
    std::ifstream in(log);
    std::fprintf(stderr, "veteran gui %s: exit %d\n%s\n", arguments.c_str(), code,
                 std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()).c_str());
  }
  return code;
}

// An event's config in `w`: two games at a time to `w`/event.pgn, adjudicated after `max_moves`,
// with these engine lines ("engine { program = ... }"). Its path.
inline fs::path write_event(const fs::path& dir, const std::string& event, int games, int max_moves,
                            const std::vector<std::string>& engines) {
  const fs::path file = dir / "event.lua";
  std::ofstream config(file);
  config << "tournament { event = \"" << event << "\", games = " << games << ", concurrency = 2, pgn = \""
         << (dir / "event.pgn").string() << "\", adjudicate = { max_moves = " << max_moves << " } }\n";
  for (const auto& e : engines) config << e << "\n";
  return file;
}

inline std::string read_text(const fs::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Lit segments read as bright red, dark ones as dim (led_colour in face_view.cpp).
inline bool lit(const Image& image, const std::map<std::string, Rect>& p, int digit, char segment,
                const std::string& prefix = "") {
  auto it = p.find(prefix + "segment:" + std::to_string(digit) + ":" + std::string(1, segment));
  REQUIRE(it != p.end());
  return image.mean(it->second, 0) > 160;
}

inline std::string lit_segments(const Image& image, const std::map<std::string, Rect>& p, int digit,
                                const std::string& prefix = "") {
  std::string s;
  for (char c = 'a'; c <= 'g'; ++c)
    if (lit(image, p, digit, c, prefix)) s += c;
  return s;
}

}  // namespace gui_harness
