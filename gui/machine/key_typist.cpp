#include "gui/machine/key_typist.hpp"

namespace veteran::gui {

void KeyTypist::type(const std::vector<std::vector<std::string>>& chords) {
  queue_.insert(queue_.end(), chords.begin(), chords.end());
}

void KeyTypist::key_down(emu::Machine& m, const std::string& key) {
  releases_.erase(key);
  pressed_at_[key] = m.seconds();
  m.set_key(key, true);
}

void KeyTypist::key_up(emu::Machine& m, const std::string& key) {
  auto it = pressed_at_.find(key);
  const double since = it == pressed_at_.end() ? -1e9 : it->second;
  if (it != pressed_at_.end()) pressed_at_.erase(it);
  if (m.seconds() - since >= hold_) {
    m.set_key(key, false);
  } else {
    releases_[key] = since + hold_;  // a tap: let go once the scan can have seen it
  }
}

void KeyTypist::advance(emu::Machine& m) {
  const double now = m.seconds();
  for (auto it = releases_.begin(); it != releases_.end();) {
    if (now >= it->second) {
      m.set_key(it->first, false);
      it = releases_.erase(it);
    } else {
      ++it;
    }
  }
  if (!held_.empty()) {
    if (now < held_until_) return;
    for (auto k = held_.rbegin(); k != held_.rend(); ++k) m.set_key(*k, false);  // the key, then its shift
    held_.clear();
    gap_until_ = now + hold_;
  }
  if (gap_until_ > 0) {
    if (now < gap_until_) return;
    gap_until_ = 0;
  }
  if (queue_.empty()) return;
  held_ = queue_.front();
  queue_.pop_front();
  for (const auto& k : held_) m.set_key(k, true);  // the shift first
  held_until_ = now + hold_;
}

}  // namespace veteran::gui
