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

#include "cores/common/dispatch.hpp"
#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/common/timeslice.hpp"

namespace veteran::i8080 {

enum Flag : uint8_t { CY = 0x01, ONE = 0x02, P = 0x04, AC = 0x10, Z = 0x40, S = 0x80 };

struct State {
  uint16_t pc = 0, sp = 0;
  uint8_t a = 0, f = ONE, b = 0, c = 0, d = 0, e = 0, h = 0, l = 0;
  bool inte = false;  // interrupts enabled
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
    4, 10, 7,  5,  5,  5,  7,  4,  4, 10, 7,  5,  5,  5,  7, 4,   //
    4, 10, 7,  5,  5,  5,  7,  4,  4, 10, 7,  5,  5,  5,  7, 4,   //
    4, 10, 16, 5,  5,  5,  7,  4,  4, 10, 16, 5,  5,  5,  7, 4,   //
    4, 10, 13, 5,  10, 10, 10, 4,  4, 10, 13, 5,  5,  5,  7, 4,   //
    5, 5,  5,  5,  5,  5,  7,  5,  5, 5,  5,  5,  5,  5,  7, 5,   //
    5, 5,  5,  5,  5,  5,  7,  5,  5, 5,  5,  5,  5,  5,  7, 5,   //
    5, 5,  5,  5,  5,  5,  7,  5,  5, 5,  5,  5,  5,  5,  7, 5,   //
    7, 7,  7,  7,  7,  7,  7,  7,  5, 5,  5,  5,  5,  5,  7, 5,   //
    4, 4,  4,  4,  4,  4,  7,  4,  4, 4,  4,  4,  4,  4,  7, 4,   //
    4, 4,  4,  4,  4,  4,  7,  4,  4, 4,  4,  4,  4,  4,  7, 4,   //
    4, 4,  4,  4,  4,  4,  7,  4,  4, 4,  4,  4,  4,  4,  7, 4,   //
    4, 4,  4,  4,  4,  4,  7,  4,  4, 4,  4,  4,  4,  4,  7, 4,   //
    5, 10, 10, 10, 11, 11, 7,  11, 5, 10, 10, 10, 11, 17, 7, 11,  //
    5, 10, 10, 10, 11, 11, 7,  11, 5, 10, 10, 10, 11, 17, 7, 11,  //
    5, 10, 10, 18, 11, 11, 7,  11, 5, 5,  10, 4,  11, 17, 7, 11,  //
    5, 10, 10, 4,  11, 11, 7,  11, 5, 5,  10, 4,  11, 17, 7, 11,  //
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
  void set_irq(bool asserted) {
    irq_line_ = asserted;
    if (asserted) this->attention();
  }

  // Save states (cores/common/state_archive.hpp): between instructions.
  template <class Archive>
  void serialize(Archive& a) {
    a("pc", r.pc), a("sp", r.sp);
    a("a", r.a), a("f", r.f), a("b", r.b), a("c", r.c), a("d", r.d), a("e", r.e), a("h", r.h), a("l", r.l);
    a("inte", r.inte), a("halted", r.halted), a("ei_delay", ei_delay_);
    a("cycles", cycles, state::within_cycles, state::kCyclesWhy), a("irq_data", irq_data), a("irq_line", irq_line_);
    if constexpr (Archive::kLoading) this->attention();
  }

  void step() {
    if (irq_line_ && r.inte && !ei_delay_) {
      r.inte = false;
      r.halted = false;
      Exec x(*this);
      x.execute(irq_data);  // the acknowledge cycle fetches an instruction from the device
      x.write_back();
      return;
    }
    ei_delay_ = false;
    if (r.halted) {
      cycles += 4;
      return;
    }
    Exec x(*this);
    x.execute(x.fetch());
    x.write_back();
  }

  // Runs whole instructions to `target` as every core's timeslice does, with
  // step()'s checks only while something needs them (an interrupt request,
  // HLT, the instruction after EI): those end Exec's run (attention()).
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (irq_line_ | r.halted | ei_delay_) {
        step();
        continue;
      }
      this->limit_ = this->target_;
      Exec x(*this);
      x.run();
    }
  }

 private:
  Bus& bus_;
  bool irq_line_ = false;
  bool ei_delay_ = false;  // EI takes effect after the next instruction

  struct Exec;
};

