// The 6502 opcode table, one line per opcode: addressing mode, then operation.
// Included by mos6502.hpp; not a standalone header.
#pragma once

namespace veteran::mos6502 {

template <class Bus>
void Cpu<Bus>::execute(uint8_t op) {
  auto& a = r.a;
  auto& x = r.x;
  auto& y = r.y;
  switch (op) {
    // ---- loads
    case 0xA9: ld(a, rd(imm())); break;
    case 0xA5: ld(a, rd(zp())); break;
    case 0xB5: ld(a, rd(zpx())); break;
    case 0xAD: ld(a, rd(abs())); break;
    case 0xBD: ld(a, rd(absx_r())); break;
    case 0xB9: ld(a, rd(absy_r())); break;
    case 0xA1: ld(a, rd(ind_x())); break;
    case 0xB1: ld(a, rd(indy_r())); break;
    case 0xA2: ld(x, rd(imm())); break;
    case 0xA6: ld(x, rd(zp())); break;
    case 0xB6: ld(x, rd(zpy())); break;
    case 0xAE: ld(x, rd(abs())); break;
    case 0xBE: ld(x, rd(absy_r())); break;
    case 0xA0: ld(y, rd(imm())); break;
    case 0xA4: ld(y, rd(zp())); break;
    case 0xB4: ld(y, rd(zpx())); break;
    case 0xAC: ld(y, rd(abs())); break;
    case 0xBC: ld(y, rd(absx_r())); break;
    // LAX (undocumented): A and X loaded together
    case 0xA7: ld(a, rd(zp())); x = a; break;
    case 0xB7: ld(a, rd(zpy())); x = a; break;
    case 0xAF: ld(a, rd(abs())); x = a; break;
    case 0xBF: ld(a, rd(absy_r())); x = a; break;
    case 0xA3: ld(a, rd(ind_x())); x = a; break;
    case 0xB3: ld(a, rd(indy_r())); x = a; break;
    case 0xAB: ld(a, static_cast<uint8_t>((a | 0xEE) & rd(imm()))); x = a; break;  // LXA, magic constant $EE

    // ---- stores
    case 0x85: wr(zp(), a); break;
    case 0x95: wr(zpx(), a); break;
    case 0x8D: wr(abs(), a); break;
    case 0x9D: wr(absx_w(), a); break;
    case 0x99: wr(absy_w(), a); break;
    case 0x81: wr(ind_x(), a); break;
    case 0x91: wr(indy_w(), a); break;
    case 0x86: wr(zp(), x); break;
    case 0x96: wr(zpy(), x); break;
    case 0x8E: wr(abs(), x); break;
    case 0x84: wr(zp(), y); break;
    case 0x94: wr(zpx(), y); break;
    case 0x8C: wr(abs(), y); break;
    // SAX (undocumented): stores A & X
    case 0x87: wr(zp(), a & x); break;
    case 0x97: wr(zpy(), a & x); break;
    case 0x8F: wr(abs(), a & x); break;
    case 0x83: wr(ind_x(), a & x); break;
    // SHA, SHX, SHY, TAS (undocumented, unstable on real chips)
    case 0x9F: store_high_and(abs(), y, a & x); break;
    case 0x93: store_high_and(zp_ptr_base(), y, a & x); break;
    case 0x9E: store_high_and(abs(), y, x); break;
    case 0x9C: store_high_and(abs(), x, y); break;
    case 0x9B: r.s = a & x; store_high_and(abs(), y, r.s); break;

    // ---- arithmetic and logic on A
    case 0x69: adc(rd(imm())); break;
    case 0x65: adc(rd(zp())); break;
    case 0x75: adc(rd(zpx())); break;
    case 0x6D: adc(rd(abs())); break;
    case 0x7D: adc(rd(absx_r())); break;
    case 0x79: adc(rd(absy_r())); break;
    case 0x61: adc(rd(ind_x())); break;
    case 0x71: adc(rd(indy_r())); break;
    case 0xE9: case 0xEB: sbc(rd(imm())); break;
    case 0xE5: sbc(rd(zp())); break;
    case 0xF5: sbc(rd(zpx())); break;
    case 0xED: sbc(rd(abs())); break;
    case 0xFD: sbc(rd(absx_r())); break;
    case 0xF9: sbc(rd(absy_r())); break;
    case 0xE1: sbc(rd(ind_x())); break;
    case 0xF1: sbc(rd(indy_r())); break;
    case 0x29: nz(a &= rd(imm())); break;
    case 0x25: nz(a &= rd(zp())); break;
    case 0x35: nz(a &= rd(zpx())); break;
    case 0x2D: nz(a &= rd(abs())); break;
    case 0x3D: nz(a &= rd(absx_r())); break;
    case 0x39: nz(a &= rd(absy_r())); break;
    case 0x21: nz(a &= rd(ind_x())); break;
    case 0x31: nz(a &= rd(indy_r())); break;
    case 0x09: nz(a |= rd(imm())); break;
    case 0x05: nz(a |= rd(zp())); break;
    case 0x15: nz(a |= rd(zpx())); break;
    case 0x0D: nz(a |= rd(abs())); break;
    case 0x1D: nz(a |= rd(absx_r())); break;
    case 0x19: nz(a |= rd(absy_r())); break;
    case 0x01: nz(a |= rd(ind_x())); break;
    case 0x11: nz(a |= rd(indy_r())); break;
    case 0x49: nz(a ^= rd(imm())); break;
    case 0x45: nz(a ^= rd(zp())); break;
    case 0x55: nz(a ^= rd(zpx())); break;
    case 0x4D: nz(a ^= rd(abs())); break;
    case 0x5D: nz(a ^= rd(absx_r())); break;
    case 0x59: nz(a ^= rd(absy_r())); break;
    case 0x41: nz(a ^= rd(ind_x())); break;
    case 0x51: nz(a ^= rd(indy_r())); break;
    case 0xC9: cmp(a, rd(imm())); break;
    case 0xC5: cmp(a, rd(zp())); break;
    case 0xD5: cmp(a, rd(zpx())); break;
    case 0xCD: cmp(a, rd(abs())); break;
    case 0xDD: cmp(a, rd(absx_r())); break;
    case 0xD9: cmp(a, rd(absy_r())); break;
    case 0xC1: cmp(a, rd(ind_x())); break;
    case 0xD1: cmp(a, rd(indy_r())); break;
    case 0xE0: cmp(x, rd(imm())); break;
    case 0xE4: cmp(x, rd(zp())); break;
    case 0xEC: cmp(x, rd(abs())); break;
    case 0xC0: cmp(y, rd(imm())); break;
    case 0xC4: cmp(y, rd(zp())); break;
    case 0xCC: cmp(y, rd(abs())); break;
    case 0x24: bit(rd(zp())); break;
    case 0x2C: bit(rd(abs())); break;
    // immediate-only undocumented ALU ops
    case 0x0B: case 0x2B: nz(a &= rd(imm())); set(C, a & 0x80); break;  // ANC
    case 0x4B: a &= rd(imm()); a = lsr(a); break;                       // ALR
    case 0x6B: arr(rd(imm())); break;                                   // ARR
    case 0x8B: ld(a, static_cast<uint8_t>((a | 0xEE) & x & rd(imm()))); break;  // ANE, magic constant $EE
    case 0xCB: {                                                        // SBX
      uint8_t v = rd(imm());
      set(C, (a & x) >= v);
      x = nz(static_cast<uint8_t>((a & x) - v));
      break;
    }
    case 0xBB: r.s = a = x = nz(rd(absy_r()) & r.s); break;  // LAS

    // ---- read-modify-write on memory
    case 0x06: rmw(zp(), &Cpu::asl); break;
    case 0x16: rmw(zpx(), &Cpu::asl); break;
    case 0x0E: rmw(abs(), &Cpu::asl); break;
    case 0x1E: rmw(absx_w(), &Cpu::asl); break;
    case 0x46: rmw(zp(), &Cpu::lsr); break;
    case 0x56: rmw(zpx(), &Cpu::lsr); break;
    case 0x4E: rmw(abs(), &Cpu::lsr); break;
    case 0x5E: rmw(absx_w(), &Cpu::lsr); break;
    case 0x26: rmw(zp(), &Cpu::rol); break;
    case 0x36: rmw(zpx(), &Cpu::rol); break;
    case 0x2E: rmw(abs(), &Cpu::rol); break;
    case 0x3E: rmw(absx_w(), &Cpu::rol); break;
    case 0x66: rmw(zp(), &Cpu::ror); break;
    case 0x76: rmw(zpx(), &Cpu::ror); break;
    case 0x6E: rmw(abs(), &Cpu::ror); break;
    case 0x7E: rmw(absx_w(), &Cpu::ror); break;
    case 0xE6: rmw(zp(), &Cpu::inc); break;
    case 0xF6: rmw(zpx(), &Cpu::inc); break;
    case 0xEE: rmw(abs(), &Cpu::inc); break;
    case 0xFE: rmw(absx_w(), &Cpu::inc); break;
    case 0xC6: rmw(zp(), &Cpu::dec); break;
    case 0xD6: rmw(zpx(), &Cpu::dec); break;
    case 0xCE: rmw(abs(), &Cpu::dec); break;
    case 0xDE: rmw(absx_w(), &Cpu::dec); break;
    // undocumented RMW + ALU: SLO RLA SRE RRA DCP ISC in the seven modes each
    case 0x07: rmw(zp(), &Cpu::slo); break;
    case 0x17: rmw(zpx(), &Cpu::slo); break;
    case 0x0F: rmw(abs(), &Cpu::slo); break;
    case 0x1F: rmw(absx_w(), &Cpu::slo); break;
    case 0x1B: rmw(absy_w(), &Cpu::slo); break;
    case 0x03: rmw(ind_x(), &Cpu::slo); break;
    case 0x13: rmw(indy_w(), &Cpu::slo); break;
    case 0x27: rmw(zp(), &Cpu::rla); break;
    case 0x37: rmw(zpx(), &Cpu::rla); break;
    case 0x2F: rmw(abs(), &Cpu::rla); break;
    case 0x3F: rmw(absx_w(), &Cpu::rla); break;
    case 0x3B: rmw(absy_w(), &Cpu::rla); break;
    case 0x23: rmw(ind_x(), &Cpu::rla); break;
    case 0x33: rmw(indy_w(), &Cpu::rla); break;
    case 0x47: rmw(zp(), &Cpu::sre); break;
    case 0x57: rmw(zpx(), &Cpu::sre); break;
    case 0x4F: rmw(abs(), &Cpu::sre); break;
    case 0x5F: rmw(absx_w(), &Cpu::sre); break;
    case 0x5B: rmw(absy_w(), &Cpu::sre); break;
    case 0x43: rmw(ind_x(), &Cpu::sre); break;
    case 0x53: rmw(indy_w(), &Cpu::sre); break;
    case 0x67: rmw(zp(), &Cpu::rra); break;
    case 0x77: rmw(zpx(), &Cpu::rra); break;
    case 0x6F: rmw(abs(), &Cpu::rra); break;
    case 0x7F: rmw(absx_w(), &Cpu::rra); break;
    case 0x7B: rmw(absy_w(), &Cpu::rra); break;
    case 0x63: rmw(ind_x(), &Cpu::rra); break;
    case 0x73: rmw(indy_w(), &Cpu::rra); break;
    case 0xC7: rmw(zp(), &Cpu::dcp); break;
    case 0xD7: rmw(zpx(), &Cpu::dcp); break;
    case 0xCF: rmw(abs(), &Cpu::dcp); break;
    case 0xDF: rmw(absx_w(), &Cpu::dcp); break;
    case 0xDB: rmw(absy_w(), &Cpu::dcp); break;
    case 0xC3: rmw(ind_x(), &Cpu::dcp); break;
    case 0xD3: rmw(indy_w(), &Cpu::dcp); break;
    case 0xE7: rmw(zp(), &Cpu::isc); break;
    case 0xF7: rmw(zpx(), &Cpu::isc); break;
    case 0xEF: rmw(abs(), &Cpu::isc); break;
    case 0xFF: rmw(absx_w(), &Cpu::isc); break;
    case 0xFB: rmw(absy_w(), &Cpu::isc); break;
    case 0xE3: rmw(ind_x(), &Cpu::isc); break;
    case 0xF3: rmw(indy_w(), &Cpu::isc); break;

    // ---- accumulator and register-only instructions (two cycles)
    case 0x0A: accumulator(&Cpu::asl); break;
    case 0x4A: accumulator(&Cpu::lsr); break;
    case 0x2A: accumulator(&Cpu::rol); break;
    case 0x6A: accumulator(&Cpu::ror); break;
    case 0xE8: implied(); nz(++x); break;
    case 0xC8: implied(); nz(++y); break;
    case 0xCA: implied(); nz(--x); break;
    case 0x88: implied(); nz(--y); break;
    case 0xAA: implied(); ld(x, a); break;
    case 0xA8: implied(); ld(y, a); break;
    case 0x8A: implied(); ld(a, x); break;
    case 0x98: implied(); ld(a, y); break;
    case 0xBA: implied(); ld(x, r.s); break;
    case 0x9A: implied(); r.s = x; break;
    case 0x18: implied(); set(C, false); break;
    case 0x38: implied(); set(C, true); break;
    case 0x58: implied(); set(I, false); break;
    case 0x78: implied(); set(I, true); break;
    case 0xB8: implied(); set(V, false); break;
    case 0xD8: implied(); set(D, false); break;
    case 0xF8: implied(); set(D, true); break;

    // ---- NOPs, documented and not
    case 0xEA: case 0x1A: case 0x3A: case 0x5A: case 0x7A: case 0xDA: case 0xFA: implied(); break;
    case 0x80: case 0x82: case 0x89: case 0xC2: case 0xE2: rd(imm()); break;
    case 0x04: case 0x44: case 0x64: rd(zp()); break;
    case 0x14: case 0x34: case 0x54: case 0x74: case 0xD4: case 0xF4: rd(zpx()); break;
    case 0x0C: rd(abs()); break;
    case 0x1C: case 0x3C: case 0x5C: case 0x7C: case 0xDC: case 0xFC: rd(absx_r()); break;

    // ---- branches
    case 0x10: branch(!(r.p & N)); break;
    case 0x30: branch(r.p & N); break;
    case 0x50: branch(!(r.p & V)); break;
    case 0x70: branch(r.p & V); break;
    case 0x90: branch(!(r.p & C)); break;
    case 0xB0: branch(r.p & C); break;
    case 0xD0: branch(!(r.p & Z)); break;
    case 0xF0: branch(r.p & Z); break;

    // ---- stack, jumps, subroutines, interrupts
    case 0x48: implied(); push(a); break;
    case 0x08: implied(); push(r.p | B | U); break;
    case 0x68: implied(); rd(0x100 | r.s); ld(a, pull()); break;
    case 0x28: implied(); rd(0x100 | r.s); r.p = static_cast<uint8_t>((pull() | U) & ~B); break;
    case 0x4C: r.pc = abs(); break;
    case 0x6C: {  // JMP (ind): the pointer's high byte never carries into the next page
      uint16_t ptr = abs();
      uint16_t lo = rd(ptr);
      r.pc = static_cast<uint16_t>(lo | rd(static_cast<uint16_t>((ptr & 0xFF00) | ((ptr + 1) & 0xFF))) << 8);
      break;
    }
    case 0x20: {  // JSR: the high byte is fetched last, after the pushes
      uint16_t lo = rd(r.pc++);
      rd(0x100 | r.s);
      push(static_cast<uint8_t>(r.pc >> 8));
      push(static_cast<uint8_t>(r.pc));
      r.pc = static_cast<uint16_t>(lo | rd(r.pc) << 8);
      break;
    }
    case 0x60: {
      implied();
      rd(0x100 | r.s);
      uint16_t lo = pull();
      r.pc = static_cast<uint16_t>(lo | pull() << 8);
      rd(r.pc++);
      break;
    }
    case 0x40: {
      implied();
      rd(0x100 | r.s);
      r.p = static_cast<uint8_t>((pull() | U) & ~B);
      uint16_t lo = pull();
      r.pc = static_cast<uint16_t>(lo | pull() << 8);
      break;
    }
    case 0x00: {  // BRK: a two-byte instruction that pushes P with B set
      rd(r.pc++);
      push(static_cast<uint8_t>(r.pc >> 8));
      push(static_cast<uint8_t>(r.pc));
      push(r.p | B | U);
      r.p |= I;
      uint16_t lo = rd(0xFFFE);
      r.pc = static_cast<uint16_t>(lo | rd(0xFFFF) << 8);
      break;
    }

    // ---- JAM/KIL: the CPU stops
    case 0x02: case 0x12: case 0x22: case 0x32: case 0x42: case 0x52:
    case 0x62: case 0x72: case 0x92: case 0xB2: case 0xD2: case 0xF2: jam(); break;
  }
}

}  // namespace veteran::mos6502
