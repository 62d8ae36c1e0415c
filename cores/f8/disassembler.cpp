#include "cores/f8/disassembler.hpp"

#include <array>
#include <cstdio>

namespace veteran::f8 {
namespace {

// Operand kinds of the fixed opcodes 00-2F.
enum Kind : uint8_t { None, Imm8, Imm16, Port };
struct Fixed {
  const char* name;
  Kind kind;
};
constexpr std::array<Fixed, 48> kFixed = {{
    {"LR A,KU", None}, {"LR A,KL", None}, {"LR A,QU", None}, {"LR A,QL", None}, {"LR KU,A", None}, {"LR KL,A", None},
    {"LR QU,A", None}, {"LR QL,A", None}, {"LR K,P", None},  {"LR P,K", None},  {"LR A,IS", None}, {"LR IS,A", None},
    {"PK", None},      {"LR P0,Q", None}, {"LR Q,DC", None}, {"LR DC,Q", None}, {"LR DC,H", None}, {"LR H,DC", None},
    {"SR 1", None},    {"SL 1", None},    {"SR 4", None},    {"SL 4", None},    {"LM", None},      {"ST", None},
    {"COM", None},     {"LNK", None},     {"DI", None},      {"EI", None},      {"POP", None},     {"LR W,J", None},
    {"LR J,W", None},  {"INC", None},     {"LI", Imm8},      {"NI", Imm8},      {"OI", Imm8},      {"XI", Imm8},
    {"AI", Imm8},      {"CI", Imm8},      {"IN", Port},      {"OUT", Port},     {"PI", Imm16},     {"JMP", Imm16},
    {"DCI", Imm16},    {"NOP", None},     {"XDC", None},     {"*NOP", None},    {"*NOP", None},    {"*NOP", None},
}};
// Register field 0-15: scratchpad 0-11, then the ISAR forms; 15 names nothing.
constexpr std::array<const char*, 16> kReg = {"0", "1", "2",  "3",  "4", "5", "6", "7",
                                              "8", "9", "10", "11", "S", "I", "D", "?"};
// Row 3x-Fx with a register field: DS, LR A,r, LR r,A, -, -, -, -, -, -, -, -, -, AS, ASD, XS, NS.
constexpr std::array<const char*, 16> kRowName = {"", "", "", "DS ", "LR A,", "LR ",  "",    "",
                                                  "", "", "", "",    "AS ",   "ASD ", "XS ", "NS "};

}  // namespace

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek) {
  const uint8_t op = peek(pc);
  const int hi = op >> 4, lo = op & 0x0F;
  auto byte = [&](int k) { return peek(static_cast<uint16_t>(pc + k)); };
  char buf[40];
  auto text = [&](const char* fmt, auto... args) {
    std::snprintf(buf, sizeof buf, fmt, args...);
    return std::string(buf);
  };
  auto target = [&] { return static_cast<uint16_t>(pc + 1 + static_cast<int8_t>(byte(1))); };

  if (hi <= 2) {
    const Fixed& f = kFixed[op];
    switch (f.kind) {
      case Imm8: return {text("%s $%02X", f.name, byte(1)), 2};
      case Port: return {text("%s $%02X", f.name, byte(1)), 2};
      case Imm16: return {text("%s $%04X", f.name, byte(1) << 8 | byte(2)), 3};
      default: return {f.name, 1};
    }
  }
  switch (hi) {
    case 0x6: return {lo < 8 ? text("LISU %d", lo) : text("LISL %d", lo & 7), 1};
    case 0x7: return {text("LIS $%X", lo), 1};
    case 0x8:
      if (lo < 8) return {text("BT %d,$%04X", lo, target()), 2};
      if (lo == 0xF) return {text("BR7 $%04X", target()), 2};
      return {std::array<const char*, 7>{"AM", "AMD", "NM", "OM", "XM", "CM", "ADC"}[lo - 8], 1};
    case 0x9: return {lo ? text("BF %d,$%04X", lo, target()) : text("BR $%04X", target()), 2};
    case 0xA: return {(lo == 2 || lo == 3) ? text("*NOP") : text("INS %d", lo), 1};
    case 0xB: return {(lo == 2 || lo == 3) ? text("*NOP") : text("OUTS %d", lo), 1};
    default:
      if (lo == 15) return {"*NOP", 1};
      if (hi == 0x5) return {text("LR %s,A", kReg[lo]), 1};
      return {text("%s%s", kRowName[hi], kReg[lo]), 1};
  }
}

}  // namespace veteran::f8