// The registers while instructions run. Exec copies them and the cycle count
// into locals whose helpers all inline, so that they live in host registers
// for a whole run: as members they would be stored and reloaded around every
// emulated memory write (a byte store may alias any member). The member
// `cycles` is written before each bus call, so devices see time as before:
// each instruction adds its whole state count first (conditional CALL and RET
// their extra 6 before the stack access). IN and OUT write every register
// back first and read them again after, for devices (and the CP/M test rig)
// that look at the CPU or stop() it there.
template <class Bus>
struct Cpu<Bus>::Exec {
  Cpu& cpu;
  Bus& bus;
  uint16_t pc, sp;
  // The byte registers as whole words, each always holding a byte: as eight
  // uint8_t, GCC packs them into one 64-bit register and unpacks and repacks
  // them around every dispatch (half the speed, measured on 8080EXM).
  unsigned a, f, b, c, d, e, h, l;
  uint64_t cyc;

  VETERAN_ALWAYS_INLINE explicit Exec(Cpu& k) : cpu(k), bus(k.bus_) { load(); }
  VETERAN_ALWAYS_INLINE void load() {
    pc = cpu.r.pc;
    sp = cpu.r.sp;
    a = cpu.r.a;
    f = cpu.r.f;
    b = cpu.r.b;
    c = cpu.r.c;
    d = cpu.r.d;
    e = cpu.r.e;
    h = cpu.r.h;
    l = cpu.r.l;
    cyc = cpu.cycles;
  }
  VETERAN_ALWAYS_INLINE void write_back() {
    cpu.r.pc = pc;
    cpu.r.sp = sp;
    cpu.r.a = static_cast<uint8_t>(a);
    cpu.r.f = static_cast<uint8_t>(f);
    cpu.r.b = static_cast<uint8_t>(b);
    cpu.r.c = static_cast<uint8_t>(c);
    cpu.r.d = static_cast<uint8_t>(d);
    cpu.r.e = static_cast<uint8_t>(e);
    cpu.r.h = static_cast<uint8_t>(h);
    cpu.r.l = static_cast<uint8_t>(l);
    cpu.cycles = cyc;
  }

  // Instructions until the slice's limit (the target, or 0 once something
  // needs step(): stop(), an interrupt request, HLT, EI).
  VETERAN_ALWAYS_INLINE void run() {
    do execute(fetch());
    while (cyc < cpu.limit_);
    write_back();
  }

  VETERAN_ALWAYS_INLINE uint8_t rd(uint16_t ad) {
    cpu.cycles = cyc;
    return bus.read(ad);
  }
  VETERAN_ALWAYS_INLINE void wr(uint16_t ad, unsigned v) {
    cpu.cycles = cyc;
    bus.write(ad, static_cast<uint8_t>(v));
  }
  VETERAN_ALWAYS_INLINE uint8_t fetch() { return rd(pc++); }
  VETERAN_ALWAYS_INLINE uint16_t imm16() {
    uint16_t lo = fetch();
    return static_cast<uint16_t>(lo | fetch() << 8);
  }
  VETERAN_ALWAYS_INLINE void push(uint16_t v) {
    wr(--sp, static_cast<uint8_t>(v >> 8));
    wr(--sp, static_cast<uint8_t>(v));
  }
  VETERAN_ALWAYS_INLINE uint16_t pop() {
    uint16_t lo = rd(sp++);
    return static_cast<uint16_t>(lo | rd(sp++) << 8);
  }
  VETERAN_ALWAYS_INLINE uint8_t in(uint8_t port) {
    write_back();
    return bus.in(port);
  }
  VETERAN_ALWAYS_INLINE void out(uint8_t port, unsigned v) {
    write_back();
    bus.out(port, static_cast<uint8_t>(v));
  }

  uint16_t bc() const { return static_cast<uint16_t>(b << 8 | c); }
  uint16_t de() const { return static_cast<uint16_t>(d << 8 | e); }
  uint16_t hl() const { return static_cast<uint16_t>(h << 8 | l); }
  // Encoded register: 0 B, 1 C, 2 D, 3 E, 4 H, 5 L, 6 M (memory at HL), 7 A.
  VETERAN_ALWAYS_INLINE unsigned get(int n) {
    switch (n) {
      case 0: return b;
      case 1: return c;
      case 2: return d;
      case 3: return e;
      case 4: return h;
      case 5: return l;
      case 6: return rd(hl());
      default: return a;
    }
  }
  VETERAN_ALWAYS_INLINE void put(int n, unsigned v) {
    switch (n) {
      case 0: b = v; break;
      case 1: c = v; break;
      case 2: d = v; break;
      case 3: e = v; break;
      case 4: h = v; break;
      case 5: l = v; break;
      case 6: wr(hl(), v); break;
      default: a = v; break;
    }
  }
  // Encoded pair: 0 BC, 1 DE, 2 HL, 3 SP (PSW for PUSH and POP).
  VETERAN_ALWAYS_INLINE uint16_t pair(int n) const { return n == 0 ? bc() : n == 1 ? de() : n == 2 ? hl() : sp; }
  VETERAN_ALWAYS_INLINE void set_pair(int n, uint16_t v) {
    uint8_t hi = static_cast<uint8_t>(v >> 8), lo = static_cast<uint8_t>(v);
    switch (n) {
      case 0:
        b = hi;
        c = lo;
        break;
      case 1:
        d = hi;
        e = lo;
        break;
      case 2:
        h = hi;
        l = lo;
        break;
      default: sp = v; break;
    }
  }

