// The GUI's window: SDL2 with its 2D renderer, Dear ImGui on top, the fonts
// (DejaVu from Debian's fonts-dejavu-core, chess glyphs included), frames
// paced to the display, and screenshots as PNG. Headless, the window lives
// on SDL's offscreen video driver with the software renderer, so tests and
// `--screenshot` need no display.
#pragma once

#include <SDL.h>

#include <imgui.h>

#include "gui/board/board_view.hpp"
#include "gui/board/piece_set.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace veteran::gui {

struct WindowOptions {
  std::string title = "veteran";
  int width = 1280, height = 800;
  int min_width = 960, min_height = 600;  // the window cannot be made smaller
  bool headless = false;                  // SDL's offscreen driver and the software renderer
  std::string pieces;                     // a folder of twelve SVG pieces ("": xboard's, if installed)
};

class Window {
 public:
  // Throws std::runtime_error with SDL's reason when no window can be made.
  explicit Window(const WindowOptions& options);
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Hands every pending event to ImGui and to `on_event`; waits up to
  // `wait_ms` for the first one when nothing else needs drawing (an idle
  // window sleeps). False once the window is closed.
  // `events`, if given, counts the events handed on. A key let go in the
  // same poll as it went down is let go in the next one: ImGui 1.86 reads
  // key state once a frame, so a tap quicker than a frame would be lost.
  bool poll(const std::function<void(const SDL_Event&)>& on_event, int wait_ms, int* events = nullptr);
  void begin_frame();
  // A script's mouse (position, left button held) instead of the host's,
  // from the next frame on; nullopt hands the mouse back.
  void script_mouse(std::optional<std::pair<ImVec2, bool>> mouse) { scripted_ = mouse; }
  // Draws the frame; with `png` given, writes it there first (before the
  // frame is presented, while its pixels are defined). Throws on a failed write.
  void end_frame(const std::string& png = {});

  ImFont* board_font() const { return board_font_; }  // large, with the chess pieces
  ImFont* mono_font() const { return mono_font_; }    // screen faces' characters (nullptr: the default font)
  ImFont* large_font() const { return large_font_; }  // clocks (nullptr: the default font)
  bool has_chess_glyphs() const { return chess_glyphs_; }
  // How boards draw their pieces: the SVG set when it loaded, else the glyphs.
  PieceStyle pieces() const {
    return {board_font_, chess_glyphs_, piece_set_ && !piece_set_->empty() ? piece_set_.get() : nullptr};
  }
  // Why the SVG set did not load ("" when it did).
  std::string pieces_problem() const { return piece_set_ ? piece_set_->problem() : ""; }
  SDL_Window* sdl_window() const { return window_; }
  // Resizes the window (a script's resize step, as a person drags its corner).
  // As a person drags the corner; a size past the display's (or 4K when
  // headless) is cut to it, and said on standard error.
  void resize(int width, int height);
  int width() const;
  int height() const;

 private:
  bool headless_ = false;
  void clamp_size(int& width, int& height) const;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  ImFont* board_font_ = nullptr;
  ImFont* mono_font_ = nullptr;
  ImFont* large_font_ = nullptr;
  bool chess_glyphs_ = false;
  std::unique_ptr<PieceSet> piece_set_;
  bool closed_ = false;
  std::vector<SDL_Event> held_releases_;  // key releases held back a frame (poll)
  std::optional<std::pair<ImVec2, bool>> scripted_;
  void write_png(const std::string& file);
};

}  // namespace veteran::gui
