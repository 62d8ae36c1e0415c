// Atmel AVR core (the ATmega88's AVRe+ instruction set): every instruction
// the ATmega48/88/168 datasheet lists (JMP and CALL too), the 16- and 32-bit
// encodings, skips over two-word instructions, the MUL family, LPM, SREG with
// all eight flags, the register file and SP/SREG mapped into data space,
// interrupts through a vector table with their response time, and SLEEP.
// Cycle counts are the datasheet's for a device with a 2-byte PC.
//
// The core is a template on its bus:
//   const uint16_t* Bus::program();                 program memory, flash_words words (read in place)
//   uint8_t  Bus::read(uint16_t address);           data space from $20 on
//   void     Bus::write(uint16_t address, uint8_t value);
//   int      Bus::interrupt(uint64_t now);          the vector to take (1..), 0 for none
//   void     Bus::acknowledge(int vector);          its entry began (a flag the hardware clears)
//   uint64_t Bus::wake_at(uint64_t now);            the cycle an interrupt will next be pending
//   bool     Bus::sleep_enabled();                  SMCR's SE bit
// The registers, SPL, SPH and SREG ($00-$1F, $5D-$5F) are the core's own.
// While a bus call runs, `cycles` holds the cycle at which the instruction began.
#pragma once

#include <array>
#include <cstdint>

#include "cores/common/inline.hpp"
#include "cores/common/state_archive.hpp"
#include "cores/common/timeslice.hpp"