  // The 8080 subtracts by adding the complement, so AC is the carry out of
  // bit 3 of that addition; ANA sets AC from bit 3 of the operands' OR.
  VETERAN_ALWAYS_INLINE void add(unsigned v, unsigned carry) {
    unsigned res = a + v + carry;
    f = static_cast<uint8_t>(detail::kSZP[res & 0xFF] | ONE | ((a ^ v ^ res) & AC) | (res >> 8));
    a = static_cast<uint8_t>(res);
  }
  VETERAN_ALWAYS_INLINE unsigned sub(unsigned v, unsigned borrow) {
    unsigned res = a + static_cast<uint8_t>(~v) + (1 - borrow);
    f = static_cast<uint8_t>(detail::kSZP[res & 0xFF] | ONE | ((a ^ ~v ^ res) & AC) | ((res >> 8) ^ 1));
    return static_cast<uint8_t>(res);
  }
  VETERAN_ALWAYS_INLINE void alu(int op, unsigned v) {
    switch (op) {
      case 0: add(v, 0); break;
      case 1: add(v, f & CY); break;
      case 2: a = sub(v, 0); break;
      case 3: a = sub(v, f & CY); break;
      case 4: {
        uint8_t ac = ((a | v) & 0x08) ? AC : 0;
        a &= v;
        f = static_cast<uint8_t>(detail::kSZP[a] | ONE | ac);
        break;
      }
      case 5:
        a ^= v;
        f = detail::kSZP[a] | ONE;
        break;
      case 6:
        a |= v;
        f = detail::kSZP[a] | ONE;
        break;
      default: sub(v, 0); break;  // CMP
    }
  }
  void daa() {
    unsigned correction = 0, carry = f & CY;
    unsigned lo = a & 0x0F, hi = a >> 4;
    if ((f & AC) || lo > 9) correction = 0x06;
    if (carry || hi > 9 || (hi >= 9 && lo > 9)) {
      correction |= 0x60;
      carry = CY;
    }
    uint8_t res = static_cast<uint8_t>(a + correction);
    f = static_cast<uint8_t>(detail::kSZP[res] | ONE | ((a ^ correction ^ res) & AC) | carry);
    a = res;
  }
  VETERAN_ALWAYS_INLINE bool condition(int cc) const {
    static constexpr uint8_t kMask[4] = {Z, CY, P, S};
    return static_cast<bool>(f & kMask[cc >> 1]) == static_cast<bool>(cc & 1);
  }

  // One opcode, its fields known at compile time: the register and pair
  // selects and the condition codes fold away (a MOV is one load and store).
  template <int op>
  VETERAN_ALWAYS_INLINE void execute_op();
  VETERAN_ALWAYS_INLINE void execute(uint8_t op);
};

// Every opcode through its own compiled case.
template <class Bus>
void Cpu<Bus>::Exec::execute(uint8_t op) {
  switch (op) {
    VETERAN_OPCODE_CASES
    default: return;
  }
}

