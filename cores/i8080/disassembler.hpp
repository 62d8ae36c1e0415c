// Table-driven Intel 8080 disassembler (Intel mnemonics; undocumented aliases marked '*').
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace veteran::i8080 {

struct Disassembly {
  std::string text;  // e.g. "MVI A,$3E"
  int length;        // bytes, 1 to 3
};

Disassembly disassemble(uint16_t pc, const std::function<uint8_t(uint16_t)>& peek);

}  // namespace veteran::i8080
