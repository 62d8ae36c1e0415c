#include "cores/i8080/disassembler.hpp"

#include <array>
#include <cstdio>

namespace veteran::i8080 {
namespace {

constexpr std::array<const char*, 8> kR = {"B", "C", "D", "E", "H", "L", "M", "A"};
constexpr std::array<const char*, 4> kRP = {"B", "D", "H", "SP"};
constexpr std::array<const char*, 4> kRP2 = {"B", "D", "H", "PSW"};
constexpr std::array<const char*, 8> kCC = {"NZ", "Z", "NC", "C", "PO", "PE", "P", "M"};
constexpr std::array<const char*, 8> kALU = {"ADD", "ADC", "SUB", "SBB", "ANA", "XRA", "ORA", "CMP"};
constexpr std::array<const char*, 8> kALUI = {"ADI", "ACI", "SUI", "SBI", "ANI", "XRI", "ORI", "CPI"};
constexpr std::array<const char*, 8> kACC = {"RLC", "RRC", "RAL", "RAR", "DAA", "CMA", "STC", "CMC"};

}  // namespace

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek) {
  const uint8_t op = peek(pc);
  const int x = op >> 6, y = (op >> 3) & 7, z = op & 7, p = y >> 1, q = y & 1;
  auto d8 = [&] {
    char b[8];
    std::snprintf(b, sizeof b, "$%02X", peek(static_cast<uint16_t>(pc + 1)));
    return std::string(b);
  };
  auto d16 = [&] {
    char b[8];
    std::snprintf(b, sizeof b, "$%04X", peek(static_cast<uint16_t>(pc + 1)) | peek(static_cast<uint16_t>(pc + 2)) << 8);
    return std::string(b);
  };
  using S = std::string;
  switch (x) {
    case 1: return {op == 0x76 ? S("HLT") : S("MOV ") + kR[y] + "," + kR[z], 1};
    case 2: return {S(kALU[y]) + " " + kR[z], 1};
    case 0:
      switch (z) {
        case 0: return {y ? "*NOP" : "NOP", 1};
        case 1: return q ? Disassembly{S("DAD ") + kRP[p], 1} : Disassembly{S("LXI ") + kRP[p] + "," + d16(), 3};
        case 2: {
          static constexpr std::array<const char*, 8> kName = {"STAX B", "LDAX B", "STAX D", "LDAX D",
                                                               "SHLD ",  "LHLD ",  "STA ",   "LDA "};
          return p < 2 ? Disassembly{kName[y], 1} : Disassembly{kName[y] + d16(), 3};
        }
        case 3: return {S(q ? "DCX " : "INX ") + kRP[p], 1};
        case 4: return {S("INR ") + kR[y], 1};
        case 5: return {S("DCR ") + kR[y], 1};
        case 6: return {S("MVI ") + kR[y] + "," + d8(), 2};
        default: return {kACC[y], 1};
      }
    default:
      switch (z) {
        case 0: return {S("R") + kCC[y], 1};
        case 1:
          if (!q) return {S("POP ") + kRP2[p], 1};
          return {std::array<const char*, 4>{"RET", "*RET", "PCHL", "SPHL"}[p], 1};
        case 2: return {S("J") + kCC[y] + " " + d16(), 3};
        case 3:
          switch (y) {
            case 0: return {"JMP " + d16(), 3};
            case 1: return {"*JMP " + d16(), 3};
            case 2: return {"OUT " + d8(), 2};
            case 3: return {"IN " + d8(), 2};
            case 4: return {"XTHL", 1};
            case 5: return {"XCHG", 1};
            case 6: return {"DI", 1};
            default: return {"EI", 1};
          }
        case 4: return {S("C") + kCC[y] + " " + d16(), 3};
        case 5:
          if (!q) return {S("PUSH ") + kRP2[p], 1};
          return {S(p == 0 ? "CALL " : "*CALL ") + d16(), 3};
        case 6: return {S(kALUI[y]) + " " + d8(), 2};
        default: return {"RST " + std::to_string(y), 1};
      }
  }
}

}  // namespace veteran::i8080
