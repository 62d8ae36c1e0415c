// Table-driven Fairchild F8 disassembler (Fairchild mnemonics).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace veteran::f8 {

struct Disassembly {
  std::string text;  // e.g. "LR A,KU", "BT 4,$0812"
  int length;        // bytes, 1 to 3
};

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek);

}  // namespace veteran::f8
