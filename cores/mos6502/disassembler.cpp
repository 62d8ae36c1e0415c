#include "cores/mos6502/disassembler.hpp"

#include <array>
#include <cstdio>

namespace veteran::mos6502 {
namespace {

enum Mode : uint8_t { Imp, Acc, Imm, Zp, Zpx, Zpy, Abs, Abx, Aby, Ind, Izx, Izy, Rel };

struct Entry {
  const char* name;
  Mode mode;
};

// Row = high nibble, column = low nibble. Lower-case names are undocumented.
constexpr std::array<Entry, 256> kTable = {{
    {"BRK", Imm}, {"ORA", Izx}, {"jam", Imp}, {"slo", Izx}, {"nop", Zp},  {"ORA", Zp},  {"ASL", Zp},  {"slo", Zp},
    {"PHP", Imp}, {"ORA", Imm}, {"ASL", Acc}, {"anc", Imm}, {"nop", Abs}, {"ORA", Abs}, {"ASL", Abs}, {"slo", Abs},
    {"BPL", Rel}, {"ORA", Izy}, {"jam", Imp}, {"slo", Izy}, {"nop", Zpx}, {"ORA", Zpx}, {"ASL", Zpx}, {"slo", Zpx},
    {"CLC", Imp}, {"ORA", Aby}, {"nop", Imp}, {"slo", Aby}, {"nop", Abx}, {"ORA", Abx}, {"ASL", Abx}, {"slo", Abx},
    {"JSR", Abs}, {"AND", Izx}, {"jam", Imp}, {"rla", Izx}, {"BIT", Zp},  {"AND", Zp},  {"ROL", Zp},  {"rla", Zp},
    {"PLP", Imp}, {"AND", Imm}, {"ROL", Acc}, {"anc", Imm}, {"BIT", Abs}, {"AND", Abs}, {"ROL", Abs}, {"rla", Abs},
    {"BMI", Rel}, {"AND", Izy}, {"jam", Imp}, {"rla", Izy}, {"nop", Zpx}, {"AND", Zpx}, {"ROL", Zpx}, {"rla", Zpx},
    {"SEC", Imp}, {"AND", Aby}, {"nop", Imp}, {"rla", Aby}, {"nop", Abx}, {"AND", Abx}, {"ROL", Abx}, {"rla", Abx},
    {"RTI", Imp}, {"EOR", Izx}, {"jam", Imp}, {"sre", Izx}, {"nop", Zp},  {"EOR", Zp},  {"LSR", Zp},  {"sre", Zp},
    {"PHA", Imp}, {"EOR", Imm}, {"LSR", Acc}, {"alr", Imm}, {"JMP", Abs}, {"EOR", Abs}, {"LSR", Abs}, {"sre", Abs},
    {"BVC", Rel}, {"EOR", Izy}, {"jam", Imp}, {"sre", Izy}, {"nop", Zpx}, {"EOR", Zpx}, {"LSR", Zpx}, {"sre", Zpx},
    {"CLI", Imp}, {"EOR", Aby}, {"nop", Imp}, {"sre", Aby}, {"nop", Abx}, {"EOR", Abx}, {"LSR", Abx}, {"sre", Abx},
    {"RTS", Imp}, {"ADC", Izx}, {"jam", Imp}, {"rra", Izx}, {"nop", Zp},  {"ADC", Zp},  {"ROR", Zp},  {"rra", Zp},
    {"PLA", Imp}, {"ADC", Imm}, {"ROR", Acc}, {"arr", Imm}, {"JMP", Ind}, {"ADC", Abs}, {"ROR", Abs}, {"rra", Abs},
    {"BVS", Rel}, {"ADC", Izy}, {"jam", Imp}, {"rra", Izy}, {"nop", Zpx}, {"ADC", Zpx}, {"ROR", Zpx}, {"rra", Zpx},
    {"SEI", Imp}, {"ADC", Aby}, {"nop", Imp}, {"rra", Aby}, {"nop", Abx}, {"ADC", Abx}, {"ROR", Abx}, {"rra", Abx},
    {"nop", Imm}, {"STA", Izx}, {"nop", Imm}, {"sax", Izx}, {"STY", Zp},  {"STA", Zp},  {"STX", Zp},  {"sax", Zp},
    {"DEY", Imp}, {"nop", Imm}, {"TXA", Imp}, {"ane", Imm}, {"STY", Abs}, {"STA", Abs}, {"STX", Abs}, {"sax", Abs},
    {"BCC", Rel}, {"STA", Izy}, {"jam", Imp}, {"sha", Izy}, {"STY", Zpx}, {"STA", Zpx}, {"STX", Zpy}, {"sax", Zpy},
    {"TYA", Imp}, {"STA", Aby}, {"TXS", Imp}, {"tas", Aby}, {"shy", Abx}, {"STA", Abx}, {"shx", Aby}, {"sha", Aby},
    {"LDY", Imm}, {"LDA", Izx}, {"LDX", Imm}, {"lax", Izx}, {"LDY", Zp},  {"LDA", Zp},  {"LDX", Zp},  {"lax", Zp},
    {"TAY", Imp}, {"LDA", Imm}, {"TAX", Imp}, {"lxa", Imm}, {"LDY", Abs}, {"LDA", Abs}, {"LDX", Abs}, {"lax", Abs},
    {"BCS", Rel}, {"LDA", Izy}, {"jam", Imp}, {"lax", Izy}, {"LDY", Zpx}, {"LDA", Zpx}, {"LDX", Zpy}, {"lax", Zpy},
    {"CLV", Imp}, {"LDA", Aby}, {"TSX", Imp}, {"las", Aby}, {"LDY", Abx}, {"LDA", Abx}, {"LDX", Aby}, {"lax", Aby},
    {"CPY", Imm}, {"CMP", Izx}, {"nop", Imm}, {"dcp", Izx}, {"CPY", Zp},  {"CMP", Zp},  {"DEC", Zp},  {"dcp", Zp},
    {"INY", Imp}, {"CMP", Imm}, {"DEX", Imp}, {"sbx", Imm}, {"CPY", Abs}, {"CMP", Abs}, {"DEC", Abs}, {"dcp", Abs},
    {"BNE", Rel}, {"CMP", Izy}, {"jam", Imp}, {"dcp", Izy}, {"nop", Zpx}, {"CMP", Zpx}, {"DEC", Zpx}, {"dcp", Zpx},
    {"CLD", Imp}, {"CMP", Aby}, {"nop", Imp}, {"dcp", Aby}, {"nop", Abx}, {"CMP", Abx}, {"DEC", Abx}, {"dcp", Abx},
    {"CPX", Imm}, {"SBC", Izx}, {"nop", Imm}, {"isc", Izx}, {"CPX", Zp},  {"SBC", Zp},  {"INC", Zp},  {"isc", Zp},
    {"INX", Imp}, {"SBC", Imm}, {"NOP", Imp}, {"sbc", Imm}, {"CPX", Abs}, {"SBC", Abs}, {"INC", Abs}, {"isc", Abs},
    {"BEQ", Rel}, {"SBC", Izy}, {"jam", Imp}, {"isc", Izy}, {"nop", Zpx}, {"SBC", Zpx}, {"INC", Zpx}, {"isc", Zpx},
    {"SED", Imp}, {"SBC", Aby}, {"nop", Imp}, {"isc", Aby}, {"nop", Abx}, {"SBC", Abx}, {"INC", Abx}, {"isc", Abx},
}};

// Operand format and byte count per mode.
struct ModeInfo {
  const char* format;
  int length;
};
constexpr std::array<ModeInfo, 13> kModes = {{
    {"", 1},
    {"A", 1},
    {"#$%02X", 2},
    {"$%02X", 2},
    {"$%02X,X", 2},
    {"$%02X,Y", 2},
    {"$%04X", 3},
    {"$%04X,X", 3},
    {"$%04X,Y", 3},
    {"($%04X)", 3},
    {"($%02X,X)", 2},
    {"($%02X),Y", 2},
    {"$%04X", 2},
}};

}  // namespace

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek) {
  const Entry& e = kTable[peek(pc)];
  const ModeInfo& m = kModes[e.mode];
  unsigned operand = 0;
  if (m.length == 2) operand = peek(static_cast<uint16_t>(pc + 1));
  if (m.length == 3) operand = peek(static_cast<uint16_t>(pc + 1)) | peek(static_cast<uint16_t>(pc + 2)) << 8;
  if (e.mode == Rel) operand = static_cast<uint16_t>(pc + 2 + static_cast<int8_t>(operand));

  // Undocumented opcodes are lower case in the table and shown upper case with a '*'.
  char name[8];
  bool undocumented = e.name[0] >= 'a';
  std::snprintf(name, sizeof name, "%s%c%c%c", undocumented ? "*" : "", e.name[0] & ~0x20, e.name[1] & ~0x20,
                e.name[2] & ~0x20);
  char operand_text[32];
  std::snprintf(operand_text, sizeof operand_text, m.format, operand);
  std::string text = name;
  if (*operand_text) text.append(" ").append(operand_text);
  return {text, m.length};
}

}  // namespace veteran::mos6502
