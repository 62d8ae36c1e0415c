#include "veteran/problems/solve/proof_table.hpp"

#include <bit>
#include <new>

namespace veteran::problems {

ProofTable::ProofTable(size_t megabytes) {
  size_t n = std::bit_floor(std::max<size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Entry));
  entries_.reset(static_cast<Entry*>(std::calloc(n, sizeof(Entry))));
  if (!entries_) throw std::bad_alloc();
  mask_ = n - 1;
}

uint64_t ProofTable::pack(const Proof& p) {
  return uint64_t{p.fails_up_to} | uint64_t{p.succeeds_from} << 8 | uint64_t{p.best} << 16 |
         uint64_t{p.help_empty} << 32;
}

Proof ProofTable::unpack(uint64_t d) {
  Proof p;
  p.fails_up_to = static_cast<uint8_t>(d);
  p.succeeds_from = static_cast<uint8_t>(d >> 8);
  p.best = static_cast<uint16_t>(d >> 16);
  p.help_empty = static_cast<uint32_t>(d >> 32);
  return p;
}

void ProofTable::new_search() {
  uint64_t z = (++searches_) * 0x9E3779B97F4A7C15ull;  // splitmix64 of the count
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  salt_ = z ^ (z >> 31);
}

bool ProofTable::probe(uint64_t key, Proof& out) const {
  key ^= salt_;
  Entry& e = entries_[key & mask_];
  uint64_t data = std::atomic_ref(e.data).load(std::memory_order_relaxed);
  if ((std::atomic_ref(e.check).load(std::memory_order_relaxed) ^ data) != key) return false;
  out = unpack(data);
  return true;
}

void ProofTable::store(uint64_t key, const Proof& p) {
  key ^= salt_;
  Entry& e = entries_[key & mask_];
  uint64_t data = pack(p);
  std::atomic_ref(e.data).store(data, std::memory_order_relaxed);
  std::atomic_ref(e.check).store(key ^ data, std::memory_order_relaxed);
}

void ProofTable::clear() {
  for (uint64_t i = 0; i <= mask_; ++i) {
    std::atomic_ref(entries_[i].check).store(0, std::memory_order_relaxed);
    std::atomic_ref(entries_[i].data).store(0, std::memory_order_relaxed);
  }
}

}  // namespace veteran::problems
