#include "util/plot/svg_to_png.hpp"

#include "util/module/module.hpp"

#include <stdexcept>

namespace veteran::plot {

std::string svg_to_png(const std::string& svg_text) {
  using Convert = bool(const std::string*, std::string*, std::string*);
  static Convert* convert = modules::function<Convert>("png", "veteran_svg_to_png");
  std::string png, error;
  if (!convert(&svg_text, &png, &error)) throw std::runtime_error(error);
  return png;
}

}  // namespace veteran::plot
