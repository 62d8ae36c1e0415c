// Line charts as SVG text, drawn by our own code: the learning curves of
// `veteran train` (a thesis figure's look: axes, ticks, a line a series, a
// legend), and PNG through librsvg where the build has it (svg_to_png).
#pragma once

#include <string>
#include <vector>

namespace veteran::plot {

struct Series {
  std::string label;
  std::vector<double> y;  // at x = Chart::x_first, x_first + 1, ...
  std::string colour = "#1f4e9c";
};

struct Chart {
  std::string title, x_label, y_label;
  std::vector<Series> series;
  double y_min = 0, y_max = 0;  // both 0: from the data
  double x_first = 1;           // the x of each series' first value
};

// Charts one above the other in one picture, each `width` x `height` pixels.
std::string svg(const std::vector<Chart>& charts, int width = 640, int height = 300);

}  // namespace veteran::plot
