// Zilog Z80 (NMOS) core: instruction-stepped, with every memory and I/O access
// issued at its real T-state, undocumented opcodes and flags (bits 3 and 5,
// MEMPTR/WZ, Q), the R register, IM 0/1/2, NMI and HALT.
//
// The core is a template on its bus:
//   uint8_t Bus::read(uint16_t address);           memory read, opcode fetch included
//   void    Bus::write(uint16_t address, uint8_t);
//   uint8_t Bus::in(uint16_t port);
//   void    Bus::out(uint16_t port, uint8_t);
// While a bus call runs, `cycles` holds the T-state at which its machine cycle
// began; memory is strobed one T-state later, I/O two T-states later.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "cores/common/dispatch.hpp"
#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/common/timeslice.hpp"

namespace veteran::z80 {

enum Flag : uint8_t {
  CF = 0x01,
  NF = 0x02,
  PF = 0x04,
  XF = 0x08,
  HF = 0x10,
  YF = 0x20,
  ZF = 0x40,
  SF = 0x80,
};

struct State {
  uint16_t pc = 0, sp = 0xFFFF, ix = 0xFFFF, iy = 0xFFFF, wz = 0;
  uint8_t a = 0xFF, f = 0xFF, b = 0, c = 0, d = 0, e = 0, h = 0, l = 0;
  uint16_t af_ = 0xFFFF, bc_ = 0, de_ = 0, hl_ = 0;
  uint8_t i = 0, r = 0, im = 0;
  bool iff1 = false, iff2 = false;
  uint8_t q = 0;    // F as set by the last instruction, 0 if it set no flags
  bool ei = false;  // the last instruction was EI: no interrupt before the next one
  bool p = false;   // the last instruction was LD A,I or LD A,R
  bool halted = false;
  bool operator==(const State&) const = default;
};

namespace detail {
// Sign, zero and bits 3/5 of a result; and the same with parity.
constexpr std::array<uint8_t, 256> make_sz(bool with_parity) {
  std::array<uint8_t, 256> t{};
  for (int v = 0; v < 256; ++v) {
    uint8_t f = static_cast<uint8_t>((v & (SF | YF | XF)) | (v ? 0 : ZF));
    if (with_parity) {
      int bits = 0;
      for (int b = 0; b < 8; ++b) bits += (v >> b) & 1;
      if (!(bits & 1)) f |= PF;
    }
    t[v] = f;
  }
  return t;
}
inline constexpr auto kSZ = make_sz(false);
inline constexpr auto kSZP = make_sz(true);
}  // namespace detail

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  explicit Cpu(Bus& bus) : bus_(bus) {}

  // The registers. Any of them may be written directly, except halted, ei and
  // p, which the core also tracks in a flag of its own: set those through
  // set_state().
  State r;
  uint64_t cycles = 0;
  uint8_t irq_data = 0xFF;  // byte the interrupting device puts on the bus (IM 0, IM 2)

  void set_state(const State& s) {
    r = s;
    update_attention();
  }

  void reset() {
    r.pc = 0;
    r.i = r.r = r.im = 0;
    r.iff1 = r.iff2 = false;
    r.halted = r.ei = r.p = false;
    r.wz = 0;
    nmi_pending_ = false;
    pending_prefix_ = HL;
    update_attention();
    cycles += 3;
  }

  void nmi() {
    nmi_pending_ = true;
    update_attention();
  }
  void set_irq(bool asserted) {
    irq_line_ = asserted;
    update_attention();
  }

