// The 6502's instructions: the registers, bus cycles, addressing modes and
// operations, then the opcode table, one line per opcode: addressing mode,
// then operation. Included by mos6502.hpp; not a standalone header.
//
// Speed, and why the code has this shape. execute() copies the registers and
// the cycle count into a local Exec whose helpers all inline:
// once inlined, every register lives in a host register for the whole run,
// where members would be loaded and stored around each emulated memory
// write (a byte store may alias any member). N and Z are kept as the values
// they were computed from (N is bit 7 of `nv`, Z is set when `zv` is 0) and
// folded into P only when P is read. The member `cycles` is written before
// each bus call, so devices see the cycle of the access as they always did.
//
// One opcode body serves both ways of running: step() runs one instruction
// (kRun = false) and writes the registers back to `r`; run_until() runs on
// (kRun = true) until the end of the slice, or until stop(), an interrupt
// request or a JAM zeroes the slice's limit. (Threaded dispatch through
// GCC's labels-as-values was tried: it kept the registers in memory and
// was no faster.)
// Laid out by hand, one opcode (or one row of them) a line: clang-format leaves it so.
// clang-format off
#pragma once


namespace veteran::mos6502 {

// The registers while an instruction runs (see the top of this file).
template <class Bus>
struct Cpu<Bus>::Exec {
  Cpu& cpu;
  Bus& bus;
  uint16_t pc;
  uint8_t a, x, y, s;
  uint8_t p;   // C, I, D, V (and B, U as kept); not N, Z
  uint8_t nv;  // N is bit 7
  uint8_t zv;  // Z is set when this is 0
  uint64_t cyc;

  VETERAN_ALWAYS_INLINE explicit Exec(Cpu& c)
      : cpu(c), bus(c.bus_), pc(c.r.pc), a(c.r.a), x(c.r.x), y(c.r.y), s(c.r.s), p(c.r.p), nv(c.r.p),
        zv((c.r.p & Z) ? 0 : 1), cyc(c.cycles) {}

  VETERAN_ALWAYS_INLINE uint8_t flags() {
    return static_cast<uint8_t>((p & ~(N | Z)) | (nv & N) | (zv ? 0 : Z));
  }
  VETERAN_ALWAYS_INLINE auto load_flags(uint8_t v) {
    p = v;
    nv = v;
    zv = (v & Z) ? 0 : 1;
  }
  VETERAN_ALWAYS_INLINE auto write_back() {
    cpu.r.pc = pc;
    cpu.r.a = a;
    cpu.r.x = x;
    cpu.r.y = y;
    cpu.r.s = s;
    cpu.r.p = flags();
    cpu.cycles = cyc;
  }

  // ---- bus cycles
  VETERAN_ALWAYS_INLINE uint8_t rd(uint16_t ad) {
    cpu.cycles = cyc;
    uint8_t v = bus.read(ad);
    ++cyc;
    return v;
  }
  VETERAN_ALWAYS_INLINE auto wr(uint16_t ad, uint8_t v) {
    cpu.cycles = cyc;
    bus.write(ad, v);
    ++cyc;
  }
  VETERAN_ALWAYS_INLINE auto push(uint8_t v) { wr(static_cast<uint16_t>(0x100 | s--), v); }
  VETERAN_ALWAYS_INLINE uint8_t pull() { return rd(static_cast<uint16_t>(0x100 | ++s)); }
  VETERAN_ALWAYS_INLINE auto stack_dummy() { rd(static_cast<uint16_t>(0x100 | s)); }

  VETERAN_ALWAYS_INLINE auto set(uint8_t flag, bool on) {
    p = static_cast<uint8_t>(on ? (p | flag) : (p & ~flag));
  }
  VETERAN_ALWAYS_INLINE uint8_t nz(uint8_t v) {
    nv = zv = v;
    return v;
  }

