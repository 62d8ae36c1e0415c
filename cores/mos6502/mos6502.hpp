// MOS 6502 (NMOS) core: instruction-stepped, every bus access issued in the
// order and cycle the real chip makes it, dummy reads and writes included.
//
// The core is a template on its bus so that a machine's memory map inlines:
//   uint8_t Bus::read(uint16_t address);
//   void    Bus::write(uint16_t address, uint8_t value);
// While a bus call runs, `cycles` holds the index of the cycle making it, so a
// device can tell when in emulated time it is being read or written.
#pragma once

#include <cstdint>

#include "common/timeslice.hpp"

namespace veteran::mos6502 {

enum Flag : uint8_t {
  C = 0x01, Z = 0x02, I = 0x04, D = 0x08, B = 0x10, U = 0x20, V = 0x40, N = 0x80,
};

// The programmer-visible registers; B and U do not exist in the chip and are
// kept clear/set so that comparisons with test data are plain equality.
struct State {
  uint16_t pc = 0;
  uint8_t a = 0, x = 0, y = 0, s = 0xFD, p = U | I;
  bool operator==(const State&) const = default;
};

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  explicit Cpu(Bus& bus) : bus_(bus) {}

  State r;
  uint64_t cycles = 0;
  bool jammed = false;  // a JAM/KIL opcode stopped the CPU until RESET

  // The RESET sequence: three suppressed stack pushes, then the vector at $FFFC.
  void reset() {
    jammed = false;
    nmi_pending_ = false;
    rd(r.pc);
    rd(r.pc);
    for (int i = 0; i < 3; ++i) rd(0x100 | r.s--);
    r.p = static_cast<uint8_t>((r.p | I | U) & ~B);
    r.pc = rd(0xFFFC);
    r.pc = static_cast<uint16_t>(r.pc | rd(0xFFFD) << 8);
  }

  // NMI is edge-triggered: a falling edge latches a request.
  void nmi() { nmi_pending_ = true; }
  // IRQ is level-triggered: taken while the line is held and I is clear.
  void set_irq(bool asserted) { irq_line_ = asserted; }

  // Runs one instruction, or one interrupt entry sequence.
  void step() {
    if (jammed) {
      rd(r.pc);  // a jammed 6502 keeps the bus busy; time still passes
      return;
    }
    if (nmi_pending_) {
      nmi_pending_ = false;
      interrupt(0xFFFA);
      return;
    }
    if (irq_line_ && !(r.p & I)) {
      interrupt(0xFFFE);
      return;
    }
    execute(rd(r.pc++));
  }

  // Runs until at least `target` cycles have elapsed in total.
 private:
  Bus& bus_;
  bool nmi_pending_ = false;
  bool irq_line_ = false;

  uint8_t rd(uint16_t a) {
    uint8_t v = bus_.read(a);
    ++cycles;
    return v;
  }
  void wr(uint16_t a, uint8_t v) {
    bus_.write(a, v);
    ++cycles;
  }
  void push(uint8_t v) { wr(0x100 | r.s--, v); }
  uint8_t pull() { return rd(0x100 | ++r.s); }

  void set(uint8_t flag, bool on) { r.p = on ? (r.p | flag) : (r.p & ~flag); }
  uint8_t nz(uint8_t v) {
    r.p = static_cast<uint8_t>((r.p & ~(N | Z)) | (v & N) | (v ? 0 : Z));
    return v;
  }

  void interrupt(uint16_t vector) {
    rd(r.pc);
    rd(r.pc);
    push(static_cast<uint8_t>(r.pc >> 8));
    push(static_cast<uint8_t>(r.pc));
    push(static_cast<uint8_t>((r.p | U) & ~B));
    r.p |= I;
    r.pc = rd(vector);
    r.pc = static_cast<uint16_t>(r.pc | rd(vector + 1) << 8);
  }