template <class Bus>
template <int op>
void Cpu<Bus>::Exec::execute_op() {
  cyc += detail::kStates[op];
  constexpr int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  switch (x) {
    case 1:
      if (op == 0x76) {  // HLT: step() takes over
        cpu.r.halted = true;
        cpu.attention();
      } else
        put(y, get(z));  // MOV
      return;
    case 2: alu(y, get(z)); return;
    case 0:
      switch (z) {
        case 0: return;  // NOP and its undocumented copies 08 10 18 20 28 30 38
        case 1:
          if (q == 0)
            set_pair(p, imm16());  // LXI
          else {                   // DAD: only CY changes
            unsigned res = hl() + pair(p);
            set_pair(2, static_cast<uint16_t>(res));
            f = static_cast<uint8_t>((f & ~CY) | (res >> 16));
          }
          return;
        case 2:
          switch (y) {
            case 0: wr(bc(), a); return;   // STAX B
            case 1: a = rd(bc()); return;  // LDAX B
            case 2: wr(de(), a); return;   // STAX D
            case 3: a = rd(de()); return;  // LDAX D
            case 4: {                      // SHLD
              uint16_t ad = imm16();
              wr(ad, l);
              wr(static_cast<uint16_t>(ad + 1), h);
              return;
            }
            case 5: {  // LHLD
              uint16_t ad = imm16();
              l = rd(ad);
              h = rd(static_cast<uint16_t>(ad + 1));
              return;
            }
            case 6: wr(imm16(), a); return;    // STA
            default: a = rd(imm16()); return;  // LDA
          }
        case 3:  // INX / DCX
          set_pair(p, static_cast<uint16_t>(pair(p) + (q ? -1 : 1)));
          return;
        case 4: {  // INR
          uint8_t v = static_cast<uint8_t>(get(y) + 1);
          f = static_cast<uint8_t>((f & CY) | detail::kSZP[v] | ONE | ((v & 0x0F) == 0 ? AC : 0));
          put(y, v);
          return;
        }
        case 5: {  // DCR
          uint8_t v = static_cast<uint8_t>(get(y) - 1);
          f = static_cast<uint8_t>((f & CY) | detail::kSZP[v] | ONE | ((v & 0x0F) == 0x0F ? 0 : AC));
          put(y, v);
          return;
        }
        case 6: put(y, fetch()); return;  // MVI
        default: {
          unsigned carry;
          switch (y) {
            case 0:
              carry = a >> 7;
              a = static_cast<uint8_t>(a << 1 | carry);
              break;  // RLC
            case 1:
              carry = a & 1;
              a = static_cast<uint8_t>(a >> 1 | carry << 7);
              break;  // RRC
            case 2:
              carry = a >> 7;
              a = static_cast<uint8_t>(a << 1 | (f & CY));
              break;  // RAL
            case 3:
              carry = a & 1;
              a = static_cast<uint8_t>(a >> 1 | (f & CY) << 7);
              break;  // RAR
            case 4: daa(); return;
            case 5: a = static_cast<uint8_t>(~a); return;  // CMA
            case 6: f |= CY; return;                       // STC
            default: f ^= CY; return;                      // CMC
          }
          f = static_cast<uint8_t>((f & ~CY) | carry);
          return;
        }
      }
    default:
      switch (z) {
        case 0:  // Rcc
          if (condition(y)) {
            cyc += 6;
            pc = pop();
          }
          return;
        case 1:
          if (q == 0) {  // POP
            uint16_t v = pop();
            if (p == 3) {
              a = static_cast<uint8_t>(v >> 8);
              f = static_cast<uint8_t>((v & 0xD5) | ONE);
            } else {
              set_pair(p, v);
            }
            return;
          }
          switch (p) {
            case 0:
            case 1: pc = pop(); return;  // RET, and D9
            case 2: pc = hl(); return;   // PCHL
            default: sp = hl(); return;  // SPHL
          }
        case 2: {  // Jcc
          uint16_t ad = imm16();
          if (condition(y)) pc = ad;
          return;
        }
        case 3:
          switch (y) {
            case 0:
            case 1: pc = imm16(); return;     // JMP, and CB
            case 2: out(fetch(), a); return;  // OUT
            case 3: a = in(fetch()); return;  // IN
            case 4: {                         // XTHL
              uint8_t lo = rd(sp), hi = rd(static_cast<uint16_t>(sp + 1));
              wr(static_cast<uint16_t>(sp + 1), h);
              wr(sp, l);
              h = hi;
              l = lo;
              return;
            }
            case 5: {  // XCHG
              uint16_t t = de();
              set_pair(1, hl());
              set_pair(2, t);
              return;
            }
            case 6: cpu.r.inte = false; return;  // DI
            default:                             // EI: step() runs the next one
              cpu.r.inte = true;
              cpu.ei_delay_ = true;
              cpu.attention();
              return;
          }
        case 4: {  // Ccc
          uint16_t ad = imm16();
          if (condition(y)) {
            cyc += 6;
            push(pc);
            pc = ad;
          }
          return;
        }
        case 5:
          if (q == 0) {  // PUSH
            push(p == 3 ? static_cast<uint16_t>(a << 8 | ((f & 0xD5) | ONE)) : pair(p));
            return;
          }
          {  // CALL, and DD ED FD
            uint16_t ad = imm16();
            push(pc);
            pc = ad;
          }
          return;
        case 6: alu(y, fetch()); return;  // ALU immediate
        default:                          // RST
          push(pc);
          pc = static_cast<uint16_t>(y << 3);
          return;
      }
  }
}

}  // namespace veteran::i8080
