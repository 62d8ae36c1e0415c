// What a view shows, folded into one number (FNV-1a): the window draws a
// new frame only when the number changes, an event arrives or a script runs,
// so an idle or slowly changing view costs little (gui_app.cpp).
#pragma once

#include <cstdint>
#include <string_view>

namespace veteran::gui {

class Stamp {
 public:
  Stamp& operator<<(uint64_t v) {
    for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(v >> (8 * i)));
    return *this;
  }
  Stamp& operator<<(std::string_view s) {
    for (char c : s) byte(static_cast<uint8_t>(c));
    return *this << s.size();
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 1469598103934665603ULL;
  void byte(uint8_t b) { h_ = (h_ ^ b) * 1099511628211ULL; }
};

}  // namespace veteran::gui