  // ---- addressing modes: each returns the effective address after issuing
  // the operand fetches and the dummy accesses the mode makes.
  VETERAN_ALWAYS_INLINE uint16_t imm() { return pc++; }
  VETERAN_ALWAYS_INLINE uint16_t zp() { return rd(pc++); }
  VETERAN_ALWAYS_INLINE uint16_t zp_indexed(uint8_t index) {
    uint8_t base = rd(pc++);
    rd(base);
    return static_cast<uint8_t>(base + index);
  }
  VETERAN_ALWAYS_INLINE uint16_t abs() {
    uint16_t lo = rd(pc++);
    return static_cast<uint16_t>(lo | rd(pc++) << 8);
  }
  // Indexed absolute. Reads pay the extra cycle only on a page crossing;
  // writes and read-modify-writes always make the dummy read.
  VETERAN_ALWAYS_INLINE uint16_t indexed(uint16_t base, uint8_t index, bool always_dummy) {
    uint16_t ea = static_cast<uint16_t>(base + index);
    if (always_dummy || ((base ^ ea) & 0xFF00)) rd(static_cast<uint16_t>((base & 0xFF00) | (ea & 0xFF)));
    return ea;
  }
  VETERAN_ALWAYS_INLINE uint16_t abs_indexed(uint8_t index, bool always_dummy) {
    uint16_t base = abs();
    return indexed(base, index, always_dummy);
  }
  VETERAN_ALWAYS_INLINE uint16_t ind_x() {
    uint8_t ptr = rd(pc++);
    rd(ptr);
    ptr = static_cast<uint8_t>(ptr + x);
    uint16_t lo = rd(ptr);
    return static_cast<uint16_t>(lo | rd(static_cast<uint8_t>(ptr + 1)) << 8);
  }
  VETERAN_ALWAYS_INLINE uint16_t zp_ptr_base() {
    uint8_t ptr = rd(pc++);
    uint16_t lo = rd(ptr);
    return static_cast<uint16_t>(lo | rd(static_cast<uint8_t>(ptr + 1)) << 8);
  }
  VETERAN_ALWAYS_INLINE uint16_t ind_y(bool always_dummy) {
    return indexed(zp_ptr_base(), y, always_dummy);
  }
  VETERAN_ALWAYS_INLINE auto zpx() { return zp_indexed(x); }
  VETERAN_ALWAYS_INLINE auto zpy() { return zp_indexed(y); }
  VETERAN_ALWAYS_INLINE auto absx_r() { return abs_indexed(x, false); }
  VETERAN_ALWAYS_INLINE auto absy_r() { return abs_indexed(y, false); }
  VETERAN_ALWAYS_INLINE auto absx_w() { return abs_indexed(x, true); }
  VETERAN_ALWAYS_INLINE auto absy_w() { return abs_indexed(y, true); }
  VETERAN_ALWAYS_INLINE auto indy_r() { return ind_y(false); }
  VETERAN_ALWAYS_INLINE auto indy_w() { return ind_y(true); }