namespace veteran::avr8 {

enum Flag : uint8_t { C = 0x01, Z = 0x02, N = 0x04, V = 0x08, S = 0x10, H = 0x20, T = 0x40, I = 0x80 };

// Data-space addresses of the core's own I/O registers.
inline constexpr uint16_t kSpl = 0x5D, kSph = 0x5E, kSreg = 0x5F;

struct State {
  std::array<uint8_t, 32> reg{};
  uint16_t pc = 0;  // in words
  uint16_t sp = 0;
  uint8_t sreg = 0;
  bool sleeping = false;
  bool operator==(const State&) const = default;
};

// What each opcode is, decoded once into a table of 65,536 entries.
enum class Op : uint8_t {
  invalid,
  nop,
  movw,
  muls,
  mulsu,
  fmul,
  fmuls,
  fmulsu,
  cpc,
  sbc,
  add,
  cpse,
  cp,
  sub,
  adc,
  and_,
  eor,
  or_,
  mov,
  cpi,
  sbci,
  subi,
  ori,
  andi,
  ldd_z,
  ldd_y,
  std_z,
  std_y,
  lds,
  ld_zi,
  ld_dz,
  lpm_z,
  lpm_zi,
  ld_yi,
  ld_dy,
  ld_x,
  ld_xi,
  ld_dx,
  pop,
  sts,
  st_zi,
  st_dz,
  st_yi,
  st_dy,
  st_x,
  st_xi,
  st_dx,
  push,
  com,
  neg,
  swap,
  inc,
  asr,
  lsr,
  ror,
  dec,
  jmp,
  call,
  bset,
  bclr,
  ret,
  reti,
  sleep,
  break_,
  wdr,
  lpm,
  spm,
  ijmp,
  icall,
  adiw,
  sbiw,
  cbi,
  sbic,
  sbi,
  sbis,
  mul,
  in,
  out,
  rjmp,
  rcall,
  ldi,
  brbs,
  brbc,
  bld,
  bst,
  sbrc,
  sbrs
};

struct Pattern {
  uint16_t mask, value;
  Op op;
};

// The instruction set as the datasheet writes its encodings; the first
// pattern that fits decides (the specific ones come before the general).
inline constexpr Pattern kPatterns[] = {
    {0xFFFF, 0x0000, Op::nop},    {0xFF00, 0x0100, Op::movw},  {0xFF00, 0x0200, Op::muls},
    {0xFF88, 0x0300, Op::mulsu},  {0xFF88, 0x0308, Op::fmul},  {0xFF88, 0x0380, Op::fmuls},
    {0xFF88, 0x0388, Op::fmulsu}, {0xFC00, 0x0400, Op::cpc},   {0xFC00, 0x0800, Op::sbc},
    {0xFC00, 0x0C00, Op::add},    {0xFC00, 0x1000, Op::cpse},  {0xFC00, 0x1400, Op::cp},
    {0xFC00, 0x1800, Op::sub},    {0xFC00, 0x1C00, Op::adc},   {0xFC00, 0x2000, Op::and_},
    {0xFC00, 0x2400, Op::eor},    {0xFC00, 0x2800, Op::or_},   {0xFC00, 0x2C00, Op::mov},
    {0xF000, 0x3000, Op::cpi},    {0xF000, 0x4000, Op::sbci},  {0xF000, 0x5000, Op::subi},
    {0xF000, 0x6000, Op::ori},    {0xF000, 0x7000, Op::andi},  {0xFE0F, 0x9000, Op::lds},
    {0xFE0F, 0x9001, Op::ld_zi},  {0xFE0F, 0x9002, Op::ld_dz}, {0xFE0F, 0x9004, Op::lpm_z},
    {0xFE0F, 0x9005, Op::lpm_zi}, {0xFE0F, 0x9009, Op::ld_yi}, {0xFE0F, 0x900A, Op::ld_dy},
    {0xFE0F, 0x900C, Op::ld_x},   {0xFE0F, 0x900D, Op::ld_xi}, {0xFE0F, 0x900E, Op::ld_dx},
    {0xFE0F, 0x900F, Op::pop},    {0xFE0F, 0x9200, Op::sts},   {0xFE0F, 0x9201, Op::st_zi},
    {0xFE0F, 0x9202, Op::st_dz},  {0xFE0F, 0x9209, Op::st_yi}, {0xFE0F, 0x920A, Op::st_dy},
    {0xFE0F, 0x920C, Op::st_x},   {0xFE0F, 0x920D, Op::st_xi}, {0xFE0F, 0x920E, Op::st_dx},
    {0xFE0F, 0x920F, Op::push},   {0xFF8F, 0x9408, Op::bset},  {0xFF8F, 0x9488, Op::bclr},
    {0xFFFF, 0x9508, Op::ret},    {0xFFFF, 0x9518, Op::reti},  {0xFFFF, 0x9588, Op::sleep},
    {0xFFFF, 0x9598, Op::break_}, {0xFFFF, 0x95A8, Op::wdr},   {0xFFFF, 0x95C8, Op::lpm},
    {0xFFFF, 0x95E8, Op::spm},    {0xFFFF, 0x9409, Op::ijmp},  {0xFFFF, 0x9509, Op::icall},
    {0xFE0F, 0x9400, Op::com},    {0xFE0F, 0x9401, Op::neg},   {0xFE0F, 0x9402, Op::swap},
    {0xFE0F, 0x9403, Op::inc},    {0xFE0F, 0x9405, Op::asr},   {0xFE0F, 0x9406, Op::lsr},
    {0xFE0F, 0x9407, Op::ror},    {0xFE0F, 0x940A, Op::dec},   {0xFE0E, 0x940C, Op::jmp},
    {0xFE0E, 0x940E, Op::call},   {0xFF00, 0x9600, Op::adiw},  {0xFF00, 0x9700, Op::sbiw},
    {0xFF00, 0x9800, Op::cbi},    {0xFF00, 0x9900, Op::sbic},  {0xFF00, 0x9A00, Op::sbi},
    {0xFF00, 0x9B00, Op::sbis},   {0xFC00, 0x9C00, Op::mul},   {0xF800, 0xB000, Op::in},
    {0xF800, 0xB800, Op::out},    {0xF000, 0xC000, Op::rjmp},  {0xF000, 0xD000, Op::rcall},
    {0xF000, 0xE000, Op::ldi},    {0xFC00, 0xF000, Op::brbs},  {0xFC00, 0xF400, Op::brbc},
    {0xFE08, 0xF800, Op::bld},    {0xFE08, 0xFA00, Op::bst},   {0xFE08, 0xFC00, Op::sbrc},
    {0xFE08, 0xFE00, Op::sbrs},   {0xD208, 0x8000, Op::ldd_z}, {0xD208, 0x8008, Op::ldd_y},
    {0xD208, 0x8200, Op::std_z},  {0xD208, 0x8208, Op::std_y},
};

inline Op decode_slow(uint16_t op) {
  for (const Pattern& p : kPatterns)
    if ((op & p.mask) == p.value) return p.op;
  return Op::invalid;
}

// The decoded table, built by the compiler (a constant the core reads
// without a guard or a pointer to follow, and nothing to build as a program
// starts: built there, it was a millisecond of every command's start-up).
// Each pattern fills the opcodes it matches, the last first, so that where
// two match the first in kPatterns wins, as decode_slow says.
inline constexpr std::array<Op, 65536> kDecoded = [] {
  std::array<Op, 65536> t{};
  for (auto p = std::end(kPatterns); p != std::begin(kPatterns);) {
    --p;
    const uint32_t free = ~static_cast<uint32_t>(p->mask) & 0xFFFF;
    uint32_t bits = 0;
    do {
      t[p->value | bits] = p->op;
      bits = (bits - free) & free;  // the next subset of the free bits
    } while (bits != 0);
  }
  return t;
}();
inline const std::array<Op, 65536>& decode_table() { return kDecoded; }

// Whether an opcode takes a second word (what a skip jumps over).
inline bool two_words(uint16_t op) {
  const Op o = kDecoded[op];
  return o == Op::lds || o == Op::sts || o == Op::jmp || o == Op::call;
}

template <class Bus>
class Cpu : public cores::Timeslice<Cpu<Bus>> {
 public:
  // `flash_words`: program memory's size (a power of two; the PC wraps in it);
  // `vector_words`: the size of an interrupt vector (1 on the ATmega88).
  Cpu(Bus& bus, uint32_t flash_words, int vector_words)
      : bus_(bus), flash_(bus.program()), pc_mask_(static_cast<uint16_t>(flash_words - 1)),
        vector_words_(vector_words) {}

