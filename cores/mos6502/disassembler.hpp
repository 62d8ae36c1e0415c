// Table-driven 6502 disassembler, shared by the debugger, traces and tests.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace veteran::mos6502 {

struct Disassembly {
  std::string text;  // e.g. "LDA $1234,X"; undocumented opcodes are marked with '*'
  int length;        // instruction length in bytes, 1 to 3
};

// `peek` reads memory without side effects.
Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek);

}  // namespace veteran::mos6502
