// Table-driven Z80 disassembler (all prefixes, undocumented forms included).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace veteran::z80 {

struct Disassembly {
  std::string text;  // e.g. "LD (IX+$05),$12"; undocumented forms are marked with '*'
  int length;        // bytes, 1 to 4
};

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek);

}  // namespace veteran::z80
