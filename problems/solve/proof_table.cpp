#include "problems/solve/proof_table.hpp"

#include <algorithm>
#include <bit>
#include <new>

#include <sys/mman.h>

namespace veteran::problems {

ProofTable::ProofTable(size_t megabytes) {
  size_t n = std::bit_floor(std::max<size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Entry));
  bytes_ = n * sizeof(Entry);
  // Fresh anonymous pages: zero, and untouched until used, so that a small
  // problem does not pay for the table it never reads. Aligned to 2 MB for
  // use_huge_pages().
  void* p = mmap(nullptr, bytes_ + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  auto base = reinterpret_cast<uintptr_t>(p), aligned = (base + kHugePage - 1) & ~(kHugePage - 1);
  map_ = p;
  map_bytes_ = bytes_ + kHugePage;
  entries_ = reinterpret_cast<Entry*>(aligned);
  full_mask_ = n - 1;
  mask_ = std::min<uint64_t>(n, kFirstEntries) - 1;
}

ProofTable::~ProofTable() { munmap(map_, map_bytes_); }

void ProofTable::use_huge_pages() {
  if (huge_) return;
  huge_ = true;
  madvise(entries_, bytes_, MADV_HUGEPAGE);  // a hint: where the system has none, nothing changes
}

// Bits 0-7 fails_up_to, 8-15 succeeds_from, 16-31 best, 32-55 help_empty,
// 56-63 the search's generation (for worth()).
uint64_t ProofTable::pack(const Proof& p) const {
  return uint64_t{p.fails_up_to} | uint64_t{p.succeeds_from} << 8 | uint64_t{p.best} << 16 |
         uint64_t{p.help_empty & ((1u << Proof::kHelpDepths) - 1)} << 32 | (searches_ & 0xFF) << 56;
}

int ProofTable::worth(uint64_t data) const {
  if ((data >> 56) != (searches_ & 0xFF)) return -1;
  Proof p = unpack(data);
  int d = std::max<int>(p.fails_up_to, p.succeeds_from == 255 ? 0 : p.succeeds_from);
  return std::max(d, static_cast<int>(std::bit_width(p.help_empty)));
}

Proof ProofTable::unpack(uint64_t d) {
  Proof p;
  p.fails_up_to = static_cast<uint8_t>(d);
  p.succeeds_from = static_cast<uint8_t>(d >> 8);
  p.best = static_cast<uint16_t>(d >> 16);
  p.help_empty = static_cast<uint32_t>(d >> 32) & ((1u << Proof::kHelpDepths) - 1);
  return p;
}

void ProofTable::new_search() {
  uint64_t z = (++searches_) * 0x9E3779B97F4A7C15ull;  // splitmix64 of the count
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  salt_ = z ^ (z >> 31);
}

namespace {
struct Read {
  uint64_t check, data;
};
template <class E>
Read read(E& e) {
  uint64_t data = std::atomic_ref(e.data).load(std::memory_order_relaxed);
  return {std::atomic_ref(e.check).load(std::memory_order_relaxed) ^ data, data};
}
template <class E>
void write(E& e, uint64_t key, uint64_t data) {
  std::atomic_ref(e.data).store(data, std::memory_order_relaxed);
  std::atomic_ref(e.check).store(key ^ data, std::memory_order_relaxed);
}
}  // namespace

bool ProofTable::probe(uint64_t key, Proof& out) const {
  key ^= salt_;
  Entry* bucket = &entries_[key & mask_.load(std::memory_order_relaxed) & ~uint64_t{1}];
  for (int i = 0; i < 2; ++i) {
    Read r = read(bucket[i]);
    if (r.check == key) {
      out = unpack(r.data);
      return true;
    }
  }
  return false;
}

void ProofTable::store(uint64_t key, const Proof& p) {
  const uint64_t mask = mask_.load(std::memory_order_relaxed);
  place(key ^ salt_, pack(p), mask);
  // One store in 32 (by the key's bits, so threads do not share a count of
  // every store) counts as 32 entries taken; as many taken as the part in
  // use holds, it grows.
  if (mask != full_mask_ && ((key >> 40) & 31) == 0 && taken_.fetch_add(32, std::memory_order_relaxed) + 32 > mask + 1)
    grow(mask);
}

// A torn or stale mask is harmless: an entry written at another place is a
// miss (each entry checks its own key), never a wrong answer.
void ProofTable::grow(uint64_t mask) {
  if (growing_.exchange(true, std::memory_order_acquire)) return;  // another thread is at it
  if (mask_.load(std::memory_order_relaxed) == mask) {
    const uint64_t bigger = std::min(full_mask_, (mask + 1) * 4 - 1);
    // What this search proved so far moves with the table: each entry of
    // the part in use to its bucket in the larger part.
    for (uint64_t i = 0; i <= mask; ++i) {
      Read r = read(entries_[i]);
      if (worth(r.data) >= 0 && ((r.check & bigger & ~uint64_t{1}) != (i & ~uint64_t{1})))
        place(r.check, r.data, bigger);
    }
    mask_.store(bigger, std::memory_order_relaxed);
  }
  growing_.store(false, std::memory_order_release);
}

void ProofTable::place(uint64_t key, uint64_t data, uint64_t mask) {
  Entry* bucket = &entries_[key & mask & ~uint64_t{1}];
  Read first = read(bucket[0]);
  if (first.check == key) return write(bucket[0], key, data);
  if (read(bucket[1]).check != key && worth(data) >= worth(first.data)) {
    write(bucket[0], key, data);  // the deeper result keeps the first place; the one it displaces the second
    return write(bucket[1], first.check, first.data);
  }
  write(bucket[1], key, data);
}

void ProofTable::clear() {
  for (uint64_t i = 0, mask = mask_.load(std::memory_order_relaxed); i <= mask; ++i) {
    std::atomic_ref(entries_[i].check).store(0, std::memory_order_relaxed);
    std::atomic_ref(entries_[i].data).store(0, std::memory_order_relaxed);
  }
}

}  // namespace veteran::problems
