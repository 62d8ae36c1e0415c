#include "util/plot/line_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace veteran::plot {
namespace {

std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else
      out += c;
  }
  return out;
}

std::string number(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f", v);
  return b;
}

// A round step for about five ticks over `span`: 1, 2 or 5 times a power of ten.
double tick_step(double span) {
  if (span <= 0) return 1;
  const double raw = span / 5, power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * power) return m * power;
  return 10 * power;
}

std::string label_of(double v) {
  char b[32];
  if (std::fabs(v - std::round(v)) < 1e-9)
    std::snprintf(b, sizeof b, "%.0f", v);
  else
    std::snprintf(b, sizeof b, "%g", v);
  return b;
}

std::string chart(const Chart& c, int top, int width, int height) {
  const int left = 64, right = 200, upper = 30, lower = 40;
  const double plot_w = width - left - right, plot_h = height - upper - lower;
  size_t points = 0;
  double lo = c.y_min, hi = c.y_max;
  bool from_data = lo == 0 && hi == 0;
  bool first = true;
  for (const auto& s : c.series) {
    points = std::max(points, s.y.size());
    if (from_data)
      for (double v : s.y) {
        lo = first ? v : std::min(lo, v), hi = first ? v : std::max(hi, v);
        first = false;
      }
  }
  if (hi <= lo) hi = lo + 1;
  const double step = tick_step(hi - lo);
  lo = std::floor(lo / step) * step, hi = std::ceil(hi / step) * step;
  // x runs from x_first to the last point's (two points at least, so that the scale has a width).
  const double x0 = c.x_first, x_max = x0 + std::max<double>(1, static_cast<double>(points) - 1);
  auto px = [&](double x) { return left + (x - x0) / (x_max - x0) * plot_w; };
  auto py = [&](double y) { return top + upper + (hi - y) / (hi - lo) * plot_h; };

  std::string out;
  out += "<text x=\"" + number(left) + "\" y=\"" + number(top + 18) + "\" font-size=\"14\" font-weight=\"bold\">" +
         escaped(c.title) + "</text>\n";
  // Axes, ticks and grid.
  out += "<line x1=\"" + number(left) + "\" y1=\"" + number(top + upper) + "\" x2=\"" + number(left) + "\" y2=\"" +
         number(top + upper + plot_h) + "\" stroke=\"black\"/>\n";
  out += "<line x1=\"" + number(left) + "\" y1=\"" + number(top + upper + plot_h) + "\" x2=\"" + number(left + plot_w) +
         "\" y2=\"" + number(top + upper + plot_h) + "\" stroke=\"black\"/>\n";
  for (double y = lo; y <= hi + step / 2; y += step) {
    out += "<line x1=\"" + number(left) + "\" y1=\"" + number(py(y)) + "\" x2=\"" + number(left + plot_w) + "\" y2=\"" +
           number(py(y)) + "\" stroke=\"#dddddd\"/>\n";
    out += "<text x=\"" + number(left - 6) + "\" y=\"" + number(py(y) + 4) +
           "\" font-size=\"11\" text-anchor=\"end\">" + label_of(y) + "</text>\n";
  }
  const double x_step = std::max(1.0, tick_step(x_max - x0));
  for (double x = x0; x <= x_max + 1e-9; x += x_step)
    out += "<text x=\"" + number(px(x)) + "\" y=\"" + number(top + upper + plot_h + 16) +
           "\" font-size=\"11\" text-anchor=\"middle\">" + label_of(x) + "</text>\n";
  out += "<text x=\"" + number(left + plot_w / 2) + "\" y=\"" + number(top + height - 6) +
         "\" font-size=\"12\" text-anchor=\"middle\">" + escaped(c.x_label) + "</text>\n";
  out += "<text x=\"14\" y=\"" + number(top + upper + plot_h / 2) +
         "\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 14 " + number(top + upper + plot_h / 2) +
         ")\">" + escaped(c.y_label) + "</text>\n";
  // The series, and the legend at the right.
  for (size_t i = 0; i < c.series.size(); ++i) {
    const Series& s = c.series[i];
    std::string path;
    for (size_t k = 0; k < s.y.size(); ++k)
      path += (k ? " L " : "M ") + number(px(x0 + static_cast<double>(k))) + " " + number(py(s.y[k]));
    if (!path.empty())
      out += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + s.colour + "\" stroke-width=\"2\"/>\n";
    const double ly = top + upper + 14.0 * static_cast<double>(i) + 6;
    out += "<line x1=\"" + number(left + plot_w + 10) + "\" y1=\"" + number(ly) + "\" x2=\"" +
           number(left + plot_w + 28) + "\" y2=\"" + number(ly) + "\" stroke=\"" + s.colour +
           "\" stroke-width=\"2\"/>\n";
    out += "<text x=\"" + number(left + plot_w + 32) + "\" y=\"" + number(ly + 4) + "\" font-size=\"11\">" +
           escaped(s.label) + "</text>\n";
  }
  return out;
}

}  // namespace

std::string svg(const std::vector<Chart>& charts, int width, int height) {
  const int total = height * static_cast<int>(std::max<size_t>(1, charts.size()));
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
      std::to_string(width) + "\" height=\"" + std::to_string(total) + "\" viewBox=\"0 0 " + std::to_string(width) +
      " " + std::to_string(total) +
      "\" font-family=\"DejaVu Sans, sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (size_t i = 0; i < charts.size(); ++i) out += chart(charts[i], height * static_cast<int>(i), width, height);
  return out + "</svg>\n";
}

}  // namespace veteran::plot