  // ---- operations
  VETERAN_ALWAYS_INLINE auto adc(uint8_t v) {
    unsigned c = p & C;
    unsigned bin = a + v + c;
    if (!(p & D)) {
      set(V, (~(a ^ v) & (a ^ bin) & 0x80) != 0);
      set(C, bin > 0xFF);
      a = nz(static_cast<uint8_t>(bin));
      return;
    }
    // NMOS decimal mode: N and V come from the half-adjusted result, Z from
    // the binary sum, as the chip computes them.
    unsigned t = (a & 0x0F) + (v & 0x0F) + c;
    if (t > 0x09) t += 0x06;
    t = (t <= 0x0F) ? (t & 0x0F) + (a & 0xF0) + (v & 0xF0) : (t & 0x0F) + (a & 0xF0) + (v & 0xF0) + 0x10;
    zv = static_cast<uint8_t>(bin);
    nv = static_cast<uint8_t>(t);
    set(V, ((a ^ t) & 0x80) && !((a ^ v) & 0x80));
    if ((t & 0x1F0) > 0x90) t += 0x60;
    set(C, (t & 0xFF0) > 0xF0);
    a = static_cast<uint8_t>(t);
  }
  VETERAN_ALWAYS_INLINE auto sbc(uint8_t v) {
    unsigned borrow = (p & C) ? 0 : 1;
    unsigned bin = a - v - borrow;
    set(V, ((a ^ bin) & 0x80) && ((a ^ v) & 0x80));
    set(C, bin < 0x100);
    nz(static_cast<uint8_t>(bin));  // NMOS: flags follow the binary result
    if (!(p & D)) {
      a = static_cast<uint8_t>(bin);
      return;
    }
    unsigned t = (a & 0x0F) - (v & 0x0F) - borrow;
    t = (t & 0x10) ? ((t - 6) & 0x0F) | ((a & 0xF0) - (v & 0xF0) - 0x10) : (t & 0x0F) | ((a & 0xF0) - (v & 0xF0));
    if (t & 0x100) t -= 0x60;
    a = static_cast<uint8_t>(t);
  }
  VETERAN_ALWAYS_INLINE auto cmp(uint8_t reg, uint8_t v) {
    set(C, reg >= v);
    nz(static_cast<uint8_t>(reg - v));
  }
  VETERAN_ALWAYS_INLINE auto bit(uint8_t v) {
    zv = a & v;
    nv = v;
    p = static_cast<uint8_t>((p & ~V) | (v & V));
  }
  VETERAN_ALWAYS_INLINE uint8_t asl(uint8_t v) {
    set(C, v & 0x80);
    return nz(static_cast<uint8_t>(v << 1));
  }
  VETERAN_ALWAYS_INLINE uint8_t lsr(uint8_t v) {
    set(C, v & 0x01);
    return nz(static_cast<uint8_t>(v >> 1));
  }
  VETERAN_ALWAYS_INLINE uint8_t rol(uint8_t v) {
    uint8_t c = p & C;
    set(C, v & 0x80);
    return nz(static_cast<uint8_t>(v << 1 | c));
  }
  VETERAN_ALWAYS_INLINE uint8_t ror(uint8_t v) {
    uint8_t c = p & C;
    set(C, v & 0x01);
    return nz(static_cast<uint8_t>(v >> 1 | c << 7));
  }
  VETERAN_ALWAYS_INLINE uint8_t inc(uint8_t v) { return nz(static_cast<uint8_t>(v + 1)); }
  VETERAN_ALWAYS_INLINE uint8_t dec(uint8_t v) { return nz(static_cast<uint8_t>(v - 1)); }
  // Undocumented combinations: a shift or increment, then an ALU op on A.
  VETERAN_ALWAYS_INLINE uint8_t slo(uint8_t v) { v = asl(v); nz(a |= v); return v; }
  VETERAN_ALWAYS_INLINE uint8_t rla(uint8_t v) { v = rol(v); nz(a &= v); return v; }
  VETERAN_ALWAYS_INLINE uint8_t sre(uint8_t v) { v = lsr(v); nz(a ^= v); return v; }
  VETERAN_ALWAYS_INLINE uint8_t rra(uint8_t v) { v = ror(v); adc(v); return v; }
  VETERAN_ALWAYS_INLINE uint8_t dcp(uint8_t v) {
    v = static_cast<uint8_t>(v - 1);
    cmp(a, v);
    return v;
  }
  VETERAN_ALWAYS_INLINE uint8_t isc(uint8_t v) {
    v = static_cast<uint8_t>(v + 1);
    sbc(v);
    return v;
  }
  VETERAN_ALWAYS_INLINE auto arr(uint8_t v) {
    uint8_t t = a & v;
    uint8_t res = static_cast<uint8_t>(t >> 1 | (p & C) << 7);
    if (!(p & D)) {
      a = nz(res);
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
    a = res;
  }

  // Read-modify-write: the NMOS chip writes the unmodified value back first.
  VETERAN_ALWAYS_INLINE void rmw(uint16_t ea, uint8_t (Exec::*operation)(uint8_t)) {
    uint8_t v = rd(ea);
    wr(ea, v);
    wr(ea, (this->*operation)(v));
  }
  VETERAN_ALWAYS_INLINE auto implied() { rd(pc); }
  VETERAN_ALWAYS_INLINE void accumulator(uint8_t (Exec::*operation)(uint8_t)) {
    implied();
    a = (this->*operation)(a);
  }
  VETERAN_ALWAYS_INLINE auto branch(bool taken) {
    int8_t offset = static_cast<int8_t>(rd(pc++));
    if (!taken) return;
    rd(pc);
    uint16_t target = static_cast<uint16_t>(pc + offset);
    if ((target ^ pc) & 0xFF00) rd(static_cast<uint16_t>((pc & 0xFF00) | (target & 0xFF)));
    pc = target;
  }
  // SHA/SHX/SHY/TAS store reg & (high byte of base + 1); on a page crossing
  // the stored value also replaces the high byte of the address.
  VETERAN_ALWAYS_INLINE auto store_high_and(uint16_t base, uint8_t index, uint8_t value) {
    uint16_t ea = indexed(base, index, true);
    uint8_t v = static_cast<uint8_t>(value & ((base >> 8) + 1));
    if ((base ^ ea) & 0xFF00) ea = static_cast<uint16_t>((ea & 0xFF) | v << 8);
    wr(ea, v);
  }
  VETERAN_ALWAYS_INLINE auto jam() {
    rd(pc);
    rd(pc);
    --pc;  // the PC stays on the JAM opcode
    cpu.jammed = true;
    cpu.attention();
  }
  VETERAN_ALWAYS_INLINE auto ld(uint8_t& reg, uint8_t v) { reg = nz(v); }

  template <bool kRun>
  VETERAN_ALWAYS_INLINE void run(uint8_t op) {
  // NEXT ends an instruction: step() writes the registers back; the run
  // fetches the next opcode while the slice lasts.
#define OP(n) case n
#define NEXT                        \
  if constexpr (kRun) {             \
    if (cyc < cpu.limit_) {         \
      op = rd(pc++);                \
      continue;                     \
    }                               \
  }                                 \
  write_back();                     \
  return
  for (;;) {
  switch (op) {
    // ---- loads
    OP(0xA9): ld(a, rd(imm())); NEXT;
    OP(0xA5): ld(a, rd(zp())); NEXT;
    OP(0xB5): ld(a, rd(zpx())); NEXT;
    OP(0xAD): ld(a, rd(abs())); NEXT;
    OP(0xBD): ld(a, rd(absx_r())); NEXT;
    OP(0xB9): ld(a, rd(absy_r())); NEXT;
    OP(0xA1): ld(a, rd(ind_x())); NEXT;
    OP(0xB1): ld(a, rd(indy_r())); NEXT;
    OP(0xA2): ld(x, rd(imm())); NEXT;
    OP(0xA6): ld(x, rd(zp())); NEXT;
    OP(0xB6): ld(x, rd(zpy())); NEXT;
    OP(0xAE): ld(x, rd(abs())); NEXT;
    OP(0xBE): ld(x, rd(absy_r())); NEXT;
    OP(0xA0): ld(y, rd(imm())); NEXT;
    OP(0xA4): ld(y, rd(zp())); NEXT;
    OP(0xB4): ld(y, rd(zpx())); NEXT;
    OP(0xAC): ld(y, rd(abs())); NEXT;
    OP(0xBC): ld(y, rd(absx_r())); NEXT;
    // LAX (undocumented): A and X loaded together
    OP(0xA7): ld(a, rd(zp())); x = a; NEXT;
    OP(0xB7): ld(a, rd(zpy())); x = a; NEXT;
    OP(0xAF): ld(a, rd(abs())); x = a; NEXT;
    OP(0xBF): ld(a, rd(absy_r())); x = a; NEXT;
    OP(0xA3): ld(a, rd(ind_x())); x = a; NEXT;
    OP(0xB3): ld(a, rd(indy_r())); x = a; NEXT;
    OP(0xAB): ld(a, static_cast<uint8_t>((a | 0xEE) & rd(imm()))); x = a; NEXT;  // LXA, magic constant $EE

    // ---- stores
    OP(0x85): wr(zp(), a); NEXT;
    OP(0x95): wr(zpx(), a); NEXT;
    OP(0x8D): wr(abs(), a); NEXT;
    OP(0x9D): wr(absx_w(), a); NEXT;
    OP(0x99): wr(absy_w(), a); NEXT;
    OP(0x81): wr(ind_x(), a); NEXT;
    OP(0x91): wr(indy_w(), a); NEXT;
    OP(0x86): wr(zp(), x); NEXT;
    OP(0x96): wr(zpy(), x); NEXT;
    OP(0x8E): wr(abs(), x); NEXT;
    OP(0x84): wr(zp(), y); NEXT;
    OP(0x94): wr(zpx(), y); NEXT;
    OP(0x8C): wr(abs(), y); NEXT;
    // SAX (undocumented): stores A & X
    OP(0x87): wr(zp(), a & x); NEXT;
    OP(0x97): wr(zpy(), a & x); NEXT;
    OP(0x8F): wr(abs(), a & x); NEXT;
    OP(0x83): wr(ind_x(), a & x); NEXT;
    // SHA, SHX, SHY, TAS (undocumented, unstable on real chips)
    OP(0x9F): store_high_and(abs(), y, a & x); NEXT;
    OP(0x93): store_high_and(zp_ptr_base(), y, a & x); NEXT;
    OP(0x9E): store_high_and(abs(), y, x); NEXT;
    OP(0x9C): store_high_and(abs(), x, y); NEXT;
    OP(0x9B): s = a & x; store_high_and(abs(), y, s); NEXT;

    // ---- arithmetic and logic on A
    OP(0x69): adc(rd(imm())); NEXT;
    OP(0x65): adc(rd(zp())); NEXT;
    OP(0x75): adc(rd(zpx())); NEXT;
    OP(0x6D): adc(rd(abs())); NEXT;
    OP(0x7D): adc(rd(absx_r())); NEXT;
    OP(0x79): adc(rd(absy_r())); NEXT;
    OP(0x61): adc(rd(ind_x())); NEXT;
    OP(0x71): adc(rd(indy_r())); NEXT;
    OP(0xE9): OP(0xEB): sbc(rd(imm())); NEXT;
    OP(0xE5): sbc(rd(zp())); NEXT;
    OP(0xF5): sbc(rd(zpx())); NEXT;
    OP(0xED): sbc(rd(abs())); NEXT;
    OP(0xFD): sbc(rd(absx_r())); NEXT;
    OP(0xF9): sbc(rd(absy_r())); NEXT;
    OP(0xE1): sbc(rd(ind_x())); NEXT;
    OP(0xF1): sbc(rd(indy_r())); NEXT;
    OP(0x29): nz(a &= rd(imm())); NEXT;
    OP(0x25): nz(a &= rd(zp())); NEXT;
    OP(0x35): nz(a &= rd(zpx())); NEXT;
    OP(0x2D): nz(a &= rd(abs())); NEXT;
    OP(0x3D): nz(a &= rd(absx_r())); NEXT;
    OP(0x39): nz(a &= rd(absy_r())); NEXT;
    OP(0x21): nz(a &= rd(ind_x())); NEXT;
    OP(0x31): nz(a &= rd(indy_r())); NEXT;
    OP(0x09): nz(a |= rd(imm())); NEXT;
    OP(0x05): nz(a |= rd(zp())); NEXT;
    OP(0x15): nz(a |= rd(zpx())); NEXT;
    OP(0x0D): nz(a |= rd(abs())); NEXT;
    OP(0x1D): nz(a |= rd(absx_r())); NEXT;
    OP(0x19): nz(a |= rd(absy_r())); NEXT;
    OP(0x01): nz(a |= rd(ind_x())); NEXT;
    OP(0x11): nz(a |= rd(indy_r())); NEXT;
    OP(0x49): nz(a ^= rd(imm())); NEXT;
    OP(0x45): nz(a ^= rd(zp())); NEXT;
    OP(0x55): nz(a ^= rd(zpx())); NEXT;
    OP(0x4D): nz(a ^= rd(abs())); NEXT;
    OP(0x5D): nz(a ^= rd(absx_r())); NEXT;
    OP(0x59): nz(a ^= rd(absy_r())); NEXT;
    OP(0x41): nz(a ^= rd(ind_x())); NEXT;
    OP(0x51): nz(a ^= rd(indy_r())); NEXT;
    OP(0xC9): cmp(a, rd(imm())); NEXT;
    OP(0xC5): cmp(a, rd(zp())); NEXT;
    OP(0xD5): cmp(a, rd(zpx())); NEXT;
    OP(0xCD): cmp(a, rd(abs())); NEXT;
    OP(0xDD): cmp(a, rd(absx_r())); NEXT;
    OP(0xD9): cmp(a, rd(absy_r())); NEXT;
    OP(0xC1): cmp(a, rd(ind_x())); NEXT;
    OP(0xD1): cmp(a, rd(indy_r())); NEXT;
    OP(0xE0): cmp(x, rd(imm())); NEXT;
    OP(0xE4): cmp(x, rd(zp())); NEXT;
    OP(0xEC): cmp(x, rd(abs())); NEXT;
    OP(0xC0): cmp(y, rd(imm())); NEXT;
    OP(0xC4): cmp(y, rd(zp())); NEXT;
    OP(0xCC): cmp(y, rd(abs())); NEXT;
    OP(0x24): bit(rd(zp())); NEXT;
    OP(0x2C): bit(rd(abs())); NEXT;
    // immediate-only undocumented ALU ops
    OP(0x0B): OP(0x2B): nz(a &= rd(imm())); set(C, a & 0x80); NEXT;  // ANC
    OP(0x4B): a &= rd(imm()); a = lsr(a); NEXT;                       // ALR
    OP(0x6B): arr(rd(imm())); NEXT;                                   // ARR
    OP(0x8B): ld(a, static_cast<uint8_t>((a | 0xEE) & x & rd(imm()))); NEXT;  // ANE, magic constant $EE
    OP(0xCB): {                                                        // SBX
      uint8_t v = rd(imm());
      set(C, (a & x) >= v);
      x = nz(static_cast<uint8_t>((a & x) - v));
      NEXT;
    }
    OP(0xBB): s = a = x = nz(rd(absy_r()) & s); NEXT;  // LAS

    // ---- read-modify-write on memory
    OP(0x06): rmw(zp(), &Exec::asl); NEXT;
    OP(0x16): rmw(zpx(), &Exec::asl); NEXT;
    OP(0x0E): rmw(abs(), &Exec::asl); NEXT;
    OP(0x1E): rmw(absx_w(), &Exec::asl); NEXT;
    OP(0x46): rmw(zp(), &Exec::lsr); NEXT;
    OP(0x56): rmw(zpx(), &Exec::lsr); NEXT;
    OP(0x4E): rmw(abs(), &Exec::lsr); NEXT;
    OP(0x5E): rmw(absx_w(), &Exec::lsr); NEXT;
    OP(0x26): rmw(zp(), &Exec::rol); NEXT;
    OP(0x36): rmw(zpx(), &Exec::rol); NEXT;
    OP(0x2E): rmw(abs(), &Exec::rol); NEXT;
    OP(0x3E): rmw(absx_w(), &Exec::rol); NEXT;
    OP(0x66): rmw(zp(), &Exec::ror); NEXT;
    OP(0x76): rmw(zpx(), &Exec::ror); NEXT;
    OP(0x6E): rmw(abs(), &Exec::ror); NEXT;
    OP(0x7E): rmw(absx_w(), &Exec::ror); NEXT;
    OP(0xE6): rmw(zp(), &Exec::inc); NEXT;
    OP(0xF6): rmw(zpx(), &Exec::inc); NEXT;
    OP(0xEE): rmw(abs(), &Exec::inc); NEXT;
    OP(0xFE): rmw(absx_w(), &Exec::inc); NEXT;
    OP(0xC6): rmw(zp(), &Exec::dec); NEXT;
    OP(0xD6): rmw(zpx(), &Exec::dec); NEXT;
    OP(0xCE): rmw(abs(), &Exec::dec); NEXT;
    OP(0xDE): rmw(absx_w(), &Exec::dec); NEXT;
    // undocumented RMW + ALU: SLO RLA SRE RRA DCP ISC in the seven modes each
    OP(0x07): rmw(zp(), &Exec::slo); NEXT;
    OP(0x17): rmw(zpx(), &Exec::slo); NEXT;
    OP(0x0F): rmw(abs(), &Exec::slo); NEXT;
    OP(0x1F): rmw(absx_w(), &Exec::slo); NEXT;
    OP(0x1B): rmw(absy_w(), &Exec::slo); NEXT;
    OP(0x03): rmw(ind_x(), &Exec::slo); NEXT;
    OP(0x13): rmw(indy_w(), &Exec::slo); NEXT;
    OP(0x27): rmw(zp(), &Exec::rla); NEXT;
    OP(0x37): rmw(zpx(), &Exec::rla); NEXT;
    OP(0x2F): rmw(abs(), &Exec::rla); NEXT;
    OP(0x3F): rmw(absx_w(), &Exec::rla); NEXT;
    OP(0x3B): rmw(absy_w(), &Exec::rla); NEXT;
    OP(0x23): rmw(ind_x(), &Exec::rla); NEXT;
    OP(0x33): rmw(indy_w(), &Exec::rla); NEXT;
    OP(0x47): rmw(zp(), &Exec::sre); NEXT;
    OP(0x57): rmw(zpx(), &Exec::sre); NEXT;
    OP(0x4F): rmw(abs(), &Exec::sre); NEXT;
    OP(0x5F): rmw(absx_w(), &Exec::sre); NEXT;
    OP(0x5B): rmw(absy_w(), &Exec::sre); NEXT;
    OP(0x43): rmw(ind_x(), &Exec::sre); NEXT;
    OP(0x53): rmw(indy_w(), &Exec::sre); NEXT;
    OP(0x67): rmw(zp(), &Exec::rra); NEXT;
    OP(0x77): rmw(zpx(), &Exec::rra); NEXT;
    OP(0x6F): rmw(abs(), &Exec::rra); NEXT;
    OP(0x7F): rmw(absx_w(), &Exec::rra); NEXT;
    OP(0x7B): rmw(absy_w(), &Exec::rra); NEXT;
    OP(0x63): rmw(ind_x(), &Exec::rra); NEXT;
    OP(0x73): rmw(indy_w(), &Exec::rra); NEXT;
    OP(0xC7): rmw(zp(), &Exec::dcp); NEXT;
    OP(0xD7): rmw(zpx(), &Exec::dcp); NEXT;
    OP(0xCF): rmw(abs(), &Exec::dcp); NEXT;
    OP(0xDF): rmw(absx_w(), &Exec::dcp); NEXT;
    OP(0xDB): rmw(absy_w(), &Exec::dcp); NEXT;
    OP(0xC3): rmw(ind_x(), &Exec::dcp); NEXT;
    OP(0xD3): rmw(indy_w(), &Exec::dcp); NEXT;
    OP(0xE7): rmw(zp(), &Exec::isc); NEXT;
    OP(0xF7): rmw(zpx(), &Exec::isc); NEXT;
    OP(0xEF): rmw(abs(), &Exec::isc); NEXT;
    OP(0xFF): rmw(absx_w(), &Exec::isc); NEXT;
    OP(0xFB): rmw(absy_w(), &Exec::isc); NEXT;
    OP(0xE3): rmw(ind_x(), &Exec::isc); NEXT;
    OP(0xF3): rmw(indy_w(), &Exec::isc); NEXT;

    // ---- accumulator and register-only instructions (two cycles)
    OP(0x0A): accumulator(&Exec::asl); NEXT;
    OP(0x4A): accumulator(&Exec::lsr); NEXT;
    OP(0x2A): accumulator(&Exec::rol); NEXT;
    OP(0x6A): accumulator(&Exec::ror); NEXT;
    OP(0xE8): implied(); nz(++x); NEXT;
    OP(0xC8): implied(); nz(++y); NEXT;
    OP(0xCA): implied(); nz(--x); NEXT;
    OP(0x88): implied(); nz(--y); NEXT;
    OP(0xAA): implied(); ld(x, a); NEXT;
    OP(0xA8): implied(); ld(y, a); NEXT;
    OP(0x8A): implied(); ld(a, x); NEXT;
    OP(0x98): implied(); ld(a, y); NEXT;
    OP(0xBA): implied(); ld(x, s); NEXT;
    OP(0x9A): implied(); s = x; NEXT;
    OP(0x18): implied(); set(C, false); NEXT;
    OP(0x38): implied(); set(C, true); NEXT;
    OP(0x58): implied(); set(I, false); NEXT;
    OP(0x78): implied(); set(I, true); NEXT;
    OP(0xB8): implied(); set(V, false); NEXT;
    OP(0xD8): implied(); set(D, false); NEXT;
    OP(0xF8): implied(); set(D, true); NEXT;

    // ---- NOPs, documented and not
    OP(0xEA): OP(0x1A): OP(0x3A): OP(0x5A): OP(0x7A): OP(0xDA): OP(0xFA): implied(); NEXT;
    OP(0x80): OP(0x82): OP(0x89): OP(0xC2): OP(0xE2): rd(imm()); NEXT;
    OP(0x04): OP(0x44): OP(0x64): rd(zp()); NEXT;
    OP(0x14): OP(0x34): OP(0x54): OP(0x74): OP(0xD4): OP(0xF4): rd(zpx()); NEXT;
    OP(0x0C): rd(abs()); NEXT;
    OP(0x1C): OP(0x3C): OP(0x5C): OP(0x7C): OP(0xDC): OP(0xFC): rd(absx_r()); NEXT;

    // ---- branches
    OP(0x10): branch(!(nv & N)); NEXT;
    OP(0x30): branch(nv & N); NEXT;
    OP(0x50): branch(!(p & V)); NEXT;
    OP(0x70): branch(p & V); NEXT;
    OP(0x90): branch(!(p & C)); NEXT;
    OP(0xB0): branch(p & C); NEXT;
    OP(0xD0): branch(zv != 0); NEXT;
    OP(0xF0): branch(zv == 0); NEXT;

    // ---- stack, jumps, subroutines, interrupts
    OP(0x48): implied(); push(a); NEXT;
    OP(0x08): implied(); push(flags() | B | U); NEXT;
    OP(0x68): implied(); stack_dummy(); ld(a, pull()); NEXT;
    OP(0x28): implied(); stack_dummy(); load_flags(static_cast<uint8_t>((pull() | U) & ~B)); NEXT;
    OP(0x4C): pc = abs(); NEXT;
    OP(0x6C): {  // JMP (ind): the pointer's high byte never carries into the next page
      uint16_t ptr = abs();
      uint16_t lo = rd(ptr);
      pc = static_cast<uint16_t>(lo | rd(static_cast<uint16_t>((ptr & 0xFF00) | ((ptr + 1) & 0xFF))) << 8);
      NEXT;
    }
    OP(0x20): {  // JSR: the high byte is fetched last, after the pushes
      uint16_t lo = rd(pc++);
      stack_dummy();
      push(static_cast<uint8_t>(pc >> 8));
      push(static_cast<uint8_t>(pc));
      pc = static_cast<uint16_t>(lo | rd(pc) << 8);
      NEXT;
    }
    OP(0x60): {
      implied();
      stack_dummy();
      uint16_t lo = pull();
      pc = static_cast<uint16_t>(lo | pull() << 8);
      rd(pc++);
      NEXT;
    }
    OP(0x40): {
      implied();
      stack_dummy();
      load_flags(static_cast<uint8_t>((pull() | U) & ~B));
      uint16_t lo = pull();
      pc = static_cast<uint16_t>(lo | pull() << 8);
      NEXT;
    }
    OP(0x00): {  // BRK: a two-byte instruction that pushes P with B set
      rd(pc++);
      push(static_cast<uint8_t>(pc >> 8));
      push(static_cast<uint8_t>(pc));
      push(flags() | B | U);
      p |= I;
      uint16_t lo = rd(0xFFFE);
      pc = static_cast<uint16_t>(lo | rd(0xFFFF) << 8);
      NEXT;
    }

    // ---- JAM/KIL: the CPU stops
    OP(0x02): OP(0x12): OP(0x22): OP(0x32): OP(0x42): OP(0x52):
    OP(0x62): OP(0x72): OP(0x92): OP(0xB2): OP(0xD2): OP(0xF2): jam(); NEXT;
  }
  }
#undef OP
#undef NEXT
  }
};

// A local Exec, whose run() inlines here: the compiler keeps its fields in
// host registers.
template <class Bus>
template <bool kRun>
void Cpu<Bus>::execute(uint8_t op) {
  Exec e(*this);
  e.template run<kRun>(op);
}

}  // namespace veteran::mos6502
// clang-format on
