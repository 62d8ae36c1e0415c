#include "gui/app/window.hpp"

#include "util/io/output_file.hpp"

#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <utility>
#include <vector>

namespace veteran::gui {
namespace {

constexpr const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kMonoFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";

[[noreturn]] void sdl_failed(const std::string& what) {
  const std::string why = SDL_GetError();
  throw std::runtime_error(what + ": " + (why.empty() ? std::string("SDL gave no reason") : why));
}

// The largest window veteran makes: the display's usable area, and never
// past 4K without a display larger (a window of 8192x8192 cost 1.31 GB, and
// one of 99999x99999, once remembered, made every later start fail).
constexpr int kMaxWidth = 3840, kMaxHeight = 2160;

SDL_Rect largest_window(bool headless) {
  SDL_Rect usable{0, 0, kMaxWidth, kMaxHeight};
  SDL_Rect display{};
  if (!headless && SDL_GetDisplayUsableBounds(0, &display) == 0 && display.w > 0 && display.h > 0) usable = display;
  return usable;
}

}  // namespace

Window::Window(const WindowOptions& options) {
  // Headless: the offscreen driver, unless the caller chose a driver.
  if (options.headless) setenv("SDL_VIDEODRIVER", "offscreen", 0);
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0)
    sdl_failed("cannot start SDL's video (no display? `--screenshot` runs without one, or use xvfb-run)");
  headless_ = options.headless;
  int width = options.width, height = options.height;
  clamp_size(width, height);
  window_ = SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) {
    SDL_Quit();
    sdl_failed("cannot open a window");
  }
  SDL_SetWindowMinimumSize(window_, options.min_width, options.min_height);
  Uint32 flags = options.headless ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC;
  renderer_ = SDL_CreateRenderer(window_, -1, flags);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    SDL_DestroyWindow(window_);
    SDL_Quit();
    sdl_failed("cannot make a renderer");
  }
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // The layout is saved by the App through util/io (written whole), not by ImGui's own fopen.
  io.IniFilename = nullptr;
  ImGui::StyleColorsDark();
  // The panels' background is the cleared frame itself: a software renderer fills a window-sized
  // background of triangles at a cost (about half of a frame's 13 ms under Xvfb), a clear is a fill.
  ImGui::GetStyle().Colors[ImGuiCol_WindowBg].w = 0;
  // DejaVu for the text; the board's pieces from DejaVu's chess symbols
  // (U+2654-U+265F). Without the font, ImGui's own and letters for pieces.
  static const ImWchar text_ranges[] = {0x0020, 0x00FF, 0x2190, 0x21FF, 0x2500, 0x25FF, 0};
  static const ImWchar chess_ranges[] = {0x0020, 0x007F, 0x2654, 0x265F, 0};
  std::error_code ec;
  if (std::filesystem::exists(kFont, ec)) {
    io.Fonts->AddFontFromFileTTF(kFont, 16.0f, nullptr, text_ranges);
    // Large, so that pieces drawn smaller stay sharp on a board of a full-HD window.
    board_font_ = io.Fonts->AddFontFromFileTTF(kFont, 96.0f, nullptr, chess_ranges);
    chess_glyphs_ = board_font_ != nullptr;
    large_font_ = io.Fonts->AddFontFromFileTTF(kFont, 26.0f, nullptr, text_ranges);
    if (std::filesystem::exists(kMonoFont, ec))
      mono_font_ = io.Fonts->AddFontFromFileTTF(kMonoFont, 15.0f, nullptr, text_ranges);
  }
  if (!board_font_) board_font_ = io.Fonts->AddFontDefault();
  piece_set_ = std::make_unique<PieceSet>(renderer_, options.pieces.empty() ? PieceSet::kXboardPieces : options.pieces);
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
}

Window::~Window() {
  piece_set_.reset();  // its textures go before the renderer
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_DestroyRenderer(renderer_);
  SDL_DestroyWindow(window_);
  SDL_Quit();
}

void Window::clamp_size(int& width, int& height) const {
  const SDL_Rect most = largest_window(headless_);
  if (width <= most.w && height <= most.h) return;
  std::fprintf(stderr, "veteran gui: a window of %dx%d does not fit here; %dx%d is the largest, and is used\n", width,
               height, std::min(width, most.w), std::min(height, most.h));
  width = std::min(width, most.w);
  height = std::min(height, most.h);
}

void Window::resize(int width, int height) {
  clamp_size(width, height);
  SDL_SetWindowSize(window_, width, height);
  // The offscreen driver sends no event: the renderer's target follows the window at the next frame.
  SDL_Event e{};
  e.type = SDL_WINDOWEVENT;
  e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
  e.window.windowID = SDL_GetWindowID(window_);
  e.window.data1 = width;
  e.window.data2 = height;
  SDL_PushEvent(&e);
}

int Window::width() const {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  return w;
}

int Window::height() const {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  return h;
}

bool Window::poll(const std::function<void(const SDL_Event&)>& on_event, int wait_ms, int* events) {
  auto hand_on = [&](const SDL_Event& e) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (on_event) on_event(e);
    if (events) ++*events;
  };
  // The releases held back by the last poll go first: their keys have been down for a frame.
  const std::vector<SDL_Event> held = std::exchange(held_releases_, {});
  for (const SDL_Event& e : held) hand_on(e);
  std::vector<SDL_Scancode> went_down;
  SDL_Event event;
  bool have = !held.empty() ? SDL_PollEvent(&event) != 0
              : wait_ms > 0 ? SDL_WaitEventTimeout(&event, wait_ms) != 0
                            : SDL_PollEvent(&event) != 0;
  while (have) {
    if (event.type == SDL_KEYDOWN) went_down.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP &&
        std::find(went_down.begin(), went_down.end(), event.key.keysym.scancode) != went_down.end()) {
      held_releases_.push_back(event);  // a tap within this poll: let go in the next
      have = SDL_PollEvent(&event) != 0;
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT || (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
                                   event.window.windowID == SDL_GetWindowID(window_)))
      closed_ = true;
    if (on_event) on_event(event);
    if (events) ++*events;
    have = SDL_PollEvent(&event) != 0;
  }
  return !closed_;
}

void Window::begin_frame() {
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  if (scripted_) {  // after the backend has read the host's mouse
    ImGui::GetIO().MousePos = scripted_->first;
    ImGui::GetIO().MouseDown[0] = scripted_->second;
  }
  ImGui::NewFrame();
}

void Window::end_frame(const std::string& png) {
  ImGui::Render();
  SDL_SetRenderDrawColor(renderer_, 16, 16, 18, 255);
  SDL_RenderClear(renderer_);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  if (!png.empty()) write_png(png);
  SDL_RenderPresent(renderer_);
}

void Window::write_png(const std::string& file) {
  int w = width(), h = height();
  std::vector<unsigned char> pixels(static_cast<size_t>(w) * static_cast<size_t>(h) * 4);
  if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, pixels.data(), w * 4) != 0)
    sdl_failed("cannot read the frame for " + file);
  std::string png;
  auto add = [](void* to, void* data, int size) {
    static_cast<std::string*>(to)->append(static_cast<const char*>(data), static_cast<size_t>(size));
  };
  if (!stbi_write_png_to_func(add, &png, w, h, 4, pixels.data(), w * 4))
    throw std::runtime_error(file + ": cannot encode the picture");
  io::write_whole(file, png, "the screenshot");
}

}  // namespace veteran::gui
