#include "gui/board/piece_set.hpp"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <vector>

namespace veteran::gui {
namespace {

constexpr size_t kSizesKept = 4;  // a board, the tournament's small ones, a resize under way

// The index of a piece in the set: White's king ... pawn, then Black's.
int index_of(chess::Piece piece) {
  static const int by_type[] = {-1, 5, 4, 3, 2, 1, 0};  // pawn..king -> King, Queen, Rook, Bishop, Knight, Pawn
  const int t = by_type[chess::type_of(piece)];
  return t < 0 ? -1 : t + (chess::color_of(piece) == chess::White ? 0 : 6);
}

const char* const kNames[] = {"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"};

}  // namespace

PieceSet::PieceSet(SDL_Renderer* renderer, const std::filesystem::path& folder) : renderer_(renderer) {
  std::array<void*, 12> handles{};
  for (int i = 0; i < 12; ++i) {
    const auto file = folder / (std::string(i < 6 ? "White" : "Black") + kNames[i % 6] + ".svg");
    GError* error = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_file(file.c_str(), &error);
    if (!handle) {
      problem_ = file.string() + ": " + (error ? error->message : "cannot be read");
      if (error) g_error_free(error);
      for (void* h : handles)
        if (h) g_object_unref(h);
      return;
    }
    handles[static_cast<size_t>(i)] = handle;
  }
  handles_ = handles;
}

PieceSet::~PieceSet() {
  for (auto& size : sizes_)
    for (SDL_Texture* t : size.textures)
      if (t) SDL_DestroyTexture(t);
  for (void* h : handles_)
    if (h) g_object_unref(h);
}

SDL_Texture* PieceSet::render(int index, int px) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px);
  cairo_t* cr = cairo_create(surface);
  RsvgRectangle viewport{0, 0, static_cast<double>(px), static_cast<double>(px)};
  GError* error = nullptr;
  const bool drawn = rsvg_handle_render_document(static_cast<RsvgHandle*>(handles_[static_cast<size_t>(index)]), cr,
                                                 &viewport, &error);
  if (error) g_error_free(error);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  SDL_Texture* texture = nullptr;
  if (drawn) {
    // Cairo's pixels are premultiplied ARGB in native order; SDL's software renderer blends
    // straight alpha only, so each pixel is divided back.
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    std::vector<uint32_t> pixels(static_cast<size_t>(px) * static_cast<size_t>(px));
    for (int y = 0; y < px; ++y)
      for (int x = 0; x < px; ++x) {
        uint32_t p = *reinterpret_cast<const uint32_t*>(data + y * stride + x * 4);
        const uint32_t a = p >> 24;
        auto straight = [a](uint32_t c) { return a ? std::min<uint32_t>(255, (c * 255 + a / 2) / a) : 0; };
        p = a << 24 | straight(p >> 16 & 0xFF) << 16 | straight(p >> 8 & 0xFF) << 8 | straight(p & 0xFF);
        pixels[static_cast<size_t>(y * px + x)] = p;
      }
    texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, px, px);
    if (texture) {
      SDL_UpdateTexture(texture, nullptr, pixels.data(), px * 4);
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
      SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
    }
  }
  cairo_surface_destroy(surface);
  return texture;
}

ImTextureID PieceSet::texture(chess::Piece piece, int px) {
  const int index = index_of(piece);
  if (empty() || index < 0 || px < 4 || px > 1024) return nullptr;
  auto it = sizes_.begin();
  while (it != sizes_.end() && it->px != px) ++it;
  if (it == sizes_.end()) {
    sizes_.push_front(Rendered{px, {}});
    if (sizes_.size() > kSizesKept) {
      for (SDL_Texture* t : sizes_.back().textures)
        if (t) SDL_DestroyTexture(t);
      sizes_.pop_back();
    }
    it = sizes_.begin();
  } else if (it != sizes_.begin()) {
    sizes_.splice(sizes_.begin(), sizes_, it);
    it = sizes_.begin();
  }
  SDL_Texture*& t = it->textures[static_cast<size_t>(index)];
  if (!t) t = render(index, px);
  return static_cast<ImTextureID>(t);
}

}  // namespace veteran::gui
