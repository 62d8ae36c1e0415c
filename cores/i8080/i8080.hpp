// Intel 8080 core: every opcode including the undocumented aliases, exact
// flags (auxiliary carry as the 8080, not the 8085, computes it; parity) and
// exact state counts.
//
// The core is a template on its bus:
//   uint8_t Bus::read(uint16_t address);
//   void    Bus::write(uint16_t address, uint8_t value);
//   uint8_t Bus::in(uint8_t port);
//   void    Bus::out(uint8_t port, uint8_t value);
// While a bus call runs, `cycles` holds the state at which its machine cycle began.
#pragma once

#include <array>
#include <cstdint>

#include "veteran/cores/common/inline.hpp"
#include "veteran/cores/common/timeslice.hpp"

namespace veteran::i8080 {

enum Flag : uint8_t { CY = 0x01, ONE = 0x02, P = 0x04, AC = 0x10, Z = 0x40, S = 0x80 };

struct State {
  uint16_t pc = 0, sp = 0;
  uint8_t a = 0, f = ONE, b = 0, c = 0, d = 0, e = 0, h = 0, l = 0;
  bool inte = false;     // interrupts enabled
  bool halted = false;
  bool operator==(const State&) const = default;
};

namespace detail {
constexpr std::array<uint8_t, 256> make_szp() {
  std::array<uint8_t, 256> t{};
  for (int v = 0; v < 256; ++v) {
    int bits = 0;
    for (int b = 0; b < 8; ++b) bits += (v >> b) & 1;
    t[v] = static_cast<uint8_t>((v & S) | (v ? 0 : Z) | (bits & 1 ? 0 : P));
  }
  return t;
}
inline constexpr auto kSZP = make_szp();

// States per opcode; conditional CALL and RET add 6 when taken.
inline constexpr std::array<uint8_t, 256> kStates = {
    4, 10, 7, 5, 5, 5, 7, 4, 4, 10, 7, 5, 5, 5, 7, 4,  //
    4, 10, 7, 5, 5, 5, 7, 4, 4, 10, 7, 5, 5, 5, 7, 4,  //
    4, 10, 16, 5, 5, 5, 7, 4, 4, 10, 16, 5, 5, 5, 7, 4,  //
    4, 10, 13, 5, 10, 10, 10, 4, 4, 10, 13, 5, 5, 5, 7, 4,  //
    5, 5, 5, 5, 5, 5, 7, 5, 5, 5, 5, 5, 5, 5, 7, 5,  //
    5, 5, 5, 5, 5, 5, 7, 5, 5, 5, 5, 5, 5, 5, 7, 5,  //
    5, 5, 5, 5, 5, 5, 7, 5, 5, 5, 5, 5, 5, 5, 7, 5,  //
    7, 7, 7, 7, 7, 7, 7, 7, 5, 5, 5, 5, 5, 5, 7, 5,  //
    4, 4, 4, 4, 4, 4, 7, 4, 4, 4, 4, 4, 4, 4, 7, 4,  //
    4, 4, 4, 4, 4, 4, 7, 4, 4, 4, 4, 4, 4, 4, 7, 4,  //
    4, 4, 4, 4, 4, 4, 7, 4, 4, 4, 4, 4, 4, 4, 7, 4,  //
    4, 4, 4, 4, 4, 4, 7, 4, 4, 4, 4, 4, 4, 4, 7, 4,  //
    5, 10, 10, 10, 11, 11, 7, 11, 5, 10, 10, 10, 11, 17, 7, 11,  //
    5, 10, 10, 10, 11, 11, 7, 11, 5, 10, 10, 10, 11, 17, 7, 11,  //
    5, 10, 10, 18, 11, 11, 7, 11, 5, 5, 10, 4, 11, 17, 7, 11,  //
    5, 10, 10, 4, 11, 11, 7, 11, 5, 5, 10, 4, 11, 17, 7, 11,  //
};
}  // namespace detail

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  explicit Cpu(Bus& bus) : bus_(bus) {}

  State r;
  uint64_t cycles = 0;
  uint8_t irq_data = 0xFF;  // the instruction the interrupting device supplies (an RST)

  void reset() {
    r.pc = 0;
    r.inte = false;
    r.halted = false;
  }
  void set_irq(bool asserted) { irq_line_ = asserted; }

  void step() {
    if (irq_line_ && r.inte && !ei_delay_) {
      r.inte = false;
      r.halted = false;
      execute(irq_data);  // the acknowledge cycle fetches an instruction from the device
      return;
    }
    ei_delay_ = false;
    if (r.halted) {
      cycles += 4;
      return;
    }
    execute(fetch());
  }

