// What the searches have proved about positions, shared by all threads: for a
// position (its Zobrist key, side to move included), the largest depth known
// to fail and the smallest known to succeed. Direct and selfmates are
// monotone in the depth (a goal within N is one within N+1), so one pair of
// numbers answers every later question; helpmates (exact length) keep a mask
// of the depths known to have no solution.
//
// Lock-free: an entry is two words, the key stored xor the data, so a torn
// write by another thread reads as a miss, never as a wrong answer.
//
// Two entries a bucket (half a cache line): the first keeps the deepest
// result of this search, the second takes the rest, so the few proofs that
// cost millions of moves are not pushed out by the many near the horizon.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace veteran::problems {

struct Proof {
  uint8_t fails_up_to = 0;      // depths 1..fails_up_to fail (0: none known)
  uint8_t succeeds_from = 255;  // depths >= succeeds_from succeed (255: none known)
  uint16_t best = 0;            // the move that succeeded (a Move's bits)
  uint32_t help_empty = 0;      // helpmates: bit d set when depth d (< kHelpDepths) has no solution
  static constexpr int kHelpDepths = 24;
};

class ProofTable {
 public:
  explicit ProofTable(size_t megabytes);
  ~ProofTable();
  ProofTable(const ProofTable&) = delete;
  ProofTable& operator=(const ProofTable&) = delete;
  bool probe(uint64_t key, Proof& out) const;
  // Starts fetching key's bucket into the cache, for a probe soon after.
  void prefetch(uint64_t key) const {
    __builtin_prefetch(&entries_[(key ^ salt_) & mask_.load(std::memory_order_relaxed) & ~uint64_t{1}]);
  }
  void store(uint64_t key, const Proof& p);
  void clear();
  // Forgets everything in O(1): later probes miss the entries of earlier
  // searches (each search salts its keys), so one table serves many problems.
  void new_search();
  // From now on the pages the table first touches are 2 MB ones where the
  // system gives them. For searches on several threads (solve() asks): with
  // 4 KB pages their first touches fault one at a time and nearly every probe
  // misses the TLB, which cost the longer problems a sixth of their speed on
  // two threads (median ratio 1.66 against 1.95). Not for one thread: a 2 MB
  // page is zeroed whole when first touched, which made a 0.5 ms problem take
  // 3 to 150 ms.
  void use_huge_pages();

 private:
  // Plain words read and written through std::atomic_ref, so that the table
  // can be fresh anonymous memory: the system hands out zero pages untouched,
  // and a small problem does not pay for zeroing 64 MB it never reads.
  struct Entry {
    uint64_t check, data;
  };
  Entry* entries_ = nullptr;
  void* map_ = nullptr;
  size_t map_bytes_ = 0, bytes_ = 0;
  bool huge_ = false;
  static constexpr size_t kHugePage = size_t{2} << 20;
  // The part of the table in use, grown as it fills (grow()): a search's
  // first touches of fresh pages fault one 4 KB page at a time, and spread
  // over all 64 MB the 41,000 stores of a helpmate in two touched nearly
  // every page: 30 ms of its 32. Starting with 256 KB and growing fourfold
  // as it fills, the pages touched follow the work done. It grows when as
  // many entries are taken as it holds (some stores then take an entry
  // another had). Grown at half as many, Arnold 2009's h#5 touched 2,480
  // pages, now 950: the process 44.3 -> 42.1 ms (1.5 % more positions);
  // hard.epd's directmates and selfmates no slower (the longest, 20 and
  // 50 s, alike within a run's noise).
  std::atomic<uint64_t> mask_{0};
  uint64_t full_mask_ = 0;
  std::atomic<uint64_t> taken_{0};  // entries newly taken since the start, counted one in 32
  std::atomic<bool> growing_{false};
  static constexpr uint64_t kFirstEntries = (size_t{256} << 10) / 16;
  void grow(uint64_t mask);
  void place(uint64_t salted_key, uint64_t data, uint64_t mask);
  uint64_t salt_ = 0, searches_ = 0;
  uint64_t pack(const Proof& p) const;
  static Proof unpack(uint64_t d);
  // How much an entry's data is worth keeping: its deepest result, or -1 when
  // it is left from an earlier search.
  int worth(uint64_t data) const;
};

}  // namespace veteran::problems