  State r;
  uint64_t cycles = 0;
  // Instructions left before an interrupt may be taken (one after SEI and RETI).
  int interrupt_delay = 0;

  void reset() {
    r.pc = 0;
    r.sreg = 0;
    r.sp = 0;
    r.sleeping = false;
    interrupt_delay = 0;
    this->attention();
  }
  // A peripheral's interrupt flag changed: the run loop looks at interrupts again.
  void poll_interrupts() { this->attention(); }

  VETERAN_ALWAYS_INLINE uint8_t read_data(uint16_t a) {
    if (a < 0x20) return r.reg[a];
    if (a == kSpl) return static_cast<uint8_t>(r.sp);
    if (a == kSph) return static_cast<uint8_t>(r.sp >> 8);
    if (a == kSreg) return r.sreg;
    return bus_.read(a);
  }
  VETERAN_ALWAYS_INLINE void write_data(uint16_t a, uint8_t v) {
    if (a < 0x20) {
      r.reg[a] = v;
    } else if (a == kSpl) {
      r.sp = static_cast<uint16_t>((r.sp & 0xFF00) | v);
    } else if (a == kSph) {
      r.sp = static_cast<uint16_t>((r.sp & 0x00FF) | v << 8);
    } else if (a == kSreg) {
      set_sreg(v);
    } else {
      bus_.write(a, v);
    }
  }

  // Save states (cores/common/state_archive.hpp): between instructions.
  template <class Archive>
  void serialize(Archive& a) {
    a("reg", r.reg), a("pc", r.pc), a("sp", r.sp), a("sreg", r.sreg), a("sleeping", r.sleeping);
    a(
        "interrupt_delay", interrupt_delay, [](int d) { return d >= 0 && d <= 1; }, "0 or 1");
    a("cycles", cycles, state::within_cycles, state::kCyclesWhy);
    if constexpr (Archive::kLoading) this->attention();
  }

  // One instruction, or an interrupt's entry, or a sleep until the next interrupt.
  void step() {
    if (r.sleeping) {
      // Woken by an interrupt: four cycles more than from running (the
      // datasheet's; the sleep mode's start-up time is the machine's).
      if ((r.sreg & I) && take_interrupt(4)) return;
      const uint64_t wake = bus_.wake_at(cycles);
      const uint64_t until = wake < this->target_ ? wake : this->target_;
      cycles = until > cycles ? until : cycles + 1;
      return;
    }
    if (interrupt_delay > 0)
      --interrupt_delay;
    else if ((r.sreg & I) && take_interrupt(0))
      return;
    execute();
  }