  // Runs whole instructions to `target` as every core's timeslice does, with
  // step()'s checks only while something needs them (an interrupt request,
  // HLT, the instruction after EI).
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (irq_line_ | r.halted | ei_delay_) step();
      else execute(fetch());
    }
  }

 private:
  Bus& bus_;
  bool irq_line_ = false;
  bool ei_delay_ = false;  // EI takes effect after the next instruction

  // Bus accesses do not advance `cycles`: each instruction adds its whole state
  // count from the table, so the accesses see the state at the instruction's start.
  VETERAN_ALWAYS_INLINE uint8_t fetch() { return bus_.read(r.pc++); }
  VETERAN_ALWAYS_INLINE uint8_t rd(uint16_t a) { return bus_.read(a); }
  VETERAN_ALWAYS_INLINE void wr(uint16_t a, uint8_t v) { bus_.write(a, v); }
  VETERAN_ALWAYS_INLINE uint16_t imm16() {
    uint16_t lo = fetch();
    return static_cast<uint16_t>(lo | fetch() << 8);
  }
  VETERAN_ALWAYS_INLINE void push(uint16_t v) {
    wr(--r.sp, static_cast<uint8_t>(v >> 8));
    wr(--r.sp, static_cast<uint8_t>(v));
  }
  VETERAN_ALWAYS_INLINE uint16_t pop() {
    uint16_t lo = rd(r.sp++);
    return static_cast<uint16_t>(lo | rd(r.sp++) << 8);
  }

  uint16_t bc() const { return static_cast<uint16_t>(r.b << 8 | r.c); }
  uint16_t de() const { return static_cast<uint16_t>(r.d << 8 | r.e); }
  uint16_t hl() const { return static_cast<uint16_t>(r.h << 8 | r.l); }
  // Encoded register: 0 B, 1 C, 2 D, 3 E, 4 H, 5 L, 6 M (memory at HL), 7 A.
  VETERAN_ALWAYS_INLINE uint8_t get(int n) {
    switch (n) {
      case 0: return r.b;
      case 1: return r.c;
      case 2: return r.d;
      case 3: return r.e;
      case 4: return r.h;
      case 5: return r.l;
      case 6: return rd(hl());
      default: return r.a;
    }
  }
  VETERAN_ALWAYS_INLINE void put(int n, uint8_t v) {
    switch (n) {
      case 0: r.b = v; break;
      case 1: r.c = v; break;
      case 2: r.d = v; break;
      case 3: r.e = v; break;
      case 4: r.h = v; break;
      case 5: r.l = v; break;
      case 6: wr(hl(), v); break;
      default: r.a = v; break;
    }
  }
  // Encoded pair: 0 BC, 1 DE, 2 HL, 3 SP (PSW for PUSH and POP).
  VETERAN_ALWAYS_INLINE uint16_t pair(int n) const { return n == 0 ? bc() : n == 1 ? de() : n == 2 ? hl() : r.sp; }
  VETERAN_ALWAYS_INLINE void set_pair(int n, uint16_t v) {
    uint8_t hi = static_cast<uint8_t>(v >> 8), lo = static_cast<uint8_t>(v);
    switch (n) {
      case 0: r.b = hi; r.c = lo; break;
      case 1: r.d = hi; r.e = lo; break;
      case 2: r.h = hi; r.l = lo; break;
      default: r.sp = v; break;
    }
  }

  // The 8080 subtracts by adding the complement, so AC is the carry out of
  // bit 3 of that addition; ANA sets AC from bit 3 of the operands' OR.
  VETERAN_ALWAYS_INLINE void add(uint8_t v, int carry) {
    unsigned res = r.a + v + carry;
    r.f = static_cast<uint8_t>(detail::kSZP[res & 0xFF] | ONE | ((r.a ^ v ^ res) & AC) | (res >> 8));
    r.a = static_cast<uint8_t>(res);
  }
  VETERAN_ALWAYS_INLINE uint8_t sub(uint8_t v, int borrow) {
    unsigned res = r.a + static_cast<uint8_t>(~v) + (1 - borrow);
    r.f = static_cast<uint8_t>(detail::kSZP[res & 0xFF] | ONE | ((r.a ^ ~v ^ res) & AC) | ((res >> 8) ^ 1));
    return static_cast<uint8_t>(res);
  }
  VETERAN_ALWAYS_INLINE void alu(int op, uint8_t v) {
    switch (op) {
      case 0: add(v, 0); break;
      case 1: add(v, r.f & CY); break;
      case 2: r.a = sub(v, 0); break;
      case 3: r.a = sub(v, r.f & CY); break;
      case 4: {
        uint8_t ac = ((r.a | v) & 0x08) ? AC : 0;
        r.a &= v;
        r.f = static_cast<uint8_t>(detail::kSZP[r.a] | ONE | ac);
        break;
      }
      case 5: r.a ^= v; r.f = detail::kSZP[r.a] | ONE; break;
      case 6: r.a |= v; r.f = detail::kSZP[r.a] | ONE; break;
      default: sub(v, 0); break;  // CMP
    }
  }
  void daa() {
    uint8_t correction = 0, carry = r.f & CY;
    uint8_t lo = r.a & 0x0F, hi = r.a >> 4;
    if ((r.f & AC) || lo > 9) correction = 0x06;
    if (carry || hi > 9 || (hi >= 9 && lo > 9)) {
      correction |= 0x60;
      carry = CY;
    }
    uint8_t res = static_cast<uint8_t>(r.a + correction);
    r.f = static_cast<uint8_t>(detail::kSZP[res] | ONE | ((r.a ^ correction ^ res) & AC) | carry);
    r.a = res;
  }
  VETERAN_ALWAYS_INLINE bool condition(int cc) const {
    static constexpr uint8_t kMask[4] = {Z, CY, P, S};
    return static_cast<bool>(r.f & kMask[cc >> 1]) == static_cast<bool>(cc & 1);
  }

  // One opcode, its fields known at compile time: the register and pair
  // selects and the condition codes fold away (a MOV is one load and store).
  template <int op>
  VETERAN_ALWAYS_INLINE void execute_op();
  VETERAN_ALWAYS_INLINE void execute(uint8_t op);
};

