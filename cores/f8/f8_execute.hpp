// F8 instruction decoding. Included by f8.hpp; not a standalone header.
// Cycle counts below are on top of the 4-cycle opcode fetch.
// Laid out by hand, one opcode (or one row of them) a line: clang-format leaves it so.
// clang-format off
#pragma once

namespace veteran::f8 {

// Every opcode through its own compiled case.
template <class Bus>
void Cpu<Bus>::Exec::execute(uint8_t op) {
  switch (op) {
    VETERAN_OPCODE_CASES
    default: return;
  }
}

// One opcode, its register number and condition mask known at compile time.
template <class Bus>
template <int op>
void Cpu<Bus>::Exec::execute_op() {
  constexpr int lo = op & 0x0F;
  switch (op >> 4) {
    case 0x0:
      switch (op) {
        case 0x00: a = sp[KU]; return;                                    // LR A,KU
        case 0x01: a = sp[KL]; return;                                    // LR A,KL
        case 0x02: a = sp[QU]; return;                                    // LR A,QU
        case 0x03: a = sp[QL]; return;                                    // LR A,QL
        case 0x04: sp[KU] = byte(a); return;                                    // LR KU,A
        case 0x05: sp[KL] = byte(a); return;                                    // LR KL,A
        case 0x06: sp[QU] = byte(a); return;                                    // LR QU,A
        case 0x07: sp[QL] = byte(a); return;                                    // LR QL,A
        case 0x08: cyc += 2 * kLong; set_pair(KU, pc1); return;         // LR K,P
        case 0x09: cyc += 2 * kLong; pc1 = pair(KU); privileged = true; return;  // LR P,K
        case 0x0A: a = is; return;                                       // LR A,IS
        case 0x0B: is = a & 0x3F; return;                                // LR IS,A
        case 0x0C:                                                           // PK: call to K
          cyc += 2 * kLong;
          pc1 = pc0;
          pc0 = pair(KU);
          privileged = true;
          return;
        case 0x0D: cyc += 2 * kLong; pc0 = pair(QU); privileged = true; return;  // LR P0,Q
        case 0x0E: cyc += 2 * kLong; set_pair(QU, dc0); return;         // LR Q,DC
        default: cyc += 2 * kLong; dc0 = pair(QU); return;              // LR DC,Q
      }
    case 0x1:
      switch (op) {
        case 0x10: cyc += 2 * kLong; dc0 = pair(HU); return;            // LR DC,H
        case 0x11: cyc += 2 * kLong; set_pair(HU, dc0); return;         // LR H,DC
        case 0x12: a >>= 1; flags_sz(a); return;                         // SR 1
        case 0x13: a = static_cast<uint8_t>(a << 1); flags_sz(a); return;  // SL 1
        case 0x14: a >>= 4; flags_sz(a); return;                         // SR 4
        case 0x15: a = static_cast<uint8_t>(a << 4); flags_sz(a); return;  // SL 4
        case 0x16: a = load(); return;                                     // LM
        case 0x17: store(a); return;                                       // ST
        case 0x18: a = static_cast<uint8_t>(~a); flags_sz(a); return;  // COM
        case 0x19: a = add(a, (w & C) ? 1 : 0); return;                // LNK
        case 0x1A: cyc += kShort; w &= ~ICB; privileged = true; return;  // DI
        case 0x1B: cyc += kShort; w |= ICB; privileged = true; return;   // EI
        case 0x1C: cyc += kShort; pc0 = pc1; privileged = true; return;  // POP: return
        case 0x1D: cyc += kShort; w = sp[J] & 0x1F; privileged = true; return;  // LR W,J
        case 0x1E: sp[J] = byte(w); return;                                     // LR J,W
        default: a = add(a, 1); return;                                  // INC
      }
    case 0x2:
      switch (op) {
        case 0x20: a = imm(); return;                                      // LI
        case 0x21: a &= imm(); flags_sz(a); return;                      // NI
        case 0x22: a |= imm(); flags_sz(a); return;                      // OI
        case 0x23: a ^= imm(); flags_sz(a); return;                      // XI
        case 0x24: a = add(a, imm()); return;                            // AI
        case 0x25: compare(imm()); return;                                   // CI
        case 0x26: {                                                         // IN
          uint8_t port = imm();
          cyc += kLong;
          a = in(port);
          flags_sz(a);
          return;
        }
        case 0x27: {                                                         // OUT
          uint8_t port = imm();
          cyc += kLong;
          out(port, a);
          privileged = true;
          return;
        }
        case 0x28: {                                                         // PI: call
          uint8_t hi = imm();
          cyc += kShort;
          pc1 = static_cast<uint16_t>(pc0 + 1);  // the return address, past the low byte
          uint8_t lo_byte = imm();
          cyc += kLong;
          pc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          a = hi;  // the high byte passes through A
          privileged = true;
          return;
        }
        case 0x29: {                                                         // JMP
          uint8_t hi = imm();
          uint8_t lo_byte = imm();
          cyc += kLong;
          pc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          a = hi;  // the high byte passes through A
          privileged = true;
          return;
        }
        case 0x2A: {                                                         // DCI
          uint8_t hi = imm();
          cyc += kShort;
          uint8_t lo_byte = imm();
          cyc += kShort;
          dc0 = static_cast<uint16_t>(hi << 8 | lo_byte);
          return;
        }
        case 0x2B: return;                                                   // NOP
        case 0x2C: {                                                         // XDC
          cyc += kShort;
          unsigned t = dc0;
          dc0 = dc1;
          dc1 = t;
          return;
        }
        default: return;                                                     // 2D-2F: no operation
      }
    case 0x3:                                                                // DS r (long fetch)
      cyc += kLong - kShort;
      if (lo < 15) {
        uint8_t& reg = isar_reg(lo);
        reg = add(reg, 0xFF);
      }
      return;
    case 0x4: if (lo < 15) a = isar_reg(lo); return;                       // LR A,r
    case 0x5: if (lo < 15) isar_reg(lo) = byte(a); return;                       // LR r,A
    case 0x6:
      if (lo < 8) is = static_cast<uint8_t>((is & 0x07) | lo << 3);      // LISU
      else is = static_cast<uint8_t>((is & 0x38) | (lo & 7));            // LISL
      return;
    case 0x7: a = static_cast<uint8_t>(lo); return;                        // LIS
    case 0x8:
      if (lo < 8) {                                                          // BT: branch on S/C/Z
        cyc += kShort;
        branch(w & lo);
        return;
      }
      switch (op) {
        case 0x88: a = add(a, load()); return;                           // AM
        case 0x89: a = add_decimal(a, load()); return;                   // AMD
        case 0x8A: a &= load(); flags_sz(a); return;                     // NM
        case 0x8B: a |= load(); flags_sz(a); return;                     // OM
        case 0x8C: a ^= load(); flags_sz(a); return;                     // XM
        case 0x8D: compare(load()); return;                                  // CM
        case 0x8E:                                                           // ADC: DC0 += signed A
          cyc += kLong;
          dc0 = static_cast<uint16_t>(dc0 + static_cast<int8_t>(a));
          return;
        default: branch((is & 7) != 7); return;                            // BR7
      }
    case 0x9:                                                                // BF: branch if none set
      cyc += kShort;
      branch(!(w & lo));
      return;
    case 0xA:                                                                // INS
      if (lo < 2) {
        cyc += kShort;
        a = in(static_cast<uint8_t>(lo));
        flags_sz(a);
      } else if (lo >= 4) {
        cyc += 2 * kLong;
        a = in(static_cast<uint8_t>(lo));
        flags_sz(a);
      }
      return;
    case 0xB:                                                                // OUTS
      if (lo < 2) {
        cyc += kShort;
        out(static_cast<uint8_t>(lo), a);
      } else if (lo >= 4) {
        cyc += 2 * kLong;
        out(static_cast<uint8_t>(lo), a);
      }
      privileged = lo != 2 && lo != 3;
      return;
    case 0xC: if (lo < 15) a = add(a, isar_reg(lo)); return;             // AS
    case 0xD:                                                                // ASD
      if (lo < 15) {
        cyc += kShort;
        uint8_t v = isar_reg(lo);
        a = add_decimal(a, v);
      }
      return;
    case 0xE: if (lo < 15) { a ^= isar_reg(lo); flags_sz(a); } return;   // XS
    default: if (lo < 15) { a &= isar_reg(lo); flags_sz(a); } return;    // NS
  }
}

}  // namespace veteran::f8
// clang-format on
