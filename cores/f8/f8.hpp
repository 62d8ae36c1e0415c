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

#include "cores/common/dispatch.hpp"
#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/common/timeslice.hpp"

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
  void set_irq(bool asserted) {
    irq_line_ = asserted;
    if (asserted) this->attention();
  }

  // Save states (cores/common/state_archive.hpp): between instructions.
  template <class Archive>
  void serialize(Archive& a) {
    a("pc0", r.pc0), a("pc1", r.pc1), a("dc0", r.dc0), a("dc1", r.dc1), a("a", r.a), a("w", r.w);
    a(
        "is", r.is, [](uint8_t v) { return v < 64; }, "ISAR is 0 to 63");
    a("scratchpad", r.r);
    a("cycles", cycles, state::within_cycles, state::kCyclesWhy), a("irq_vector", irq_vector), a("irq_line", irq_line_),
        a("privileged", privileged_);
    if constexpr (Archive::kLoading) this->attention();
  }

  // Runs one instruction, or the interrupt acknowledge sequence.
  void step() {
    if (irq_line_ && (r.w & ICB) && !privileged_) {
      acknowledge();
      return;
    }
    Exec x(*this);
    x.privileged = false;
    x.execute(x.fetch());
    x.write_back();
  }

  // Runs whole instructions to `target`; step()'s interrupt check only while
  // the line is held (set_irq() and stop() end Exec's run).
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (irq_line_) {
        step();
        continue;
      }
      this->limit_ = this->target_;
      Exec x(*this);
      x.run();
    }
  }

  static constexpr unsigned kShort = 4, kLong = 6;

 private:
  Bus& bus_;
  bool irq_line_ = false;
  bool privileged_ = false;  // the last instruction blocks interrupt acknowledge for one more

  void acknowledge() {
    cycles += kShort + kLong + kLong;
    r.pc1 = r.pc0;
    r.pc0 = irq_vector;
    r.w &= ~ICB;
  }

  struct Exec;
};

// The registers while instructions run: copies in locals whose helpers all
// inline, so that they stay in host registers for a whole run (as members
// they would be stored and reloaded around every emulated memory write, a
// byte store that may alias any member). The scratchpad stays in the CPU.
// `cycles` is written before each bus call, so a device sees the time of the
// access; IN and OUT write every register back first.
template <class Bus>
struct Cpu<Bus>::Exec {
  Cpu& cpu;
  Bus& bus;
  uint8_t* sp;                  // the scratchpad
  unsigned pc0, pc1, dc0, dc1;  // 16-bit values held as words (see the 8080's Exec)
  unsigned a, w, is;
  bool privileged;
  uint64_t cyc;

  VETERAN_ALWAYS_INLINE explicit Exec(Cpu& k)
      : cpu(k), bus(k.bus_), sp(k.r.r.data()), pc0(k.r.pc0), pc1(k.r.pc1), dc0(k.r.dc0), dc1(k.r.dc1), a(k.r.a),
        w(k.r.w), is(k.r.is), privileged(k.privileged_), cyc(k.cycles) {}
  VETERAN_ALWAYS_INLINE void write_back() {
    cpu.r.pc0 = static_cast<uint16_t>(pc0);
    cpu.r.pc1 = static_cast<uint16_t>(pc1);
    cpu.r.dc0 = static_cast<uint16_t>(dc0);
    cpu.r.dc1 = static_cast<uint16_t>(dc1);
    cpu.r.a = static_cast<uint8_t>(a);
    cpu.r.w = static_cast<uint8_t>(w);
    cpu.r.is = static_cast<uint8_t>(is);
    cpu.privileged_ = privileged;
    cpu.cycles = cyc;
  }
  // Instructions until the slice's limit (the target, or 0 after stop() or
  // an interrupt request).
  VETERAN_ALWAYS_INLINE void run() {
    do {
      privileged = false;
      execute(fetch());
    } while (cyc < cpu.limit_);
    write_back();
  }

  VETERAN_ALWAYS_INLINE uint8_t rd(unsigned ad) {
    cpu.cycles = cyc;
    return bus.read(static_cast<uint16_t>(ad));
  }
  VETERAN_ALWAYS_INLINE uint8_t in(unsigned port) {
    write_back();
    return bus.in(static_cast<uint8_t>(port));
  }
  VETERAN_ALWAYS_INLINE void out(unsigned port, unsigned v) {
    write_back();
    bus.out(static_cast<uint8_t>(port), static_cast<uint8_t>(v));
  }