  // Whole instructions to `target`. Interrupts are looked at when one may be
  // pending: between, instructions run in a plain loop up to the cycle the bus
  // names for its next interrupt (wake_at), or until something needs attention
  // (SEI or a write to SREG, a peripheral's flag or mask written, SLEEP, stop()),
  // which ends the plain loop at once. The same instructions see the same
  // interrupts as step() looking before each one.
  void run_until(uint64_t target) {
    this->target_ = target;
    while (cycles < this->target_) {
      if (r.sleeping | interrupt_delay) {
        step();
        continue;
      }
      uint64_t limit = this->target_;
      if (r.sreg & I) {
        if (take_interrupt(0)) continue;
        const uint64_t next = bus_.wake_at(cycles);
        if (next < limit) limit = next;
      }
      this->limit_ = limit;
      while (cycles < this->limit_) execute();
    }
  }

 private:
  Bus& bus_;
  const uint16_t* flash_;  // read in place: one load a fetch
  uint16_t pc_mask_;
  int vector_words_;

  void set_sreg(uint8_t v) {
    const bool enabling = !(r.sreg & I) && (v & I);
    r.sreg = v;
    if (enabling) interrupt_delay = 1;  // the instruction after is executed first
    this->attention();
  }

  // The interrupt the bus has pending, entered: 4 cycles (+`extra` from sleep).
  bool take_interrupt(int extra) {
    if (!(r.sreg & I)) return false;
    const int vector = bus_.interrupt(cycles);
    if (vector <= 0) return false;
    r.sleeping = false;
    push16(r.pc);
    r.sreg = static_cast<uint8_t>(r.sreg & ~I);
    r.pc = static_cast<uint16_t>((vector * vector_words_) & pc_mask_);
    bus_.acknowledge(vector);
    cycles += 4 + static_cast<uint64_t>(extra);
    return true;
  }

  uint16_t fetch() {
    const uint16_t w = flash_[r.pc];
    r.pc = static_cast<uint16_t>((r.pc + 1) & pc_mask_);
    return w;
  }
  void push8(uint8_t v) {
    write_data(r.sp, v);
    r.sp = static_cast<uint16_t>(r.sp - 1);
  }
  uint8_t pop8() {
    r.sp = static_cast<uint16_t>(r.sp + 1);
    return read_data(r.sp);
  }
  // The return address: low byte first, so that it lies high byte first in memory.
  void push16(uint16_t v) {
    push8(static_cast<uint8_t>(v));
    push8(static_cast<uint8_t>(v >> 8));
  }
  uint16_t pop16() {
    const uint8_t high = pop8();
    return static_cast<uint16_t>(high << 8 | pop8());
  }
  uint16_t pair(int low) const { return static_cast<uint16_t>(r.reg[low] | r.reg[low + 1] << 8); }
  void set_pair(int low, uint16_t v) {
    r.reg[low] = static_cast<uint8_t>(v);
    r.reg[low + 1] = static_cast<uint8_t>(v >> 8);
  }
  void flags(uint8_t mask, uint8_t set) { r.sreg = static_cast<uint8_t>((r.sreg & ~mask) | (set & mask)); }
  static uint8_t nz(uint8_t v) { return static_cast<uint8_t>((v & 0x80 ? N : 0) | (v ? 0 : Z)); }
  static uint8_t with_s(uint8_t f) { return static_cast<uint8_t>(f | (((f & N) != 0) != ((f & V) != 0) ? S : 0)); }