  // Save states (cores/common/state_archive.hpp): between instructions.
  template <class Archive>
  void serialize(Archive& a) {
    a("pc", r.pc), a("sp", r.sp), a("ix", r.ix), a("iy", r.iy), a("wz", r.wz);
    a("a", r.a), a("f", r.f), a("b", r.b), a("c", r.c), a("d", r.d), a("e", r.e), a("h", r.h), a("l", r.l);
    a("af'", r.af_), a("bc'", r.bc_), a("de'", r.de_), a("hl'", r.hl_);
    a("i", r.i), a("r", r.r),
        a(
            "im", r.im, [](uint8_t m) { return m <= 2; }, "interrupt mode 0, 1 or 2"),
        a("iff1", r.iff1), a("iff2", r.iff2);
    a("q", r.q), a("ei", r.ei), a("p", r.p), a("halted", r.halted), a("last_q", last_q_);
    a("cycles", cycles, state::within_cycles, state::kCyclesWhy), a("irq_data", irq_data),
        a("nmi_pending", nmi_pending_), a("irq_line", irq_line_);
    a(
        "pending_prefix", pending_prefix_, [](Index i) { return i <= IY; }, "0 (none), 1 (DD) or 2 (FD)");
    if constexpr (Archive::kLoading) update_attention();
  }

  // Runs one instruction (with its prefix), or one interrupt acknowledge.
  void step() {
    if (attention_ && attend()) return;
    last_q_ = r.q;
    r.q = 0;
    execute<false>(fetch());
  }

