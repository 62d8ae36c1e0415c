// Z80 instruction decoding, by the opcode's fields x (bits 7-6), y (5-3), z (2-0),
// p (5-4) and q (3). Included by z80.hpp; not a standalone header.
// Laid out by hand, one opcode (or one row of them) a line: clang-format leaves it so.
// clang-format off
#pragma once

namespace veteran::z80 {

// NEXT ends an instruction. step() returns; run_until()'s run (kRun) goes on
// to the next opcode while the slice lasts (what needs attention zeroes its
// limit: need_attention(), update_attention(), stop()), so a
// run pays the call and the registers' save and restore once, not per
// instruction.
#define NEXT                                                  \
  if constexpr (kRun) {                                       \
    if (cycles < this->limit_) {                              \
      last_q_ = r.q;                                          \
      r.q = 0;                                                \
      op = fetch();                                           \
      prefix = HL;                                            \
      continue;                                               \
    }                                                         \
  }                                                           \
  return

template <class Bus>
template <bool kRun>
void Cpu<Bus>::execute(uint8_t op, Index prefix) {
  for (;;) {
  index_ = prefix;
  // DD and FD select IX or IY for the opcode that follows; each is an M1 of its
  // own. A prefix followed by another ends the step; the last one applies.
  if (op == 0xDD || op == 0xFD) {
    Index selected = op == 0xDD ? IX : IY;
    op = fetch();
    if (op == 0xDD || op == 0xFD) {
      pending_prefix_ = op == 0xDD ? IX : IY;
      need_attention();
      NEXT;
    }
    index_ = selected;
  }
  switch (op) {
    VETERAN_OPCODE_CASES
    default: break;
  }
  NEXT;
  }
}

// One unprefixed opcode (or its DD/FD form, index_ selecting IX or IY), its
// fields known at compile time, so that register selects and conditions fold.
template <class Bus>
template <int op>
void Cpu<Bus>::execute_op() {
  constexpr int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;

  if (x == 1) {  // LD r,r' and HALT
    if (op == 0x76) {
      r.halted = true;
      need_attention();
      return;
    }
    if (z == 6) {
      uint16_t a = operand_address();
      plain_reg8(y) = rd(a);
    } else if (y == 6) {
      uint16_t a = operand_address();
      wr(a, plain_reg8(z));
    } else {
      reg8(y) = reg8(z);
    }
    return;
  }
  if (x == 2) {  // ALU A,r
    alu(y, z == 6 ? rd(operand_address()) : reg8(z));
    return;
  }
  if (x == 0) {
    switch (z) {
      case 0:
        switch (y) {
          case 0: return;                                    // NOP
          case 1: {                                          // EX AF,AF'
            uint16_t af = static_cast<uint16_t>(r.a << 8 | r.f);
            r.a = static_cast<uint8_t>(r.af_ >> 8);
            r.f = static_cast<uint8_t>(r.af_);
            r.af_ = af;
            return;
          }
          case 2: {                                          // DJNZ e
            idle(1);
            int8_t e = static_cast<int8_t>(imm8());
            if (--r.b) {
              idle(5);
              r.pc = r.wz = static_cast<uint16_t>(r.pc + e);
            }
            return;
          }
          default: {                                         // JR e, JR cc,e
            int8_t e = static_cast<int8_t>(imm8());
            if (y == 3 || condition(y - 4)) {
              idle(5);
              r.pc = r.wz = static_cast<uint16_t>(r.pc + e);
            }
            return;
          }
        }
      case 1:
        if (q == 0) {
          set_pair(p, imm16());                              // LD rr,nn
        } else {
          idle(7);
          set_hl(add16(hl(), pair(p)));                      // ADD HL,rr
        }
        return;
      case 2:
        switch (y) {
          case 0: case 2: {                                  // LD (BC),A / LD (DE),A
            uint16_t a = y == 0 ? bc() : de();
            wr(a, r.a);
            r.wz = static_cast<uint16_t>(r.a << 8 | ((a + 1) & 0xFF));
            return;
          }
          case 1: case 3: {                                  // LD A,(BC) / LD A,(DE)
            uint16_t a = y == 1 ? bc() : de();
            r.a = rd(a);
            r.wz = static_cast<uint16_t>(a + 1);
            return;
          }
          case 4: {                                          // LD (nn),HL
            uint16_t a = imm16();
            wr16(a, hl());
            r.wz = static_cast<uint16_t>(a + 1);
            return;
          }
          case 5: {                                          // LD HL,(nn)
            uint16_t a = imm16();
            set_hl(rd16(a));
            r.wz = static_cast<uint16_t>(a + 1);
            return;
          }
          case 6: {                                          // LD (nn),A
            uint16_t a = imm16();
            wr(a, r.a);
            r.wz = static_cast<uint16_t>(r.a << 8 | ((a + 1) & 0xFF));
            return;
          }
          default: {                                         // LD A,(nn)
            uint16_t a = imm16();
            r.a = rd(a);
            r.wz = static_cast<uint16_t>(a + 1);
            return;
          }
        }
      case 3:                                                // INC rr / DEC rr
        idle(2);
        set_pair(p, static_cast<uint16_t>(pair(p) + (q ? -1 : 1)));
        return;
      case 4: case 5:                                        // INC r / DEC r
        if (y == 6) {
          uint16_t a = operand_address();
          uint8_t v = rd(a);
          idle(1);
          wr(a, z == 4 ? inc8(v) : dec8(v));
        } else {
          uint8_t& reg = reg8(y);
          reg = z == 4 ? inc8(reg) : dec8(reg);
        }
        return;
      case 6:                                                // LD r,n
        if (y == 6) {
          if (index_ == HL) {
            uint16_t a = hl_plain();
            wr(a, imm8());
          } else {  // LD (IX+d),n: the displacement, then n, then 2 T-states of addition
            int8_t d = static_cast<int8_t>(imm8());
            uint8_t n = imm8();
            idle(2);
            r.wz = static_cast<uint16_t>(hl() + d);
            wr(r.wz, n);
          }
        } else {
          reg8(y) = imm8();
        }
        return;
      default:
        switch (y) {
          case 0: case 1: case 2: case 3: rot_a(y); return;  // RLCA RRCA RLA RRA
          case 4: daa(); return;
          case 5:                                            // CPL
            r.a = static_cast<uint8_t>(~r.a);
            setf(static_cast<uint8_t>((r.f & (SF | ZF | PF | CF)) | HF | NF | (r.a & (XF | YF))));
            return;
          case 6:                                            // SCF
            setf(static_cast<uint8_t>((r.f & (SF | ZF | PF)) | (((last_q_ ^ r.f) | r.a) & (XF | YF)) | CF));
            return;
          default:                                           // CCF
            setf(static_cast<uint8_t>((r.f & (SF | ZF | PF)) | (((last_q_ ^ r.f) | r.a) & (XF | YF)) |
                                      ((r.f & CF) ? HF : CF)));
            return;
        }
    }
  }
  // x == 3
  switch (z) {
    case 0:                                                  // RET cc
      idle(1);
      if (condition(y)) r.pc = r.wz = pop();
      return;
    case 1:
      if (q == 0) {
        set_pair_af(p, pop());                               // POP rr
        return;
      }
      switch (p) {
        case 0: r.pc = r.wz = pop(); return;                 // RET
        case 1: {                                            // EXX
          uint16_t t = bc(); set_bc(r.bc_); r.bc_ = t;
          t = de(); set_de(r.de_); r.de_ = t;
          t = hl_plain(); set_hl_plain(r.hl_); r.hl_ = t;
          return;
        }
        case 2: r.pc = hl(); return;                         // JP (HL)
        default: idle(2); r.sp = hl(); return;               // LD SP,HL
      }
    case 2:                                                  // JP cc,nn
      r.wz = imm16();
      if (condition(y)) r.pc = r.wz;
      return;
    case 3:
      switch (y) {
        case 0: r.pc = r.wz = imm16(); return;               // JP nn
        case 1: execute_cb(); return;
        case 2: {                                            // OUT (n),A
          uint8_t n = imm8();
          out(static_cast<uint16_t>(r.a << 8 | n), r.a);
          r.wz = static_cast<uint16_t>(r.a << 8 | ((n + 1) & 0xFF));
          return;
        }
        case 3: {                                            // IN A,(n)
          uint16_t port = static_cast<uint16_t>(r.a << 8 | imm8());
          r.a = in(port);
          r.wz = static_cast<uint16_t>(port + 1);
          return;
        }
        case 4: {                                            // EX (SP),HL
          uint16_t v = rd(r.sp);
          v = static_cast<uint16_t>(v | rd(static_cast<uint16_t>(r.sp + 1)) << 8);
          idle(1);
          uint16_t old = hl();
          wr(static_cast<uint16_t>(r.sp + 1), static_cast<uint8_t>(old >> 8));
          wr(r.sp, static_cast<uint8_t>(old));
          idle(2);
          set_hl(v);
          r.wz = v;
          return;
        }
        case 5: {                                            // EX DE,HL (never IX/IY)
          uint16_t t = de();
          set_de(hl_plain());
          set_hl_plain(t);
          return;
        }
        case 6: r.iff1 = r.iff2 = false; return;             // DI
        default: r.iff1 = r.iff2 = true; r.ei = true; need_attention(); return;  // EI
      }
    case 4:                                                  // CALL cc,nn
      r.wz = imm16();
      if (condition(y)) {
        idle(1);
        push(r.pc);
        r.pc = r.wz;
      }
      return;
    case 5:
      if (q == 0) {                                          // PUSH rr
        idle(1);
        push(pair_af(p));
        return;
      }
      if (p == 0) {                                          // CALL nn
        r.wz = imm16();
        idle(1);
        push(r.pc);
        r.pc = r.wz;
        return;
      }
      // ED (DD and FD never reach here: the prefix loop above consumed them)
      execute_ed(fetch());
      return;
    case 6:
      alu(y, imm8());                                        // ALU A,n
      return;
    default:                                                 // RST
      idle(1);
      push(r.pc);
      r.pc = r.wz = static_cast<uint16_t>(y << 3);
      return;
  }
}
#undef NEXT

template <class Bus>
void Cpu<Bus>::execute_cb() {
  if (index_ != HL) {
    execute_indexed_cb();
    return;
  }
  uint8_t op = fetch();
  const int x = op >> 6, y = (op >> 3) & 7, z = op & 7;
  if (z != 6) {
    uint8_t& reg = reg8(z);
    switch (x) {
      case 0: reg = rot(y, reg); return;
      case 1: bit(y, reg, reg); return;
      case 2: reg &= static_cast<uint8_t>(~(1 << y)); return;
      default: reg |= static_cast<uint8_t>(1 << y); return;
    }
  }
  uint16_t a = hl_plain();
  uint8_t v = rd(a);
  idle(1);
  switch (x) {
    case 0: wr(a, rot(y, v)); return;
    case 1: bit(y, v, static_cast<uint8_t>(r.wz >> 8)); return;
    case 2: wr(a, v & static_cast<uint8_t>(~(1 << y))); return;
    default: wr(a, v | static_cast<uint8_t>(1 << y)); return;
  }
}

// DD CB d op / FD CB d op: the displacement comes before the opcode, which is
// read as data (no M1, no refresh). Every form works on (IX+d); the forms that
// name a register also copy the result there (undocumented).
template <class Bus>
void Cpu<Bus>::execute_indexed_cb() {
  int8_t d = static_cast<int8_t>(imm8());
  uint8_t op = rd(r.pc++);
  idle(2);
  const int x = op >> 6, y = (op >> 3) & 7, z = op & 7;
  uint16_t a = r.wz = static_cast<uint16_t>(hl() + d);
  uint8_t v = rd(a);
  idle(1);
  uint8_t res;
  switch (x) {
    case 0: res = rot(y, v); break;
    case 1: bit(y, v, static_cast<uint8_t>(a >> 8)); return;
    case 2: res = v & static_cast<uint8_t>(~(1 << y)); break;
    default: res = v | static_cast<uint8_t>(1 << y); break;
  }
  wr(a, res);
  if (z != 6) plain_reg8(z) = res;
}

template <class Bus>
void Cpu<Bus>::execute_ed(uint8_t op) {
  index_ = HL;  // a DD/FD before ED has no effect
  const int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  if (x == 2 && z <= 3 && y >= 4) {
    block(op);
    return;
  }
  if (x != 1) return;  // the rest of the ED page are 8 T-state NOPs
  switch (z) {
    case 0: {                                                // IN r,(C); IN (C) sets flags only
      uint16_t port = bc();
      uint8_t v = in(port);
      r.wz = static_cast<uint16_t>(port + 1);
      if (y != 6) reg8(y) = v;
      setf(static_cast<uint8_t>(detail::kSZP[v] | (r.f & CF)));
      return;
    }
    case 1: {                                                // OUT (C),r; OUT (C),0 on NMOS
      uint16_t port = bc();
      out(port, y == 6 ? 0 : reg8(y));
      r.wz = static_cast<uint16_t>(port + 1);
      return;
    }
    case 2:                                                  // SBC HL,rr / ADC HL,rr
      idle(7);
      set_hl(q ? adc16(hl(), pair(p)) : sbc16(hl(), pair(p)));
      return;
    case 3: {                                                // LD (nn),rr / LD rr,(nn)
      uint16_t a = imm16();
      if (q) set_pair(p, rd16(a));
      else wr16(a, pair(p));
      r.wz = static_cast<uint16_t>(a + 1);
      return;
    }
    case 4: {                                                // NEG
      uint8_t v = r.a;
      r.a = 0;
      sub8(v, 0, true);
      return;
    }
    case 5:                                                  // RETN, RETI: IFF1 takes IFF2
      r.iff1 = r.iff2;
      r.pc = r.wz = pop();
      return;
    case 6:                                                  // IM 0/1/2 (and the undocumented copies)
      r.im = static_cast<uint8_t>((y & 3) == 0 || (y & 3) == 1 ? 0 : (y & 3) - 1);
      return;
    default:
      switch (y) {
        case 0: idle(1); r.i = r.a; return;                  // LD I,A
        case 1: idle(1); r.r = r.a; return;                  // LD R,A
        case 2: case 3:                                      // LD A,I / LD A,R
          idle(1);
          r.a = y == 2 ? r.i : r.r;
          setf(static_cast<uint8_t>(detail::kSZ[r.a] | (r.iff2 ? PF : 0) | (r.f & CF)));
          r.p = true;
          need_attention();
          return;
        case 4: case 5: {                                    // RRD / RLD
          uint16_t a = hl_plain();
          uint8_t v = rd(a);
          idle(4);
          uint8_t res;
          if (y == 4) {
            res = static_cast<uint8_t>((r.a << 4) | (v >> 4));
            r.a = static_cast<uint8_t>((r.a & 0xF0) | (v & 0x0F));
          } else {
            res = static_cast<uint8_t>((v << 4) | (r.a & 0x0F));
            r.a = static_cast<uint8_t>((r.a & 0xF0) | (v >> 4));
          }
          wr(a, res);
          r.wz = static_cast<uint16_t>(a + 1);
          setf(static_cast<uint8_t>(detail::kSZP[r.a] | (r.f & CF)));
          return;
        }
        default: return;                                     // ED 77, ED 7F: NOPs
      }
  }
}

// LDI LDD LDIR LDDR, CPI CPD CPIR CPDR, INI IND INIR INDR, OUTI OUTD OTIR OTDR.
template <class Bus>
void Cpu<Bus>::block(uint8_t op) {
  const bool decrement = op & 0x08;
  const bool repeat = op & 0x10;
  const int delta = decrement ? -1 : 1;
  uint16_t hl_value = hl_plain();
  bool again = false;
  uint8_t f;
  switch (op & 3) {
    case 0: {  // LD
      uint8_t v = rd(hl_value);
      wr(de(), v);
      idle(2);
      set_hl_plain(static_cast<uint16_t>(hl_value + delta));
      set_de(static_cast<uint16_t>(de() + delta));
      set_bc(static_cast<uint16_t>(bc() - 1));
      uint8_t n = static_cast<uint8_t>(v + r.a);
      f = static_cast<uint8_t>((r.f & (SF | ZF | CF)) | (n & XF) | ((n << 4) & YF) | (bc() ? PF : 0));
      again = repeat && bc();
      break;
    }
    case 1: {  // CP
      uint8_t v = rd(hl_value);
      idle(5);
      set_hl_plain(static_cast<uint16_t>(hl_value + delta));
      set_bc(static_cast<uint16_t>(bc() - 1));
      r.wz = static_cast<uint16_t>(r.wz + delta);
      uint8_t res = static_cast<uint8_t>(r.a - v);
      uint8_t half = (r.a ^ v ^ res) & HF;
      uint8_t n = static_cast<uint8_t>(res - (half ? 1 : 0));
      f = static_cast<uint8_t>((detail::kSZ[res] & (SF | ZF)) | half | NF | (r.f & CF) | (n & XF) |
                               ((n << 4) & YF) | (bc() ? PF : 0));
      again = repeat && bc() && res;
      break;
    }
    case 2: {  // IN
      idle(1);
      uint16_t port = bc();
      uint8_t v = in(port);
      wr(hl_value, v);
      r.wz = static_cast<uint16_t>(port + delta);
      --r.b;
      set_hl_plain(static_cast<uint16_t>(hl_value + delta));
      unsigned k = v + static_cast<uint8_t>(r.c + delta);
      f = io_block_flags(v, k);
      again = repeat && r.b;
      break;
    }
    default: {  // OUT
      idle(1);
      uint8_t v = rd(hl_value);
      --r.b;
      uint16_t port = bc();
      out(port, v);
      r.wz = static_cast<uint16_t>(port + delta);
      set_hl_plain(static_cast<uint16_t>(hl_value + delta));
      unsigned k = v + r.l;
      f = io_block_flags(v, k);
      again = repeat && r.b;
      break;
    }
  }
  if (again) {
    // Repeating: PC goes back to the ED, and bits 3/5 of F come from PC's high byte.
    idle(5);
    r.pc = static_cast<uint16_t>(r.pc - 2);
    r.wz = static_cast<uint16_t>(r.pc + 1);
    f = static_cast<uint8_t>((f & ~(XF | YF)) | ((r.pc >> 8) & (XF | YF)));
    if ((op & 3) >= 2) f = io_repeat_flags(f, r.b);
  }
  setf(f);
}

}  // namespace veteran::z80
// clang-format on