  // The opcode fetch overlaps the previous instruction's last cycle; counting
  // it here as the instruction's first cycle gives the same totals.
  VETERAN_ALWAYS_INLINE uint8_t fetch() {
    cyc += kShort;
    uint8_t v = rd(pc0);
    pc0 = (pc0 + 1) & 0xFFFF;
    return v;
  }
  VETERAN_ALWAYS_INLINE uint8_t imm(unsigned cycle = kLong) {
    cyc += cycle;
    uint8_t v = rd(pc0);
    pc0 = (pc0 + 1) & 0xFFFF;
    return v;
  }
  VETERAN_ALWAYS_INLINE uint8_t load() {
    cyc += kLong;
    uint8_t v = rd(dc0);
    dc0 = (dc0 + 1) & 0xFFFF;
    return v;
  }
  VETERAN_ALWAYS_INLINE void store(unsigned v) {
    cyc += kLong;
    cpu.cycles = cyc;
    bus.write(static_cast<uint16_t>(dc0), static_cast<uint8_t>(v));
    dc0 = (dc0 + 1) & 0xFFFF;
  }

  // ---- ISAR addressing: 0-11 name a register; 12 is (IS), 13 is (IS) then IS
  // incremented in its low octal digit, 14 the same decremented.
  VETERAN_ALWAYS_INLINE uint8_t& isar_reg(int n) {
    if (n < 12) return sp[n];
    uint8_t& reg = sp[is];
    if (n == 13) is = (is & 0x38) | ((is + 1) & 7);
    if (n == 14) is = (is & 0x38) | ((is - 1) & 7);
    return reg;
  }
  VETERAN_ALWAYS_INLINE static uint8_t byte(unsigned v) { return static_cast<uint8_t>(v); }
  VETERAN_ALWAYS_INLINE unsigned pair(int hi_reg) const {
    return static_cast<unsigned>(sp[hi_reg] << 8 | sp[hi_reg + 1]);
  }
  VETERAN_ALWAYS_INLINE void set_pair(int hi_reg, unsigned v) {
    sp[hi_reg] = static_cast<uint8_t>(v >> 8);
    sp[hi_reg + 1] = static_cast<uint8_t>(v);
  }

  // ---- flags: S is set for a positive result (bit 7 clear), O is the carry
  // into bit 7 differing from the carry out.
  VETERAN_ALWAYS_INLINE void flags_sz(unsigned v) {
    w &= ~unsigned{O | Z | C | S};
    if (v == 0)
      w |= Z | S;
    else if (v < 0x80)
      w |= S;
  }
  VETERAN_ALWAYS_INLINE uint8_t add(unsigned x, unsigned y, unsigned carry_in = 0) {
    unsigned sum = x + y + carry_in;
    w &= ~unsigned{O | Z | C | S};
    bool carry = sum > 0xFF;
    bool carry7 = (x & 0x7F) + (y & 0x7F) + carry_in > 0x7F;
    if (carry) w |= C;
    if (carry7 != carry) w |= O;
    uint8_t res = static_cast<uint8_t>(sum);
    if (res == 0)
      w |= Z | S;
    else if (res < 0x80)
      w |= S;
    return res;
  }
  // CM and CI: the flags of (operand - A), computed as operand + ~A + 1 in one
  // addition, so that the carry into bit 7 counts the +1 too.
  VETERAN_ALWAYS_INLINE void compare(unsigned v) { add(v, ~a & 0xFF, 1); }
  // AMD and ASD: binary add, flags from it, then the decimal correction.
  VETERAN_ALWAYS_INLINE uint8_t add_decimal(unsigned augend, unsigned addend) {
    bool carry = augend + addend > 0xFF;
    bool half = (augend & 0x0F) + (addend & 0x0F) > 0x0F;
    uint8_t t = add(augend, addend);
    if (!carry && !half)
      t = static_cast<uint8_t>(((t + 0xA0) & 0xF0) | ((t + 0x0A) & 0x0F));
    else if (!carry)
      t = static_cast<uint8_t>(((t + 0xA0) & 0xF0) | (t & 0x0F));
    else if (!half)
      t = static_cast<uint8_t>((t & 0xF0) | ((t + 0x0A) & 0x0F));
    return t;
  }

  VETERAN_ALWAYS_INLINE void branch(bool taken) {
    if (taken) {
      cyc += kLong;
      int8_t offset = static_cast<int8_t>(rd(pc0));
      pc0 = (pc0 + static_cast<unsigned>(offset)) & 0xFFFF;
    } else {
      cyc += kShort;
      pc0 = (pc0 + 1) & 0xFFFF;
    }
  }

  VETERAN_ALWAYS_INLINE void execute(uint8_t op);
  template <int op>
  VETERAN_ALWAYS_INLINE void execute_op();
};

}  // namespace veteran::f8

#include "cores/f8/f8_execute.hpp"