  VETERAN_ALWAYS_INLINE uint8_t add8(uint8_t d, uint8_t s, bool carry) {
    const uint8_t res = static_cast<uint8_t>(d + s + carry);
    const uint8_t cc = static_cast<uint8_t>((d & s) | (s & ~res) | (~res & d));
    const uint8_t f = static_cast<uint8_t>((cc & 0x08 ? H : 0) | (cc & 0x80 ? C : 0) |
                                           (((d & s & ~res) | (~d & ~s & res)) & 0x80 ? V : 0) | nz(res));
    flags(H | S | V | N | Z | C, with_s(f));
    return res;
  }
  // SUB, SBC, CP, CPC and the immediates; `keep_z`: Z only cleared, never set (the carrying forms).
  VETERAN_ALWAYS_INLINE uint8_t sub8(uint8_t d, uint8_t s, bool carry, bool keep_z) {
    const uint8_t res = static_cast<uint8_t>(d - s - carry);
    const uint8_t cc = static_cast<uint8_t>((~d & s) | (s & res) | (res & ~d));
    uint8_t f = static_cast<uint8_t>((cc & 0x08 ? H : 0) | (cc & 0x80 ? C : 0) |
                                     (((d & ~s & ~res) | (~d & s & res)) & 0x80 ? V : 0) | nz(res));
    if (keep_z && !(r.sreg & Z)) f = static_cast<uint8_t>(f & ~Z);
    flags(H | S | V | N | Z | C, with_s(f));
    return res;
  }
  void logic(uint8_t res) { flags(S | V | N | Z, with_s(nz(res))); }
  // A skip: the next instruction, one or two words, is passed over.
  void skip() {
    const bool two = two_words(flash_[r.pc]);
    r.pc = static_cast<uint16_t>((r.pc + (two ? 2 : 1)) & pc_mask_);
    cycles += two ? 2 : 1;
  }
  void multiply(int product, bool fractional) {
    auto p = static_cast<uint16_t>(product);
    const bool carry = p & 0x8000;
    if (fractional) p = static_cast<uint16_t>(p << 1);
    set_pair(0, p);
    flags(C | Z, static_cast<uint8_t>((carry ? C : 0) | (p ? 0 : Z)));
    cycles += 2;
  }

