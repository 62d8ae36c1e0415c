// F8 instruction decoding. Included by f8.hpp; not a standalone header.
// Cycle counts below are on top of the 4-cycle opcode fetch.
#pragma once

namespace veteran::f8 {

template <class Bus>
void Cpu<Bus>::execute(uint8_t op) {
  const int lo = op & 0x0F;
  auto pair = [&](int hi_reg) { return static_cast<uint16_t>(r.r[hi_reg] << 8 | r.r[hi_reg + 1]); };
  auto set_pair = [&](int hi_reg, uint16_t v) {
    r.r[hi_reg] = static_cast<uint8_t>(v >> 8);
    r.r[hi_reg + 1] = static_cast<uint8_t>(v);
  };
  switch (op >> 4) {
    case 0x0:
      switch (op) {
        case 0x00: r.a = r.r[KU]; return;                                    // LR A,KU
        case 0x01: r.a = r.r[KL]; return;                                    // LR A,KL
        case 0x02: r.a = r.r[QU]; return;                                    // LR A,QU
        case 0x03: r.a = r.r[QL]; return;                                    // LR A,QL
        case 0x04: r.r[KU] = r.a; return;                                    // LR KU,A
        case 0x05: r.r[KL] = r.a; return;                                    // LR KL,A
        case 0x06: r.r[QU] = r.a; return;                                    // LR QU,A
        case 0x07: r.r[QL] = r.a; return;                                    // LR QL,A
        case 0x08: cycles += 2 * kLong; set_pair(KU, r.pc1); return;         // LR K,P
        case 0x09: cycles += 2 * kLong; r.pc1 = pair(KU); privileged_ = true; return;  // LR P,K
        case 0x0A: r.a = r.is; return;                                       // LR A,IS
        case 0x0B: r.is = r.a & 0x3F; return;                                // LR IS,A
        case 0x0C:                                                           // PK: call to K
          cycles += 2 * kLong;
          r.pc1 = r.pc0;
          r.pc0 = pair(KU);
          privileged_ = true;
          return;
        case 0x0D: cycles += 2 * kLong; r.pc0 = pair(QU); privileged_ = true; return;  // LR P0,Q
        case 0x0E: cycles += 2 * kLong; set_pair(QU, r.dc0); return;         // LR Q,DC
        default: cycles += 2 * kLong; r.dc0 = pair(QU); return;              // LR DC,Q
      }
    case 0x1:
      switch (op) {
        case 0x10: cycles += 2 * kLong; r.dc0 = pair(HU); return;            // LR DC,H
        case 0x11: cycles += 2 * kLong; set_pair(HU, r.dc0); return;         // LR H,DC
        case 0x12: r.a >>= 1; flags_sz(r.a); return;                         // SR 1
        case 0x13: r.a = static_cast<uint8_t>(r.a << 1); flags_sz(r.a); return;  // SL 1
        case 0x14: r.a >>= 4; flags_sz(r.a); return;                         // SR 4
        case 0x15: r.a = static_cast<uint8_t>(r.a << 4); flags_sz(r.a); return;  // SL 4
        case 0x16: r.a = load(); return;                                     // LM
        case 0x17: store(r.a); return;                                       // ST
        case 0x18: r.a = static_cast<uint8_t>(~r.a); flags_sz(r.a); return;  // COM
        case 0x19: r.a = add(r.a, (r.w & C) ? 1 : 0); return;                // LNK
        case 0x1A: cycles += kShort; r.w &= ~ICB; privileged_ = true; return;  // DI
        case 0x1B: cycles += kShort; r.w |= ICB; privileged_ = true; return;   // EI
        case 0x1C: cycles += kShort; r.pc0 = r.pc1; privileged_ = true; return;  // POP: return
        case 0x1D: cycles += kShort; r.w = r.r[J] & 0x1F; privileged_ = true; return;  // LR W,J
        case 0x1E: r.r[J] = r.w; return;                                     // LR J,W
        default: r.a = add(r.a, 1); return;                                  // INC
      }
    case 0x2:
      switch (op) {
        case 0x20: r.a = imm(); return;                                      // LI
        case 0x21: r.a &= imm(); flags_sz(r.a); return;                      // NI
        case 0x22: r.a |= imm(); flags_sz(r.a); return;                      // OI
        case 0x23: r.a ^= imm(); flags_sz(r.a); return;                      // XI
        case 0x24: r.a = add(r.a, imm()); return;                            // AI
        case 0x25: compare(imm()); return;                                   // CI
        case 0x26: {                                                         // IN
          uint8_t port = imm();
          cycles += kLong;
          r.a = bus_.in(port);
          flags_sz(r.a);
          return;
        }
        case 0x27: {                                                         // OUT
          uint8_t port = imm();
          cycles += kLong;
          bus_.out(port, r.a);
          privileged_ = true;
          return;
        }
        case 0x28: {                                                         // PI: call
          uint8_t hi = imm();
          cycles += kShort;
          r.pc1 = static_cast<uint16_t>(r.pc0 + 1);  // the return address, past the low byte
          uint8_t lo_byte = imm();
          cycles += kLong;
          r.pc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          r.a = hi;  // the high byte passes through A
          privileged_ = true;
          return;
        }
        case 0x29: {                                                         // JMP
          uint8_t hi = imm();
          uint8_t lo_byte = imm();
          cycles += kLong;
          r.pc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          r.a = hi;  // the high byte passes through A
          privileged_ = true;
          return;
        }
        case 0x2A: {                                                         // DCI
          uint8_t hi = imm();
          cycles += kShort;
          uint8_t lo_byte = imm();
          cycles += kShort;
          r.dc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          return;
        }
        case 0x2B: return;                                                   // NOP
        case 0x2C: {                                                         // XDC
          cycles += kShort;
          uint16_t t = r.dc0;
          r.dc0 = r.dc1;
          r.dc1 = t;
          return;
        }
        default: return;                                                     // 2D-2F: no operation
      }
    case 0x3:                                                                // DS r (long fetch)
      cycles += kLong - kShort;
      if (lo < 15) {
        uint8_t& reg = isar_reg(lo);
        reg = add(reg, 0xFF);
      }
      return;
    case 0x4: if (lo < 15) r.a = isar_reg(lo); return;                       // LR A,r
    case 0x5: if (lo < 15) isar_reg(lo) = r.a; return;                       // LR r,A
    case 0x6:
      if (lo < 8) r.is = static_cast<uint8_t>((r.is & 0x07) | lo << 3);      // LISU
      else r.is = static_cast<uint8_t>((r.is & 0x38) | (lo & 7));            // LISL
      return;
    case 0x7: r.a = static_cast<uint8_t>(lo); return;                        // LIS
    case 0x8:
      if (lo < 8) {                                                          // BT: branch on S/C/Z
        cycles += kShort;
        branch(r.w & lo);
        return;
      }
      switch (op) {
        case 0x88: r.a = add(r.a, load()); return;                           // AM
        case 0x89: r.a = add_decimal(r.a, load()); return;                   // AMD
        case 0x8A: r.a &= load(); flags_sz(r.a); return;                     // NM
        case 0x8B: r.a |= load(); flags_sz(r.a); return;                     // OM
        case 0x8C: r.a ^= load(); flags_sz(r.a); return;                     // XM
        case 0x8D: compare(load()); return;                                  // CM
        case 0x8E:                                                           // ADC: DC0 += signed A
          cycles += kLong;
          r.dc0 = static_cast<uint16_t>(r.dc0 + static_cast<int8_t>(r.a));
          return;
        default: branch((r.is & 7) != 7); return;                            // BR7
      }
    case 0x9:                                                                // BF: branch if none set
      cycles += kShort;
      branch(!(r.w & lo));
      return;
    case 0xA:                                                                // INS
      if (lo < 2) {
        cycles += kShort;
        r.a = bus_.in(static_cast<uint8_t>(lo));
        flags_sz(r.a);
      } else if (lo >= 4) {
        cycles += 2 * kLong;
        r.a = bus_.in(static_cast<uint8_t>(lo));
        flags_sz(r.a);
      }
      return;
    case 0xB:                                                                // OUTS
      if (lo < 2) {
        cycles += kShort;
        bus_.out(static_cast<uint8_t>(lo), r.a);
      } else if (lo >= 4) {
        cycles += 2 * kLong;
        bus_.out(static_cast<uint8_t>(lo), r.a);
      }
      privileged_ = lo != 2 && lo != 3;
      return;
    case 0xC: if (lo < 15) r.a = add(r.a, isar_reg(lo)); return;             // AS
    case 0xD:                                                                // ASD
      if (lo < 15) {
        cycles += kShort;
        uint8_t v = isar_reg(lo);
        r.a = add_decimal(r.a, v);
      }
      return;
    case 0xE: if (lo < 15) { r.a ^= isar_reg(lo); flags_sz(r.a); } return;   // XS
    default: if (lo < 15) { r.a &= isar_reg(lo); flags_sz(r.a); } return;    // NS
  }
}

}  // namespace veteran::f8
