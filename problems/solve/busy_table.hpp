// The positions the threads of one solve are searching right now, so that
// they keep out of each other's way: a thread puts a move whose position
// another thread is in off to the end of its list, and by the time it comes
// back the answer is usually in the proof table (ABDADA: J.-C. Weill, "The
// ABDADA distributed minimax search algorithm", ICCA Journal 19(1), 1996).
// A hint, never an answer: a lost or stale mark costs time, not correctness.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

namespace veteran::problems {

class BusyTable {
 public:
  bool busy(uint64_t key) const { return slot(key).load(std::memory_order_relaxed) == key; }

  // Marks key as searched for as long as the Mark lives (when its slot is free).
  class Mark {
   public:
    Mark() = default;
    Mark(std::atomic<uint64_t>* slot, uint64_t key) : slot_(slot), key_(key) {}
    Mark(const Mark&) = delete;
    Mark& operator=(const Mark&) = delete;
    ~Mark() {
      if (!slot_) return;
      uint64_t key = key_;
      slot_->compare_exchange_strong(key, 0, std::memory_order_relaxed);
    }

   private:
    std::atomic<uint64_t>* slot_ = nullptr;
    uint64_t key_ = 0;
  };
  [[nodiscard]] Mark enter(uint64_t key) {
    auto& s = slot(key);
    uint64_t free = 0;
    if (!s.compare_exchange_strong(free, key, std::memory_order_relaxed)) return {};
    return {&s, key};
  }

 private:
  static constexpr size_t kSlots = size_t{1} << 14;
  std::array<std::atomic<uint64_t>, kSlots> slots_{};
  std::atomic<uint64_t>& slot(uint64_t key) { return slots_[key & (kSlots - 1)]; }
  const std::atomic<uint64_t>& slot(uint64_t key) const { return slots_[key & (kSlots - 1)]; }
};

}  // namespace veteran::problems