  // Runs whole instructions until at least `target` T-states have elapsed in
  // total, or until a device calls stop(), as every core's timeslice does;
  // interrupts, HALT, EI and prefix chains go through step(), the rest
  // through execute()'s run.
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (attention_) {
        step();
      } else {
        this->limit_ = this->target_;
        last_q_ = r.q;
        r.q = 0;
        execute<true>(fetch());
      }
    }
  }

 private:
  Bus& bus_;
  bool nmi_pending_ = false;
  bool irq_line_ = false;
  uint8_t last_q_ = 0;
  // Which register a DD or FD prefix puts in place of HL.
  enum Index : uint8_t { HL, IX, IY };
  Index index_ = HL;  // the prefix of the instruction being executed
  // A prefix followed by another prefix ends its step; the last one applies
  // to the next opcode, and no interrupt is accepted in between.
  Index pending_prefix_ = HL;
  // Set while an interrupt is requested or the CPU is halted: the one flag
  // the fast path tests.
  bool attention_ = false;
  // EI and LD A,I/R mark only the one instruction after them: they raise the
  // flag too, so that the fast path never has to clear ei and p.
  void update_attention() {
    attention_ = nmi_pending_ || irq_line_ || r.halted || pending_prefix_ != HL || r.ei || r.p;
    if (attention_) this->attention();  // and execute()'s run ends after this instruction
  }
  void need_attention() {
    attention_ = true;
    this->attention();
  }

  // The slow start of a step: interrupts and HALT. Returns true if it used the step.
  bool attend() {
    if (pending_prefix_ == HL) {
      if (nmi_pending_ && !r.ei) {
        nmi_pending_ = false;
        accept_nmi();
        update_attention();
        return true;
      }
      if (irq_line_ && r.iff1 && !r.ei) {
        accept_irq();
        update_attention();
        return true;
      }
    }
    if (r.halted) {  // a halted Z80 fetches and executes NOPs at the same PC
      last_q_ = r.q;
      r.q = 0;
      r.ei = r.p = false;
      update_attention();
      fetch_at(r.pc);
      return true;
    }
    last_q_ = r.q;
    r.q = 0;
    r.ei = r.p = false;
    Index prefix = pending_prefix_;
    pending_prefix_ = HL;
    update_attention();
    execute<false>(fetch(), prefix);  // also the opcode after a run of prefixes
    return true;
  }

  // ---- bus cycles
  VETERAN_ALWAYS_INLINE uint8_t fetch_at(uint16_t a) {  // M1: 4 T-states, then R counts the refresh
    uint8_t v = bus_.read(a);
    cycles += 4;
    r.r = static_cast<uint8_t>((r.r & 0x80) | ((r.r + 1) & 0x7F));
    return v;
  }
  VETERAN_ALWAYS_INLINE uint8_t fetch() { return fetch_at(r.pc++); }
  VETERAN_ALWAYS_INLINE uint8_t rd(uint16_t a) {
    uint8_t v = bus_.read(a);
    cycles += 3;
    return v;
  }
  VETERAN_ALWAYS_INLINE void wr(uint16_t a, uint8_t v) {
    bus_.write(a, v);
    cycles += 3;
  }
  VETERAN_ALWAYS_INLINE uint8_t in(uint16_t port) {
    uint8_t v = bus_.in(port);
    cycles += 4;
    return v;
  }
  VETERAN_ALWAYS_INLINE void out(uint16_t port, uint8_t v) {
    bus_.out(port, v);
    cycles += 4;
  }
  void idle(unsigned t) { cycles += t; }
  VETERAN_ALWAYS_INLINE uint8_t imm8() { return rd(r.pc++); }
  VETERAN_ALWAYS_INLINE uint16_t imm16() {
    uint16_t lo = imm8();
    return static_cast<uint16_t>(lo | imm8() << 8);
  }
  VETERAN_ALWAYS_INLINE uint16_t rd16(uint16_t a) {
    uint16_t lo = rd(a);
    return static_cast<uint16_t>(lo | rd(static_cast<uint16_t>(a + 1)) << 8);
  }
  VETERAN_ALWAYS_INLINE void wr16(uint16_t a, uint16_t v) {
    wr(a, static_cast<uint8_t>(v));
    wr(static_cast<uint16_t>(a + 1), static_cast<uint8_t>(v >> 8));
  }
  VETERAN_ALWAYS_INLINE void push(uint16_t v) {
    wr(--r.sp, static_cast<uint8_t>(v >> 8));
    wr(--r.sp, static_cast<uint8_t>(v));
  }
  VETERAN_ALWAYS_INLINE uint16_t pop() {
    uint16_t lo = rd(r.sp++);
    return static_cast<uint16_t>(lo | rd(r.sp++) << 8);
  }

  // ---- registers. Encoded operand r: 0 B, 1 C, 2 D, 3 E, 4 H, 5 L, 6 (HL), 7 A.
  // Under a DD/FD prefix, H and L name the halves of IX/IY.
  VETERAN_ALWAYS_INLINE uint8_t& reg8(int n) {
    switch (n) {
      case 0: return r.b;
      case 1: return r.c;
      case 2: return r.d;
      case 3: return r.e;
      case 4: return index_ == HL ? r.h : index_ == IX ? hi(r.ix) : hi(r.iy);
      case 5: return index_ == HL ? r.l : index_ == IX ? lo(r.ix) : lo(r.iy);
      default: return r.a;
    }
  }
  // Without the prefix substitution: LD H,(IX+d) loads H itself.
  uint8_t& plain_reg8(int n) {
    if (n == 4) return r.h;
    if (n == 5) return r.l;
    return reg8(n);
  }
  static_assert(std::endian::native == std::endian::little, "hi()/lo() assume a little-endian host");
  static uint8_t& hi(uint16_t& v) { return reinterpret_cast<uint8_t*>(&v)[1]; }
  static uint8_t& lo(uint16_t& v) { return reinterpret_cast<uint8_t*>(&v)[0]; }

  uint16_t bc() const { return static_cast<uint16_t>(r.b << 8 | r.c); }
  uint16_t de() const { return static_cast<uint16_t>(r.d << 8 | r.e); }
  uint16_t hl_plain() const { return static_cast<uint16_t>(r.h << 8 | r.l); }
  void set_bc(uint16_t v) {
    r.b = static_cast<uint8_t>(v >> 8);
    r.c = static_cast<uint8_t>(v);
  }
  void set_de(uint16_t v) {
    r.d = static_cast<uint8_t>(v >> 8);
    r.e = static_cast<uint8_t>(v);
  }
  void set_hl_plain(uint16_t v) {
    r.h = static_cast<uint8_t>(v >> 8);
    r.l = static_cast<uint8_t>(v);
  }
  // HL, IX or IY, as the prefix selects.
  VETERAN_ALWAYS_INLINE uint16_t hl() const { return index_ == HL ? hl_plain() : index_ == IX ? r.ix : r.iy; }
  VETERAN_ALWAYS_INLINE void set_hl(uint16_t v) {
    if (index_ == HL)
      set_hl_plain(v);
    else
      (index_ == IX ? r.ix : r.iy) = v;
  }
  // Encoded pair rp: 0 BC, 1 DE, 2 HL/IX/IY, 3 SP (or AF for PUSH and POP).
  VETERAN_ALWAYS_INLINE uint16_t pair(int n) const { return n == 0 ? bc() : n == 1 ? de() : n == 2 ? hl() : r.sp; }
  VETERAN_ALWAYS_INLINE void set_pair(int n, uint16_t v) {
    if (n == 0)
      set_bc(v);
    else if (n == 1)
      set_de(v);
    else if (n == 2)
      set_hl(v);
    else
      r.sp = v;
  }
  uint16_t pair_af(int n) const { return n == 3 ? static_cast<uint16_t>(r.a << 8 | r.f) : pair(n); }
  void set_pair_af(int n, uint16_t v) {
    if (n == 3) {
      r.a = static_cast<uint8_t>(v >> 8);
      r.f = static_cast<uint8_t>(v);
    } else {
      set_pair(n, v);
    }
  }

  void setf(uint8_t f) { r.f = r.q = f; }

  // The address of a (HL) operand: (HL), or (IX+d)/(IY+d) with the
  // displacement fetch and the 5 T-states of address arithmetic.
  VETERAN_ALWAYS_INLINE uint16_t operand_address() {
    if (index_ == HL) return hl_plain();
    int8_t d = static_cast<int8_t>(imm8());
    idle(5);
    return r.wz = static_cast<uint16_t>(hl() + d);
  }

  // ---- ALU
  VETERAN_ALWAYS_INLINE void alu(int op, uint8_t v) {
    switch (op) {
      case 0: add8(v, 0); break;
      case 1: add8(v, r.f & CF); break;
      case 2: sub8(v, 0, true); break;
      case 3: sub8(v, r.f & CF, true); break;
      case 4:
        r.a &= v;
        setf(detail::kSZP[r.a] | HF);
        break;
      case 5:
        r.a ^= v;
        setf(detail::kSZP[r.a]);
        break;
      case 6:
        r.a |= v;
        setf(detail::kSZP[r.a]);
        break;
      case 7: sub8(v, 0, false); break;  // CP: bits 3/5 come from the operand
    }
  }
  VETERAN_ALWAYS_INLINE void add8(uint8_t v, int carry) {
    unsigned res = r.a + v + carry;
    uint8_t f = static_cast<uint8_t>(detail::kSZ[res & 0xFF] | ((r.a ^ v ^ res) & HF) | (res >> 8));
    if (~(r.a ^ v) & (r.a ^ res) & 0x80) f |= PF;
    r.a = static_cast<uint8_t>(res);
    setf(f);
  }
  VETERAN_ALWAYS_INLINE void sub8(uint8_t v, int carry, bool store) {
    unsigned res = r.a - v - carry;
    uint8_t f =
        static_cast<uint8_t>((detail::kSZ[res & 0xFF] & ~(XF | YF)) | NF | ((r.a ^ v ^ res) & HF) | ((res >> 8) & CF));
    if ((r.a ^ v) & (r.a ^ res) & 0x80) f |= PF;
    f |= (store ? res : v) & (XF | YF);
    if (store) r.a = static_cast<uint8_t>(res);
    setf(f);
  }
  VETERAN_ALWAYS_INLINE uint8_t inc8(uint8_t v) {
    uint8_t res = static_cast<uint8_t>(v + 1);
    setf(static_cast<uint8_t>((r.f & CF) | detail::kSZ[res] | ((v ^ res) & HF) | (res == 0x80 ? PF : 0)));
    return res;
  }
  VETERAN_ALWAYS_INLINE uint8_t dec8(uint8_t v) {
    uint8_t res = static_cast<uint8_t>(v - 1);
    setf(static_cast<uint8_t>((r.f & CF) | NF | detail::kSZ[res] | ((v ^ res) & HF) | (res == 0x7F ? PF : 0)));
    return res;
  }
  uint16_t add16(uint16_t a, uint16_t b) {
    unsigned res = a + b;
    r.wz = static_cast<uint16_t>(a + 1);
    setf(static_cast<uint8_t>((r.f & (SF | ZF | PF)) | ((res >> 8) & (XF | YF)) | (((a ^ b ^ res) >> 8) & HF) |
                              (res >> 16)));
    return static_cast<uint16_t>(res);
  }
  uint16_t adc16(uint16_t a, uint16_t b) {
    unsigned res = a + b + (r.f & CF);
    r.wz = static_cast<uint16_t>(a + 1);
    uint8_t f = static_cast<uint8_t>(((res >> 8) & (SF | XF | YF)) | (((a ^ b ^ res) >> 8) & HF) | (res >> 16));
    if (!(res & 0xFFFF)) f |= ZF;
    if (~(a ^ b) & (a ^ res) & 0x8000) f |= PF;
    setf(f);
    return static_cast<uint16_t>(res);
  }
  uint16_t sbc16(uint16_t a, uint16_t b) {
    unsigned res = a - b - (r.f & CF);
    r.wz = static_cast<uint16_t>(a + 1);
    uint8_t f =
        static_cast<uint8_t>(((res >> 8) & (SF | XF | YF)) | (((a ^ b ^ res) >> 8) & HF) | ((res >> 16) & CF) | NF);
    if (!(res & 0xFFFF)) f |= ZF;
    if ((a ^ b) & (a ^ res) & 0x8000) f |= PF;
    setf(f);
    return static_cast<uint16_t>(res);
  }
  // CB-page rotates and shifts: 0 RLC, 1 RRC, 2 RL, 3 RR, 4 SLA, 5 SRA, 6 SLL, 7 SRL.
  uint8_t rot(int op, uint8_t v) {
    uint8_t res, carry;
    switch (op) {
      case 0:
        carry = v >> 7;
        res = static_cast<uint8_t>(v << 1 | carry);
        break;
      case 1:
        carry = v & 1;
        res = static_cast<uint8_t>(v >> 1 | carry << 7);
        break;
      case 2:
        carry = v >> 7;
        res = static_cast<uint8_t>(v << 1 | (r.f & CF));
        break;
      case 3:
        carry = v & 1;
        res = static_cast<uint8_t>(v >> 1 | (r.f & CF) << 7);
        break;
      case 4:
        carry = v >> 7;
        res = static_cast<uint8_t>(v << 1);
        break;
      case 5:
        carry = v & 1;
        res = static_cast<uint8_t>((v >> 1) | (v & 0x80));
        break;
      case 6:
        carry = v >> 7;
        res = static_cast<uint8_t>(v << 1 | 1);
        break;
      default:
        carry = v & 1;
        res = static_cast<uint8_t>(v >> 1);
        break;
    }
    setf(detail::kSZP[res] | carry);
    return res;
  }
  // BIT n: bits 3/5 from `xy_source` (the register, or WZ's high byte for memory).
  void bit(int n, uint8_t v, uint8_t xy_source) {
    uint8_t res = v & (1 << n);
    uint8_t f = static_cast<uint8_t>((r.f & CF) | HF | (xy_source & (XF | YF)) | (res & SF));
    if (!res) f |= ZF | PF;
    setf(f);
  }
  // RLCA, RRCA, RLA, RRA: S, Z and P/V are kept.
  VETERAN_ALWAYS_INLINE void rot_a(int op) {
    uint8_t carry;
    switch (op) {
      case 0:
        carry = r.a >> 7;
        r.a = static_cast<uint8_t>(r.a << 1 | carry);
        break;
      case 1:
        carry = r.a & 1;
        r.a = static_cast<uint8_t>(r.a >> 1 | carry << 7);
        break;
      case 2:
        carry = r.a >> 7;
        r.a = static_cast<uint8_t>(r.a << 1 | (r.f & CF));
        break;
      default:
        carry = r.a & 1;
        r.a = static_cast<uint8_t>(r.a >> 1 | (r.f & CF) << 7);
        break;
    }
    setf(static_cast<uint8_t>((r.f & (SF | ZF | PF)) | (r.a & (XF | YF)) | carry));
  }
  void daa() {
    uint8_t correction = 0, carry = r.f & CF;
    if ((r.f & HF) || (r.a & 0x0F) > 9) correction = 0x06;
    if (carry || r.a > 0x99) {
      correction |= 0x60;
      carry = CF;
    }
    uint8_t res = (r.f & NF) ? static_cast<uint8_t>(r.a - correction) : static_cast<uint8_t>(r.a + correction);
    setf(static_cast<uint8_t>(detail::kSZP[res] | ((r.a ^ res) & HF) | (r.f & NF) | carry));
    r.a = res;
  }

  // Flags of INI/IND/OUTI/OUTD: from the new B, the data's bit 7 and the
  // carry out of k = data + (C±1) or data + L.
  uint8_t io_block_flags(uint8_t v, unsigned k) const {
    uint8_t f = static_cast<uint8_t>(detail::kSZ[r.b] | ((v >> 6) & NF));
    if (k > 0xFF) f |= HF | CF;
    return static_cast<uint8_t>(f | (detail::kSZP[(k & 7) ^ r.b] & PF));
  }
  // INIR/INDR/OTIR/OTDR that repeat adjust P/V and H once more (as measured on
  // real chips and recorded in the single-step vectors).
  static uint8_t io_repeat_flags(uint8_t f, uint8_t b) {
    uint8_t pv, h = f & HF;
    if (f & CF) {
      if (f & NF) {
        pv = detail::kSZP[(b - 1) & 7] & PF;
        h = (b & 0x0F) == 0x00 ? HF : 0;
      } else {
        pv = detail::kSZP[(b + 1) & 7] & PF;
        h = (b & 0x0F) == 0x0F ? HF : 0;
      }
    } else {
      pv = detail::kSZP[b & 7] & PF;
    }
    return static_cast<uint8_t>(((f & ~HF) | h) ^ pv ^ PF);
  }

  bool condition(int cc) const {
    switch (cc) {
      case 0: return !(r.f & ZF);
      case 1: return r.f & ZF;
      case 2: return !(r.f & CF);
      case 3: return r.f & CF;
      case 4: return !(r.f & PF);
      case 5: return r.f & PF;
      case 6: return !(r.f & SF);
      default: return r.f & SF;
    }
  }

  void accept_nmi() {
    r.halted = false;
    r.iff1 = false;
    fetch_at(r.pc);  // the opcode fetch is made and ignored
    idle(1);
    push(r.pc);
    r.pc = r.wz = 0x66;
  }
  void accept_irq() {
    // A bus that holds its interrupt line until the CPU takes it (MAME's
    // HOLD_LINE) hears of each acknowledge.
    if constexpr (requires(Bus & b) { b.irq_acknowledged(); }) bus_.irq_acknowledged();
    r.halted = false;
    r.iff1 = r.iff2 = false;
    if (r.p) r.f &= ~PF;  // NMOS: LD A,I / LD A,R interrupted reads IFF2 as 0
    r.p = false;
    r.r = static_cast<uint8_t>((r.r & 0x80) | ((r.r + 1) & 0x7F));
    cycles += 7;  // the acknowledge M1: 4 T-states, 2 automatic wait states, 1 to decrement SP
    switch (r.im) {
      case 2: {
        push(r.pc);
        uint16_t vector = static_cast<uint16_t>(r.i << 8 | irq_data);
        r.pc = r.wz = rd16(vector);
        break;
      }
      default:  // IM 1, and IM 0 with an RST on the bus (the usual case)
        push(r.pc);
        r.pc = r.wz = (r.im == 1) ? 0x38 : (irq_data & 0x38);
        break;
    }
  }

  template <bool kRun>
  void execute(uint8_t op, Index prefix = HL);
  template <int op>
  VETERAN_ALWAYS_INLINE void execute_op();
  void execute_cb();
  void execute_indexed_cb();
  void execute_ed(uint8_t op);
  void block(uint8_t op);
};

}  // namespace veteran::z80

#include "cores/z80/z80_execute.hpp"
