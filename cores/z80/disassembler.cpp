#include "cores/z80/disassembler.hpp"

#include <array>
#include <cstdio>

namespace veteran::z80 {
namespace {

// Operand names by the opcode's fields (x: bits 7-6, y: 5-3, z: 2-0, p: 5-4, q: 3).
constexpr std::array<const char*, 8> kR = {"B", "C", "D", "E", "H", "L", "(HL)", "A"};
constexpr std::array<const char*, 4> kRP = {"BC", "DE", "HL", "SP"};
constexpr std::array<const char*, 4> kRP2 = {"BC", "DE", "HL", "AF"};
constexpr std::array<const char*, 8> kCC = {"NZ", "Z", "NC", "C", "PO", "PE", "P", "M"};
constexpr std::array<const char*, 8> kALU = {"ADD A,", "ADC A,", "SUB ", "SBC A,", "AND ", "XOR ", "OR ", "CP "};
constexpr std::array<const char*, 8> kROT = {"RLC", "RRC", "RL", "RR", "SLA", "SRA", "*SLL", "SRL"};
constexpr std::array<const char*, 8> kACC = {"RLCA", "RRCA", "RLA", "RRA", "DAA", "CPL", "SCF", "CCF"};
constexpr std::array<const char*, 4> kIM = {"0", "0/1", "1", "2"};
// ED block instructions, rows a = 4..7 (y), columns b = 0..3 (z).
constexpr std::array<std::array<const char*, 4>, 4> kBLOCK = {{
    {"LDI", "CPI", "INI", "OUTI"},
    {"LDD", "CPD", "IND", "OUTD"},
    {"LDIR", "CPIR", "INIR", "OTIR"},
    {"LDDR", "CPDR", "INDR", "OTDR"},
}};

std::string hex8(unsigned v) {
  char b[8];
  std::snprintf(b, sizeof b, "$%02X", v & 0xFF);
  return b;
}
std::string hex16(unsigned v) {
  char b[8];
  std::snprintf(b, sizeof b, "$%04X", v & 0xFFFF);
  return b;
}

struct Reader {
  uint16_t pc;
  const std::function<uint8_t(uint16_t)>& peek;
  int length = 0;
  uint8_t next() { return peek(static_cast<uint16_t>(pc + length++)); }
  uint16_t next16() {
    uint16_t lo = next();
    return static_cast<uint16_t>(lo | next() << 8);
  }
};

// Register names under a DD/FD prefix: H, L and (HL) become the index forms.
struct Names {
  const char* hl = "HL";
  const char* h = "H";
  const char* l = "L";
  bool indexed = false;
  int8_t displacement = 0;