  // ---- addressing modes: each returns the effective address after issuing
  // the operand fetches and the dummy accesses the mode makes.
  uint16_t imm() { return r.pc++; }
  uint16_t zp() { return rd(r.pc++); }
  uint16_t zp_indexed(uint8_t index) {
    uint8_t base = rd(r.pc++);
    rd(base);
    return static_cast<uint8_t>(base + index);
  }
  uint16_t abs() {
    uint16_t lo = rd(r.pc++);
    return static_cast<uint16_t>(lo | rd(r.pc++) << 8);
  }
  // Indexed absolute. Reads pay the extra cycle only on a page crossing;
  // writes and read-modify-writes always make the dummy read.
  uint16_t abs_indexed(uint8_t index, bool always_dummy) {
    uint16_t base = abs();
    return indexed(base, index, always_dummy);
  }
  uint16_t indexed(uint16_t base, uint8_t index, bool always_dummy) {
    uint16_t ea = static_cast<uint16_t>(base + index);
    if (always_dummy || ((base ^ ea) & 0xFF00)) rd(static_cast<uint16_t>((base & 0xFF00) | (ea & 0xFF)));
    return ea;
  }
  uint16_t ind_x() {
    uint8_t ptr = rd(r.pc++);
    rd(ptr);
    ptr = static_cast<uint8_t>(ptr + r.x);
    uint16_t lo = rd(ptr);
    return static_cast<uint16_t>(lo | rd(static_cast<uint8_t>(ptr + 1)) << 8);
  }
  uint16_t ind_y(bool always_dummy) {
    uint8_t ptr = rd(r.pc++);
    uint16_t lo = rd(ptr);
    uint16_t base = static_cast<uint16_t>(lo | rd(static_cast<uint8_t>(ptr + 1)) << 8);
    return indexed(base, r.y, always_dummy);
  }
  uint16_t zpx() { return zp_indexed(r.x); }
  uint16_t zpy() { return zp_indexed(r.y); }
  uint16_t absx_r() { return abs_indexed(r.x, false); }
  uint16_t absy_r() { return abs_indexed(r.y, false); }
  uint16_t absx_w() { return abs_indexed(r.x, true); }
  uint16_t absy_w() { return abs_indexed(r.y, true); }
  uint16_t indy_r() { return ind_y(false); }
  uint16_t indy_w() { return ind_y(true); }

  // ---- operations
  void adc(uint8_t v) {
    unsigned c = r.p & C;
    unsigned bin = r.a + v + c;
    if (!(r.p & D)) {
      set(V, (~(r.a ^ v) & (r.a ^ bin) & 0x80) != 0);
      set(C, bin > 0xFF);
      r.a = nz(static_cast<uint8_t>(bin));
      return;
    }
    // NMOS decimal mode: N and V come from the half-adjusted result, Z from
    // the binary sum, as the chip computes them.
    unsigned t = (r.a & 0x0F) + (v & 0x0F) + c;
    if (t > 0x09) t += 0x06;
    t = (t <= 0x0F) ? (t & 0x0F) + (r.a & 0xF0) + (v & 0xF0)
                    : (t & 0x0F) + (r.a & 0xF0) + (v & 0xF0) + 0x10;
    set(Z, (bin & 0xFF) == 0);
    set(N, (t & 0x80) != 0);
    set(V, ((r.a ^ t) & 0x80) && !((r.a ^ v) & 0x80));
    if ((t & 0x1F0) > 0x90) t += 0x60;
    set(C, (t & 0xFF0) > 0xF0);
    r.a = static_cast<uint8_t>(t);
  }
  void sbc(uint8_t v) {
    unsigned borrow = (r.p & C) ? 0 : 1;
    unsigned bin = r.a - v - borrow;
    set(V, ((r.a ^ bin) & 0x80) && ((r.a ^ v) & 0x80));
    set(C, bin < 0x100);
    nz(static_cast<uint8_t>(bin));  // NMOS: flags follow the binary result
    if (!(r.p & D)) {
      r.a = static_cast<uint8_t>(bin);
      return;
    }
    unsigned t = (r.a & 0x0F) - (v & 0x0F) - borrow;
    t = (t & 0x10) ? ((t - 6) & 0x0F) | ((r.a & 0xF0) - (v & 0xF0) - 0x10)
                   : (t & 0x0F) | ((r.a & 0xF0) - (v & 0xF0));
    if (t & 0x100) t -= 0x60;
    r.a = static_cast<uint8_t>(t);
  }
  void cmp(uint8_t reg, uint8_t v) {
    set(C, reg >= v);
    nz(static_cast<uint8_t>(reg - v));
  }
  void bit(uint8_t v) {
    set(Z, (r.a & v) == 0);
    r.p = static_cast<uint8_t>((r.p & ~(N | V)) | (v & (N | V)));
  }
  uint8_t asl(uint8_t v) {
    set(C, v & 0x80);
    return nz(static_cast<uint8_t>(v << 1));
  }
  uint8_t lsr(uint8_t v) {
    set(C, v & 0x01);
    return nz(static_cast<uint8_t>(v >> 1));
  }
  uint8_t rol(uint8_t v) {
    uint8_t c = r.p & C;
    set(C, v & 0x80);
    return nz(static_cast<uint8_t>(v << 1 | c));
  }
  uint8_t ror(uint8_t v) {
    uint8_t c = r.p & C;
    set(C, v & 0x01);
    return nz(static_cast<uint8_t>(v >> 1 | c << 7));
  }
  uint8_t inc(uint8_t v) { return nz(static_cast<uint8_t>(v + 1)); }
  uint8_t dec(uint8_t v) { return nz(static_cast<uint8_t>(v - 1)); }
  // Undocumented combinations: a shift or increment, then an ALU op on A.
  uint8_t slo(uint8_t v) { v = asl(v); nz(r.a |= v); return v; }
  uint8_t rla(uint8_t v) { v = rol(v); nz(r.a &= v); return v; }
  uint8_t sre(uint8_t v) { v = lsr(v); nz(r.a ^= v); return v; }
  uint8_t rra(uint8_t v) { v = ror(v); adc(v); return v; }
  uint8_t dcp(uint8_t v) { v = static_cast<uint8_t>(v - 1); cmp(r.a, v); return v; }
  uint8_t isc(uint8_t v) { v = static_cast<uint8_t>(v + 1); sbc(v); return v; }