// Every opcode through its own compiled case.
template <class Bus>
void Cpu<Bus>::execute(uint8_t op) {
#define VETERAN_8080_CASE(n) \
  case n: execute_op<n>(); return;
#define VETERAN_8080_ROW(h)                                                                                  \
  VETERAN_8080_CASE(h * 16 + 0) VETERAN_8080_CASE(h * 16 + 1) VETERAN_8080_CASE(h * 16 + 2)                  \
  VETERAN_8080_CASE(h * 16 + 3) VETERAN_8080_CASE(h * 16 + 4) VETERAN_8080_CASE(h * 16 + 5)                  \
  VETERAN_8080_CASE(h * 16 + 6) VETERAN_8080_CASE(h * 16 + 7) VETERAN_8080_CASE(h * 16 + 8)                  \
  VETERAN_8080_CASE(h * 16 + 9) VETERAN_8080_CASE(h * 16 + 10) VETERAN_8080_CASE(h * 16 + 11)                \
  VETERAN_8080_CASE(h * 16 + 12) VETERAN_8080_CASE(h * 16 + 13) VETERAN_8080_CASE(h * 16 + 14)               \
  VETERAN_8080_CASE(h * 16 + 15)
  switch (op) {
    VETERAN_8080_ROW(0) VETERAN_8080_ROW(1) VETERAN_8080_ROW(2) VETERAN_8080_ROW(3)
    VETERAN_8080_ROW(4) VETERAN_8080_ROW(5) VETERAN_8080_ROW(6) VETERAN_8080_ROW(7)
    VETERAN_8080_ROW(8) VETERAN_8080_ROW(9) VETERAN_8080_ROW(10) VETERAN_8080_ROW(11)
    VETERAN_8080_ROW(12) VETERAN_8080_ROW(13) VETERAN_8080_ROW(14) VETERAN_8080_ROW(15)
    default: return;
  }
#undef VETERAN_8080_ROW
#undef VETERAN_8080_CASE
}