  std::string r(int n, bool substitute_hl_halves = true) const {
    if (n == 6) {
      if (!indexed) return "(HL)";
      char b[16];
      std::snprintf(b, sizeof b, "(%s%c$%02X)", hl, displacement < 0 ? '-' : '+',
                    displacement < 0 ? -displacement : displacement);
      return b;
    }
    if (substitute_hl_halves && n == 4) return h;
    if (substitute_hl_halves && n == 5) return l;
    return kR[n];
  }
  std::string rp(int p) const { return p == 2 ? hl : kRP[p]; }
  std::string rp2(int p) const { return p == 2 ? hl : kRP2[p]; }
};

std::string cb_page(Reader& in, const Names& n, bool indexed_form) {
  uint8_t op = in.next();
  int x = op >> 6, y = (op >> 3) & 7, z = op & 7;
  std::string target = indexed_form ? n.r(6) : n.r(z, false);
  // DD CB d op with a register field other than (HL) also copies the result (undocumented).
  std::string copy = (indexed_form && z != 6) ? std::string(",") + kR[z] : "";
  std::string mark = (indexed_form && z != 6 && x != 1) ? "*" : "";
  switch (x) {
    case 0: return mark + kROT[y] + " " + target + copy;
    case 1: return std::string(indexed_form && z != 6 ? "*" : "") + "BIT " + std::to_string(y) + "," + target;
    case 2: return mark + "RES " + std::to_string(y) + "," + target + copy;
    default: return mark + "SET " + std::to_string(y) + "," + target + copy;
  }
}

std::string ed_page(Reader& in) {
  uint8_t op = in.next();
  int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  if (x == 2 && z <= 3 && y >= 4) return kBLOCK[y - 4][z];
  if (x != 1) return "*NOP (ED " + hex8(op) + ")";
  switch (z) {
    case 0: return y == 6 ? "*IN (C)" : std::string("IN ") + kR[y] + ",(C)";
    case 1: return y == 6 ? "*OUT (C),0" : std::string("OUT (C),") + kR[y];
    case 2: return std::string(q ? "ADC HL," : "SBC HL,") + kRP[p];
    case 3: {
      std::string addr = "(" + hex16(in.next16()) + ")";
      return q ? std::string("LD ") + kRP[p] + "," + addr : "LD " + addr + "," + kRP[p];
    }
    case 4: return y == 0 ? "NEG" : "*NEG";
    case 5: return y == 1 ? "RETI" : (y == 0 ? "RETN" : "*RETN");
    case 6: return std::string((y == 0 || y == 2 || y == 3) ? "IM " : "*IM ") + kIM[y & 3];
    default: {
      static constexpr std::array<const char*, 8> kMisc = {"LD I,A", "LD R,A", "LD A,I", "LD A,R",
                                                           "RRD",    "RLD",    "*NOP",   "*NOP"};
      return kMisc[y];
    }
  }
}

std::string main_page(Reader& in, uint8_t op, Names& n) {
  int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  auto rel = [&] {
    int8_t e = static_cast<int8_t>(in.next());
    return hex16(in.pc + in.length + e);
  };
  // An (HL) operand under a prefix carries a displacement byte.
  auto fetch_disp = [&](bool uses_memory) {
    if (n.indexed && uses_memory) n.displacement = static_cast<int8_t>(in.next());
  };
  switch (x) {
    case 1:
      if (op == 0x76) return "HALT";
      fetch_disp(y == 6 || z == 6);
      return "LD " + n.r(y, z != 6) + "," + n.r(z, y != 6);
    case 2: fetch_disp(z == 6); return kALU[y] + n.r(z);
    case 0:
      switch (z) {
        case 0: {
          static constexpr std::array<const char*, 4> kFirst = {"NOP", "EX AF,AF'", "DJNZ ", "JR "};
          if (y < 2) return kFirst[y];
          if (y < 4) return kFirst[y] + rel();
          return std::string("JR ") + kCC[y - 4] + "," + rel();
        }
        case 1: return q ? "ADD " + n.rp(2) + "," + n.rp(p) : "LD " + n.rp(p) + "," + hex16(in.next16());
        case 2: {
          static constexpr std::array<const char*, 4> kInd = {"(BC)", "(DE)", "", ""};
          if (p < 2) return q ? std::string("LD A,") + kInd[p] : std::string("LD ") + kInd[p] + ",A";
          std::string addr = "(" + hex16(in.next16()) + ")";
          if (p == 2) return q ? "LD " + n.rp(2) + "," + addr : "LD " + addr + "," + n.rp(2);
          return q ? "LD A," + addr : "LD " + addr + ",A";
        }
        case 3: return (q ? "DEC " : "INC ") + n.rp(p);
        case 4: fetch_disp(y == 6); return "INC " + n.r(y);
        case 5: fetch_disp(y == 6); return "DEC " + n.r(y);
        case 6: fetch_disp(y == 6); return "LD " + n.r(y) + "," + hex8(in.next());
        default: return kACC[y];
      }
    default:
      switch (z) {
        case 0: return std::string("RET ") + kCC[y];
        case 1:
          if (!q) return "POP " + n.rp2(p);
          switch (p) {
            case 0: return "RET";
            case 1: return "EXX";
            case 2: return "JP (" + n.rp(2) + ")";
            default: return "LD SP," + n.rp(2);
          }
        case 2: return std::string("JP ") + kCC[y] + "," + hex16(in.next16());
        case 3:
          switch (y) {
            case 0: return "JP " + hex16(in.next16());
            case 1: return "";  // CB: handled by the caller
            case 2: return "OUT (" + hex8(in.next()) + "),A";
            case 3: return "IN A,(" + hex8(in.next()) + ")";
            case 4: return "EX (SP)," + n.rp(2);
            case 5: return "EX DE,HL";
            case 6: return "DI";
            default: return "EI";
          }
        case 4: return std::string("CALL ") + kCC[y] + "," + hex16(in.next16());
        case 5:
          if (!q) return "PUSH " + n.rp2(p);
          return p == 0 ? "CALL " + hex16(in.next16()) : "";  // ED, DD, FD: handled by the caller
        case 6: return kALU[y] + hex8(in.next());
        default: return "RST " + hex8(y * 8);
      }
  }
}

}  // namespace

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek) {
  Reader in{pc, peek};
  Names names;
  uint8_t op = in.next();
  if (op == 0xDD || op == 0xFD) {
    uint8_t next = peek(static_cast<uint16_t>(pc + 1));
    // A prefix followed by another prefix or ED acts alone, as a NOP.
    if (next == 0xDD || next == 0xFD || next == 0xED) return {"*NOP (" + hex8(op) + " prefix)", 1};
    names = op == 0xDD ? Names{"IX", "IXH", "IXL", true} : Names{"IY", "IYH", "IYL", true};
    op = in.next();
    if (op == 0xCB) {
      names.displacement = static_cast<int8_t>(in.next());
      return {cb_page(in, names, true), in.length};
    }
  }
  if (op == 0xCB) return {cb_page(in, names, false), in.length};
  if (op == 0xED) return {ed_page(in), in.length};
  return {main_page(in, op, names), in.length};
}

}  // namespace veteran::z80