  VETERAN_ALWAYS_INLINE void execute() {
    const uint16_t op = fetch();
    auto& R = r.reg;
    switch (kDecoded[op]) {
      case Op::invalid:
      case Op::nop:
      case Op::break_:
      case Op::wdr:
      case Op::spm: cycles += 1; return;
      case Op::sleep:
        cycles += 1;
        if (bus_.sleep_enabled()) r.sleeping = true, this->attention();
        return;
      case Op::movw: set_pair(((op >> 4) & 0xF) * 2, pair((op & 0xF) * 2)), cycles += 1; return;
      case Op::muls:
        multiply(static_cast<int8_t>(R[16 + ((op >> 4) & 0xF)]) * static_cast<int8_t>(R[16 + (op & 0xF)]), false);
        return;
      case Op::mulsu: multiply(static_cast<int8_t>(R[16 + ((op >> 4) & 7)]) * R[16 + (op & 7)], false); return;
      case Op::fmul: multiply(R[16 + ((op >> 4) & 7)] * R[16 + (op & 7)], true); return;
      case Op::fmuls:
        multiply(static_cast<int8_t>(R[16 + ((op >> 4) & 7)]) * static_cast<int8_t>(R[16 + (op & 7)]), true);
        return;
      case Op::fmulsu: multiply(static_cast<int8_t>(R[16 + ((op >> 4) & 7)]) * R[16 + (op & 7)], true); return;
      case Op::mul: multiply(R[d5(op)] * R[r5(op)], false); return;
      case Op::cpc: sub8(R[d5(op)], R[r5(op)], r.sreg & C, true), cycles += 1; return;
      case Op::sbc: R[d5(op)] = sub8(R[d5(op)], R[r5(op)], r.sreg & C, true), cycles += 1; return;
      case Op::add: R[d5(op)] = add8(R[d5(op)], R[r5(op)], false), cycles += 1; return;
      case Op::adc: R[d5(op)] = add8(R[d5(op)], R[r5(op)], r.sreg & C), cycles += 1; return;
      case Op::cp: sub8(R[d5(op)], R[r5(op)], false, false), cycles += 1; return;
      case Op::sub: R[d5(op)] = sub8(R[d5(op)], R[r5(op)], false, false), cycles += 1; return;
      case Op::cpse:
        cycles += 1;
        if (R[d5(op)] == R[r5(op)]) skip();
        return;
      case Op::and_: logic(R[d5(op)] &= R[r5(op)]), cycles += 1; return;
      case Op::eor: logic(R[d5(op)] ^= R[r5(op)]), cycles += 1; return;
      case Op::or_: logic(R[d5(op)] |= R[r5(op)]), cycles += 1; return;
      case Op::mov: R[d5(op)] = R[r5(op)], cycles += 1; return;
      case Op::cpi: sub8(R[d4(op)], k8(op), false, false), cycles += 1; return;
      case Op::sbci: R[d4(op)] = sub8(R[d4(op)], k8(op), r.sreg & C, true), cycles += 1; return;
      case Op::subi: R[d4(op)] = sub8(R[d4(op)], k8(op), false, false), cycles += 1; return;
      case Op::ori: logic(R[d4(op)] |= k8(op)), cycles += 1; return;
      case Op::andi: logic(R[d4(op)] &= k8(op)), cycles += 1; return;
      case Op::ldi: R[d4(op)] = k8(op), cycles += 1; return;
      case Op::ldd_z: R[d5(op)] = read_data(static_cast<uint16_t>(pair(30) + q(op))), cycles += 2; return;
      case Op::ldd_y: R[d5(op)] = read_data(static_cast<uint16_t>(pair(28) + q(op))), cycles += 2; return;
      case Op::std_z: write_data(static_cast<uint16_t>(pair(30) + q(op)), R[d5(op)]), cycles += 2; return;
      case Op::std_y: write_data(static_cast<uint16_t>(pair(28) + q(op)), R[d5(op)]), cycles += 2; return;
      case Op::lds: {
        const uint16_t a = fetch();
        R[d5(op)] = read_data(a), cycles += 2;
        return;
      }
      case Op::sts: {
        const uint16_t a = fetch();
        write_data(a, R[d5(op)]), cycles += 2;
        return;
      }
      case Op::ld_zi: load_post(30, d5(op)); return;
      case Op::ld_yi: load_post(28, d5(op)); return;
      case Op::ld_xi: load_post(26, d5(op)); return;
      case Op::ld_dz: load_pre(30, d5(op)); return;
      case Op::ld_dy: load_pre(28, d5(op)); return;
      case Op::ld_dx: load_pre(26, d5(op)); return;
      case Op::ld_x: R[d5(op)] = read_data(pair(26)), cycles += 2; return;
      case Op::st_zi: store_post(30, d5(op)); return;
      case Op::st_yi: store_post(28, d5(op)); return;
      case Op::st_xi: store_post(26, d5(op)); return;
      case Op::st_dz: store_pre(30, d5(op)); return;
      case Op::st_dy: store_pre(28, d5(op)); return;
      case Op::st_dx: store_pre(26, d5(op)); return;
      case Op::st_x: write_data(pair(26), R[d5(op)]), cycles += 2; return;
      case Op::lpm: R[0] = program_byte(pair(30)), cycles += 3; return;
      case Op::lpm_z: R[d5(op)] = program_byte(pair(30)), cycles += 3; return;
      case Op::lpm_zi: {
        const uint16_t z = pair(30);
        set_pair(30, static_cast<uint16_t>(z + 1));
        R[d5(op)] = program_byte(z), cycles += 3;
        return;
      }
      case Op::pop: R[d5(op)] = pop8(), cycles += 2; return;
      case Op::push: push8(R[d5(op)]), cycles += 2; return;
      case Op::com: {
        const auto res = static_cast<uint8_t>(~R[d5(op)]);
        R[d5(op)] = res;
        flags(S | V | N | Z | C, with_s(static_cast<uint8_t>(nz(res) | C)));
        cycles += 1;
        return;
      }
      case Op::neg: {
        const uint8_t d = R[d5(op)], res = static_cast<uint8_t>(-d);
        R[d5(op)] = res;
        const uint8_t f =
            static_cast<uint8_t>(((res | d) & 0x08 ? H : 0) | (res == 0x80 ? V : 0) | (res ? C : 0) | nz(res));
        flags(H | S | V | N | Z | C, with_s(f));
        cycles += 1;
        return;
      }
      case Op::swap: R[d5(op)] = static_cast<uint8_t>(R[d5(op)] << 4 | R[d5(op)] >> 4), cycles += 1; return;
      case Op::inc: {
        const auto res = static_cast<uint8_t>(R[d5(op)] + 1);
        R[d5(op)] = res;
        flags(S | V | N | Z, with_s(static_cast<uint8_t>(nz(res) | (res == 0x80 ? V : 0))));
        cycles += 1;
        return;
      }
      case Op::dec: {
        const auto res = static_cast<uint8_t>(R[d5(op)] - 1);
        R[d5(op)] = res;
        flags(S | V | N | Z, with_s(static_cast<uint8_t>(nz(res) | (res == 0x7F ? V : 0))));
        cycles += 1;
        return;
      }
      case Op::asr: shift_right(d5(op), static_cast<uint8_t>(R[d5(op)] & 0x80)); return;
      case Op::lsr: shift_right(d5(op), 0); return;
      case Op::ror: shift_right(d5(op), r.sreg & C ? 0x80 : 0); return;
      case Op::jmp: {
        const uint16_t low = fetch();
        r.pc = static_cast<uint16_t>(low & pc_mask_), cycles += 3;  // the high bits lie past any 128 KiB
        return;
      }
      case Op::call: {
        const uint16_t low = fetch();
        push16(r.pc);
        r.pc = static_cast<uint16_t>(low & pc_mask_), cycles += 4;
        return;
      }
      case Op::bset: set_sreg(static_cast<uint8_t>(r.sreg | 1 << ((op >> 4) & 7))), cycles += 1; return;
      case Op::bclr: r.sreg = static_cast<uint8_t>(r.sreg & ~(1 << ((op >> 4) & 7))), cycles += 1; return;
      case Op::ret: r.pc = static_cast<uint16_t>(pop16() & pc_mask_), cycles += 4; return;
      case Op::reti:
        r.pc = static_cast<uint16_t>(pop16() & pc_mask_), cycles += 4;
        set_sreg(static_cast<uint8_t>(r.sreg | I));
        interrupt_delay = 1;  // one instruction of the program before the next interrupt
        return;
      case Op::ijmp: r.pc = static_cast<uint16_t>(pair(30) & pc_mask_), cycles += 2; return;
      case Op::icall:
        push16(r.pc);
        r.pc = static_cast<uint16_t>(pair(30) & pc_mask_), cycles += 3;
        return;
      case Op::adiw:
      case Op::sbiw: {
        const int low = 24 + ((op >> 4) & 3) * 2;
        const auto k = static_cast<uint16_t>((op & 0x0F) | ((op >> 2) & 0x30));
        const uint16_t d = pair(low);
        const bool add = kDecoded[op] == Op::adiw;
        const auto res = static_cast<uint16_t>(add ? d + k : d - k);
        set_pair(low, res);
        const bool r15 = res & 0x8000, dh7 = d & 0x8000;
        const uint8_t f =
            static_cast<uint8_t>((r15 ? N : 0) | (res ? 0 : Z) | ((add ? !dh7 && r15 : dh7 && !r15) ? V : 0) |
                                 ((add ? !r15 && dh7 : r15 && !dh7) ? C : 0));
        flags(S | V | N | Z | C, with_s(f));
        cycles += 2;
        return;
      }
      case Op::cbi:
      case Op::sbi: {
        const auto a = static_cast<uint16_t>(0x20 + ((op >> 3) & 0x1F));
        const uint8_t v = read_data(a);
        write_data(a, static_cast<uint8_t>(kDecoded[op] == Op::sbi ? v | 1 << bit(op) : v & ~(1 << bit(op))));
        cycles += 2;
        return;
      }
      case Op::sbic:
      case Op::sbis: {
        const bool set = read_data(static_cast<uint16_t>(0x20 + ((op >> 3) & 0x1F))) & (1 << bit(op));
        cycles += 1;
        if (set == (kDecoded[op] == Op::sbis)) skip();
        return;
      }
      case Op::in:
        R[d5(op)] = read_data(static_cast<uint16_t>(0x20 + ((op & 0x0F) | ((op >> 5) & 0x30)))), cycles += 1;
        return;
      case Op::out:
        write_data(static_cast<uint16_t>(0x20 + ((op & 0x0F) | ((op >> 5) & 0x30))), R[d5(op)]), cycles += 1;
        return;
      case Op::rjmp: r.pc = static_cast<uint16_t>((r.pc + offset12(op)) & pc_mask_), cycles += 2; return;
      case Op::rcall:
        push16(r.pc);
        r.pc = static_cast<uint16_t>((r.pc + offset12(op)) & pc_mask_), cycles += 3;
        return;
      case Op::brbs:
      case Op::brbc: {
        const bool set = r.sreg & (1 << bit(op));
        cycles += 1;
        if (set == (kDecoded[op] == Op::brbs)) {
          const int k = ((op >> 3) & 0x7F) - ((op & 0x200) ? 0x80 : 0);
          r.pc = static_cast<uint16_t>((r.pc + k) & pc_mask_), cycles += 1;
        }
        return;
      }
      case Op::bld:
        R[d5(op)] = static_cast<uint8_t>(r.sreg & T ? R[d5(op)] | 1 << bit(op) : R[d5(op)] & ~(1 << bit(op))),
        cycles += 1;
        return;
      case Op::bst: flags(T, R[d5(op)] & (1 << bit(op)) ? T : 0), cycles += 1; return;
      case Op::sbrc:
      case Op::sbrs: {
        const bool set = R[d5(op)] & (1 << bit(op));
        cycles += 1;
        if (set == (kDecoded[op] == Op::sbrs)) skip();
        return;
      }
    }
  }

