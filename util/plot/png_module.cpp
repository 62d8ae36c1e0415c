// veteran-png.so (util/module/module.hpp): librsvg and cairo, loaded only
// when a chart is written as PNG.
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

namespace {

std::string png_of(const std::string& svg_text) {
  GError* error = nullptr;
  std::unique_ptr<RsvgHandle, decltype(&g_object_unref)> handle(
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg_text.data()), svg_text.size(), &error),
      g_object_unref);
  if (!handle) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("librsvg cannot read the chart: " + why);
  }
  double w = 0, h = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &w, &h) || w <= 0 || h <= 0)
    throw std::runtime_error("the chart has no size in pixels");
  std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(std::ceil(w)), static_cast<int>(std::ceil(h))),
      cairo_surface_destroy);
  std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr(cairo_create(surface.get()), cairo_destroy);
  const RsvgRectangle viewport{0, 0, w, h};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error)) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("librsvg cannot draw the chart: " + why);
  }
  std::string png;
  auto add = [](void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  };
  if (cairo_surface_write_to_png_stream(surface.get(), add, &png) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("cairo cannot write the chart as PNG");
  return png;
}

}  // namespace

// The PNG of `svg` in *png; false with the reason in *error.
extern "C" __attribute__((visibility("default"))) bool veteran_svg_to_png(const std::string* svg, std::string* png,
                                                                          std::string* error) {
  try {
    *png = png_of(*svg);
    return true;
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}