  void arr(uint8_t v) {
    uint8_t t = r.a & v;
    uint8_t res = static_cast<uint8_t>(t >> 1 | (r.p & C) << 7);
    if (!(r.p & D)) {
      r.a = nz(res);
      set(C, res & 0x40);
      set(V, ((res >> 6) ^ (res >> 5)) & 1);
      return;
    }
    nz(res);
    set(V, (res ^ t) & 0x40);
    if ((t & 0x0F) + (t & 0x01) > 0x05) res = static_cast<uint8_t>((res & 0xF0) | ((res + 0x06) & 0x0F));
    bool carry = (t & 0xF0) + (t & 0x10) > 0x50;
    if (carry) res = static_cast<uint8_t>((res & 0x0F) | ((res + 0x60) & 0xF0));
    set(C, carry);
    r.a = res;
  }

  template <class Op>
  void read_op(uint16_t ea, Op op) { (this->*op)(rd(ea)); }

  // Read-modify-write: the NMOS chip writes the unmodified value back first.
  void rmw(uint16_t ea, uint8_t (Cpu::*op)(uint8_t)) {
    uint8_t v = rd(ea);
    wr(ea, v);
    wr(ea, (this->*op)(v));
  }
  void implied() { rd(r.pc); }
  void accumulator(uint8_t (Cpu::*op)(uint8_t)) { implied(); r.a = (this->*op)(r.a); }

  void branch(bool taken) {
    int8_t offset = static_cast<int8_t>(rd(r.pc++));
    if (!taken) return;
    rd(r.pc);
    uint16_t target = static_cast<uint16_t>(r.pc + offset);
    if ((target ^ r.pc) & 0xFF00) rd(static_cast<uint16_t>((r.pc & 0xFF00) | (target & 0xFF)));
    r.pc = target;
  }

  // SHA/SHX/SHY/TAS store reg & (high byte of base + 1); on a page crossing
  // the stored value also replaces the high byte of the address.
  void store_high_and(uint16_t base, uint8_t index, uint8_t value) {
    uint16_t ea = indexed(base, index, true);
    uint8_t v = static_cast<uint8_t>(value & ((base >> 8) + 1));
    if ((base ^ ea) & 0xFF00) ea = static_cast<uint16_t>((ea & 0xFF) | v << 8);
    wr(ea, v);
  }
  uint16_t zp_ptr_base() {
    uint8_t ptr = rd(r.pc++);
    uint16_t lo = rd(ptr);
    return static_cast<uint16_t>(lo | rd(static_cast<uint8_t>(ptr + 1)) << 8);
  }

  void jam() {
    rd(r.pc);
    rd(r.pc);
    --r.pc;  // the PC stays on the JAM opcode
    jammed = true;
  }

  void ld(uint8_t& reg, uint8_t v) { reg = nz(v); }

  void execute(uint8_t op);
};

}  // namespace veteran::mos6502

#include "mos6502_execute.hpp"