  // The operand fields of an opcode, taken apart in the case that needs them
  // (computed for every instruction before the dispatch, they cost a third of it).
  static int d5(uint16_t op) { return (op >> 4) & 0x1F; }
  static int r5(uint16_t op) { return (op & 0x0F) | ((op >> 5) & 0x10); }
  static int d4(uint16_t op) { return 16 + ((op >> 4) & 0x0F); }
  static uint8_t k8(uint16_t op) { return static_cast<uint8_t>((op & 0x0F) | ((op >> 4) & 0xF0)); }
  static int q(uint16_t op) { return (op & 7) | ((op >> 7) & 0x18) | ((op >> 8) & 0x20); }
  static int bit(uint16_t op) { return op & 7; }

  static int offset12(uint16_t op) { return (op & 0x0FFF) - ((op & 0x0800) ? 0x1000 : 0); }
  uint8_t program_byte(uint16_t byte_address) {
    const uint16_t w = flash_[(byte_address >> 1) & pc_mask_];
    return static_cast<uint8_t>(byte_address & 1 ? w >> 8 : w);
  }
  void load_post(int low, int d) {
    const uint16_t a = pair(low);
    set_pair(low, static_cast<uint16_t>(a + 1));
    r.reg[static_cast<size_t>(d)] = read_data(a), cycles += 2;
  }
  void load_pre(int low, int d) {
    const auto a = static_cast<uint16_t>(pair(low) - 1);
    set_pair(low, a);
    r.reg[static_cast<size_t>(d)] = read_data(a), cycles += 2;
  }
  void store_post(int low, int d) {
    const uint16_t a = pair(low);
    const uint8_t v = r.reg[static_cast<size_t>(d)];
    set_pair(low, static_cast<uint16_t>(a + 1));
    write_data(a, v), cycles += 2;
  }
  void store_pre(int low, int d) {
    const auto a = static_cast<uint16_t>(pair(low) - 1);
    const uint8_t v = r.reg[static_cast<size_t>(d)];
    set_pair(low, a);
    write_data(a, v), cycles += 2;
  }
  void shift_right(int d, uint8_t top) {
    const uint8_t v = r.reg[static_cast<size_t>(d)];
    const auto res = static_cast<uint8_t>(v >> 1 | top);
    r.reg[static_cast<size_t>(d)] = res;
    const bool carry = v & 1, negative = res & 0x80;
    const uint8_t f = static_cast<uint8_t>(nz(res) | (carry ? C : 0) | (negative != carry ? V : 0));
    flags(S | V | N | Z | C, with_s(f));
    cycles += 1;
  }
};

}  // namespace veteran::avr8
