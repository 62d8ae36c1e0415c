// What the searches have proved about positions, shared by all threads: for a
// position (its Zobrist key, side to move included), the largest depth known
// to fail and the smallest known to succeed. Direct and selfmates are
// monotone in the depth (a goal within N is one within N+1), so one pair of
// numbers answers every later question; helpmates (exact length) keep a mask
// of the depths known to have no solution.
//
// Lock-free: an entry is two words, the key stored xor the data, so a torn
// write by another thread reads as a miss, never as a wrong answer.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace veteran::problems {

struct Proof {
  uint8_t fails_up_to = 0;      // depths 1..fails_up_to fail (0: none known)
  uint8_t succeeds_from = 255;  // depths >= succeeds_from succeed (255: none known)
  uint16_t best = 0;            // the move that succeeded (a Move's bits)
  uint32_t help_empty = 0;      // helpmates: bit d set when depth d has no solution
};

class ProofTable {
 public:
  explicit ProofTable(size_t megabytes);
  bool probe(uint64_t key, Proof& out) const;
  void store(uint64_t key, const Proof& p);
  void clear();
  // Forgets everything in O(1): later probes miss the entries of earlier
  // searches (each search salts its keys), so one table serves many problems.
  void new_search();

 private:
  // Plain words read and written through std::atomic_ref, so that the table
  // can come from calloc: the system hands out zero pages untouched, and a
  // small problem does not pay for zeroing 64 MB it never reads.
  struct Entry {
    uint64_t check, data;
  };
  struct Free {
    void operator()(Entry* e) const { std::free(e); }
  };
  std::unique_ptr<Entry[], Free> entries_;
  uint64_t mask_ = 0;
  uint64_t salt_ = 0, searches_ = 0;
  static uint64_t pack(const Proof& p);
  static Proof unpack(uint64_t d);
};

}  // namespace veteran::problems