template <class Bus>
template <int op>
void Cpu<Bus>::execute_op() {
  cycles += detail::kStates[op];
  constexpr int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  switch (x) {
    case 1:
      if (op == 0x76) r.halted = true;  // HLT
      else put(y, get(z));              // MOV
      return;
    case 2:
      alu(y, get(z));
      return;
    case 0:
      switch (z) {
        case 0: return;  // NOP and its undocumented copies 08 10 18 20 28 30 38
        case 1:
          if (q == 0) set_pair(p, imm16());  // LXI
          else {                             // DAD: only CY changes
            unsigned res = hl() + pair(p);
            set_pair(2, static_cast<uint16_t>(res));
            r.f = static_cast<uint8_t>((r.f & ~CY) | (res >> 16));
          }
          return;
        case 2:
          switch (y) {
            case 0: wr(bc(), r.a); return;                  // STAX B
            case 1: r.a = rd(bc()); return;                 // LDAX B
            case 2: wr(de(), r.a); return;                  // STAX D
            case 3: r.a = rd(de()); return;                 // LDAX D
            case 4: {                                       // SHLD
              uint16_t a = imm16();
              wr(a, r.l);
              wr(static_cast<uint16_t>(a + 1), r.h);
              return;
            }
            case 5: {                                       // LHLD
              uint16_t a = imm16();
              r.l = rd(a);
              r.h = rd(static_cast<uint16_t>(a + 1));
              return;
            }
            case 6: wr(imm16(), r.a); return;               // STA
            default: r.a = rd(imm16()); return;             // LDA
          }
        case 3:                                             // INX / DCX
          set_pair(p, static_cast<uint16_t>(pair(p) + (q ? -1 : 1)));
          return;
        case 4: {                                           // INR
          uint8_t v = static_cast<uint8_t>(get(y) + 1);
          r.f = static_cast<uint8_t>((r.f & CY) | detail::kSZP[v] | ONE | ((v & 0x0F) == 0 ? AC : 0));
          put(y, v);
          return;
        }
        case 5: {                                           // DCR
          uint8_t v = static_cast<uint8_t>(get(y) - 1);
          r.f = static_cast<uint8_t>((r.f & CY) | detail::kSZP[v] | ONE | ((v & 0x0F) == 0x0F ? 0 : AC));
          put(y, v);
          return;
        }
        case 6: put(y, fetch()); return;                    // MVI
        default: {
          uint8_t carry;
          switch (y) {
            case 0: carry = r.a >> 7; r.a = static_cast<uint8_t>(r.a << 1 | carry); break;  // RLC
            case 1: carry = r.a & 1; r.a = static_cast<uint8_t>(r.a >> 1 | carry << 7); break;  // RRC
            case 2: carry = r.a >> 7; r.a = static_cast<uint8_t>(r.a << 1 | (r.f & CY)); break;  // RAL
            case 3: carry = r.a & 1; r.a = static_cast<uint8_t>(r.a >> 1 | (r.f & CY) << 7); break;  // RAR
            case 4: daa(); return;
            case 5: r.a = static_cast<uint8_t>(~r.a); return;  // CMA
            case 6: r.f |= CY; return;                         // STC
            default: r.f ^= CY; return;                        // CMC
          }
          r.f = static_cast<uint8_t>((r.f & ~CY) | carry);
          return;
        }
      }
    default:
      switch (z) {
        case 0:                                             // Rcc
          if (condition(y)) {
            cycles += 6;
            r.pc = pop();
          }
          return;
        case 1:
          if (q == 0) {                                     // POP
            uint16_t v = pop();
            if (p == 3) {
              r.a = static_cast<uint8_t>(v >> 8);
              r.f = static_cast<uint8_t>((v & 0xD5) | ONE);
            } else {
              set_pair(p, v);
            }
            return;
          }
          switch (p) {
            case 0: case 1: r.pc = pop(); return;           // RET, and D9
            case 2: r.pc = hl(); return;                    // PCHL
            default: r.sp = hl(); return;                   // SPHL
          }
        case 2: {                                           // Jcc
          uint16_t a = imm16();
          if (condition(y)) r.pc = a;
          return;
        }
        case 3:
          switch (y) {
            case 0: case 1: r.pc = imm16(); return;         // JMP, and CB
            case 2: bus_.out(fetch(), r.a); return;         // OUT
            case 3: r.a = bus_.in(fetch()); return;         // IN
            case 4: {                                       // XTHL
              uint8_t lo = rd(r.sp), hi = rd(static_cast<uint16_t>(r.sp + 1));
              wr(static_cast<uint16_t>(r.sp + 1), r.h);
              wr(r.sp, r.l);
              r.h = hi;
              r.l = lo;
              return;
            }
            case 5: {                                       // XCHG
              uint16_t t = de();
              set_pair(1, hl());
              set_pair(2, t);
              return;
            }
            case 6: r.inte = false; return;                 // DI
            default: r.inte = true; ei_delay_ = true; return;  // EI
          }
        case 4: {                                           // Ccc
          uint16_t a = imm16();
          if (condition(y)) {
            cycles += 6;
            push(r.pc);
            r.pc = a;
          }
          return;
        }
        case 5:
          if (q == 0) {                                     // PUSH
            push(p == 3 ? static_cast<uint16_t>(r.a << 8 | ((r.f & 0xD5) | ONE)) : pair(p));
            return;
          }
          {                                                 // CALL, and DD ED FD
            uint16_t a = imm16();
            push(r.pc);
            r.pc = a;
          }
          return;
        case 6: alu(y, fetch()); return;                    // ALU immediate
        default:                                            // RST
          push(r.pc);
          r.pc = static_cast<uint16_t>(y << 3);
          return;
      }
  }
}

}  // namespace veteran::i8080
