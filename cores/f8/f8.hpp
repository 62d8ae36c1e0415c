// Fairchild F8 (3850) core: 64-byte scratchpad with ISAR, accumulator, W status,
// and the program and data counters PC0, PC1, DC0, DC1 that the F8 keeps in
// its memory interface chips (3851 PSU, 3853 SMI). Cycle counts are in clock
// periods: a short machine cycle is 4, a long one 6.
//
// The core is a template on its bus:
//   uint8_t Bus::read(uint16_t address);
//   void    Bus::write(uint16_t address, uint8_t value);
//   uint8_t Bus::in(uint8_t port);
//   void    Bus::out(uint8_t port, uint8_t value);
// Ports 0 and 1 are the 3850's own; 4 and up belong to the PSUs and the SMI.
#pragma once

#include <array>
#include <cstdint>

#include "veteran/cores/common/timeslice.hpp"

namespace veteran::f8 {

// W, the status register.
enum Flag : uint8_t { S = 0x01, C = 0x02, Z = 0x04, O = 0x08, ICB = 0x10 };

// Scratchpad registers with names.
enum Reg : uint8_t { J = 9, HU = 10, HL = 11, KU = 12, KL = 13, QU = 14, QL = 15 };

struct State {
  uint16_t pc0 = 0, pc1 = 0, dc0 = 0, dc1 = 0;
  uint8_t a = 0, w = 0, is = 0;
  std::array<uint8_t, 64> r{};
  bool operator==(const State&) const = default;
};

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  explicit Cpu(Bus& bus) : bus_(bus) {}

  State r;
  uint64_t cycles = 0;
  uint16_t irq_vector = 0;  // supplied by the interrupting 3853 or 3851

  // RESET: PC1 takes PC0, PC0 is cleared (the 3851/3853 see the same ROMC).
  void reset() {
    r.pc1 = r.pc0;
    r.pc0 = 0;
    r.w &= ~ICB;
    cycles += kLong;
  }
  void set_irq(bool asserted) { irq_line_ = asserted; }

  // Runs one instruction, or the interrupt acknowledge sequence.
  void step() {
    if (irq_line_ && (r.w & ICB) && !privileged_) {
      acknowledge();
      return;
    }
    privileged_ = false;
    execute(fetch());
  }

  static constexpr unsigned kShort = 4, kLong = 6;

 private:
  Bus& bus_;
  bool irq_line_ = false;
  bool privileged_ = false;  // the last instruction blocks interrupt acknowledge for one more

  // The opcode fetch overlaps the previous instruction's last cycle; counting
  // it here as the instruction's first cycle gives the same totals.
  uint8_t fetch() {
    cycles += kShort;
    return bus_.read(r.pc0++);
  }
  uint8_t imm(unsigned cycle = kLong) {
    cycles += cycle;
    return bus_.read(r.pc0++);
  }
  uint16_t imm16() {
    uint16_t hi = imm();
    return static_cast<uint16_t>(hi << 8 | imm());
  }
  uint8_t load() {
    cycles += kLong;
    return bus_.read(r.dc0++);
  }
  void store(uint8_t v) {
    cycles += kLong;
    bus_.write(r.dc0++, v);
  }

  // ---- ISAR addressing: 0-11 name a register; 12 is (IS), 13 is (IS) then IS
  // incremented in its low octal digit, 14 the same decremented.
  uint8_t& isar_reg(int n) {
    if (n < 12) return r.r[n];
    uint8_t& reg = r.r[r.is];
    if (n == 13) r.is = static_cast<uint8_t>((r.is & 0x38) | ((r.is + 1) & 7));
    if (n == 14) r.is = static_cast<uint8_t>((r.is & 0x38) | ((r.is - 1) & 7));
    return reg;
  }

  // ---- flags: S is set for a positive result (bit 7 clear), O is the carry
  // into bit 7 differing from the carry out.
  void flags_sz(uint8_t v) {
    r.w &= static_cast<uint8_t>(~(O | Z | C | S));
    if (v == 0) r.w |= Z | S;
    else if (v < 0x80) r.w |= S;
  }
  uint8_t add(unsigned a, unsigned b, unsigned carry_in = 0) {
    unsigned sum = a + b + carry_in;
    r.w &= static_cast<uint8_t>(~(O | Z | C | S));
    bool carry = sum > 0xFF;
    bool carry7 = (a & 0x7F) + (b & 0x7F) + carry_in > 0x7F;
    if (carry) r.w |= C;
    if (carry7 != carry) r.w |= O;
    uint8_t res = static_cast<uint8_t>(sum);
    if (res == 0) r.w |= Z | S;
    else if (res < 0x80) r.w |= S;
    return res;
  }
  // CM and CI: the flags of (operand - A), computed as operand + ~A + 1 in one
  // addition, so that the carry into bit 7 counts the +1 too.
  void compare(uint8_t v) { add(v, static_cast<uint8_t>(~r.a), 1); }
  // AMD and ASD: binary add, flags from it, then the decimal correction.
  uint8_t add_decimal(uint8_t augend, uint8_t addend) {
    bool carry = augend + addend > 0xFF;
    bool half = (augend & 0x0F) + (addend & 0x0F) > 0x0F;
    uint8_t t = add(augend, addend);
    if (!carry && !half) t = static_cast<uint8_t>(((t + 0xA0) & 0xF0) | ((t + 0x0A) & 0x0F));
    else if (!carry) t = static_cast<uint8_t>(((t + 0xA0) & 0xF0) | (t & 0x0F));
    else if (!half) t = static_cast<uint8_t>((t & 0xF0) | ((t + 0x0A) & 0x0F));
    return t;
  }

  void branch(bool taken) {
    if (taken) {
      cycles += kLong;
      int8_t offset = static_cast<int8_t>(bus_.read(r.pc0));
      r.pc0 = static_cast<uint16_t>(r.pc0 + offset);
    } else {
      cycles += kShort;
      ++r.pc0;
    }
  }

  void acknowledge() {
    cycles += kShort + kLong + kLong;
    r.pc1 = r.pc0;
    r.pc0 = irq_vector;
    r.w &= ~ICB;
  }

  void execute(uint8_t op);
};

}  // namespace veteran::f8

#include "veteran/cores/f8/f8_execute.hpp"
